/**
 * A locale's translations of the theme's words, as Docusaurus keeps them: `i18n/<locale>/code.json`
 * (the ids of src/i18n/translate.ts calls), and the navbar's and footer's labels in
 * `i18n/<locale>/docusaurus-theme-classic/navbar.json` and `footer.json` (read here under the keys
 * `navbar.<key>` and `footer.<key>`), and its docs versions' labels (`version.label.<name>`). Pages of
 * the locale carry them in their context (`themeMessages`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseTranslationFile } from '../src/lib/sidebar/translations';
import { messageKeys } from '../src/i18n/messageKey.cjs';
import { interpolate, type TranslateParams } from '../src/i18n/translate';
import { I18N_FOLDER } from './siteLocales';
import { DOCS_PLUGIN_FOLDER } from '../src/lib/translations';
import { CURRENT_VERSION } from '../src/lib/versions';

/** Each file, and the key its entries go under in the page's messages. */
const files = (): [file: string, keyOf: (key: string) => string][] => [
  // translate() calls reach the page with their ids written as short keys (plugins/babel-plugin-translate.cjs).
  ['code.json', messageKeys()],
  ['docusaurus-theme-classic/navbar.json', (key) => `navbar.${key}`],
  ['docusaurus-theme-classic/footer.json', (key) => `footer.${key}`],
];

/**
 * The versions' labels of the locale's `docusaurus-plugin-content-docs/current.json` and
 * `version-<name>.json` (`version.label`), for the version dropdown, under `version.label.<name>`.
 */
function versionLabels(contentDir: string, locale: string): Record<string, string> {
  const dir = path.join(contentDir, I18N_FOLDER, locale, DOCS_PLUGIN_FOLDER);
  const labels: Record<string, string> = {};
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const name = file === `${CURRENT_VERSION}.json` ? CURRENT_VERSION : /^version-(.+)\.json$/.exec(file)?.[1];
    if (!name) continue;
    const label = `content/${I18N_FOLDER}/${locale}/${DOCS_PLUGIN_FOLDER}/${file}`;
    const message = parseTranslationFile(readJson(path.join(dir, file), label), label)['version.label'];
    if (message) labels[`version.label.${name}`] = message;
  }
  return labels;
}

const readJson = (file: string, label: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${label}: is not JSON: ${(error as Error).message}`);
  }
};

/** The locale's messages by key (src/i18n/messageKey.cjs for code.json's ids), or null when it has none of the files. A file that is not such JSON fails, naming it. */
export function readThemeMessages(contentDir: string, locale: string): Record<string, string> | null {
  let messages: Record<string, string> | null = null;
  for (const [file, keyOf] of files()) {
    const full = path.join(contentDir, I18N_FOLDER, locale, file);
    if (!fs.existsSync(full)) continue;
    const label = `content/${I18N_FOLDER}/${locale}/${file}`;
    for (const [key, message] of Object.entries(parseTranslationFile(readJson(full, label), label))) (messages ??= {})[keyOf(key)] = message;
  }
  const labels = versionLabels(contentDir, locale);
  return Object.keys(labels).length > 0 ? { ...messages, ...labels } : messages;
}

type Translate = (params: TranslateParams, values?: Readonly<Record<string, string | number>>) => string;

/** Each locale's translate(), by its messages: made once, not for each page (it reads the list of keys). */
const translators = new WeakMap<Readonly<Record<string, string>>, Translate>();

const inEnglish: Translate = ({ message }, values) => (values ? interpolate(message, values) : message);

/**
 * translate() for words made with the site model (node/pages/notices.ts): with a locale's
 * messages as readThemeMessages gives them. write-translations reads its calls as any other.
 */
export function translator(messages: Readonly<Record<string, string>> | null): Translate {
  if (!messages) return inEnglish;
  let translate = translators.get(messages);
  if (!translate) {
    const keyOf = messageKeys();
    translate = ({ id, message }, values) => {
      const text = messages[keyOf(id)] || message;
      return values ? interpolate(text, values) : text;
    };
    translators.set(messages, translate);
  }
  return translate;
}

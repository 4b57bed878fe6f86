/**
 * A locale's translations of the theme's words, as Docusaurus keeps them: `i18n/<locale>/code.json`
 * (the ids of src/i18n/translate.ts calls), and the navbar's and footer's labels in
 * `i18n/<locale>/docusaurus-theme-classic/navbar.json` and `footer.json` (read here under the keys
 * `navbar.<key>` and `footer.<key>`). Pages of the locale carry them in their context (`themeMessages`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseTranslationFile } from '../lib/sidebarTranslations';
import { I18N_FOLDER } from './siteLocales';

const FILES: [file: string, prefix: string][] = [
  ['code.json', ''],
  ['docusaurus-theme-classic/navbar.json', 'navbar.'],
  ['docusaurus-theme-classic/footer.json', 'footer.'],
];

/** The locale's messages by id, or null when it has none of the files. A file that is not such JSON fails, naming it. */
export function readThemeMessages(contentDir: string, locale: string): Record<string, string> | null {
  let messages: Record<string, string> | null = null;
  for (const [file, prefix] of FILES) {
    const full = path.join(contentDir, I18N_FOLDER, locale, file);
    if (!fs.existsSync(full)) continue;
    const label = `content/${I18N_FOLDER}/${locale}/${file}`;
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (error) {
      throw new Error(`${label}: is not JSON: ${(error as Error).message}`);
    }
    for (const [key, message] of Object.entries(parseTranslationFile(raw, label))) (messages ??= {})[`${prefix}${key}`] = message;
  }
  return messages;
}

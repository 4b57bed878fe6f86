#!/usr/bin/env -S npx tsx
// Docusaurus's `write-translations`: the files a translator fills in for a locale.
//   npm run write-translations -- --locale fr [--override]
// Writes <content>/i18n/<locale>/code.json (every translate() call of src/), and
// docusaurus-theme-classic/navbar.json and footer.json (the config's labels), each
// message in English, keeping what the files already hold unless --override
// (node/writeTranslations.ts). The content folder is content/, or SITE_CONTENT_DIR.
// Exits 1 when a file cannot be written or the code names a string it cannot read, 2 on a usage error.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { siteConfig } from '../src/config/site.ts';
import { resolveLocales } from '../src/lib/locales.ts';
import { footerStrings, navbarStrings, themeStrings, TranslationsError, writeTranslationFile } from '../node/writeTranslations.ts';

const USAGE = 'Usage: npm run write-translations -- --locale <code> [--override]   (e.g. --locale fr)';
let options: { locale?: string; override?: boolean; help?: boolean };
try {
  ({ values: options } = parseArgs({ options: { locale: { type: 'string' }, override: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }));
} catch (error) {
  console.error(`[write-translations]: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const locales = resolveLocales(siteConfig.i18n);
const locale = options.locale ?? locales[0].code;
if (!locales.some((l) => l.code === locale)) {
  console.error(
    `[write-translations]: "${locale}" is not one of the site's locales (i18n.locales in src/config/site.ts: ${locales.map((l) => l.code).join(', ')}).\n${USAGE}`,
  );
  process.exit(2);
}

const siteDir = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(siteDir, process.env.SITE_CONTENT_DIR ?? 'content', 'i18n', locale);
try {
  const files: [string, ReturnType<typeof themeStrings>][] = [
    ['code.json', themeStrings(siteDir)],
    ['docusaurus-theme-classic/navbar.json', navbarStrings(siteConfig.navbar)],
    ['docusaurus-theme-classic/footer.json', footerStrings(siteConfig.footer)],
  ];
  for (const [name, strings] of files) {
    const file = path.join(dir, name);
    const { added, total } = writeTranslationFile(file, strings, options.override);
    console.log(`[write-translations]: ${path.relative(siteDir, file)}: ${total} messages, ${added} new`);
  }
} catch (error) {
  console.error(error instanceof TranslationsError ? `[write-translations]: ${error.message}` : error);
  process.exit(1);
}

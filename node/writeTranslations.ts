/**
 * Docusaurus's `write-translations` (https://docusaurus.io/docs/cli#docusaurus-write-translations-sitedir):
 * the files a translator fills in for a locale, with every string of the theme and of the config in
 * English, in Docusaurus's layout and format: `i18n/<locale>/code.json` (each `translate()` call of
 * the site's code), `docusaurus-theme-classic/navbar.json` and `footer.json` (the config's labels).
 * What a file already holds is kept (a translator's work) unless `override`; a key the code no longer
 * has stays too, as Docusaurus leaves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import type { FooterColumn, FooterConfig, FooterLink, NavbarItem, SiteConfig } from '../src/lib/config/types';

export interface TranslationEntry {
  message: string;
  description?: string;
}
export type TranslationFileContent = Record<string, TranslationEntry>;

/** A string a `translate()` call names that cannot be read without running the code. */
export class TranslationsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationsError';
  }
}

type Node = { type: string; [key: string]: unknown };

const stringOf = (node: Node | undefined): string | null =>
  node?.type === 'StringLiteral'
    ? (node.value as string)
    : node?.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0
      ? (node.quasis as { value: { cooked: string } }[])[0].value.cooked
      : null;

/** Each `translate({ id, message, description })` call of a source file, by id. */
export function translateCallsOf(source: string, file: string): Map<string, TranslationEntry> {
  const found = new Map<string, TranslationEntry>();
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    if (n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier' && (n.callee as { name: string }).name === 'translate') {
      const [params] = n.arguments as Node[];
      if (params?.type === 'ObjectExpression') {
        const field = (name: string) =>
          (params.properties as Node[]).find(
            (p) => p.type === 'ObjectProperty' && ((p.key as { name?: string }).name === name || (p.key as { value?: string }).value === name),
          )?.value as Node | undefined;
        const id = stringOf(field('id'));
        const message = stringOf(field('message'));
        const line = (n.loc as { start: { line: number } }).start.line;
        if (id === null || message === null)
          throw new TranslationsError(
            `${file}:${line}: translate() needs a string \`id\` and \`message\`, written out, so that write-translations can read them`,
          );
        const description = stringOf(field('description'));
        found.set(id, { message, ...(description ? { description } : {}) });
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'loc' && key !== 'start' && key !== 'end') visit(value);
  };
  visit(ast.program);
  return found;
}

/** The site's folders of code whose `translate()` calls are read: the pages' and the build's. */
const CODE_DIRS = ['src', 'node'];

/** Every `translate()` call of the site's code in `siteDir` (tests left out); the same id with two messages fails, naming both files. */
export function themeStrings(siteDir: string): TranslationFileContent {
  const strings: TranslationFileContent = {};
  const where = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // src/i18n/ defines translate() and passes ids on; the calls to read are everyone else's.
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) && path.basename(dir) !== 'i18n') {
        const file = path.relative(siteDir, full);
        for (const [id, entryOf] of translateCallsOf(fs.readFileSync(full, 'utf8'), file)) {
          const known = strings[id];
          if (known && known.message !== entryOf.message)
            throw new TranslationsError(
              `${file}: the id "${id}" has the message "${entryOf.message}", and "${known.message}" in ${where.get(id)}: give one of them another id`,
            );
          if (!known || (!known.description && entryOf.description)) strings[id] = entryOf;
          where.set(id, where.get(id) ?? file);
        }
      }
    }
  };
  for (const dir of CODE_DIRS) if (fs.existsSync(path.join(siteDir, dir))) walk(path.join(siteDir, dir));
  return strings;
}

/** The navbar's strings, under Docusaurus's keys (theme-classic's `getNavbarTranslationFile`). */
export function navbarStrings(navbar: SiteConfig['navbar']): TranslationFileContent {
  const strings: TranslationFileContent = { title: { message: navbar.title, description: 'The title in the navbar' } };
  if (navbar.logo.alt) strings['logo.alt'] = { message: navbar.logo.alt, description: 'The alt text of navbar logo' };
  const items = navbar.items.flatMap((item): NavbarItem[] => (item.type === 'dropdown' ? [item, ...item.items] : [item]));
  for (const item of items)
    if ('label' in item && item.label) strings[`item.label.${item.label}`] = { message: item.label, description: `Navbar item with label ${item.label}` };
  return strings;
}

/** The footer's strings, under Docusaurus's keys (theme-classic's `getFooterTranslationFile`). */
export function footerStrings(footer: FooterConfig): TranslationFileContent {
  const strings: TranslationFileContent = {};
  const link = (label: string) => (strings[`link.item.label.${label}`] = { message: label, description: `The label of footer link with label=${label}` });
  // Columns of links (each with a title), or one row of links, as the footer draws them.
  const columns = footer.links.length > 0 && 'items' in footer.links[0];
  if (columns) {
    for (const column of footer.links as FooterColumn[]) {
      strings[`link.title.${column.title}`] = {
        message: column.title,
        description: `The title of the footer links column with title=${column.title} in the footer`,
      };
      column.items.forEach((item) => link(item.label));
    }
  } else (footer.links as FooterLink[]).forEach((item) => link(item.label));
  if (footer.copyright) strings.copyright = { message: footer.copyright, description: 'The footer copyright' };
  if (footer.logo?.alt) strings['logo.alt'] = { message: footer.logo.alt, description: 'The alt text of footer logo' };
  return strings;
}

/** `fresh` merged into what `file` holds: its messages kept unless `override`. Returns how many keys are new. */
export function writeTranslationFile(file: string, fresh: TranslationFileContent, override = false): { added: number; total: number } {
  let existing: TranslationFileContent = {};
  if (fs.existsSync(file)) {
    try {
      existing = JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationFileContent;
    } catch (error) {
      throw new TranslationsError(`${file}: is not JSON (${(error as Error).message}); fix or remove it, and run the command again`);
    }
  }
  const merged: TranslationFileContent = { ...existing };
  let added = 0;
  for (const [key, entry] of Object.entries(fresh)) {
    if (!(key in existing)) added += 1;
    merged[key] = override || !(key in existing) ? entry : { ...existing[key], ...(entry.description ? { description: entry.description } : {}) };
  }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  return { added, total: Object.keys(sorted).length };
}

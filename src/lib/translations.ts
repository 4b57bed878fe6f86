/**
 * Translated content as Docusaurus lays it out (https://docusaurus.io/docs/i18n/tutorial):
 * `i18n/<locale>/docusaurus-plugin-content-docs/current/…` for the docs folder,
 * `…/version-<name>/…` for a released version, `i18n/<locale>/docusaurus-plugin-content-blog/…`
 * for the blog. A locale has every page of the default locale: its translation where the same
 * file is translated, otherwise the default locale's page, marked as not translated yet.
 */
import type { ContentEntry } from './model';
import { localizedHref, localizedRoute, type SiteLocale } from './locales';

export const DOCS_PLUGIN_FOLDER = 'docusaurus-plugin-content-docs';
export const BLOG_PLUGIN_FOLDER = 'docusaurus-plugin-content-blog';

/**
 * Where a file under the content's `i18n/` folder belongs: its locale and the path, under the
 * content folder, of the file it translates (`docs/intro.md`, `versioned_docs/version-1.0/intro.md`,
 * `blog/2024-01-01-hello.md`). Null for a file that translates no content file (`code.json`).
 */
export function translatedFilePlace(relativePath: string): { locale: string; original: string } | null {
  const parts = relativePath.replace(/\\/g, '/').split('/');
  const [locale, plugin, ...rest] = parts;
  if (!locale || rest.length === 0) return null;
  if (plugin === BLOG_PLUGIN_FOLDER) return { locale, original: ['blog', ...rest].join('/') };
  if (plugin !== DOCS_PLUGIN_FOLDER || rest.length < 2) return null;
  const [version, ...file] = rest;
  if (version === 'current') return { locale, original: ['docs', ...file].join('/') };
  if (version.startsWith('version-')) return { locale, original: ['versioned_docs', version, ...file].join('/') };
  return null;
}

/** What pairs a translation with its original: the original's path under the content folder (`docs/intro.md`). */
export function translationKey(sourcePath: string): string {
  const relative = sourcePath.replace(/^content\//, '');
  if (!relative.startsWith('i18n/')) return relative;
  return translatedFilePlace(relative.slice('i18n/'.length))?.original ?? relative;
}

/**
 * The entries of `locale`: each of the default locale's entries, translated where `translations`
 * (the locale's files) has its file, otherwise as it is, at its route in the locale. A translation
 * keeps its original's route and doc id (the locale dropdown and `hreflang` lead from one to the
 * other by route) and brings its own words: title, description, sidebar label, body.
 */
export function localeEntries(
  defaults: readonly ContentEntry[],
  translations: readonly ContentEntry[],
  locale: Pick<SiteLocale, 'base'>,
): { entries: ContentEntry[]; untranslated: Set<string> } {
  const byKey = new Map(translations.map((t) => [translationKey(t.sourcePath), t]));
  const untranslated = new Set<string>();
  const entries = defaults.map((entry): ContentEntry => {
    const slug = localizedRoute(locale, entry.slug);
    const translation = byKey.get(translationKey(entry.sourcePath));
    if (!translation) {
      untranslated.add(entry.nodeId);
      return { ...entry, slug };
    }
    return { ...translation, slug, docId: entry.docId, version: entry.version, kind: entry.kind, date: translation.date ?? entry.date };
  });
  return { entries, untranslated };
}

/** The links to pages in rendered HTML (`href="/docs/…"`), as links of `locale`'s pages. */
export function localizeHtmlLinks<L extends Pick<SiteLocale, 'base' | 'isDefault'>>(
  html: string,
  locale: Pick<SiteLocale, 'base'>,
  locales: readonly L[],
): string {
  if (locale.base === '') return html;
  return html.replace(/(<a\b[^>]*?\shref=")(\/[^"]*)"/g, (_, start: string, href: string) => `${start}${localizedHref(href, locale, locales)}"`);
}

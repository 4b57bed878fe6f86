import type { ContentEntry } from './model';
import { resolveLocales } from './locales';
import { localeEntries, localizeHtmlLinks, translatedFilePlace, translationKey } from './translations';

const locales = resolveLocales({ defaultLocale: 'en', locales: ['en', 'fr'] });
const [, fr] = locales;

const entry = (over: Partial<ContentEntry>): ContentEntry => ({
  nodeId: 'n',
  kind: 'doc',
  sourcePath: 'content/docs/intro.md',
  slug: '/docs/intro',
  docId: 'intro',
  version: 'current',
  title: 'Introduction',
  description: null,
  date: null,
  tags: [],
  sidebarPosition: 1,
  sidebarLabel: null,
  words: 10,
  unlisted: false,
  page: { hideTitle: false, hideTableOfContents: false, tocMinHeadingLevel: null, tocMaxHeadingLevel: null, keywords: [], image: null, paginationLabel: null },
  authors: null,
  ...over,
});

describe('translations', () => {
  it('reads where a translation belongs from Docusaurus i18n layout', () => {
    expect(translatedFilePlace('fr/docusaurus-plugin-content-docs/current/guides/install.md')).toEqual({ locale: 'fr', original: 'docs/guides/install.md' });
    expect(translatedFilePlace('fr/docusaurus-plugin-content-docs/version-2.0/intro.md')).toEqual({
      locale: 'fr',
      original: 'versioned_docs/version-2.0/intro.md',
    });
    expect(translatedFilePlace('fr/docusaurus-plugin-content-blog/2025-03-01-post.md')).toEqual({ locale: 'fr', original: 'blog/2025-03-01-post.md' });
    expect(translatedFilePlace('fr/code.json')).toBeNull();
    expect(translatedFilePlace('fr/docusaurus-plugin-content-docs/current.json')).toBeNull();
    expect(translationKey('content/i18n/fr/docusaurus-plugin-content-docs/current/intro.md')).toBe(translationKey('content/docs/intro.md'));
  });

  it('gives a locale every page: the translation where there is one, at the original route and id, else the original, marked', () => {
    const defaults = [entry({ nodeId: 'intro' }), entry({ nodeId: 'cli', sourcePath: 'content/docs/cli.md', slug: '/docs/cli', docId: 'cli', title: 'CLI' })];
    const translation = entry({
      nodeId: 'intro-fr',
      sourcePath: 'content/i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
      slug: '/fr/docs/bienvenue',
      docId: 'bienvenue',
      title: 'Introduction (fr)',
      locale: 'fr',
    });
    const { entries, untranslated } = localeEntries(defaults, [translation], fr);
    expect(entries.map((e) => [e.nodeId, e.slug, e.docId, e.title])).toEqual([
      ['intro-fr', '/fr/docs/intro', 'intro', 'Introduction (fr)'],
      ['cli', '/fr/docs/cli', 'cli', 'CLI'],
    ]);
    expect([...untranslated]).toEqual(['cli']);
  });

  it("makes rendered links to pages the locale's, and leaves files, fragments and other sites alone", () => {
    const html =
      '<p><a href="/docs/intro#setup">a</a> <a href="/">b</a> <a href="/img/logo.png">c</a> <a href="#top">d</a> ' +
      '<a href="https://example.org/docs">e</a> <a class="x" href="/fr/docs/cli">f</a> <a href="//cdn.example.org/x">g</a></p>';
    expect(localizeHtmlLinks(html, fr, locales)).toBe(
      '<p><a href="/fr/docs/intro#setup">a</a> <a href="/fr/">b</a> <a href="/img/logo.png">c</a> <a href="#top">d</a> ' +
        '<a href="https://example.org/docs">e</a> <a class="x" href="/fr/docs/cli">f</a> <a href="//cdn.example.org/x">g</a></p>',
    );
  });

  it("leaves a link to another locale's page as it is", () => {
    const three = resolveLocales({ defaultLocale: 'en', locales: ['en', 'fr', 'ar'] });
    expect(localizeHtmlLinks('<a href="/ar/docs/intro">ar</a> <a href="/docs/intro">en</a>', three[1], three)).toBe(
      '<a href="/ar/docs/intro">ar</a> <a href="/fr/docs/intro">en</a>',
    );
  });
});

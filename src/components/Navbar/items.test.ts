import { resolveDocsVersions } from '../../lib/versions';
import { resolveLocales } from '../../lib/locales';
import { navItemModel, navItemModelInLocale } from './items';
import { setPageMessages } from '../../i18n/translate';

describe('navItemModel: docs version dropdown', () => {
  const item = { type: 'docsVersionDropdown', position: 'right' } as const;
  const mainDocs = { current: '/docs/programming-languages/' };

  it("is shown on every page, its entries leading to each version's main doc", () => {
    for (const pathname of ['/', '/blog', '/docs/opencv/basics']) {
      const model = navItemModel(item, pathname, {}, { mainDocs, preferred: null });
      expect(model).toMatchObject({
        kind: 'dropdown',
        label: 'Next',
        items: [{ label: 'Next', href: '/docs/programming-languages/', active: true, versionName: 'current' }],
      });
    }
  });

  it("names the reader's chosen version outside the docs, and ignores a choice that is not a version", () => {
    expect(navItemModel(item, '/blog', {}, { mainDocs, preferred: 'current' })).toMatchObject({ label: 'Next' });
    expect(navItemModel(item, '/blog', {}, { mainDocs, preferred: 'v0-gone' })).toMatchObject({ label: 'Next' });
  });

  describe('on a site of several versions', () => {
    // As node/gatsbyConfig.ts sets it for such a site's build.
    beforeAll(() => void (process.env.GATSBY_DOCS_SEVERAL_VERSIONS = 'true'));
    afterAll(() => void delete process.env.GATSBY_DOCS_SEVERAL_VERSIONS);
    const versions = resolveDocsVersions({ routeBasePath: '/docs' }, ['2.0', '1.0']);
    const several = { current: '/docs/next/intro', '2.0': '/docs/intro', '1.0': '/docs/1.0/intro' };
    const entries = (model: ReturnType<typeof navItemModel>) =>
      model?.kind === 'dropdown' ? model.items.map(({ label, href, active }) => [label, href, active]) : null;

    it("names a docs page's own version, and leads to the same page in each version", () => {
      const alternates = { current: '/docs/next/guides/install', '2.0': '/docs/guides/install', '1.0': '/docs/1.0/guides/install' };
      const model = navItemModel(item, '/docs/1.0/guides/install', {}, { mainDocs: several, preferred: '2.0', alternates }, versions);
      expect(model).toMatchObject({ label: '1.0', containsActive: true });
      expect(entries(model)).toEqual([
        ['Next', '/docs/next/guides/install', false],
        ['2.0', '/docs/guides/install', false],
        ['1.0', '/docs/1.0/guides/install', true],
      ]);
    });

    it("off the docs, names the reader's choice, else the last version, and leads to each version's main doc", () => {
      expect(navItemModel(item, '/blog', {}, { mainDocs: several, preferred: '1.0' }, versions)).toMatchObject({ label: '1.0' });
      const model = navItemModel(item, '/blog', {}, { mainDocs: several, preferred: null }, versions);
      expect(model).toMatchObject({ label: '2.0' });
      expect(entries(model)).toEqual([
        ['Next', '/docs/next/intro', false],
        ['2.0', '/docs/intro', true],
        ['1.0', '/docs/1.0/intro', false],
      ]);
    });

    it('lists only the versions the item names', () => {
      const model = navItemModel({ ...item, versions: ['2.0', '1.0'] }, '/docs/next/intro', {}, { mainDocs: several, preferred: null }, versions);
      expect(entries(model)?.map(([label]) => label)).toEqual(['2.0', '1.0']);
    });
  });
});

describe('navItemModel: locale dropdown on a site of one locale', () => {
  it('names the locale, and leads to the page itself', () => {
    expect(navItemModel({ type: 'localeDropdown', position: 'right' }, '/docs/opencv/basics', {})).toEqual({
      kind: 'dropdown',
      label: 'English',
      items: [{ label: 'English', href: '/docs/opencv/basics', external: false, active: true }],
      containsActive: false,
    });
  });
});

describe('navItemModel: locale dropdown and links on a site of several locales', () => {
  // As node/gatsbyConfig.ts sets it for such a site's build.
  beforeAll(() => void (process.env.GATSBY_SEVERAL_LOCALES = process.env.GATSBY_DOCS_SEVERAL_VERSIONS = 'true'));
  afterAll(() => void (delete process.env.GATSBY_SEVERAL_LOCALES, delete process.env.GATSBY_DOCS_SEVERAL_VERSIONS));
  const locales = resolveLocales({ defaultLocale: 'en', locales: ['en', 'ar'] });
  const versions = resolveDocsVersions({ routeBasePath: '/docs' }, ['2.0', '1.0']);
  const dropdown = { type: 'localeDropdown', position: 'right' } as const;

  it("names the page's locale and leads to the same page in each locale, loaded whole", () => {
    const model = navItemModelInLocale(dropdown, '/ar/docs/next/intro', {}, undefined, versions, locales);
    expect(model).toMatchObject({ kind: 'dropdown', label: 'العربية' });
    expect(model?.kind === 'dropdown' && model.items.map(({ label, href, active, locale }) => [label, href, active, locale])).toEqual([
      ['English', '/docs/next/intro', false, 'en'],
      ['العربية', '/ar/docs/next/intro', true, 'ar'],
    ]);
  });

  it("leads from the 404 page, which is every locale's, to each locale's home page", () => {
    const model = navItemModelInLocale(dropdown, '/404.html', {}, undefined, versions, locales);
    expect(model?.kind === 'dropdown' && model.items.map((i) => i.href)).toEqual(['/', '/ar/']);
  });

  it("leads a doc item to its doc's route, active on that page only", () => {
    const doc = { type: 'doc', docId: 'api/createSelector', label: 'API', position: 'right' } as const;
    const links = { 'doc:api/createSelector': '/docs/api/createSelector' };
    expect(navItemModel(doc, '/docs/api/createSelector', links)).toEqual({
      kind: 'link',
      label: 'API',
      href: '/docs/api/createSelector',
      external: false,
      active: true,
    });
    expect(navItemModel(doc, '/docs/api/createSelector/', links)).toMatchObject({ active: true });
    expect(navItemModel(doc, '/docs/intro', links)).toMatchObject({ active: false });
    expect(() => navItemModel(doc, '/', {})).toThrow('No link for doc "api/createSelector"');
  });

  it("leads the configured links, the sidebars' and each version's main doc into the page's locale", () => {
    const link = { type: 'link', to: '/blog', label: 'Blog', position: 'left' } as const;
    expect(navItemModelInLocale(link, '/ar/blog/tags', {}, undefined, versions, locales)).toMatchObject({ href: '/ar/blog', active: true });
    expect(navItemModelInLocale(link, '/blog/tags', {}, undefined, versions, locales)).toMatchObject({ href: '/blog', active: true });
    const external = { type: 'link', href: 'https://github.com/beacon', label: 'GitHub', position: 'right' } as const;
    expect(navItemModelInLocale(external, '/ar/', {}, undefined, versions, locales)).toMatchObject({ href: 'https://github.com/beacon' });
    const sidebar = { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' } as const;
    expect(navItemModelInLocale(sidebar, '/ar/docs/intro', { docs: '/docs/intro' }, undefined, versions, locales)).toMatchObject({
      href: '/ar/docs/intro',
      active: true,
    });
    // The page's own version, found below the locale; the page in each version comes localized from its context.
    const alternates = { current: '/ar/docs/next/guides/install', '2.0': '/ar/docs/guides/install', '1.0': '/ar/docs/1.0/guides/install' };
    const mainDocs = { current: '/docs/next/intro', '2.0': '/docs/intro', '1.0': '/docs/1.0/intro' };
    const model = navItemModelInLocale(
      { type: 'docsVersionDropdown', position: 'right' },
      '/ar/docs/1.0/guides/install',
      {},
      { mainDocs, preferred: null, alternates },
      versions,
      locales,
    );
    expect(model).toMatchObject({ label: '1.0' });
    expect(model?.kind === 'dropdown' && model.items.map((i) => i.href)).toEqual(Object.values(alternates));
    const offDocs = navItemModelInLocale({ type: 'docsVersionDropdown', position: 'right' }, '/ar/blog', {}, { mainDocs, preferred: null }, versions, locales);
    expect(offDocs?.kind === 'dropdown' && offDocs.items.map((i) => i.href)).toEqual(['/ar/docs/next/intro', '/ar/docs/intro', '/ar/docs/1.0/intro']);
  });

  it("names the versions and the configured links in the locale's words, and the version dropdown after the version shown", () => {
    // node/themeMessages.ts: navbar.json's labels, and each version's label from current.json or version-<name>.json.
    setPageMessages({ 'version.label.current': 'القادم', 'version.label.1.0': 'الإصدار 1.0', 'navbar.item.label.Blog': 'المدونة' });
    try {
      const mainDocs = { current: '/docs/next/intro', '2.0': '/docs/intro', '1.0': '/docs/1.0/intro' };
      const dropdown = navItemModelInLocale(
        { type: 'docsVersionDropdown', position: 'right' },
        '/ar/docs/1.0/intro',
        {},
        { mainDocs, preferred: null },
        versions,
        locales,
      );
      expect(dropdown).toMatchObject({ label: 'الإصدار 1.0' });
      expect(dropdown?.kind === 'dropdown' && dropdown.items.map((i) => i.label)).toEqual(['القادم', '2.0', 'الإصدار 1.0']);
      expect(navItemModelInLocale({ type: 'link', to: '/blog', label: 'Blog', position: 'left' }, '/ar/', {}, undefined, versions, locales)).toMatchObject({
        label: 'المدونة',
      });
    } finally {
      setPageMessages(null);
    }
  });
});

import { resolveDocsVersions } from '../../lib/versions';
import { navItemModel } from './items';

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
    // As gatsby-config.ts sets it for such a site's build.
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

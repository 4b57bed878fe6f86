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
});

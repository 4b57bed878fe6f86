import { listForPath, pageDataUrl, saveLists } from './saveLists';

describe('the page data Gatsby asks for', () => {
  it('is under /page-data, at the route without its slash, /index for the home page', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrl('/docs/development_tool/git')).toBe('/page-data/docs/development_tool/git/page-data.json');
    expect(pageDataUrl('/docs/opencv/')).toBe('/page-data/docs/opencv/page-data.json');
  });
});

describe('the lists the worker saves', () => {
  const sizes: Record<string, number> = {
    '/docs/a': 1000,
    '/page-data/docs/a/page-data.json': 500,
    '/docs/b/': 2000,
    '/page-data/docs/b/page-data.json': 700,
    '/search/current.json': 300,
    '/fr/docs/a': 1100,
    '/page-data/fr/docs/a/page-data.json': 550,
  };
  const sizeOf = (url: string) => sizes[url] ?? null;
  const scopes = [
    { prefix: '/docs', routes: ['/docs/a', '/docs/b/'], shared: ['/search/current.json', '/search/missing.json'] },
    { prefix: '/fr/docs', routes: ['/fr/docs/a'], shared: ['/search/current.json'] },
  ];

  it('hold each doc with its page data, and the shared files once, left out where the build wrote none', () => {
    const { lists } = saveLists(scopes, sizeOf, 10_000);
    expect(lists[0]).toEqual({
      prefix: '/docs',
      urls: ['/docs/a', '/page-data/docs/a/page-data.json', '/docs/b/', '/page-data/docs/b/page-data.json', '/search/current.json'],
      bytes: 4500,
    });
    expect(lists[1].bytes).toBe(1950);
  });

  it('leave out a version over the budget whole', () => {
    const { lists, overBudget } = saveLists(scopes, sizeOf, 2000);
    expect(lists.map((l) => l.prefix)).toEqual(['/fr/docs']);
    expect(overBudget.map((l) => [l.prefix, l.bytes])).toEqual([['/docs', 4500]]);
  });

  it('save nothing at a budget of 0', () => {
    expect(saveLists(scopes, sizeOf, 0).lists).toEqual([]);
  });
});

describe("the list for a reader's address", () => {
  const lists = [{ prefix: '/docs' }, { prefix: '/docs/next' }, { prefix: '/docs/1.0' }, { prefix: '/fr/docs' }];
  const fallbacks = { '': '/docs', '/fr': '/fr/docs' };

  it('is the version whose route starts it, the longest first', () => {
    expect(listForPath('/docs/next/intro', lists, fallbacks)?.prefix).toBe('/docs/next');
    expect(listForPath('/docs/1.0', lists, fallbacks)?.prefix).toBe('/docs/1.0');
    expect(listForPath('/docs/nextgen', lists, fallbacks)?.prefix).toBe('/docs');
    expect(listForPath('/fr/docs/a', lists, fallbacks)?.prefix).toBe('/fr/docs');
  });

  it("off the docs, is the locale's last version", () => {
    expect(listForPath('/blog/2024/01/01/x', lists, fallbacks)?.prefix).toBe('/docs');
    expect(listForPath('/fr/blog', lists, fallbacks)?.prefix).toBe('/fr/docs');
    expect(listForPath('/', lists, fallbacks)?.prefix).toBe('/docs');
  });

  it('is none when that version was over the budget', () => {
    expect(listForPath('/blog', [{ prefix: '/docs/next' }], fallbacks)).toBeNull();
  });
});

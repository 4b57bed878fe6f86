import { withSafeHits, type SiteSearchClient } from './searchClient';

describe('the site search client', () => {
  it('makes every hit safe for both UIs: markup as text, script URLs dropped, site URLs as paths', async () => {
    const raw: SiteSearchClient = {
      search: () =>
        Promise.resolve({
          results: [
            {
              nbHits: 3,
              hits: [
                { url: 'javascript:alert(1)', hierarchy: { lvl1: 'Evil' } },
                {
                  url: '/docs/git#x',
                  hierarchy: { lvl1: '<img src=x onerror=alert(2)>' },
                  _highlightResult: { hierarchy: { lvl1: { value: '<mark>Git</mark><script>alert(3)</script>' } } },
                },
                null,
              ],
            },
            { facetHits: [] },
          ],
        }),
    };
    const { results } = await withSafeHits(raw).search({ requests: [] });
    const [first, second] = results as [
      { nbHits: number; hits: { url: string; hierarchy: { lvl1: string }; _highlightResult: { hierarchy: { lvl1: { value: string } } } }[] },
      unknown,
    ];
    expect(first.nbHits).toBe(3);
    expect(first.hits.map((h) => h.url)).toEqual(['/docs/git#x']);
    expect(first.hits[0].hierarchy.lvl1).not.toContain('<img');
    expect(first.hits[0]._highlightResult.hierarchy.lvl1.value).toContain('<mark>Git</mark>');
    expect(first.hits[0]._highlightResult.hierarchy.lvl1.value).not.toContain('<script>');
    expect(second).toEqual({ facetHits: [] });
  });
});

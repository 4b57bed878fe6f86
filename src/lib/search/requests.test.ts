import { normalizeFacetFilters, normalizeSearchRequests } from './requests';

describe('normalizeSearchRequests', () => {
  it('reads the v5 form DocSearch sends', () => {
    const [params] = normalizeSearchRequests({
      requests: [
        {
          indexName: 'site',
          query: 'dock',
          hitsPerPage: 20,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
          attributesToSnippet: ['hierarchy.lvl1:10', 'content:5'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    expect(params).toEqual({
      indexName: 'site',
      query: 'dock',
      hitsPerPage: 20,
      page: 0,
      facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      attributesToSnippet: [
        { attribute: 'hierarchy.lvl1', words: 10 },
        { attribute: 'content', words: 5 },
      ],
      attributesToHighlight: null,
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      distinct: 1,
      clickAnalytics: false,
      getRankingInfo: false,
    });
  });

  it('reads the older [{ indexName, params }] form, with params as an object or a query string', () => {
    const [a, b] = normalizeSearchRequests([
      { indexName: 'site', params: { query: 'git', page: 2, hitsPerPage: 5 } },
      { indexName: 'site', params: 'query=opencv&page=1&facetFilters=%5B%22language%3Aen%22%5D' },
    ]);
    expect(a).toMatchObject({ query: 'git', page: 2, hitsPerPage: 5 });
    expect(b).toMatchObject({ query: 'opencv', page: 1, facetFilters: [['language:en']] });
  });

  it('says which parameter is missing', () => {
    expect(() => normalizeSearchRequests(undefined)).toThrow('Parameter `searchMethodParams` is required when calling `search`.');
    expect(() => normalizeSearchRequests({})).toThrow('Parameter `searchMethodParams.requests` is required');
    expect(() => normalizeSearchRequests({ requests: [{ query: 'x' }] })).toThrow('needs an `indexName`');
  });

  it('normalises facet filters to AND of ORs', () => {
    expect(normalizeFacetFilters('a:1')).toEqual([['a:1']]);
    expect(normalizeFacetFilters(undefined)).toEqual([]);
  });
});

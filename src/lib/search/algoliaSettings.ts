/**
 * Settings of the Algolia index, the way DocSearch's crawler configures one:
 * hierarchy then content searchable, page titles and headings ranked above
 * text, docs above posts (the records' page rank), the facets contextual
 * search filters on, one hit per URL.
 */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
    'unordered(code)',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  removeWordsIfNoResults: 'allOptional',
  // As the embedded engine: plurals are the same word, English stop words need not match.
  ignorePlurals: ['en'],
  removeStopWords: ['en'],
  queryLanguages: ['en', 'zh'],
  distinct: true,
  attributeForDistinct: 'url',
} as const;

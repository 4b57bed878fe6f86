import { matchesFacetFilters } from './facetFilters';

const record: Record<string, unknown> = { type: 'content', language: 'en', docusaurus_tag: 'docs-default-current', tags: ['a', 'b'] };
const matches = (groups: string[][]) => matchesFacetFilters((attribute) => record[attribute], groups);

describe('matchesFacetFilters', () => {
  it('needs every group, and any filter of a group', () => {
    expect(matches([])).toBe(true);
    expect(matches([['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toBe(true);
    expect(matches([['language:en'], ['docusaurus_tag:default']])).toBe(false);
  });

  it('negates a filter with a minus sign, and matches any value of a list', () => {
    expect(matches([['-type:content']])).toBe(false);
    expect(matches([['-type:lvl1']])).toBe(true);
    expect(matches([['tags:b']])).toBe(true);
    expect(matches([['-tags:a']])).toBe(false);
  });

  it('refuses a filter without a facet name', () => {
    expect(matches([['content']])).toBe(false);
    expect(matches([['language:en', 'nonsense']])).toBe(true);
  });
});

import { readerLocale, searchParameters } from './searchConfig';

describe('searchParameters', () => {
  it("filters on the reader's language and docs version (or the blog), one object per version and locale", () => {
    const english = searchParameters('current');
    expect(english).toEqual({
      attributesToHighlight: ['hierarchy'],
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(searchParameters('current', 'en')).toBe(english);
    const arabic = searchParameters('current', 'ar');
    expect(arabic).toEqual({
      attributesToHighlight: ['hierarchy'],
      facetFilters: ['language:ar', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(searchParameters('current', 'ar')).toBe(arabic);
  });

  it('reads no locale from the route on a site of one locale', () => {
    expect(readerLocale('/ar/docs/intro')).toBe('en');
  });
});

import { contextualFacetFilters, parseHostsOverride } from './requestSettings';

describe('search request settings', () => {
  it('reads host overrides in order', () => {
    expect(parseHostsOverride('http://127.0.0.1:9301, http://127.0.0.1:9302')).toEqual([
      { url: '127.0.0.1', port: 9301, protocol: 'http', accept: 'read' },
      { url: '127.0.0.1', port: 9302, protocol: 'http', accept: 'read' },
    ]);
    expect(parseHostsOverride('')).toBeNull();
    expect(() => parseHostsOverride('ftp://x')).toThrow('is not an http(s) origin');
  });

  it('scopes requests to the language and the docs version', () => {
    expect(contextualFacetFilters('en', ['docs-default-current'])).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  });
});

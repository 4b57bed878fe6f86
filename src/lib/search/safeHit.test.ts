import { cleanStoredSearches, safeHit, safeHitUrl } from './safeHit';

describe('safeHitUrl', () => {
  it('keeps site paths and makes http(s) URLs paths', () => {
    expect(safeHitUrl('/docs/opencv/basics#contours')).toBe('/docs/opencv/basics#contours');
    expect(safeHitUrl('https://linhao.dev/docs/x?y=1#z')).toBe('/docs/x?y=1#z');
    expect(safeHitUrl('https://linhao.dev/docs/x', 'https://linhao.dev')).toBe('/docs/x');
    expect(safeHitUrl('https://other.example/a', 'https://linhao.dev')).toBe('https://other.example/a');
  });

  it('refuses URLs that could run script or leave for another scheme', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example/x',
      '/\\evil.example',
      'mailto:a@b.c',
      '',
      42,
      null,
    ]) {
      expect(safeHitUrl(url)).toBeNull();
    }
  });
});

describe('safeHit', () => {
  const poisoned = {
    objectID: '1',
    url: 'https://linhao.dev/docs/a#b',
    type: 'lvl2',
    hierarchy: { lvl0: 'Docs', lvl1: '<img src=x onerror=alert(1)>', lvl2: 'a &lt; b' },
    content: null,
    _highlightResult: { hierarchy: { lvl1: { value: '<mark>img</mark> <svg onload=alert(1)>', matchLevel: 'full' } } },
    _snippetResult: { content: { value: '<script>x</script><mark>y</mark>' } },
  };

  it('keeps highlight tags only, leaves escaped text as it is, and makes the URL a path', () => {
    expect(safeHit(poisoned)).toEqual({
      ...poisoned,
      url: '/docs/a#b',
      hierarchy: { lvl0: 'Docs', lvl1: '&lt;img src=x onerror=alert(1)&gt;', lvl2: 'a &lt; b' },
      _highlightResult: { hierarchy: { lvl1: { value: '<mark>img</mark> &lt;svg onload=alert(1)&gt;', matchLevel: 'full' } } },
      _snippetResult: { content: { value: '&lt;script&gt;x&lt;/script&gt;<mark>y</mark>' } },
    });
  });

  it('drops a hit, or a content hit whose page, has a URL that is not safe', () => {
    expect(safeHit({ ...poisoned, url: 'javascript:alert(1)' })).toBeNull();
    expect(safeHit({ ...poisoned, __docsearch_parent: { ...poisoned, url: 'javascript:alert(1)' } })).toBeNull();
    expect(safeHit({ ...poisoned, __docsearch_parent: poisoned })?.__docsearch_parent).toMatchObject({ url: '/docs/a#b' });
  });
});

describe('cleanStoredSearches', () => {
  it('keeps the safe entries, made safe, and drops the rest', () => {
    const stored = JSON.stringify([
      { objectID: 'a', url: 'javascript:alert(1)', hierarchy: { lvl1: 'Evil' } },
      { objectID: 'b', url: '/docs/x', hierarchy: { lvl1: '<img src=x onerror=alert(1)>' } },
      'not a hit',
    ]);
    expect(JSON.parse(cleanStoredSearches(stored)!)).toEqual([{ objectID: 'b', url: '/docs/x', hierarchy: { lvl1: '&lt;img src=x onerror=alert(1)&gt;' } }]);
  });

  it('forgets storage that is not a list of hits', () => {
    expect(cleanStoredSearches('{oops')).toBeNull();
    expect(cleanStoredSearches('{"a":1}')).toBeNull();
    expect(cleanStoredSearches(JSON.stringify([{ url: 'javascript:x' }]))).toBeNull();
    expect(cleanStoredSearches(null)).toBeNull();
  });
});

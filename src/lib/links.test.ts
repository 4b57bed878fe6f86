import { checkLinks, extractLinksAndIds, findDuplicateRoutes, formatLinkProblems, resolveInternalLink } from './links';

describe('extractLinksAndIds', () => {
  it('reads hrefs and ids, decoding entities', () => {
    const html = `<h2 id="a-b">x</h2><a class="x" href="/docs/a?x=1&amp;y=2#k">A</a><a href='#a-b'>B</a><a name="n">no href</a>`;
    expect(extractLinksAndIds(html)).toEqual({ links: ['/docs/a?x=1&y=2#k', '#a-b'], ids: ['a-b'] });
  });
});

describe('resolveInternalLink', () => {
  it('resolves absolute, relative and hash links against the page', () => {
    expect(resolveInternalLink('/docs/a#x', '/blog')).toEqual({ path: '/docs/a', hash: 'x' });
    expect(resolveInternalLink('../b', '/docs/opencv/basics')).toEqual({ path: '/docs/b', hash: '' });
    expect(resolveInternalLink('#top', '/docs/a')).toEqual({ path: '/docs/a', hash: 'top' });
  });

  it('ignores external links and other schemes', () => {
    for (const href of ['https://example.com/x', '//cdn.example.com/x', 'mailto:me@example.com', 'javascript:void(0)']) {
      expect(resolveInternalLink(href, '/')).toBeNull();
    }
  });
});

describe('checkLinks', () => {
  const pages = [
    { path: '/', links: ['/docs/opencv/', '/docs/opencv/basics#reading-images', '/rss.xml', 'https://x.dev'], ids: [] },
    { path: '/docs/opencv/', links: ['/docs/opencv', '/docs/missing', '#nope', '/docs/opencv/basics#gone'], ids: ['intro'] },
    { path: '/docs/opencv/basics', links: ['/docs/missing'], ids: ['reading-images'] },
  ];
  const report = checkLinks(pages, new Set(['/rss.xml']));

  it('reports links to pages that do not exist, with their source', () => {
    expect(report.broken).toEqual([
      { source: '/docs/opencv/', target: '/docs/missing' },
      { source: '/docs/opencv/basics', target: '/docs/missing' },
    ]);
  });

  it('reports missing anchors separately', () => {
    expect(report.missingAnchors).toEqual([
      { source: '/docs/opencv/', target: '#nope' },
      { source: '/docs/opencv/', target: '/docs/opencv/basics#gone' },
    ]);
  });

  it('formats problems grouped by page', () => {
    expect(formatLinkProblems(report.broken)).toBe('- on /docs/opencv/:\n    -> /docs/missing\n- on /docs/opencv/basics:\n    -> /docs/missing');
  });
});

describe('findDuplicateRoutes', () => {
  it('finds routes claimed twice, ignoring the trailing slash', () => {
    expect(
      findDuplicateRoutes([
        { path: '/blog/2025', source: 'year' },
        { path: '/blog/2025/', source: 'content/blog/2025.mdx' },
        { path: '/blog', source: 'list' },
      ]),
    ).toEqual([{ path: '/blog/2025', sources: ['year', 'content/blog/2025.mdx'] }]);
  });
});

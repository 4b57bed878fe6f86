import { describe, expect, it } from '@jest/globals';
import { isBuildCopy, pageCopies, pageFile } from './pageFiles';

describe('pageFile', () => {
  it('is Gatsby’s folder index for every route, with or without its trailing slash', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/docs')).toBe('docs/index.html');
    expect(pageFile('/docs/opencv/')).toBe('docs/opencv/index.html');
    expect(pageFile('/docs/opencv/basics')).toBe('docs/opencv/basics/index.html');
    expect(pageFile('/404.html')).toBe('404.html');
  });
});

describe('pageCopies', () => {
  it('copies a page without a trailing slash to <route>.html, which hosts serve for /route', () => {
    expect(pageCopies(['/docs', '/docs/opencv/basics', '/blog/2026/01/24/from-pip-to-uv'])).toEqual([
      { route: '/blog/2026/01/24/from-pip-to-uv', from: 'blog/2026/01/24/from-pip-to-uv/index.html', to: 'blog/2026/01/24/from-pip-to-uv.html' },
      { route: '/docs', from: 'docs/index.html', to: 'docs.html' },
      { route: '/docs/opencv/basics', from: 'docs/opencv/basics/index.html', to: 'docs/opencv/basics.html' },
    ]);
  });

  it('leaves index routes to their folder: hosts answer /x/ from x/index.html and redirect /x there', () => {
    expect(pageCopies(['/', '/docs/opencv/', '/docs/development_tool/'])).toEqual([]);
  });

  it('copies no not-found page, client-only route or page that is already a .html file', () => {
    expect(pageCopies(['/404', '/404/', '/404.html', '/dev-404-page', '/app/*', '/user/:id', '/legacy.html'])).toEqual([]);
    // A route that merely begins like one is a page.
    expect(pageCopies(['/4040']).map((c) => c.to)).toEqual(['4040.html']);
  });

  it('lists a route once, however often it is given', () => {
    expect(pageCopies(['/search', '/search'])).toHaveLength(1);
  });
});

describe('isBuildCopy', () => {
  const page = (route: string) =>
    `<html><head></head><body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(route)};/*]]>*/</script></body></html>`;

  it('knows a copy by the page it holds: the route it is named after', () => {
    expect(isBuildCopy('docs/opencv/basics.html', page('/docs/opencv/basics'))).toBe(true);
    expect(isBuildCopy('docs/opencv/basics.html', page('/docs/opencv/other'))).toBe(false);
  });

  it('knows the redirect pages earlier builds wrote', () => {
    const redirect =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><link rel="canonical" href="/docs"><meta http-equiv="refresh" content="0; url=/docs"></head></html>';
    expect(isBuildCopy('docs.html', redirect)).toBe(true);
  });

  it('leaves Gatsby’s own files and an author’s static files alone', () => {
    expect(isBuildCopy('docs/opencv/basics/index.html', page('/docs/opencv/basics'))).toBe(false);
    expect(isBuildCopy('404.html', page('/404.html'))).toBe(false);
    expect(isBuildCopy('google1234.html', 'google-site-verification: google1234.html')).toBe(false);
  });
});

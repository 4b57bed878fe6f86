import { describe, expect, it } from '@jest/globals';
import { pageCopies, pageFile } from './pageFiles';

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

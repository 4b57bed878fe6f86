import type { RenderedMdx } from './mdx/compile';
import { fileRoutes, withFileLinks } from './linkedPages';
import { mdxNode as node } from '../tests/support/mdxNode';

const rendering = (html: string, excerpt: string | null, fileLinks: RenderedMdx['fileLinks']): RenderedMdx => ({
  html,
  css: null,
  excerpt,
  fileLinks,
  contentTitle: null,
  headings: [],
  hasMath: false,
  searchBlocks: [],
  images: [],
  dependencies: [],
  warnings: [],
  twin: { markdown: '', refs: [] },
});

describe('links between content files', () => {
  const routeOf = fileRoutes([node('git', 'd', '/docs/git', '/site/content/docs/git.mdx'), node('draft', 'd', null, '/site/content/docs/draft.mdx')]);
  const links = [
    { target: '/site/content/docs/git.mdx', hash: '#rebase', original: './git.mdx#rebase', line: 3 },
    { target: '/site/content/docs/gone.mdx', hash: '', original: './gone.mdx', line: 7 },
  ];

  it('become routes in the HTML and the excerpt; a file that is not a page keeps its href and is reported', () => {
    const { page, missing } = withFileLinks(
      rendering('<a href="mdx-file:0">Git</a> <a href="mdx-file:1">Gone</a>', '<a href="mdx-file:0">Git</a>', links),
      routeOf,
    );
    expect(page.html).toBe('<a href="/docs/git#rebase">Git</a> <a href="./gone.mdx">Gone</a>');
    expect(page.excerpt).toBe('<a href="/docs/git#rebase">Git</a>');
    expect(missing).toEqual([links[1]]);
  });

  it('a file without a route (no slug) is no page', () => {
    expect(routeOf('/site/content/docs/draft.mdx')).toBeUndefined();
    expect(routeOf('/site/content/docs/git.mdx')).toBe('/docs/git');
  });

  it('a page without such links is returned as it is', () => {
    const page = rendering('<p>x</p>', null, []);
    expect(withFileLinks(page, routeOf)).toEqual({ page, missing: [] });
    expect(withFileLinks(page, routeOf).page).toBe(page);
  });
});

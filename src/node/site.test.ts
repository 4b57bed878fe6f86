import type { RenderedMdx } from './mdx/compile';
import {
  afterRenderErrors,
  contentKey,
  dataFiles,
  drawingFirst,
  errorRendering,
  fileRoutes,
  SIDEBARS_SOURCE,
  withFileLinks,
  type DataFileNode,
  type MdxNode,
} from './site';

const node = (id: string, digest: string, slug: string | null, file?: string) =>
  ({
    id,
    internal: { type: 'Mdx', contentDigest: digest, owner: 'gatsby-plugin-mdx', contentFilePath: file },
    fields: slug === null ? null : { slug },
    body: '',
    children: [],
    parent: null,
  }) as unknown as MdxNode;

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

describe('the order files render in', () => {
  it('puts the files with diagrams first, each group in its own order', () => {
    const withBody = (id: string, body: string) => ({ ...node(id, id, `/${id}`), body }) as MdxNode;
    const nodes = [
      withBody('a', 'Text.'),
      withBody('b', '```mermaid\ngraph TD\n```'),
      withBody('c', '```js\nmermaid\n```'),
      withBody('d', '~~~mermaid\nflowchart LR\n~~~'),
    ];
    expect(drawingFirst(nodes).map((n) => n.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('content key', () => {
  it("is the same for the same nodes in any order, and changes with a node's content or route", () => {
    const a = node('a', 'd1', '/docs/a');
    const b = node('b', 'd2', '/docs/b');
    expect(contentKey([a, b])).toBe(contentKey([b, a]));
    expect(contentKey([a, node('b', 'd3', '/docs/b')])).not.toBe(contentKey([a, b]));
    expect(contentKey([a, node('b', 'd2', '/docs/c')])).not.toBe(contentKey([a, b]));
    expect(contentKey([a])).not.toBe(contentKey([a, b]));
  });
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

describe('a site model that cannot be built', () => {
  it('says first why the docs it misses failed, then what their absence broke', () => {
    const broke = new Error('sidebars.json: docs[1].items[0]: unknown doc id "install".');
    expect(afterRenderErrors([], broke)).toBe(broke);
    expect(afterRenderErrors([new Error('content/docs/install.md:52:1: Unexpected character')], broke).message).toBe(
      '1 content file cannot be built:\ncontent/docs/install.md:52:1: Unexpected character\nsidebars.json: docs[1].items[0]: unknown doc id "install".',
    );
  });
});

describe('the data files the site is built from', () => {
  const file = (sourceInstanceName: string, relativePath: string) =>
    ({
      sourceInstanceName,
      relativePath,
      relativeDirectory: relativePath.includes('/') ? relativePath.slice(0, relativePath.lastIndexOf('/')) : '',
      name: relativePath.replace(/^.*\//, '').replace(/\.[^.]+$/, ''),
      extension: relativePath.replace(/^.*\./, ''),
    }) as unknown as DataFileNode;

  it('are the categories, authors and tags files, and the sidebars file: an edit of any builds the site again', () => {
    const files = [
      file('docs', 'opencv/_category_.json'),
      file('docs', 'opencv/notes.json'),
      file('blog', 'authors.yml'),
      file('blog', 'archive/authors.yml'),
      file(SIDEBARS_SOURCE, 'sidebars.js'),
    ];
    expect(dataFiles(files).map((f) => `${f.sourceInstanceName}/${f.relativePath}`)).toEqual([
      'docs/opencv/_category_.json',
      'blog/authors.yml',
      'sidebars/sidebars.js',
    ]);
  });
});

describe('a page that does not render, under gatsby develop', () => {
  it('shows its error, file and line, as text', () => {
    const { html, headings, searchBlocks } = errorRendering(new Error('content/docs/a.mdx:7:1: Expected a closing tag for `<script>alert(1)</script>`'));
    expect(html).toContain('<p class="admonition-title">This page does not build</p>');
    expect(html).toContain('content/docs/a.mdx:7:1: Expected a closing tag for `&lt;script&gt;alert(1)&lt;/script&gt;`');
    expect(html).not.toContain('<script>');
    expect(headings).toEqual([]);
    expect(searchBlocks).toEqual([]);
  });
});

import { isRelativeRoute, linkedFile, parseFileLink, resolveFileLinks, type FileLink } from './fileLinks';

describe('links between content files', () => {
  it('recognises relative links to .md and .mdx files, with a fragment', () => {
    expect(parseFileLink('./git.mdx')).toEqual({ file: './git.mdx', hash: '' });
    expect(parseFileLink('../opencv/basics.md#read-an-image')).toEqual({ file: '../opencv/basics.md', hash: '#read-an-image' });
    expect(parseFileLink('python%20notes.mdx')).toEqual({ file: 'python notes.mdx', hash: '' });
  });

  it('leaves routes, anchors, site paths and other sites alone', () => {
    for (const href of ['/docs/opencv/', '#usage', 'https://example.com/readme.md', '/docs/x.mdx', './image.png', 'mailto:a@b.c']) {
      expect(parseFileLink(href)).toBeNull();
    }
  });

  it('replaces placeholders with routes and keeps the href of a missing file, reporting it', () => {
    const links: FileLink[] = [
      { target: '/site/content/docs/git.mdx', hash: '#undoing-things', original: './git.mdx#undoing-things', line: 7 },
      { target: '/site/content/docs/gone.mdx', hash: '', original: './gone.mdx', line: 9 },
    ];
    const routes = new Map([['/site/content/docs/git.mdx', '/docs/development_tool/git']]);
    const { html, missing } = resolveFileLinks('<a href="mdx-file:0">Git</a> <a href="mdx-file:1">x</a>', links, (t) => routes.get(t));
    expect(html).toBe('<a href="/docs/development_tool/git#undoing-things">Git</a> <a href="./gone.mdx">x</a>');
    expect(missing).toEqual([links[1]]);
  });
});

describe('the file a link names', () => {
  const files = new Set(['/site/docs/catalogs.md', '/site/docs/cli/add.md', '/site/docs/cli/remove.md', '/site/docs/cli/catalogs.md.bak']);
  const exists = (file: string) => files.has(file);
  const roots = ['/site/docs', '/site/blog'];

  it('is beside the linking file when it is there', () => {
    expect(linkedFile('/site/docs/cli/add.md', 'remove.md', roots, exists)).toBe('/site/docs/cli/remove.md');
  });

  it("is else from the root of the linking file's content folder, as Docusaurus finds it", () => {
    expect(linkedFile('/site/docs/cli/add.md', 'catalogs.md', roots, exists)).toBe('/site/docs/catalogs.md');
    // A file in neither place stays where the link says, to be reported as missing.
    expect(linkedFile('/site/docs/cli/add.md', 'gone.md', roots, exists)).toBe('/site/docs/cli/gone.md');
    // Another content folder is not searched.
    expect(linkedFile('/site/blog/post.md', 'catalogs.md', roots, exists)).toBe('/site/blog/catalogs.md');
  });
});

describe('links to routes written relative to the page', () => {
  it('are told from files, schemes, root paths, fragments and queries', () => {
    expect(['config-dependencies', './patch', '../pnpmfile#hooks', 'cli/add?x=1'].every(isRelativeRoute)).toBe(true);
    expect(['/docs/x', '#top', '?q=1', 'https://x.org', 'mailto:a@b.c', '//cdn.org/x', ''].some(isRelativeRoute)).toBe(false);
  });

  it("are made absolute from the page's route, as a browser at the page's own URL resolves them", () => {
    const links: FileLink[] = ['config-dependencies', '../pnpmfile#hooks', './patch'].map((original) => ({
      target: '',
      hash: '',
      original,
      line: 1,
      relative: true,
    }));
    const html = '<a href="mdx-file:0">a</a><a href="mdx-file:1">b</a><a href="mdx-file:2">c</a>';
    expect(resolveFileLinks(html, links, () => undefined, '/cli/patch-commit').html).toBe(
      '<a href="/cli/config-dependencies">a</a><a href="/pnpmfile#hooks">b</a><a href="/cli/patch">c</a>',
    );
    // From a folder's page, whose route ends with a slash, they are inside the folder.
    expect(resolveFileLinks('<a href="mdx-file:2">c</a>', links, () => undefined, '/cli/').html).toBe('<a href="/cli/patch">c</a>');
  });
});

import { parseFileLink, resolveFileLinks, type FileLink } from './fileLinks';

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

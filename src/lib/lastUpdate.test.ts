import { editUrlOf, joinUrl, parseGitLog, versionDocsDirPath } from './lastUpdate';

describe('last update and edit link', () => {
  it('takes each file latest change from a newest-first git log', () => {
    const log =
      '\u00001763900000\tLin Hao\n\ncontent/docs/a.mdx\ncontent/docs/b.mdx\n\u00001700000000\tAnother Author\n\ncontent/docs/a.mdx\ncontent/docs/c.mdx\n';
    const latest = parseGitLog(log);
    expect(latest.get('content/docs/a.mdx')).toEqual({ date: '2025-11-23', author: 'Lin Hao' });
    expect(latest.get('content/docs/c.mdx')).toEqual({ date: '2023-11-14', author: 'Another Author' });
    expect(latest.has('content/docs/d.mdx')).toBe(false);
  });

  it('builds the edit link from the site editUrl, unless the page sets its own or hides it', () => {
    expect(editUrlOf(undefined, 'https://github.com/o/r/edit/main', 'content/docs/my page.mdx')).toBe(
      'https://github.com/o/r/edit/main/content/docs/my%20page.mdx',
    );
    expect(editUrlOf('https://example.com/edit', 'https://github.com/o/r/edit/main/', 'x')).toBe('https://example.com/edit');
    expect(editUrlOf(null, 'https://github.com/o/r/edit/main/', 'x')).toBeNull();
    expect(editUrlOf(undefined, null, 'x')).toBeNull();
  });

  it('calls an editUrl function with the doc, as Docusaurus does; undefined is no link', () => {
    const params = { version: '1.0', versionDocsDirPath: versionDocsDirPath('1.0'), docPath: 'a.md', permalink: '/docs/1.0/a', locale: 'en' };
    expect(editUrlOf(undefined, (p) => `https://e.org/${p.versionDocsDirPath}/${p.docPath}?at=${p.permalink}`, 'x', params)).toBe(
      'https://e.org/versioned_docs/version-1.0/a.md?at=/docs/1.0/a',
    );
    expect(editUrlOf(undefined, () => undefined, 'x', params)).toBeNull();
    expect(editUrlOf('https://mine.org', () => 'https://e.org', 'x', params)).toBe('https://mine.org');
    expect(versionDocsDirPath('current')).toBe('docs');
  });

  it("joins URL parts as Docusaurus's normalizeUrl joins an editUrl and a path", () => {
    expect(joinUrl('https://github.com/o/r/edit/main/', 'docs', 'guides/install.md')).toBe('https://github.com/o/r/edit/main/docs/guides/install.md');
    expect(joinUrl('https://github.com/o/r/edit/main', '/website/', '', 'a.md')).toBe('https://github.com/o/r/edit/main/website/a.md');
  });
});

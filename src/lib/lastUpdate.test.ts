import { editUrlOf, parseGitLog } from './lastUpdate';

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
});

import { parseAuthorsFile, resolveAuthors } from './authors';

const known = parseAuthorsFile(
  { slorber: { name: 'Sébastien Lorber', title: 'Docusaurus maintainer', url: 'https://sebastienlorber.com', image_url: 'https://github.com/slorber.png', socials: { x: 'sebastienlorber' } } },
  'blog/authors.yml',
);

describe('blog authors', () => {
  it('resolves keys of authors.yml, inline authors and the older author keys', () => {
    expect(resolveAuthors({ authors: 'slorber' }, known, 'p.mdx')).toEqual([{ key: 'slorber', name: 'Sébastien Lorber', title: 'Docusaurus maintainer', url: 'https://sebastienlorber.com', imageUrl: 'https://github.com/slorber.png' }]);
    expect(resolveAuthors({ authors: ['slorber', { name: 'Guest', title: 'Writer' }] }, known, 'p.mdx').map((a) => [a.key, a.name])).toEqual([['slorber', 'Sébastien Lorber'], [null, 'Guest']]);
    expect(resolveAuthors({ author: 'Lin Hao', author_url: 'https://linhao.dev' }, known, 'p.mdx')).toEqual([{ key: null, name: 'Lin Hao', title: null, url: 'https://linhao.dev', imageUrl: null }]);
    expect(resolveAuthors({}, known, 'p.mdx')).toEqual([]);
  });

  it('names the file and what exists when a key is unknown or an entry is wrong', () => {
    expect(() => resolveAuthors({ authors: ['yangshun'] }, known, 'content/blog/p.mdx')).toThrow('content/blog/p.mdx: front matter field "authors" names "yangshun", which is not in blog/authors.yml. Known authors: slorber');
    expect(() => resolveAuthors({ authors: [{ title: 'No name' }] }, known, 'p.mdx')).toThrow('entry 1: an author needs a "name"');
    expect(() => parseAuthorsFile({ a: { name: 'A', nmae: 'typo' } }, 'blog/authors.yml')).toThrow('blog/authors.yml: author "a": "nmae" is not a known author key');
  });
});

import { parseAuthorsFile, resolveAuthors } from './authors';

const known = parseAuthorsFile(
  {
    slorber: {
      name: 'Sébastien Lorber',
      title: 'Docusaurus maintainer',
      url: 'https://sebastienlorber.com',
      image_url: 'https://github.com/slorber.png',
      socials: { x: 'sebastienlorber' },
    },
  },
  'blog/authors.yml',
);

describe('blog authors', () => {
  it('resolves keys of authors.yml, inline authors and the older author keys', () => {
    expect(resolveAuthors({ authors: 'slorber' }, known, 'p.mdx')).toEqual([
      {
        key: 'slorber',
        name: 'Sébastien Lorber',
        title: 'Docusaurus maintainer',
        url: 'https://sebastienlorber.com',
        imageUrl: 'https://github.com/slorber.png',
        page: null,
        socials: [{ platform: 'x', label: 'X', url: 'https://x.com/sebastienlorber' }],
      },
    ]);
    expect(resolveAuthors({ authors: ['slorber', { name: 'Guest', title: 'Writer' }] }, known, 'p.mdx').map((a) => [a.key, a.name])).toEqual([
      ['slorber', 'Sébastien Lorber'],
      [null, 'Guest'],
    ]);
    expect(resolveAuthors({ author: 'Lin Hao', author_url: 'https://linhao.dev' }, known, 'p.mdx')).toEqual([
      { key: null, name: 'Lin Hao', title: null, url: 'https://linhao.dev', imageUrl: null, page: null, socials: [] },
    ]);
    expect(resolveAuthors({}, known, 'p.mdx')).toEqual([]);
  });

  it('names the file and what exists when a key is unknown or an entry is wrong', () => {
    expect(() => resolveAuthors({ authors: ['yangshun'] }, known, 'content/blog/p.mdx')).toThrow(
      'content/blog/p.mdx: front matter field "authors" names "yangshun", which is not in blog/authors.yml. Known authors: slorber',
    );
    expect(() => resolveAuthors({ authors: [{ title: 'No name' }] }, known, 'p.mdx')).toThrow('entry 1: an author needs a "name"');
    expect(() => parseAuthorsFile({ a: { name: 'A', nmae: 'typo' } }, 'blog/authors.yml')).toThrow(
      'blog/authors.yml: author "a": "nmae" is not a known author key',
    );
  });
});

describe('author pages and socials', () => {
  const file = parseAuthorsFile(
    {
      yangshun: {
        name: 'Yangshun Tay',
        page: true,
        socials: { x: 'yangshunz', linkedin: 'yangshun', github: 'yangshun', newsletter: 'https://www.greatfrontend.com', stackoverflow: 82609 },
      },
      slorber: { name: 'Sébastien Lorber', page: { permalink: '/all-sebastien-lorber-articles' } },
      quiet: { name: 'Quiet' },
    },
    'blog/authors.yml',
    '/blog',
  );

  it('gives authors with `page` their route, a permalink replacing the key', () => {
    expect([...file.values()].map((a) => a.page)).toEqual(['/blog/authors/yangshun', '/blog/authors/all-sebastien-lorber-articles', null]);
  });

  it('makes handles URLs as Docusaurus does, and keeps full URLs', () => {
    expect(file.get('yangshun')!.socials.map((s) => s.url)).toEqual([
      'https://x.com/yangshunz',
      'https://www.linkedin.com/in/yangshun/',
      'https://github.com/yangshun',
      'https://www.greatfrontend.com',
      'https://stackoverflow.com/users/82609',
    ]);
  });

  it('refuses a handle with a slash, a handle for an unknown platform, and a page for an inline author', () => {
    expect(() => parseAuthorsFile({ a: { name: 'A', socials: { github: 'github.com/a' } } }, 'authors.yml')).toThrow(
      'authors.yml: author "a": socials.github is "github.com/a"; give a full http(s) URL, or a handle for one of x, twitter',
    );
    expect(() => parseAuthorsFile({ a: { name: 'A', socials: { myspace: 'a' } } }, 'authors.yml')).toThrow('socials.myspace is "a"');
    expect(() => resolveAuthors({ authors: [{ name: 'Guest', page: true }] }, new Map(), 'p.mdx')).toThrow(
      'p.mdx: front matter field "authors" entry 1: only authors of blog/authors.yml can have a page',
    );
  });
});

describe('author links', () => {
  it('refuses a link or an image that could run script, naming the file and the author', () => {
    expect(() => parseAuthorsFile({ lin: { name: 'Lin', url: 'javascript:alert(1)' } }, 'blog/authors.yml')).toThrow(
      'blog/authors.yml: author "lin": "url" is a javascript: URL',
    );
    expect(() => resolveAuthors({ authors: [{ name: 'Lin', image_url: 'data:text/html,x' }] }, new Map(), 'p.mdx')).toThrow(
      'p.mdx: front matter field "authors" entry 1: "image_url" is a data: URL that is not an image',
    );
    expect(parseAuthorsFile({ lin: { name: 'Lin', url: 'https://lin.dev', image_url: '/img/lin.png' } }, 'blog/authors.yml').get('lin')).toMatchObject({
      url: 'https://lin.dev',
      imageUrl: '/img/lin.png',
    });
  });
});

import { llmsFullOrder, llmsFullTxt, llmsSections, llmsTxt, twinDocument, type LlmsInput } from './twins';
import { twinPath } from './routes';
import type { SidebarItem } from './sidebar';
import { markdownProblems } from '../../tests/support/markdown';

const doc = (route: string, title: string, description: string | null = null) => ({ route, title, description });

const sidebar: SidebarItem[] = [
  { type: 'doc', id: 'intro', label: 'Intro', href: '/docs/intro' },
  {
    type: 'category',
    key: 'tools',
    label: 'Tools',
    href: '/docs/tools/',
    items: [
      { type: 'doc', id: 'tools/git', label: 'Git', href: '/docs/tools/git' },
      {
        type: 'category',
        key: 'tools/more',
        label: 'More',
        href: null,
        items: [{ type: 'doc', id: 'tools/more/hidden', label: 'Hidden', href: '/docs/tools/more/hidden' }],
      },
    ],
  },
];

const input: LlmsInput = {
  title: 'Site [x]',
  tagline: 'Notes   on\ntools.',
  siteUrl: 'https://example.org',
  sidebars: [sidebar],
  // `/docs/tools/more/hidden` is unlisted: it is not among the listed docs.
  docs: new Map(
    [
      doc('/docs/intro', 'Intro'),
      doc('/docs/tools/', 'Tools', 'All tools.'),
      doc('/docs/tools/git', 'Git [the tool]', 'Version control.'),
      doc('/docs/orphan', 'Orphan'),
    ].map((d) => [d.route, d]),
  ),
  blogTitle: 'Blog',
  posts: [doc('/blog/2026/01/02/new', 'New post', 'Newest.'), doc('/blog/2025/01/01/old', 'Old post')],
};

describe('twinPath', () => {
  it('is the route with .md, and index.md for a route with a trailing slash', () => {
    expect(twinPath('/docs/git')).toBe('/docs/git.md');
    expect(twinPath('/docs/opencv/')).toBe('/docs/opencv/index.md');
    expect(twinPath('/blog/2023/04/02/2.4.1')).toBe('/blog/2023/04/02/2.4.1.md');
  });
});

describe('llms.txt', () => {
  it('lists the docs by top-level category in sidebar order, loose docs first, docs in no sidebar last, unlisted ones nowhere', () => {
    expect(llmsSections(input).map((s) => [s.title, s.docs.map((d) => d.route)])).toEqual([
      ['Docs', ['/docs/intro']],
      ['Tools', ['/docs/tools/', '/docs/tools/git']],
      ['More docs', ['/docs/orphan']],
    ]);
  });

  it('is the llmstxt.org format: title, tagline as a quote, then sections of links to the twins with their descriptions', () => {
    expect(llmsTxt(input)).toBe(
      [
        '# Site \\[x]',
        '',
        '> Notes on tools.',
        '',
        '## Docs',
        '',
        '- [Intro](https://example.org/docs/intro.md)',
        '',
        '## Tools',
        '',
        '- [Tools](https://example.org/docs/tools/index.md): All tools.',
        '- [Git \\[the tool\\]](https://example.org/docs/tools/git.md): Version control.',
        '',
        '## More docs',
        '',
        '- [Orphan](https://example.org/docs/orphan.md)',
        '',
        '## Blog',
        '',
        '- [New post](https://example.org/blog/2026/01/02/new.md): Newest.',
        '- [Old post](https://example.org/blog/2025/01/01/old.md)',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt holds every twin in the same order, each with its page URL', () => {
    expect(llmsFullOrder(input)).toEqual(['/docs/intro', '/docs/tools/', '/docs/tools/git', '/docs/orphan', '/blog/2026/01/02/new', '/blog/2025/01/01/old']);
    const twins = ['/docs/intro', '/docs/tools/git'].map((route) => ({
      route,
      document: twinDocument({ route, title: route, description: null, twin: { markdown: 'Text.\n', refs: [] } }, 'https://example.org'),
    }));
    expect(llmsFullTxt(twins, 'https://example.org')).toBe(
      '---\nurl: https://example.org/docs/intro\ntitle: /docs/intro\n---\n\n# /docs/intro\n\nText.\n\n---\nurl: https://example.org/docs/tools/git\ntitle: /docs/tools/git\n---\n\n# /docs/tools/git\n\nText.\n',
    );
  });
});

describe('twinDocument', () => {
  it('fills each placeholder with an absolute URL, escaping what would end a link, and leaves look-alike text alone', () => {
    const document = twinDocument(
      {
        route: '/docs/a/page',
        title: 'Page',
        description: 'A: description with "quotes"',
        twin: {
          markdown: '[a](mdx-twin:0) [b](mdx-twin:1 "t") ![c](mdx-twin:2) [d](mdx-twin:3)\n\nThe text mdx-twin:0 stays.\n\n[ref]: mdx-twin:0\n',
          refs: [
            { kind: 'url', url: '/docs/other#x' },
            { kind: 'url', url: '../sibling (1).pdf' },
            { kind: 'url', url: '/assets/images/p.1-480.png' },
            { kind: 'file', target: '/abs/missing.mdx', hash: '', original: './missing.mdx' },
          ],
        },
      },
      'https://example.org',
    );
    expect(document).toBe(
      '---\ntitle: Page\ndescription: \'A: description with "quotes"\'\n---\n\n# Page\n\n' +
        '[a](https://example.org/docs/other#x) [b](https://example.org/docs/sibling%20%281%29.pdf "t") ![c](https://example.org/assets/images/p.1-480.png) [d](https://example.org/docs/a/missing.mdx)\n\nThe text mdx-twin:0 stays.\n\n[ref]: https://example.org/docs/other#x\n',
    );
    expect(markdownProblems(document)).toEqual([]);
  });
});

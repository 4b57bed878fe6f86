/** @jest-environment jsdom */
import { buildAtom, buildRss, type FeedOptions } from './feeds';

// Hostile and control characters in every text field a post supplies.
const hostile = 'Bell\u0007 vtab\u000b ff\u000c <script>alert(1)</script> & ]]> "quotes"';
const options: FeedOptions = {
  title: `Blog ${hostile}`,
  description: `About ${hostile}`,
  siteUrl: 'https://example.dev/blog',
  rssUrl: 'https://example.dev/blog/rss.xml',
  atomUrl: 'https://example.dev/blog/atom.xml',
  language: 'en',
  author: `Lin ${hostile}`,
  copyright: '© 2026',
  items: [
    {
      title: hostile,
      url: 'https://example.dev/blog/2026/02/07/x',
      date: '2026-02-07',
      description: hostile,
      html: `<p>${hostile}</p>`,
      tags: [hostile],
      authors: [{ name: hostile, url: null }],
    },
  ],
};

describe('feeds as XML', () => {
  it.each([
    ['RSS', buildRss(options), 'item > title'],
    ['Atom', buildAtom(options), 'entry > title'],
  ])('%s parses as XML, and a hostile title reads back as its text', (_kind, xml, titleSelector) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    // A title is text: what a reader parses is the title as written, minus what XML forbids.
    expect(doc.querySelector(titleSelector)!.textContent).toBe('Bell vtab ff <script>alert(1)</script> & ]]> "quotes"');
  });

  const titles = {
    hostile: 'Why I escape <script>alert("x")</script> & <b>bold</b> ]]> twice ]]> &amp;',
    CJK: '决策树与随机森林：从原理到实践「入门」',
    bidi: 'English \u202Eעברית\u202C and \u2067العربية\u2069 mixed',
    'control characters': 'tab\there, bell\u0007, escape\u001b, nul\u0000 gone',
  };
  it.each(Object.entries(titles))('a %s title reads back, in both feeds, as the author wrote it', (_kind, title) => {
    const items = [
      { ...options.items[0], title, html: '<p>a ]]> b ]]> c</p>' },
      { ...options.items[0], title: `${title} (2)`, url: 'https://example.dev/blog/2026/02/08/y' },
    ];
    // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids, which the feeds drop
    const expected = title.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
    for (const [xml, entry] of [
      [buildRss({ ...options, items }), 'item'],
      [buildAtom({ ...options, items }), 'entry'],
    ] as const) {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      const read = [...doc.querySelectorAll(`${entry} > title`)].map((t) => t.textContent);
      expect(read).toEqual([expected, `${expected} (2)`]);
      if (entry === 'entry') expect(doc.querySelector('entry > title')!.getAttribute('type')).toBe('text');
      // The post's HTML reads back whole, however many CDATA ends it holds.
      const content = (entry === 'item' ? doc.getElementsByTagName('content:encoded')[0] : doc.querySelector('entry > content'))!.textContent;
      expect(new DOMParser().parseFromString(content, 'text/html').body.textContent).toBe('a ]]> b ]]> c');
    }
  });
});

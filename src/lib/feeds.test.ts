import { buildAtom, buildRss, type FeedOptions } from './feeds';

const options: FeedOptions = {
  title: 'Site · Blog',
  description: 'Notes & more',
  siteUrl: 'https://example.dev/blog',
  rssUrl: 'https://example.dev/blog/rss.xml',
  atomUrl: 'https://example.dev/blog/atom.xml',
  language: 'en',
  author: 'Lin Hao',
  copyright: '© 2026',
  items: [
    {
      title: 'Why I escape <script> tags\u0007',
      url: 'https://example.dev/blog/2026/02/07/x',
      date: '2026-02-07',
      description: 'a < b\u000b',
      html: '<p>x ]]> y</p>',
      tags: ['python'],
    },
    { title: 'Older', url: 'https://example.dev/blog/2025/01/01/y', date: '2025-01-01', description: null, tags: [] },
  ],
};

describe('feeds', () => {
  it('builds RSS with titles shown as text and the post as CDATA content', () => {
    const rss = buildRss(options);
    expect(rss).toContain('<title>Why I escape &lt;script&gt; tags</title>');
    expect(rss).toContain('<pubDate>Sat, 07 Feb 2026 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<description><![CDATA[a &lt; b]]></description>');
    expect(rss).toContain('<![CDATA[<p>x ]]&gt; y</p>]]>');
    expect(rss).toContain('<lastBuildDate>Sat, 07 Feb 2026 00:00:00 GMT</lastBuildDate>');
    expect(rss).toContain('<atom:link href="https://example.dev/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(rss).not.toContain('<script>');
  });

  it('builds Atom with the newest post as its update time', () => {
    const atom = buildAtom(options);
    expect(atom.match(/<updated>[^<]*<\/updated>/)?.[0]).toBe('<updated>2026-02-07T00:00:00.000Z</updated>');
    expect(atom).toContain('<content type="html"><![CDATA[<p>x ]]&gt; y</p>]]></content>');
    expect(atom).toContain('<title type="text">Why I escape &lt;script&gt; tags</title>');
    expect(atom).toContain('<category label="python" term="python"/>');
    expect(atom).toContain('<link rel="self" href="https://example.dev/blog/atom.xml"/>');
  });

  it('never dates an empty feed to 1970', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const atom = buildAtom({ ...options, items: [], now });
    expect(atom).toContain('<updated>2026-11-23T10:00:00.000Z</updated>');
    expect(atom).not.toContain('1970');
  });

  it('drops characters XML forbids, from every field', () => {
    for (const xml of [buildRss(options), buildAtom(options)]) {
      // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids must not be in a feed
      expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    }
  });

  it("names each post's authors, with their page, in both feeds", () => {
    const withAuthors: FeedOptions = {
      ...options,
      items: [
        {
          ...options.items[0],
          tags: ['Facebook'],
          authors: [
            { name: 'Sébastien <L>', url: 'https://sebastienlorber.com' },
            { name: 'Anon', url: null },
          ],
        },
      ],
    };
    const atom = buildAtom(withAuthors);
    expect(atom).toContain('<name>Sébastien &lt;L&gt;</name>\n            <uri>https://sebastienlorber.com/</uri>');
    expect(atom).toContain('<name>Anon</name>');
    expect(atom).toContain('<category label="Facebook" term="Facebook"/>');
    expect(buildRss(withAuthors)).toContain('<author>Sébastien &lt;L&gt;</author>');
  });
});

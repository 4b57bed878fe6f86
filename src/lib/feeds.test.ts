import { buildAtom, buildRss, type FeedOptions } from './feeds';

const options: FeedOptions = {
  title: 'Site · Blog',
  description: 'Notes & more',
  siteUrl: 'https://example.dev/blog',
  feedUrl: 'https://example.dev/blog/rss.xml',
  language: 'en',
  author: 'Lin Hao',
  copyright: '© 2026',
  items: [
    { title: 'Why I escape <script> tags', url: 'https://example.dev/blog/2026/02/07/x', date: '2026-02-07', description: 'a < b', html: '<p>x ]]> y</p>', tags: ['python'] },
  ],
};

describe('feeds', () => {
  it('builds RSS with escaped text and CDATA content', () => {
    const rss = buildRss(options);
    expect(rss).toContain('<title>Why I escape &lt;script&gt; tags</title>');
    expect(rss).toContain('<pubDate>Sat, 07 Feb 2026 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<description>a &lt; b</description>');
    expect(rss).toContain('<![CDATA[<p>x ]]]]><![CDATA[> y</p>]]>');
    expect(rss).not.toContain('<script>');
  });

  it('builds Atom with escaped HTML content', () => {
    const atom = buildAtom(options);
    expect(atom).toContain('<updated>2026-02-07T00:00:00Z</updated>');
    expect(atom).toContain('<content type="html">&lt;p&gt;x ]]&gt; y&lt;/p&gt;</content>');
    expect(atom).toContain('<category term="python"/>');
  });
});

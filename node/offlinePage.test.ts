import { offlinePageHtml } from './offlinePage';

const config = { title: 'Lantern <docs>', i18n: { defaultLocale: 'en' }, docs: { routeBasePath: '/docs' }, blog: { routeBasePath: '/blog' } } as Parameters<
  typeof offlinePageHtml
>[0];

describe('the page shown for an address not saved offline', () => {
  it("leads home, to the docs and to the blog, the site's title escaped", () => {
    const html = offlinePageHtml(config, '#7a3fb8');
    expect(html).toContain('<a href="/">Home</a> · <a href="/docs">Docs</a> · <a href="/blog">Blog</a>');
    expect(html).toContain('Lantern &lt;docs&gt;');
    expect(html).toContain('a{color:#7a3fb8}');
  });

  it('names no blog on a site without one', () => {
    process.env.GATSBY_HAS_BLOG = 'false';
    try {
      expect(offlinePageHtml(config, '#7a3fb8')).toContain('<a href="/">Home</a> · <a href="/docs">Docs</a></p>');
    } finally {
      delete process.env.GATSBY_HAS_BLOG;
    }
  });
});

import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, inlineScripts, searchOrigins, withPolicy } from './contentSecurityPolicy';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="generator" content="Gatsby"/>' +
  '<script>(function(){document.documentElement.dataset.theme="light"})()</script></head><body>' +
  '<script type="application/json" id="props">{"a":1}</script><script type="application/ld+json">{}</script>' +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/docs/x";/*]]>*/</script>' +
  '<script type="module">import "/x.js"</script><script src="/app-0123.js" async></script><SCRIPT>b()</SCRIPT ></body></html>';

describe('inlineScripts', () => {
  it('finds every inline script a browser runs, exactly as written, and no data block or external script', () => {
    expect(inlineScripts(PAGE)).toEqual([
      '(function(){document.documentElement.dataset.theme="light"})()',
      '/*<![CDATA[*/window.pagePath="/docs/x";/*]]>*/',
      'import "/x.js"',
      'b()',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and its own inline scripts by hash, never any inline script', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ['sha256-bbb=', 'sha256-aaa=', 'sha256-aaa='], connectSources: [] });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-aaa=' 'sha256-bbb='; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
        "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
  });

  it("lets frames show the config's frameOrigins' pages, and only when it names some", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], connectSources: [] })).not.toContain('frame-src');
    expect(contentSecurityPolicy({ scriptHashes: [], connectSources: [], frameSources: ['https://www.youtube-nocookie.com'] })).toContain(
      "connect-src 'self'; frame-src 'self' https://www.youtube-nocookie.com; object-src 'none'",
    );
  });

  it('lets the page reach the search service’s hosts', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], connectSources: searchOrigins('APP', null) });
    expect(policy).toContain(
      "connect-src 'self' https://APP-dsn.algolia.net https://APP-1.algolianet.com https://APP-2.algolianet.com https://APP-3.algolianet.com;",
    );
  });
});

describe('searchOrigins', () => {
  it('is the override’s origins when hosts are given, and none for the embedded index', () => {
    expect(
      searchOrigins('APP', [
        { url: '127.0.0.1', port: 9301, protocol: 'http' },
        { url: 'search.example', protocol: 'https' },
      ]),
    ).toEqual(['http://127.0.0.1:9301', 'https://search.example']);
    expect(searchOrigins('', null)).toEqual([]);
  });
});

describe('withPolicy', () => {
  it('puts the policy right after the charset, before any script', () => {
    const html = withPolicy(PAGE, "script-src 'self'");
    expect(html).toContain(`<meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><meta name="generator"`);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('replaces the policy a page already has, so a page built before keeps one', () => {
    const once = withPolicy(PAGE, "script-src 'self' 'sha256-old='");
    const twice = withPolicy(once, "script-src 'self' 'sha256-new='");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('sha256-new=');
    expect(twice).not.toContain('sha256-old=');
  });

  it('escapes the policy as an attribute and refuses a page with no head', () => {
    expect(withPolicy('<html><head></head></html>', 'a "b" & c')).toContain('content="a &quot;b&quot; &amp; c"');
    expect(() => withPolicy('<p>fragment</p>', 'x')).toThrow('no <head>');
  });
});

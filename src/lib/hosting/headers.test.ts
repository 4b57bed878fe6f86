import { describe, expect, it } from '@jest/globals';
import { cacheControl, headersFile, IMMUTABLE, REVALIDATE } from './headers';

describe('cacheControl', () => {
  it('caches content-hashed files for a year', () => {
    for (const path of [
      '/app-555c06726daba9265a49.js',
      '/styles.88a503bfb3b82c03517f.css',
      '/component---src-templates-doc-page-tsx-092ee8d1d5e797de0988.js',
      '/392168b759106d760ec039d0e4425a6158175ed0-904054d6cd8a3c2cffb7.js',
      '/static/logo-0a1b2c3d.svg',
      '/assets/images/kmeans.ebe9f0bd0927-480.webp',
      '/sidebars/tutorialSidebar.0e2194a4d860.json',
      '/search/ce72b7d1d6080d6f/d/a.json',
      '/katex/0.16.47/fonts/KaTeX_Main-Regular.woff2',
      '/docsearch/3.9.0/modal.0123456789ab.css',
    ]) {
      expect([path, cacheControl(path)]).toEqual([path, IMMUTABLE]);
    }
  });

  it('revalidates pages, page data and every file whose name does not change with it', () => {
    for (const path of [
      '/',
      '/docs/opencv/basics',
      '/docs/opencv/basics.html',
      '/search',
      '/search/',
      '/page-data/app-data.json',
      '/page-data/docs/page-data.json',
      '/page-data/sq/d/2262822399.json',
      '/app-555c06726daba9265a49.js.map',
      '/~partytown/partytown.js',
      '/blog/rss.xml',
      '/sitemap-index.xml',
      '/robots.txt',
      '/favicon.svg',
      '/docs/app-555c06726daba9265a49.js',
    ]) {
      expect([path, cacheControl(path)]).toEqual([path, REVALIDATE]);
    }
  });
});

describe('headersFile', () => {
  const files = [
    '/index.html',
    '/docs.html',
    '/app-555c06726daba9265a49.js',
    '/app-555c06726daba9265a49.js.map',
    '/styles.88a503bfb3b82c03517f.css',
    '/assets/images/a.ebe9f0bd0927-480.webp',
    '/assets/images/a.ebe9f0bd0927-960.webp',
    '/search/ce72b7d1d6080d6f/meta.json',
    '/search/ce72b7d1d6080d6f/d/a.json',
    '/search/index.html',
    '/katex/0.16.47/katex.min.css',
    '/katex/0.16.47/fonts/KaTeX_Main-Regular.woff2',
    '/page-data/app-data.json',
    '/img/cards/0123456789abcdef.png',
    '/img/logo.png',
  ];

  it('sends the security headers everywhere, the Markdown twins and llms files as UTF-8 text, and names immutable files at the root, by folder below', () => {
    const { text, rules } = headersFile(files);
    expect(text).toBe(
      [
        '# Written by the build (src/lib/hosting/headers.ts).',
        '/*',
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        "  Content-Security-Policy: frame-ancestors 'self'",
        '/*.md',
        '  Content-Type: text/markdown; charset=utf-8',
        '/llms.txt',
        '  Content-Type: text/plain; charset=utf-8',
        '/llms-full.txt',
        '  Content-Type: text/plain; charset=utf-8',
        '/app-555c06726daba9265a49.js',
        `  Cache-Control: ${IMMUTABLE}`,
        '/assets/*',
        `  Cache-Control: ${IMMUTABLE}`,
        '/img/cards/*',
        `  Cache-Control: ${IMMUTABLE}`,
        '/katex/0.16.47/*',
        `  Cache-Control: ${IMMUTABLE}`,
        '/search/ce72b7d1d6080d6f/*',
        `  Cache-Control: ${IMMUTABLE}`,
        '/styles.88a503bfb3b82c03517f.css',
        `  Cache-Control: ${IMMUTABLE}`,
        '',
      ].join('\n'),
    );
    expect(rules).toBe(10);
  });

  it('never sets Cache-Control twice for a path: the hosts would join both values', () => {
    const { text } = headersFile(files);
    const patterns = [...text.matchAll(/^(\/\S*)\n(?: {2}.*\n)*? {2}Cache-Control:/gm)].map(
      (m) => new RegExp(`^${m[1].replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
    );
    for (const file of files) expect([file, patterns.filter((p) => p.test(file)).length <= 1]).toEqual([file, true]);
    // The page at /search/ is not under the index's folder rule, nor an author's image under the cards'.
    expect(patterns.some((p) => p.test('/search/'))).toBe(false);
    expect(patterns.some((p) => p.test('/img/logo.png'))).toBe(false);
  });
});

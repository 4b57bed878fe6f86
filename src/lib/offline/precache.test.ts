import { precacheEntries } from './precache';

describe('what the worker stores when it installs', () => {
  it("is every content-hashed script and stylesheet at the site's root, and the stable files by their hash", () => {
    const files = [
      '/app-0123456789abcdef0123.js',
      '/app-0123456789abcdef0123.js.map',
      '/styles.fedcba9876543210fedc.css',
      '/component---src-templates-doc-page-tsx-00112233445566778899.js',
      '/sw.js',
      '/index.html',
      '/app-data.json',
      '/chunk-map.json',
    ];
    expect(precacheEntries(files, { '/offline.html': 'abc' })).toEqual([
      { url: '/app-0123456789abcdef0123.js', revision: null },
      { url: '/component---src-templates-doc-page-tsx-00112233445566778899.js', revision: null },
      { url: '/styles.fedcba9876543210fedc.css', revision: null },
      { url: '/offline.html', revision: 'abc' },
    ]);
  });
});

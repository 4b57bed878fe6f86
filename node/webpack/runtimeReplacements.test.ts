import fs from 'node:fs';
import path from 'node:path';
import { runtimeReplacements } from './runtimeReplacements';

const gatsbyRoot = path.resolve('node_modules/gatsby');
const cacheDir = (file: string) => fs.readFileSync(path.join(gatsbyRoot, 'cache-dir', file), 'utf8');
/** The module requests of a file of Gatsby's runtime. */
const requestsOf = (source: string) => [...source.matchAll(/\bfrom "([^"]+)"/g)].map((m) => m[1]);

describe('runtimeReplacements', () => {
  it("replaces Gatsby's Partytown plugin, whose browser code runs only in develop, its Head handler and scroll restoration, and the service-worker registration no plugin asks for", () => {
    const modules = runtimeReplacements([{ name: 'default-site-plugin', browserAPIs: ['onClientEntry', 'wrapPageElement'] }]);
    expect(modules.map((m) => m.why)).toEqual([
      'Partytown runs only in gatsby develop',
      "the Head API's browser side, without what the site's heads never need",
      'scroll restoration, compiled for the browsers of the browserslist',
      'no plugin registers a service worker',
    ]);
  });

  it('keeps the service-worker registration when a plugin registers one', () => {
    const modules = runtimeReplacements([{ name: 'gatsby-plugin-offline', browserAPIs: ['registerServiceWorker'] }]);
    expect(modules.map((m) => m.why)).not.toContain('no plugin registers a service worker');
  });

  it('matches the files of the installed Gatsby, and nothing else of its runtime', () => {
    const [partytown, head, scroll, serviceWorker] = runtimeReplacements([]);
    const partytownBrowser = path.join(gatsbyRoot, 'dist/internal-plugins/partytown/gatsby-browser.js');
    expect(fs.existsSync(partytownBrowser)).toBe(true);
    expect(partytown.resource!.test(partytownBrowser)).toBe(true);
    expect(fs.existsSync(path.join(gatsbyRoot, 'cache-dir/register-service-worker.js'))).toBe(true);
    expect(serviceWorker.resource!.test('/site/.cache/register-service-worker.js')).toBe(true);
    for (const other of ['cache-dir/production-app.js', 'dist/internal-plugins/partytown/gatsby-node.js', 'cache-dir/loader.js']) {
      expect([partytown, serviceWorker].some((m) => m.resource!.test(path.join(gatsbyRoot, other)))).toBe(false);
    }
    // Requests as Gatsby's runtime writes them: the page renderer's of its Head handler, the app's and the entry's of scroll restoration.
    expect(requestsOf(cacheDir('page-renderer.js')).filter((r) => head.request!.test(r))).toEqual(['./head/head-export-handler-for-browser']);
    expect(requestsOf(cacheDir('head/head-export-handler-for-ssr.js')).filter((r) => head.request!.test(r))).toEqual([]);
    expect(requestsOf(cacheDir('production-app.js')).filter((r) => scroll.request!.test(r))).toEqual(['gatsby-react-router-scroll']);
    expect(requestsOf(cacheDir('gatsby-browser-entry.js')).filter((r) => scroll.request!.test(r))).toEqual(['gatsby-react-router-scroll']);
  });

  it("puts modules of the site's in place, with the names Gatsby's runtime imports", () => {
    const replacements = runtimeReplacements([]);
    for (const { by } of replacements) expect(fs.existsSync(path.resolve(by))).toBe(true);
    const source = (file: string) => fs.readFileSync(path.resolve(file), 'utf8');
    expect(source('src/client/pageHead.tsx')).toMatch(/export \{ usePageHead as headHandlerForBrowser \}/);
    // The scroll package's exports, as its index names them.
    const index = fs.readFileSync(path.resolve('node_modules/gatsby-react-router-scroll/index.js'), 'utf8');
    expect([...index.matchAll(/^exports\.(\w+) = _/gm)].map((m) => m[1]).sort()).toEqual(['ScrollContext', 'useScrollRestoration']);
    expect(source('src/client/routerScroll.tsx')).toMatch(/export \{ ScrollHandler as ScrollContext \}/);
    expect(source('src/client/routerScroll.tsx')).toMatch(/export function useScrollRestoration\(/);
  });
});

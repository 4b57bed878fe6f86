import fs from 'node:fs';
import path from 'node:path';
import { unusedRuntimeModules } from './unusedRuntime';

const gatsbyRoot = path.resolve('node_modules/gatsby');

describe('unusedRuntimeModules', () => {
  it("replaces Gatsby's Partytown plugin, whose browser code runs only in develop, and the service-worker registration no plugin asks for", () => {
    const modules = unusedRuntimeModules([{ name: 'default-site-plugin', browserAPIs: ['onClientEntry', 'wrapPageElement'] }]);
    expect(modules.map((m) => m.why)).toEqual(['Partytown runs only in gatsby develop', 'no plugin registers a service worker']);
  });

  it('keeps the service-worker registration when a plugin registers one', () => {
    const modules = unusedRuntimeModules([{ name: 'gatsby-plugin-offline', browserAPIs: ['registerServiceWorker'] }]);
    expect(modules.map((m) => m.why)).toEqual(['Partytown runs only in gatsby develop']);
  });

  it('matches the files of the installed Gatsby, and nothing else of its runtime', () => {
    const [partytown, serviceWorker] = unusedRuntimeModules([]);
    const partytownBrowser = path.join(gatsbyRoot, 'dist/internal-plugins/partytown/gatsby-browser.js');
    expect(fs.existsSync(partytownBrowser)).toBe(true);
    expect(partytown.resource.test(partytownBrowser)).toBe(true);
    expect(fs.existsSync(path.join(gatsbyRoot, 'cache-dir/register-service-worker.js'))).toBe(true);
    expect(serviceWorker.resource.test('/site/.cache/register-service-worker.js')).toBe(true);
    for (const other of ['cache-dir/production-app.js', 'dist/internal-plugins/partytown/gatsby-node.js', 'cache-dir/loader.js']) {
      expect([partytown, serviceWorker].some((m) => m.resource.test(path.join(gatsbyRoot, other)))).toBe(false);
    }
  });
});

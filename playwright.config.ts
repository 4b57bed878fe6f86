import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import chromiumFlags from './node/chromiumFlags.json';

const PORT = Number(process.env.E2E_PORT ?? 9123);
// The browser the tests drive, as testBrowserPath() of scripts/lib/chromium.mjs says (a module Playwright's
// config loader cannot load): CHROMIUM_PATH, else Chromium's headless shell, else the build's Chromium.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * End-to-end tests against the production build in public/, served on
 * loopback. The browser is the system's Chromium, its headless shell when
 * Debian's chromium-headless-shell is installed (scripts/lib/chromium.mjs): no
 * browser download.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace of each test costs a fifth of the suite's browser time (docs/testing.md#end-to-end-tests-in-chromium): kept for a
    // failed test on a developer's machine; in CI, where nothing keeps the file, only when E2E_TRACE asks for it.
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | 'off' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
    // A reader's first visit, which the site's service worker does not yet control: a test of the worker allows it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: BROWSER,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'site', testIgnore: /offline\.spec\.ts$/ },
    // The offline tests serve builds of their own and save hundreds of files a test: run after the rest, not beside it.
    { name: 'offline', testMatch: /offline\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The build with Algolia settings (see scripts/test.mjs), for tests/e2e/algolia.spec.ts.
      command: `node scripts/serve.mjs --port 9125 --dir .e2e/public-algolia`,
      url: `http://127.0.0.1:9125/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // A Docusaurus site built with this code (scripts/build-fixture-site.mjs), for tests/e2e/docusaurusSite.spec.ts.
      command: `node scripts/serve.mjs --port 9126 --dir .e2e/public-docusaurus`,
      url: `http://127.0.0.1:9126/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // A Docusaurus site with released docs versions (tests/fixtures/versioned-site), for tests/e2e/versionedSite.spec.ts.
      command: `node scripts/serve.mjs --port 9127 --dir .e2e/public-versioned`,
      url: `http://127.0.0.1:9127/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});

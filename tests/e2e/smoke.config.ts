import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const PORT = Number(process.env.E2E_PORT ?? 9123);

/**
 * The end-to-end smoke of `npm run upgrade-check` (scripts/upgrade-check.mjs): a few tests of the full
 * suite, by title, against one production build in public/. Only that build is served: the other
 * builds of the full suite (.e2e/) are not made, so their servers are left out, and a server that is
 * already listening is never reused (it could be another checkout's build).
 */
export const SMOKE_TESTS = [
  // The home page renders.
  'home page: title, tagline, a way into the docs, topics and the latest posts',
  // A doc page renders with its sidebar.
  'the sidebar marks the active page and expands its categories only',
  // The search modal opens and answers a query from the embedded index.
  'Ctrl+K opens it with the spec texts; results are grouped by category, at most 5 each, with a link to all results',
  // What each template loads first, against its budget: an upgrade of React or Gatsby moves these bytes.
  'first-load JavaScript within',
];

const escaped = (title: string) => new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

export default defineConfig({
  ...base,
  testDir: '.',
  grep: SMOKE_TESTS.map(escaped),
  reporter: [['list'], ['json', { outputFile: '../../reports/smoke.json' }]],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

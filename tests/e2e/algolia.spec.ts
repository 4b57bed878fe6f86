/**
 * The Algolia backend, against the build made with Algolia settings
 * (`.e2e/public-algolia`, served on port 9125) and two Algolia-protocol
 * fixture hosts on loopback (GATSBY_ALGOLIA_HOSTS=…:9301,…:9302).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AlgoliaFixture, POISONED_HITS } from './algoliaFixture';
import { pagePolicy, recordViolations } from './csp';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: 'http://127.0.0.1:9125' });

const DIR = path.resolve('.e2e/public-algolia');
let first: AlgoliaFixture;
let second: AlgoliaFixture;

test.beforeAll(async () => {
  first = new AlgoliaFixture(DIR);
  second = new AlgoliaFixture(DIR);
  await first.listen(9301);
  await second.listen(9302);
});
test.afterAll(async () => {
  await first?.close();
  await second?.close();
});
test.beforeEach(() => {
  for (const host of [first, second]) {
    host.mode = 'ok';
    host.requests.length = 0;
    host.arrivals.length = 0;
  }
});

async function search(page: Page, query: string) {
  await page.goto('/docs/opencv/basics');
  await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeEnabled();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

test('queries Algolia with the key in the query string, the DocSearch body and the contextual facet filters', async ({ page }) => {
  await search(page, 'docker');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const request = first.requests.at(-1)!;
  expect(request.url.searchParams.get('x-algolia-application-id')).toBe('TESTAPPID');
  expect(request.url.searchParams.get('x-algolia-api-key')).toBe('test-search-key');
  const [body] = request.body.requests;
  expect(body).toMatchObject({
    indexName: 'e2e_index',
    query: 'docker',
    hitsPerPage: 20,
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    // Titles only: the modal shows the content's snippet, never its whole text highlighted.
    attributesToHighlight: ['hierarchy'],
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  expect(body.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url']));
  expect(body.attributesToSnippet).toEqual(expect.arrayContaining(['content:10', 'hierarchy.lvl1:10']));
  expect(second.requests).toHaveLength(0);
  await expect(page.locator('head link[rel="preconnect"][href="https://TESTAPPID-dsn.algolia.net"]')).toHaveCount(1);
  // The embedded index is not used, and DocSearch's Algolia footer is shown.
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
});

test('the page policy lets the modal and the search page reach the Algolia hosts, with no violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await search(page, 'docker');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect((await pagePolicy(page)).get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9301', 'http://127.0.0.1:9302']);
  expect(await violations()).toEqual([]);
  await page.goto('/search?q=docker');
  await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('asks for 5-word snippets on screens up to 768px wide', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await search(page, 'git');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(first.requests.at(-1)!.body.requests[0].attributesToSnippet).toEqual(expect.arrayContaining(['content:5']));
});

test('tries the first host first, gives up on it after the connect timeout, and the second answers', async ({ page }) => {
  first.mode = 'hang';
  // When the browser sent each query (its own clock: a busy test process may note a request's
  // arrival late, but cannot make the browser send one early).
  // (Chromium's wall time of each request, from the DevTools protocol: Playwright's own request
  // timing is only filled in once a response comes, and host 1 never answers.)
  const sent: Record<string, number[]> = { '9301': [], '9302': [] };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, wallTime }) => {
    const port = new URL(request.url).port;
    if (request.method === 'POST' && port in sent) sent[port].push(wallTime * 1000);
  });
  await search(page, 'rebase');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
  expect(second.requests.at(-1)!.body.requests[0].query).toBe('rebase');
  // Host 1 was asked first, and host 2 only once host 1 had had its 1 s to answer
  // (algoliasearch's connect timeout in the browser; a busy machine can only make it later).
  expect(first.arrivals).toHaveLength(1);
  expect(second.arrivals.length).toBeGreaterThanOrEqual(1);
  expect(sent['9301']).toHaveLength(1);
  expect(sent['9302'][0] - sent['9301'][0]).toBeGreaterThanOrEqual(950);
});

test('a host that is down is skipped until its 2-minute retry delay has passed', async ({ page }) => {
  await page.clock.install();
  first.mode = 'down';
  await search(page, 'docker');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
  expect(first.arrivals).toHaveLength(1);
  // The next queries go straight to host 2: host 1 is remembered as down.
  first.mode = 'ok';
  await page.locator('.DocSearch-Input').fill('docker compose');
  await expect.poll(() => second.requests.at(-1)?.body.requests[0].query).toBe('docker compose');
  await page.clock.fastForward('01:50');
  await page.locator('.DocSearch-Input').fill('docker volumes');
  await expect.poll(() => second.requests.at(-1)?.body.requests[0].query).toBe('docker volumes');
  expect(first.arrivals).toHaveLength(1);
  // Two minutes after it went down, host 1 is tried again, and answers.
  await page.clock.fastForward('00:11');
  await page.locator('.DocSearch-Input').fill('docker networks');
  await expect.poll(() => first.requests.at(-1)?.body.requests[0].query).toBe('docker networks');
  expect(first.arrivals).toHaveLength(2);
});

test('shows the error screen when every host is down, and it stays', async ({ page }) => {
  first.mode = 'down';
  second.mode = 'down';
  await page.clock.install();
  await search(page, 'docker');
  await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  // Whatever timers the client has, they run out: the screen stays until the reader types.
  await page.clock.runFor(10_000);
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
});

test('the search page queries Algolia too', async ({ page }) => {
  await page.goto('/search?q=kmeans%20clustering');
  await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  expect(first.requests.at(-1)!.body.requests[0]).toMatchObject({ indexName: 'e2e_index', query: 'kmeans clustering', hitsPerPage: 20 });
});

test('a poisoned record is shown as text, and a hit whose URL could run script is not shown at all', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  first.mode = 'poisoned';
  await search(page, 'docker');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.filter({ hasText: POISONED_HITS[0].title })).toHaveCount(1);
  await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal svg[onload]')).toHaveCount(0);
  await expect(hits.filter({ hasText: POISONED_HITS[1].title })).toHaveCount(0);
  await expect(page.locator('.DocSearch-Modal a[href^="javascript:"]')).toHaveCount(0);
  // Enter on the shown one goes to a page of the site; it is remembered as text.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/opencv\/basics#poisoned$/);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit').filter({ hasText: POISONED_HITS[0].title })).toHaveCount(1);
  await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the search page shows a poisoned record as text, and leaves out a hit whose URL could run script', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  first.mode = 'poisoned';
  await page.goto('/search?q=docker');
  const results = page.locator('main');
  await expect(results.getByText(POISONED_HITS[0].title, { exact: false }).first()).toBeVisible();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await expect(results.getByText(POISONED_HITS[1].title)).toHaveCount(0);
  await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0);
  // The shown one leads to a page of the site, by its path.
  await expect(page.locator('main a[href="/docs/opencv/basics#poisoned"]').first()).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('a host answering with an HTML page (a captive portal) shows the error screen, not "no results"', async ({ page }) => {
  first.mode = 'portal';
  second.mode = 'portal';
  await search(page, 'docker');
  await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No results for')).toHaveCount(0);
});

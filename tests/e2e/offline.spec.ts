import { expect, test, type Page } from '@playwright/test';
import { deployedSite, type DeployedSite } from './deployedSite';
import { searchFor } from './searchModal';

/**
 * Reading offline (src/serviceWorker/worker.ts, docs/features.md#read-offline), with the site's
 * service worker allowed (every other suite tests a first visit, with workers blocked). Each test
 * serves the build itself, on a port of its own, so that it can deploy another build under an open
 * tab or take the network away (the server stopped, and the browser offline).
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

interface WorkerStatus {
  list: string | null;
  saved: number;
  total: number;
  done: boolean;
}

/** What the page's worker has saved, asked on a message port; null while no worker controls the page. */
const workerStatus = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<WorkerStatus | null>((resolve) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as WorkerStatus);
        worker.postMessage({ type: 'status' }, [channel.port2]);
        setTimeout(() => resolve(null), 2000);
      }),
  );

async function savedAll(page: Page): Promise<WorkerStatus> {
  await expect.poll(async () => (await workerStatus(page))?.done ?? false, { timeout: 90_000 }).toBe(true);
  return (await workerStatus(page))!;
}

const sites: DeployedSite[] = [];
test.afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.stop()));
});
async function serve(port: number, dir: string): Promise<DeployedSite> {
  const site = await deployedSite(port, dir);
  sites.push(site);
  return site;
}

test('after one visit, the site reads without a network: visited and unvisited docs, a sidebar link, search, and its own page elsewhere', async ({
  page,
  context,
}) => {
  const site = await serve(9141, 'public');
  await page.goto(`${site.origin}/docs/development_tool/git`);
  const status = await savedAll(page);
  // Every doc of the version the reader reads, with its page data, the sidebars and the search index.
  expect(status.list).toBe('/docs');
  expect(status.total).toBeGreaterThan(100);
  expect(status.saved).toBe(status.total);

  await site.stop();
  await context.setOffline(true);

  await page.reload();
  await expect(page.locator('article h1')).toHaveText('Git');
  await page.goto(`${site.origin}/docs/development_tool/docker`);
  await expect(page.locator('article h1')).toHaveText('Docker');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Git', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/docs/development_tool/git`);
  await expect(page.locator('article h1')).toHaveText('Git');

  await searchFor(page, 'docker compose');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`${site.origin}/search?q=docker`);
  await expect(page.getByRole('link', { name: /Docker/ }).first()).toBeVisible();

  await page.goto(`${site.origin}/docs/no/such/page`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/docs/no/such/page`);
});

test('storage cleared under the worker leaves the site as it is without one', async ({ page }) => {
  const site = await serve(9142, 'public');
  await page.goto(`${site.origin}/docs/development_tool/git`);
  await savedAll(page);
  await page.evaluate(async () => Promise.all((await caches.keys()).map((name) => caches.delete(name))));
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Docker', exact: true }).click();
  await expect(page.locator('article h1')).toHaveText('Docker');
  await page.reload();
  await expect(page.locator('article h1')).toHaveText('Docker');
});

test('a build deployed under an open tab: the tab keeps its own files, offers the new version, and reloads to it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const site = await serve(9143, 'public');
  await page.goto(`${site.origin}/docs/development_tool/git`);
  await savedAll(page);
  await expect(page.locator('html')).toHaveAttribute('data-search-backend', 'local');

  // The build with Algolia settings (scripts/test.mjs): the same content, other bundles.
  site.deploy('.e2e/public-algolia');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const notice = page.locator('.update-notice');
  await expect(notice).toContainText('A new version of this site is available.');

  // The page menu's code is a chunk of the open page's build, which the server no longer has: the worker keeps it.
  await page.getByRole('button', { name: 'More ways to read this page' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(errors).toEqual([]);

  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-search-backend', 'algolia');
  await expect(page.locator('article h1')).toHaveText('Git');
  expect(errors).toEqual([]);
});

test('a build with offline support off removes the worker and its caches', async ({ page }) => {
  const site = await serve(9144, 'public');
  await page.goto(`${site.origin}/`);
  await savedAll(page);
  expect((await page.evaluate(() => caches.keys())).length).toBeGreaterThan(0);

  // The versioned fixture site turns offline support off (tests/fixtures/versioned-site/site.ts).
  site.deploy('.e2e/public-versioned');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  // As it installs, the new worker deletes the caches and unregisters; the tab is the old worker's until it loads again.
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('site-'))), { timeout: 30_000 }).toEqual([]);
  // Then it takes over, unregisters and loads the tab again: from the network, with no worker.
  const state = () =>
    page
      .evaluate(async () => ({
        controlled: !!navigator.serviceWorker.controller,
        registrations: (await navigator.serviceWorker.getRegistrations()).length,
        caches: (await caches.keys()).filter((name) => name.startsWith('site-')),
      }))
      // The worker is loading the tab again.
      .catch(() => null);
  const gone = { controlled: false, registrations: 0, caches: [] };
  await expect.poll(state, { timeout: 30_000 }).toEqual(gone);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  expect(await state()).toEqual(gone);
});

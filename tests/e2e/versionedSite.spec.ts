/**
 * A Docusaurus site with released docs versions, built with this code (tests/fixtures/versioned-site,
 * built by scripts/build-fixture-site.mjs into .e2e/public-versioned, served on port 9127): 2.0 at
 * /docs, the docs being written at /docs/next, 1.0 at /docs/1.0, as Docusaurus serves them.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { searchFor } from './searchModal';

test.use({ baseURL: 'http://127.0.0.1:9127' });

const PREFERRED_KEY = 'docs-preferred-version-default';
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'documentation for Beacon' });
const versionMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Next|2\.0|1\.0)$/ });

/** Opens the version dropdown and follows its entry `label`. */
async function chooseVersion(page: Page, label: string) {
  await versionMenu(page).hover();
  await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
}

/** Fails the test on any error the page logs or throws. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('each version has its pages at its path, with its own sidebar, badge and docs home', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/docs/1.0/guides/install');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install');
  await expect(page.locator('article')).toContainText('Install Beacon 1.0');
  await expect(page.getByText('Version: 1.0', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link')).toHaveText([
    'Introduction',
    'Install',
    'Legacy setup',
    'Command line',
  ]);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/1.0');
  // A relative .md link resolves inside its version.
  await expect(page.locator('article').getByRole('link', { name: 'legacy setup' })).toHaveAttribute('href', '/docs/1.0/guides/legacy-setup');
  await page.goto('/docs/guides/install');
  await expect(page.locator('article')).toContainText('Install Beacon 2.0');
  await expect(page.getByText('Version: 2.0', { exact: true })).toBeVisible();
  await page.goto('/docs/next/guides/plugins');
  await expect(page.getByText('Version: Next', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an older version says it is no longer maintained and leads to the same page in the latest version', async ({ page }) => {
  await page.goto('/docs/1.0/guides/install');
  await expect(banner(page)).toContainText('This is documentation for Beacon 1.0, which is no longer actively maintained.');
  await hydrated(page);
  await banner(page).getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(/\/docs\/guides\/install$/);
  await expect(page.locator('article')).toContainText('Install Beacon 2.0');
  // The latest version has no banner, and following the link made it the reader's choice (written by code the click loads).
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_KEY)).toBe('2.0');
});

test("the docs being written are unreleased; a page the latest version lacks leads to that version's main doc", async ({ page }) => {
  await page.goto('/docs/next/guides/plugins');
  await expect(banner(page)).toContainText('This is unreleased documentation for Beacon Next version.');
  await expect(banner(page).getByRole('link', { name: 'latest version' })).toHaveAttribute('href', '/docs/intro');
});

test('the version dropdown leads to the same page in the chosen version, else its main doc, and keeps the choice for the navbar', async ({ page }) => {
  await page.goto('/docs/1.0/guides/install#check-the-install');
  await hydrated(page);
  await expect(versionMenu(page)).toHaveAccessibleName('1.0');
  await chooseVersion(page, 'Next');
  await expect(page).toHaveURL(/\/docs\/next\/guides\/install$/);
  await expect(versionMenu(page)).toHaveAccessibleName('Next');
  await chooseVersion(page, '2.0');
  await expect(page).toHaveURL(/\/docs\/guides\/install$/);
  // 1.0's legacy setup is in no other version: the other versions' entries lead to their main docs.
  await page.goto('/docs/1.0/guides/legacy-setup');
  await hydrated(page);
  await chooseVersion(page, 'Next');
  await expect(page).toHaveURL(/\/docs\/next\/intro$/);
  // The choice is kept: off the docs, the dropdown shows it and the navbar's docs link leads into it.
  await page.goto('/blog');
  await hydrated(page);
  await expect(versionMenu(page)).toHaveAccessibleName('Next');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/next/intro');
});

test('search finds the pages of the version being read, and no other version', async ({ page }) => {
  const search = (query: string) => searchFor(page, query);
  const hits = page.locator('.DocSearch-Hit');
  const noResults = page.locator('.DocSearch-NoResults');
  await page.goto('/docs/1.0/guides/install');
  await hydrated(page);
  await search('zephyr');
  await expect(hits.first()).toContainText('Legacy setup');
  await expect(hits.first().locator('a')).toHaveAttribute('href', /^\/docs\/1\.0\/guides\/legacy-setup/);
  await page.locator('.DocSearch-Input').fill('meridian');
  await expect(noResults).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/docs/guides/install');
  await hydrated(page);
  await search('meridian');
  await expect(hits.first().locator('a')).toHaveAttribute('href', /^\/docs\/guides\/install/);
  await page.locator('.DocSearch-Input').fill('zephyr');
  await expect(noResults).toBeVisible();
  await page.locator('.DocSearch-Input').fill('quasar');
  await expect(noResults).toBeVisible();
});

test("search engines are pointed at the latest version's page, and the sitemap lists only pages that are their own canonical", async ({ page, request }) => {
  await page.goto('/docs/1.0/guides/install');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://beacon.example.org/docs/guides/install');
  // A page the latest version lacks is its own canonical.
  await page.goto('/docs/1.0/guides/legacy-setup');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://beacon.example.org/docs/1.0/guides/legacy-setup');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace('https://beacon.example.org', ''));
  expect(urls).toEqual(expect.arrayContaining(['/docs/guides/install', '/docs/1.0/guides/legacy-setup', '/docs/next/guides/plugins']));
  expect(urls).not.toContain('/docs/1.0/guides/install');
  expect(urls).not.toContain('/docs/next/guides/install');
});

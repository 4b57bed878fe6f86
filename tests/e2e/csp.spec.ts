/**
 * Every template runs under the page's Content-Security-Policy (its `<meta>`,
 * scripts allowed by hash) without a single violation: hydration, the search
 * modal and its index, islands, tabs, the copy button, KaTeX's stylesheet on
 * a client-side navigation. The Algolia build is checked in algolia.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { blogPosts } from './content';
import { pagePolicy, recordViolations } from './csp';
import { hydrated } from './hydrated';

const post = blogPosts().sort((a, b) => a.route.localeCompare(b.route))[0];
const TEMPLATES = [
  ['home', '/'],
  ['docs root', '/docs'],
  ['index doc', '/docs/development_tool/'],
  ['doc', '/docs/development_tool/docker'],
  ['doc with math and an island', '/docs/machine_learning/traditional_algorithm/logistic_regression'],
  ['doc with tabs', '/docs/__test__/tabs'],
  ['doc with a diagram', '/docs/__test__/diagram'],
  ['generated category index', '/docs/category/a-category-from-its-file'],
  ['blog list', '/blog'],
  ['blog page', '/blog/page/2'],
  ['year', `/blog/${post.year}`],
  ['post', post.route],
  ['tags', '/blog/tags'],
  ['tag', '/blog/tags/python'],
  ['author', '/blog/authors/linhao'],
  ['search page', '/search?q=docker'],
  ['not found', '/no/such/page'],
] as const;

test('the policy allows inline scripts only by their hashes, and blocks one the site did not write', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/development_tool/docker');
  await hydrated(page);
  const policy = await pagePolicy(page);
  const scriptSrc = policy.get('script-src')!;
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThanOrEqual(4);
  expect(scriptSrc.join(' ')).not.toMatch(/unsafe/);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  // A script injected into the page, as a hostile text would try to be, does not run.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations()).map((v) => v.directive)).toEqual(['script-src-elem']);
});

for (const [template, route] of TEMPLATES) {
  test(`${template} (${route}) runs under its policy with no violation`, async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Lazy images and whatever loads as the reader scrolls.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect((await pagePolicy(page)).get('script-src')).toContain("'self'");
    expect(await violations()).toEqual([]);
  });
}

test('the search modal loads its code, styles and index and shows results with no violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/development_tool/docker');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('random forest');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/random_forest/);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('an island, tabs, the copy button and a client-side navigation to a page with math run with no violation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const violations = await recordViolations(page);
  await page.goto('/docs/__test__/tabs');
  await hydrated(page);
  await expect(page.locator('[data-tabs][data-tabs-ready]').first()).toBeVisible();
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(await violations()).toEqual([]);

  await page.goto('/docs/machine_learning/traditional_algorithm/logistic_regression');
  await hydrated(page);
  const island = page.locator('[data-island="SigmoidExplorer"]');
  await expect(async () => {
    await island.getByRole('slider', { name: /z =/ }).fill('-3');
    await expect(island.locator('figcaption')).toContainText('σ(-3.0)', { timeout: 500 });
  }).toPass();
  expect(await violations()).toEqual([]);

  await page.goto('/docs/development_tool/git');
  await hydrated(page);
  const block = page.locator('main .markdown .code-block').first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  // From a page without math, the router links KaTeX's stylesheet on the way.
  // Gatsby's private window.___navigate (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/navigation.js), what `navigate` calls.
  await page.evaluate(
    (to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to),
    '/docs/machine_learning/traditional_algorithm/logistic_regression',
  );
  await expect(page.locator('head link[rel="stylesheet"][href^="/katex/"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

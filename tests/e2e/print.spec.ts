import { expect, test, type Page } from '@playwright/test';

/**
 * A doc on paper (src/styles/print.css): the article alone, every tab and <details> shown, code
 * wrapped inside the page, light colours in dark mode, an external link's address after it. The
 * viewport is an A4 page's width at 96 dpi, as Chromium lays a page out to print it.
 */
test.use({ viewport: { width: 794, height: 1123 } });

async function printed(page: Page, route: string, theme: 'light' | 'dark' = 'light') {
  await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.emulateMedia({ media: 'print' });
}

test.describe('a printed doc', () => {
  test('shows the article alone: no navbar, sidebar, table of contents, announcement, page menu, copy buttons, footer or paginator', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1123 });
    await page.goto('/docs/development_tool/docker');
    // On a wide screen before printing, the chrome is there.
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.locator('header').first(),
      page.getByRole('navigation', { name: 'Docs sidebar' }),
      page.getByRole('navigation', { name: 'On this page' }),
      page.getByRole('navigation', { name: 'Breadcrumbs' }),
      page.getByRole('navigation', { name: 'Docs pages' }),
      page.locator('.announcement-bar'),
      page.locator('.page-menu'),
      page.locator('footer').filter({ hasText: 'Copyright' }),
    ])
      await expect(hidden).toBeHidden();
    await expect(page.locator('.copy-button').first()).toBeAttached();
    expect(await page.locator('.copy-button').evaluateAll((buttons) => buttons.filter((b) => b.checkVisibility()).length)).toBe(0);
    await expect(page.locator('article h1')).toBeVisible();
    // The article takes the page's width.
    const article = await page.locator('article').boundingBox();
    expect(article!.width).toBeGreaterThan(700);
  });

  test('wraps every code block inside the page', async ({ page }) => {
    await printed(page, '/docs/development_tool/docker');
    const blocks = await page.locator('.markdown pre').evaluateAll((pres) =>
      pres.map((pre) => ({
        scroll: pre.scrollWidth,
        client: pre.clientWidth,
        right: pre.getBoundingClientRect().right,
        page: document.documentElement.clientWidth,
      })),
    );
    expect(blocks.length).toBeGreaterThan(20);
    expect(blocks.filter((b) => b.scroll > b.client + 1 || b.right > b.page)).toEqual([]);
  });

  test("shows every tab's panel under its label, and every <details> open", async ({ page }) => {
    await printed(page, '/docs/__test__/tabs');
    const panels = page.locator('[role="tabpanel"]');
    await expect(panels).toHaveCount(4);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    expect(await panels.evaluateAll((all) => all.map((panel) => getComputedStyle(panel, '::before').content))).toEqual([
      '"Linux"',
      '"macOS"',
      '"Linux"',
      '"macOS"',
    ]);
    await expect(page.locator('[role="tablist"]').first()).toBeHidden();
    await expect(page.getByText('It exists for the end-to-end tests.')).toBeVisible();
    expect(await page.locator('details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
  });

  test('prints light in dark mode, and gives an external link its address', async ({ page }) => {
    await printed(page, '/docs/development_tool/docker', 'dark');
    const colours = await page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('article p')!).color,
      code: getComputedStyle(document.querySelector('.markdown pre')!).backgroundColor,
    }));
    expect(colours.body).toBe('rgb(255, 255, 255)');
    expect(colours.text).toBe('rgb(0, 0, 0)');
    expect(colours.code).toBe('rgb(245, 246, 247)');
    // The light drawing of a diagram prints, the dark one does not.
    await page.goto('/docs/development_tool/docker');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.mermaid-diagram .gh-light-mode-only').first()).toBeVisible();
    await expect(page.locator('.mermaid-diagram .gh-dark-mode-only').first()).toBeHidden();
    const external = page.locator('.markdown a[href^="http"]:not(.hash-link)').first();
    const href = await external.getAttribute('href');
    expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
  });
});

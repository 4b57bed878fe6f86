import { expect, test, type Page } from '@playwright/test';
import { blogPosts } from './content';
import { pauseClock } from './clock';
import { hydrated } from './hydrated';

const DOC = '/docs/development_tool/docker';
const html = (page: Page) => page.locator('html');

test.describe('layout', () => {
  test('the skip link is first in tab order and moves focus to the main content', async ({ page }) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('landmarks: banner, navigation, main, contentinfo', async ({ page }) => {
    await page.goto(DOC);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  });

  test('navbar: logo and title link home; 开发 on the left; language, version, search and colour mode on the right', async ({ page }) => {
    await page.goto(DOC);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Lin Hao logo Lin Hao' })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('link', { name: '开发' })).toHaveAttribute('aria-current', 'page');
    await expect(banner.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
  });

  test("the docs version dropdown is on every page; its entry leads to the version's main doc and is remembered", async ({ page }) => {
    await page.goto('/blog');
    await hydrated(page);
    const version = page.getByRole('banner').getByRole('button', { name: 'Next' });
    await expect(version).toBeVisible();
    await version.hover();
    const entry = page.getByRole('banner').getByRole('link', { name: 'Next', exact: true });
    await expect(entry).toHaveAttribute('href', '/docs/programming-languages/');
    await entry.click();
    await expect(page).toHaveURL(/\/docs\/programming-languages\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });

  test('dropdowns open on hover and on Enter, and close on Escape', async ({ page }) => {
    await page.goto(DOC);
    await hydrated(page);
    const version = page.getByRole('banner').getByRole('button', { name: 'Next' });
    await version.hover();
    await expect(version).toHaveAttribute('aria-expanded', 'true');
    const menuLink = page.getByRole('banner').getByRole('link', { name: 'Next', exact: true });
    await expect(menuLink).toHaveAttribute('href', '/docs/programming-languages/');
    await page.mouse.move(5, 500);
    await expect(version).toHaveAttribute('aria-expanded', 'false');
    await version.focus();
    await page.keyboard.press('Enter');
    await expect(version).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(version).toHaveAttribute('aria-expanded', 'false');
    await expect(version).toBeFocused();
  });

  test('the navbar hides on scroll down past its height and shows on scroll up and on navigation', async ({ page }) => {
    await page.goto(DOC);
    await hydrated(page);
    const navbar = page.getByRole('banner');
    const isHidden = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom <= 1);
    await page.mouse.wheel(0, 1200);
    await expect.poll(isHidden).toBe(true);
    await page.mouse.wheel(0, -300);
    await expect.poll(isHidden).toBe(false);
    await page.mouse.wheel(0, 800);
    await expect.poll(isHidden).toBe(true);
    // Gatsby's private window.___navigate (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/navigation.js), what `navigate` calls.
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/docs/development_tool/git'));
    await expect(page).toHaveURL(/\/git$/);
    await expect.poll(isHidden).toBe(false);
  });

  test('footer: link columns, logo and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Docs' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'OpenCV' })).toHaveAttribute('href', '/docs/opencv/');
    await expect(footer.getByRole('img', { name: 'Lin Hao logo' })).toBeVisible();
    await expect(footer.getByText(/Copyright © \d{4} Lin Hao/)).toBeVisible();
  });

  test('navigation scrolls to the hash target, or to the top', async ({ page }) => {
    await page.goto('/docs/development_tool/');
    await hydrated(page);
    await page.mouse.wheel(0, 600);
    await page.locator('main .markdown a[href="/docs/development_tool/git#undoing-things"]').first().click();
    await expect(page).toHaveURL(/git#undoing-things$/);
    await expect(page.locator('#undoing-things')).toBeInViewport();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/docs\/machine_learning\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('on a doc page it opens on the doc sidebar, goes back to the main menu, blocks page scroll and closes on Escape and outside click', async ({ page }) => {
    await page.goto(DOC);
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('link', { name: '开发' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    // The page's scroll is locked and unlocked in the same commit that shows
    // and removes the menu: record the body's overflow when a mutation
    // observer first sees the menu come and go.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { overflowSeen: string[] }).overflowSeen = seen;
      let shown = false;
      new MutationObserver(() => {
        const now = document.querySelector('[role="dialog"][aria-label="Navigation menu"]') !== null;
        if (now !== shown) seen.push(`${now ? 'shown' : 'removed'}:${getComputedStyle(document.body).overflow}`);
        shown = now;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const overflowSeen = () => page.evaluate(() => (window as unknown as { overflowSeen: string[] }).overflowSeen);
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Docker' })).toHaveAttribute('aria-current', 'page');
    expect(await overflowSeen()).toEqual(['shown:hidden']);
    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    const primary = menu.getByRole('navigation', { name: 'Main menu' });
    await expect(primary.getByRole('link', { name: 'Blog' })).toBeVisible();
    // Dropdowns are collapsed unless they hold the active route.
    await expect(primary.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(primary.getByRole('button', { name: /English/ })).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    expect(await overflowSeen()).toEqual(['shown:hidden', 'removed:visible']);
    await toggle.click();
    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 580, y: 450 } });
    await expect(menu).toHaveCount(0);
  });

  test("it opens at the current page's place in the doc sidebar", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 420 });
    await page.goto('/docs/programming-languages/python/python-advanced');
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const active = page.getByRole('dialog', { name: 'Navigation menu' }).locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toBeInViewport();
  });

  test('outside the docs it opens on the main menu, and a link navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu.getByRole('button', { name: 'Back to main menu' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toHaveCount(0);
  });
});

test.describe('sidebars keep the current page in view', () => {
  test('the frame stays mounted from doc to doc: a category the reader opened stays open, and the sidebar keeps its scroll position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto('/docs/development_tool/docker');
    await hydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    // Marks on the elements themselves: only the same elements, not new ones drawn alike, carry them on the next page.
    await sidebar.evaluate((nav) => ((nav as unknown as { mark: string }).mark = 'kept'));
    await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => ((nav as unknown as { mark: string }).mark = 'kept'));
    for (const category of ['Machine learning', 'OpenCV']) {
      await sidebar.getByRole('button', { name: `Expand sidebar category '${category}'` }).click();
      await expect(sidebar.getByRole('button', { name: `Collapse sidebar category '${category}'` })).toHaveAttribute('aria-expanded', 'true');
    }
    // Scroll the sidebar a little, keeping the next link in view, so that nothing needs scrolling back to it.
    const scrolled = await sidebar.evaluate((nav) => {
      const box = nav.parentElement!;
      box.scrollTop = 30;
      return box.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    await sidebar.getByRole('link', { name: 'Git', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/development_tool\/git$/);
    const next = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(next.getByRole('link', { name: 'Git', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(next.getByRole('button', { name: "Collapse sidebar category 'Machine learning'" })).toHaveAttribute('aria-expanded', 'true');
    expect(await next.evaluate((nav) => nav.parentElement!.scrollTop)).toBe(scrolled);
    expect(await next.evaluate((nav) => (nav as unknown as { mark?: string }).mark)).toBe('kept');
    expect(await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => (nav as unknown as { mark?: string }).mark)).toBe('kept');
    // The article is the next page's own.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Git/);
  });

  test("a page in closed categories opens them, and its link is scrolled into the sidebar's view, not the page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto('/docs/development_tool/docker');
    await hydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'Programming languages'" })).toHaveAttribute('aria-expanded', 'false');
    // Opened categories above it push the next page's place below the sidebar's first screen.
    for (const category of ['Machine learning', 'OpenCV']) {
      await sidebar.getByRole('button', { name: `Expand sidebar category '${category}'` }).click();
    }
    await expect(sidebar.getByRole('link', { name: 'Feature extraction' })).toBeVisible();
    expect(await sidebar.evaluate((nav) => nav.parentElement!.scrollTop)).toBe(0);
    // The last doc of the sidebar, two closed categories down, reached as a link in the content would.
    // Gatsby's private window.___navigate (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/navigation.js), what `navigate` calls.
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/docs/programming-languages/python/python-basics'));
    await expect(page).toHaveURL(/\/python-basics$/);
    const active = sidebar.locator('[aria-current="page"]');
    await expect(active).toHaveText('Python basics');
    for (const category of ['Programming languages', 'Python']) {
      await expect(sidebar.getByRole('button', { name: `Collapse sidebar category '${category}'` })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(active).toBeInViewport();
    expect(await sidebar.evaluate((nav) => nav.parentElement!.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the blog sidebar scrolls to the post being read, without moving the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    const oldest = blogPosts().sort((a, b) => a.route.localeCompare(b.route))[0];
    await page.goto(oldest.route);
    await hydrated(page);
    const active = page.getByRole('navigation', { name: 'Blog posts' }).locator('[aria-current="page"]');
    await expect(active).toHaveText(oldest.title);
    await expect(active).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('colour mode', () => {
  test('defaults to light; the toggle alternates light and dark and stores the choice under "theme"', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' });
    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the stored mode is applied before any script of the app runs, and the toggle is disabled until hydration', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    // No JavaScript file of the app is allowed to load: only the inline head script runs.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(DOC);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(27, 27, 29)');
    await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeDisabled();
  });

  test('a change in one tab applies to the other open tabs', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto(DOC);
    await hydrated(first);
    await hydrated(second);
    await first.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  });

  test('without local storage the site works, the choice lasts for the page, and one warning says why', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(DOC);
    await hydrated(page);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    const storageWarnings = warnings.filter((w) => w.includes('Browser storage is not available'));
    expect(storageWarnings).toHaveLength(1);
  });
});

test.describe("the frame's parts, run after the page (src/client/partRoot.ts)", () => {
  /** Holds a part's chunk (the frame's by default) back until `release()`; `requested` is settled once the page, hydrated, has asked for it. */
  async function holdFrame(page: Page, chunk = 'frame') {
    let release!: () => void;
    let onRequest!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested = new Promise<void>((resolve) => (onRequest = resolve));
    await page.route(new RegExp(`/${chunk}-[0-9a-f]{20}\\.js$`), async (route) => {
      onRequest();
      await held;
      await route.continue();
    });
    return { release, requested };
  }
  const errorsOf = (page: Page) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
  };

  test("before the frame's code is in, its links and buttons are the server's HTML, and the page's own links work", async ({ page }) => {
    const frame = await holdFrame(page);
    await page.goto(DOC);
    await frame.requested;
    await expect(page.getByRole('banner').getByRole('link', { name: '开发' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'OpenCV' })).toHaveAttribute('href', '/docs/opencv/');
    await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeDisabled();
    frame.release();
    await hydrated(page);
  });

  test('a click on a navbar link before its code is in is held, then followed by the router (no page load)', async ({ page }) => {
    const errors = errorsOf(page);
    const frame = await holdFrame(page);
    await page.goto(DOC);
    await frame.requested;
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    frame.release();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a click on a footer link before its code is in is followed by the router', async ({ page }) => {
    const frame = await holdFrame(page);
    await page.goto('/blog');
    await frame.requested;
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'OpenCV' }).click();
    frame.release();
    await expect(page).toHaveURL(/\/docs\/opencv\/$/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("a navigation before the frame's code is in: the navbar then shows the new page's place, without a hydration error", async ({ page }) => {
    const errors = errorsOf(page);
    const frame = await holdFrame(page);
    await page.goto('/');
    await frame.requested;
    await page.getByRole('main').getByRole('link', { name: 'Visit the blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current', 'page');
    frame.release();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await hydrated(page);
    expect(errors).toEqual([]);
  });

  test("an entry of the table of contents clicked before its code is in scrolls to its heading at once, as the browser's own link", async ({ page }) => {
    const toc = await holdFrame(page, 'toc');
    await page.goto(DOC);
    await toc.requested;
    const entry = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').last();
    const id = (await entry.getAttribute('href'))!.split('#')[1];
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${DOC}#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    toc.release();
    await hydrated(page);
  });

  test("without the frame's code (a failed chunk), a navbar link still leads to its page, by a page load", async ({ page }) => {
    await page.route(/\/frame-[0-9a-f]{20}\.js$/, (route) => route.abort());
    await page.goto(DOC);
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });

  test('shows the configured announcement with its link; closing it stores the dismissal for that id', async ({ page }) => {
    await page.goto('/');
    await expect(bar(page)).toContainText('LangGraph');
    await expect(bar(page).getByRole('link', { name: 'LangGraph' })).toHaveAttribute('href', '/docs/model-application/langgraph/');
    await hydrated(page);
    await bar(page).getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('announcement.id'), localStorage.getItem('announcement.dismiss')])).toEqual([
      'langgraph-guides-2026',
      'true',
    ]);
    // Still dismissed after a reload, and not painted even before the app runs.
    await page.route(/\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('.announcement-bar')).toBeHidden();
  });

  test('an announcement with a new id shows again', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('announcement.id', 'an-older-announcement');
      localStorage.setItem('announcement.dismiss', 'true');
    });
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    // The bar runs in a root of its own, hydrated beside the navbar's.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('announcement.id'))).toBe('langgraph-guides-2026');
  });
});

test.describe('route-change progress bar and loading spinner', () => {
  const watchBar = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { clickAt?: number; barAt?: number };
      document.addEventListener('click', () => (w.clickAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.querySelector('.route-progress, .route-spinner')) w.barAt ??= performance.now();
      }).observe(document.body, { childList: true });
    });
  test('does not show for a route that updates within 200 ms', async ({ page }) => {
    await page.goto('/docs/development_tool/docker');
    await hydrated(page);
    // The next page's data and code are loaded first, as a hover prefetch does,
    // so the route updates at once even on a busy machine.
    // Gatsby's private window.___loader (`publicLoader` in https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/loader.js, set by production-app.js).
    await page.evaluate(() =>
      (window as unknown as { ___loader: { loadPage: (p: string) => Promise<unknown> } }).___loader.loadPage('/docs/development_tool/git'),
    );
    await watchBar(page);
    // The page's clock stands still from here: however slow the machine, the route updates
    // "within 200 ms", and the bar's delay only runs out when the test moves the clock on.
    await page.clock.install();
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/git$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Git');
    await page.clock.runFor(400);
    expect(await page.evaluate(() => (window as unknown as { barAt?: number }).barAt)).toBeUndefined();
  });

  test('starts 200 ms after the path changes and finishes when the route updates', async ({ page }) => {
    // The next page's data waits until the test lets it through, and the page's clock stands still:
    // the 200 ms are the page's own, however busy the machine.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/page-data/docs/development_tool/git/page-data.json', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/docs/development_tool/docker');
    await hydrated(page);
    await page.clock.install();
    await pauseClock(page);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    const spinner = page.getByRole('status', { name: 'Loading page content' });
    await page.clock.runFor(190);
    await expect(bar).toHaveCount(0);
    await expect(spinner).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8);
    // The spinner shows over the content area, while the old page is still there.
    await expect(spinner).toBeVisible();
    const main = (await page.locator('main').boundingBox())!;
    const box = (await spinner.boundingBox())!;
    expect(box.x).toBeGreaterThan(main.x);
    expect(box.x + box.width).toBeLessThan(main.x + main.width);
    release();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/git$/);
    await expect(bar).toHaveCount(0);
    await expect(spinner).toHaveCount(0);
  });
});

test.describe('failure screens', () => {
  test('a page whose code fails to load shows an error with Retry, which loads it again', async ({ page }) => {
    await page.goto('/blog');
    await hydrated(page);
    const blockChunk = (route: import('@playwright/test').Route) => route.abort('failed');
    await page.route(/component---src-templates-blog-post-tsx-.*\.js$/, blockChunk);
    const first = page.locator('main article h2 a').first();
    const title = await first.textContent();
    await first.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not be loaded');
    await expect(page).toHaveURL(/\/blog$/);
    await page.unroute(/component---src-templates-blog-post-tsx-.*\.js$/, blockChunk);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main h1')).toHaveText(title!);
    await expect(page).toHaveURL(/\/blog\/\d{4}\/\d{2}\/\d{2}\//);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a page that crashes while rendering shows the crash screen with its message and causes; Try again re-renders', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/__test__/crash');
    await hydrated(page);
    await page.getByRole('button', { name: 'Crash this page' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(alert).toContainText('Rendering the test widget failed');
    await expect(alert).toContainText('Cause: The widget data was malformed');
    await expect(page.getByRole('banner')).toBeVisible();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('This page renders until the button is pressed.')).toBeVisible();
  });

  test('the crash screen goes with a navigation, in the frame that stayed', async ({ page }) => {
    await page.goto('/__test__/crash');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => ((nav as unknown as { mark: string }).mark = 'kept'));
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('alert').getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => (nav as unknown as { mark?: string }).mark)).toBe('kept');
  });
});

test.describe('every template loads cleanly', () => {
  // One page of each template, and the not-found page; React reports a hydration mismatch (#418, #423, #425) as an error.
  const PAGES = [
    '/',
    '/docs',
    '/docs/opencv/basics',
    '/docs/category/a-category-from-its-file',
    '/blog',
    '/blog/page/2',
    '/blog/2025',
    '/blog/tags',
    '/blog/tags/python',
    '/blog/authors',
    '/blog/authors/linhao',
    '/search',
    '/search?q=docker',
    '/docs/no-such-page',
  ];
  for (const path of PAGES) {
    test(`${path} logs no error or warning on load`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        // An unknown path answers 404, as it should, and Chromium logs each 404 response it gets (the page, its page data).
        if (path === '/docs/no-such-page' && /^Failed to load resource: the server responded with a status of 404/.test(m.text())) return;
        // The site registers its service worker once the page is idle; Playwright, which blocks workers for these tests, says so.
        if (m.text() === 'Service Worker registration blocked by Playwright') return;
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeEnabled();
      // Hydration finishes, and whatever the page fetches on load has answered.
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

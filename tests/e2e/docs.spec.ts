import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { blogPosts } from './content';
import { hydrated } from './hydrated';
import { firstLoad, searchIndexDir } from './pageWeight';

const BASICS = '/docs/machine_learning/neural_network/neural_network_basics';

test.describe('doc page', () => {
  test('the sidebar marks the active page and expands its categories only', async ({ page }) => {
    await page.goto(BASICS);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const active = sidebar.locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', BASICS);
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Machine learning'" })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'OpenCV'" })).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Docker' })).toHaveCount(0);
    // Top-level categories in sidebar order, and no model-application pages.
    const topLevel = await sidebar.locator(':scope > ul > li > div > a').allTextContents();
    expect(topLevel).toEqual(['Development tools', 'Machine learning', 'OpenCV', 'Programming languages']);
  });

  test('a collapsed category loads and shows its pages when expanded, without expanding the others', async ({ page }) => {
    await page.goto(BASICS);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Development tools'" }).click();
    await expect(sidebar.getByRole('link', { name: 'Docker' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Git' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Machine learning'" })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Docker' }).click();
    await expect(page).toHaveURL(/\/docs\/development_tool\/docker$/);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Docker');
  });

  test('table of contents lists h2 and h3 headings and jumps to them', async ({ page }) => {
    await page.goto('/docs/development_tool/git');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const entries = toc.locator('a');
    const h2h3 = await page.locator('main .markdown h2, main .markdown h3').evaluateAll((hs) => hs.map((h) => h.id));
    expect(await entries.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)))).toEqual(h2h3);
    await toc.getByRole('link', { name: 'Undoing things' }).click();
    await expect(page).toHaveURL(/#undoing-things$/);
    const heading = page.locator('#undoing-things');
    await expect(heading).toBeInViewport();
  });

  test('headings carry a "Direct link to" anchor', async ({ page }) => {
    await page.goto('/docs/development_tool/git');
    const anchor = page.locator('#undoing-things a.hash-link');
    await expect(anchor).toHaveAttribute('title', 'Direct link to Undoing things');
    await expect(anchor).toHaveAttribute('href', '#undoing-things');
  });

  test('content is rendered at build time: tables, highlighted code, math', async ({ page }) => {
    await page.goto('/docs/machine_learning/traditional_algorithm/decision_tree');
    const keyword = page.locator('main .markdown pre.shiki code .line span[style*="--shiki-token-keyword"]').first();
    await expect(keyword).toBeVisible();
    // Tokens take the site's colours from CSS variables, and follow the colour mode.
    const colour = () => keyword.evaluate((el) => getComputedStyle(el).color);
    const light = await colour();
    expect(light).not.toBe(
      await page
        .locator('main .markdown p')
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    );
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(colour).not.toBe(light);
    await expect(page.locator('main .markdown .katex').first()).toBeVisible();
    await page.goto('/docs/machine_learning/neural_network/neural_network_framework');
    await expect(page.locator('main .markdown table').first()).toBeVisible();
  });

  test('a figure beside the page loads at its intrinsic size, as WebP, in the colour mode it was made for', async ({ page }) => {
    await page.goto('/docs/opencv/image-processing-basics');
    await hydrated(page);
    // The Otsu figure (a light/dark pair), below the page's first screen.
    const light = page.locator('main .markdown picture.gh-light-mode-only img[src*="threshold-otsu"]');
    const dark = page.locator('main .markdown picture.gh-dark-mode-only img[src*="threshold-otsu"]');
    await light.scrollIntoViewIfNeeded();
    await expect(dark).toBeHidden();
    const loaded = (img: typeof light) =>
      img.evaluate((el: HTMLImageElement) =>
        el.complete && el.naturalWidth > 0 ? { w: el.naturalWidth, h: el.naturalHeight, attrs: [el.width, el.height], src: el.currentSrc } : null,
      );
    await expect.poll(() => loaded(light)).not.toBeNull();
    const image = (await loaded(light))!;
    // width and height are set before it loads (no layout shift), with the file's own proportions.
    expect(Number(await light.getAttribute('width')) / Number(await light.getAttribute('height'))).toBeCloseTo(image.w / image.h, 2);
    expect(image.src).toMatch(/\/assets\/images\/threshold-otsu-light\.[0-9a-f]{12}-\d+\.webp$/);
    await expect(light).toHaveAttribute('alt', /Otsu's threshold, 104/);
    // The navbar hid on the scroll down (hideOnScroll); a reader scrolls up a little to reach its toggle.
    await page.mouse.wheel(0, -100);
    const toggle = page.getByRole('banner').getByRole('button', { name: /Switch between dark and light mode/ });
    await expect(toggle).toBeInViewport({ ratio: 1 });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(light).toBeHidden();
    await expect.poll(() => loaded(dark)).not.toBeNull();
  });

  test('a link written to another file lands on that page and heading', async ({ page }) => {
    await page.goto('/docs/opencv/image-processing-basics');
    await page.locator('main .markdown').getByRole('link', { name: 'document scanner' }).click();
    await expect(page).toHaveURL(/\/docs\/opencv\/image-processing-advanced#geometric-transforms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advanced image processing');
  });

  test('a code block copy button copies the code as shown', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/opencv/feature-extraction');
    const block = page.locator('main .markdown .code-block', { has: page.locator('.code-block-title', { hasText: 'find_object.py' }) });
    await expect(block.locator('pre.line-numbers')).toBeVisible();
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    await button.click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const shown = await block.locator('pre code').evaluate((el) => el.textContent);
    expect(shown).toContain('import cv2');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  });

  test('KaTeX styles are in the HTML of pages with math and their fonts preloaded; a client-side navigation links the stylesheet', async ({ page }) => {
    const MATH = '/docs/machine_learning/traditional_algorithm/logistic_regression';
    const stylesheetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' && request.url().includes('/katex/')) stylesheetRequests.push(request.url());
    });
    await page.goto(MATH);
    const inline = page.locator('head style[data-inlined-stylesheet^="/katex/"]');
    await expect(inline).toHaveCount(1);
    // Its fonts resolve from the stylesheet's folder, not from the page's path.
    expect(await inline.textContent()).toMatch(/url\(\/katex\/[\d.]+\/fonts\/KaTeX_Main-Regular\.woff2\)/);
    // Its two main fonts are preloaded, so formulas do not shift the text around them.
    const fonts = page.locator('head link[rel="preload"][as="font"][href*="/katex/"]');
    await expect(fonts).toHaveCount(2);
    for (const href of await fonts.evaluateAll((links) => links.map((l) => l.getAttribute('href')!))) {
      expect((await page.request.get(href)).status()).toBe(200);
    }
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
    const inlineCss = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join(''));
    expect(inlineCss).not.toMatch(/url\(data:(font|application\/font)/);
    // Hydrated, the page still links no copy of what it has inline.
    await hydrated(page);
    await expect(page.locator('head link[href^="/katex/"][rel="stylesheet"]')).toHaveCount(0);
    expect(stylesheetRequests).toEqual([]);

    await page.goto('/docs/development_tool/git');
    await expect(page.locator('head [data-inlined-stylesheet], head link[href^="/katex/"]')).toHaveCount(0);
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
    // From a page without math, the router's navigation links the stylesheet, and the formulas take KaTeX's fonts.
    await hydrated(page);
    // Gatsby's private window.___navigate (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/navigation.js), what `navigate` calls.
    await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), MATH);
    await expect(page.locator('head link[rel="stylesheet"][href^="/katex/"]')).toHaveCount(1);
    await expect
      .poll(() =>
        page
          .locator('main .katex')
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily),
      )
      .toMatch(/^KaTeX_Main/);
  });

  test('previous and next links follow sidebar order, and breadcrumbs lead to the page', async ({ page }) => {
    await page.goto('/docs/development_tool/git');
    await expect(page.getByRole('link', { name: /Previous.*Docker/ })).toHaveAttribute('href', '/docs/development_tool/docker');
    await expect(page.getByRole('link', { name: /Next.*Machine learning/ })).toHaveAttribute('href', '/docs/machine_learning/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Development tools' })).toHaveAttribute('href', '/docs/development_tool/');
  });

  test('model-application pages are reachable but not in the sidebar', async ({ page }) => {
    await page.goto('/docs/model-application/langgraph/basic-flow');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'LangGraph' })).toBeVisible();
  });

  test('links inside content navigate without a full reload', async ({ page }) => {
    await page.goto('/docs/opencv/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('main .markdown a[href="/docs/opencv/basics"]').first().click();
    await expect(page).toHaveURL(/\/docs\/opencv\/basics$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('links in the content are prefetched when they come into view, but not with data saver on', async ({ page, browser }) => {
    // The model-application pages are in no sidebar: only the content links to them.
    const target = '/page-data/docs/model-application/langchain/core-concepts/page-data.json';
    const link = (p: Page) => p.locator('main .markdown a[href="/docs/model-application/langchain/core-concepts"]').first();
    await page.goto('/docs/model-application/');
    await hydrated(page);
    const prefetched = page.waitForRequest((r) => r.url().endsWith(target));
    // Below the first screen: nothing is fetched until the link is scrolled into view.
    await link(page).scrollIntoViewIfNeeded();
    await prefetched;

    const saver = await browser.newPage();
    await saver.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) }));
    const requested: string[] = [];
    saver.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await saver.goto('/docs/model-application/');
    await hydrated(saver);
    await link(saver).scrollIntoViewIfNeeded();
    // Intersection observers report by the next frames: two of them and the links in view have been seen.
    await saver.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requested).not.toContain(target);
    // Hovering still loads the page, as Gatsby's Link does: the page is live and its requests are seen.
    const hovered = saver.waitForRequest((r) => r.url().endsWith(target));
    await link(saver).hover();
    await hovered;
    await saver.close();
  });

  test('the table of contents highlights the heading being read', async ({ page }) => {
    await page.goto('/docs/development_tool/git');
    await hydrated(page);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    for (const id of ['ignoring-files', 'installing-git']) {
      await page.locator(`#${id}`).evaluate((heading) => heading.scrollIntoView());
      await expect(toc.locator(`a[href="#${id}"]`)).toHaveAttribute('aria-current', 'location');
      await expect(toc.locator('a[aria-current="location"]')).toHaveCount(1);
    }
  });

  test('the 开发 navbar item leads to the first page of the tutorial sidebar', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '开发' }).click();
    await expect(page).toHaveURL(/\/docs\/development_tool\/$/);
  });

  test("after the router's navigation the head is the new page's, as its server HTML has it, and nothing of the last page's is left", async ({ page }) => {
    // Each element a Head rendered, as its tag, sorted attributes and text.
    const headOf = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('[data-gatsby-head]')]
          .map(
            (e) =>
              `<${e.tagName.toLowerCase()} ${[...e.attributes]
                .map((a) => `${a.name}=${a.value}`)
                .sort()
                .join(' ')}>${e.textContent}`,
          )
          .sort(),
      );
    await page.goto('/blog');
    const blogHead = await headOf();
    expect(blogHead.some((e) => e.startsWith('<title') && e.endsWith('>Blog | Lin Hao'))).toBe(true);
    await page.goto('/docs/opencv/basics');
    await hydrated(page);
    expect(await headOf()).not.toEqual(blogHead);
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveTitle('Blog | Lin Hao');
    expect(await headOf()).toEqual(blogHead);
  });

  test('doc pages carry the search facets and SEO tags in their head', async ({ page }) => {
    await page.goto('/docs/opencv/basics');
    await expect(page.locator('meta[name="docsearch:language"]')).toHaveAttribute('content', 'en');
    await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute('content', 'docs-default-current');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://linhao.dev/docs/opencv/basics');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\| Lin Hao$/);
  });
});

test.describe('front matter', () => {
  test('a doc says when it last changed, from git, and a page can name its own edit link and last update', async ({ page }) => {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', 'content/docs/opencv/basics.mdx'], { encoding: 'utf8' }).trim();
    const expected = new Date(Number(seconds) * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    await page.goto('/docs/opencv/basics');
    await expect(page.locator('article footer')).toContainText(`Last updated on ${expected} by`);
    await page.goto('/docs/__test__/tabs');
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', 'https://example.com/edit/tabs.mdx');
    await expect(page.locator('article footer')).toContainText('by Fixture Author');
  });

  test('an unlisted doc is built, says so and asks not to be indexed, and is in no sidebar, search index or sitemap', async ({ page, request }) => {
    await page.goto('/docs/__test__/unlisted');
    // Its title comes from the opening "# Heading", shown once.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(['An unlisted page']);
    await expect(page.getByRole('note').filter({ hasText: 'Unlisted page' })).toContainText('only users having a direct link can access it');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', 'unlisted, fixture');
    // hide_table_of_contents
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
    await expect(page.locator('nav[aria-label="Docs sidebar"] a[href="/docs/__test__/unlisted"]')).toHaveCount(0);

    // Every file of the (sharded) search index: its terms and its records' text.
    const { dir } = searchIndexDir();
    const index = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => fs.readFileSync(path.join(f.parentPath, f.name), 'utf8'))
      .join('\n');
    expect(index).toContain('thresholding');
    expect(index).not.toContain('zanzibarquokka');
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('/docs/opencv/basics');
    expect(sitemap).not.toContain('/docs/__test__/unlisted');
  });

  test('a draft is not in the production build', async ({ request }) => {
    expect((await request.get('/docs/__test__/draft')).status()).toBe(404);
  });
});

test.describe('tabs', () => {
  test('a tab group switches together across the page and is remembered across reloads', async ({ page }) => {
    await page.goto('/docs/__test__/tabs');
    const panels = page.getByRole('tabpanel');
    await expect(panels.filter({ visible: true })).toHaveText(['First group on Linux.', 'Second group on Linux.']);
    // The tabs' code loads after the page: wait until they answer.
    await expect(page.locator('[data-tabs][data-tabs-ready]')).toHaveCount(2);
    await page.getByRole('tab', { name: 'macOS' }).first().click();
    await expect(panels.filter({ visible: true })).toHaveText(['First group on macOS.', 'Second group on macOS.']);
    await expect(page.getByRole('tab', { name: 'macOS' }).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(panels.filter({ visible: true })).toHaveText(['First group on macOS.', 'Second group on macOS.']);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac');
    // Arrow keys move between tabs, as for any tab list.
    await page.getByRole('tab', { name: 'macOS' }).first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Linux' }).first()).toBeFocused();
    await expect(panels.filter({ visible: true })).toHaveText(['First group on Linux.', 'Second group on Linux.']);
  });

  test('a tab clicked before the tabs code has arrived is chosen once it does', async ({ page }) => {
    // The scripts the page loads up front (its HTML's and its template's chunks, as the byte budgets
    // count them) come through; anything else, the tabs' chunk among them, waits until after the click.
    const upFront = new Set(firstLoad('/docs/__test__/tabs').js.map((f) => `/${f.name.replace(/^\//, '')}`));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      const file = new URL(route.request().url()).pathname;
      // The frame's chunk too: the colour toggle it enables says the page has hydrated.
      if (!upFront.has(file) && !/^\/frame-/.test(file)) await released;
      await route.continue();
    });
    await page.goto('/docs/__test__/tabs');
    // Hydrated (the colour toggle turns on), but the tabs' code is held back.
    await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeEnabled();
    await expect(page.locator('[data-tabs-ready]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'macOS' }).first().click();
    release();
    await expect(page.getByRole('tabpanel').filter({ visible: true })).toHaveText(['First group on macOS.', 'Second group on macOS.']);
  });

  test('the install tabs read and write their choice in the query string', async ({ page }) => {
    // The page has two install groups with the same groupId and queryString: both follow the URL, and each other.
    await page.goto('/docs/opencv/?installer=conda');
    const conda = page.getByRole('tab', { name: 'conda' });
    await expect(conda).toHaveCount(2);
    for (const tab of await conda.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-tabs][data-tabs-ready]')).toHaveCount(2);
    await expect(page.getByRole('tabpanel').filter({ visible: true }).first()).toContainText('conda install -c conda-forge opencv');
    await page.getByRole('tab', { name: 'uv' }).first().click();
    await expect(page).toHaveURL(/\?installer=uv$/);
    await expect(page.getByRole('tab', { name: 'uv' }).nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('details open and close without JavaScript of their own', async ({ page }) => {
    await page.goto('/docs/__test__/tabs');
    const details = page.locator('main details');
    await expect(details.getByText('It exists for the end-to-end tests.')).toBeHidden();
    await details.getByText('More about this page').click();
    await expect(details.getByText('It exists for the end-to-end tests.')).toBeVisible();
  });
});

test.describe('islands', () => {
  test('an island is rendered at build time and works once its code loads, on its page only', async ({ page }) => {
    const islandChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/island-[^/]*\.js$/.test(r.url()) || /\/islands?[-.]/.test(new URL(r.url()).pathname)) islandChunks.push(r.url());
    });
    await page.goto('/docs/machine_learning/traditional_algorithm/k_means');
    await expect(page.locator('main .markdown')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(islandChunks).toEqual([]);

    await page.goto('/docs/machine_learning/traditional_algorithm/logistic_regression');
    const island = page.locator('[data-island="SigmoidExplorer"]');
    // In the HTML before any script: the result for the initial score.
    await expect(island.locator('figcaption')).toContainText('σ(1.5) = 0.818');
    const slider = island.getByRole('slider', { name: /z =/ });
    await expect.poll(() => islandChunks.length).toBeGreaterThan(0);
    await expect(async () => {
      await slider.fill('-3');
      await expect(island.locator('figcaption')).toContainText('σ(-3.0) = 0.047: class 0', { timeout: 500 });
    }).toPass();
  });
});

test('a _category_ file labels and places its category, whose generated index lists its pages', async ({ page }) => {
  await page.goto('/docs/__test__/category/first');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const category = sidebar.getByRole('link', { name: 'A category from its file' });
  await expect(category).toHaveAttribute('href', '/docs/category/a-category-from-its-file');
  await category.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A category from its file');
  await expect(page.locator('main')).toContainText('Two pages, listed by the page the build makes for them.');
  const cards = page.locator('main li', { has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.getByRole('link')).toHaveText(['First page of the category', 'Second page of the category']);
  await expect(cards.first()).toContainText("The first page's description, shown on the generated index.");
  // A page without a description is shown with its first paragraph, as Docusaurus shows it…
  await expect(cards.nth(1)).toContainText('Text of the second page.');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Two pages, listed by the page the build makes for them.');
  // …and the index page is placed like a doc: breadcrumbs, and previous/next in the sidebar's order.
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('A category from its file');
  await expect(page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]')).toHaveAttribute('href', '/docs/__test__/category/first');
  await page.goto('/docs/__test__/category/second');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Text of the second page.');
});

test.describe('diagrams and samples', () => {
  const PAGE = '/docs/__test__/diagram';

  test("a mermaid diagram is drawn at build time in the colour mode's theme, and no Mermaid code reaches the reader", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(PAGE);
    const diagram = page.locator('.mermaid-diagram');
    const light = diagram.locator('svg.gh-light-mode-only');
    const dark = diagram.locator('svg.gh-dark-mode-only');
    await expect(light).toBeVisible();
    await expect(dark).toBeHidden();
    await expect(light.getByText('Vector store')).toBeVisible();
    const box = await light.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(40);
    // Drawn, not just present: the node boxes have Mermaid's fill for each theme.
    const fill = (svg: typeof light) =>
      svg
        .locator('.node rect')
        .first()
        .evaluate((r) => getComputedStyle(r).fill);
    expect(await fill(light)).toBe('rgb(236, 236, 255)');

    await page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' }).click();
    await expect(dark).toBeVisible();
    await expect(light).toBeHidden();
    expect(await fill(dark)).toBe('rgb(31, 32, 32)');

    // The page's scripts are the site's own; none of them carries Mermaid.
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((b) => /mermaidAPI|flowchart-v2/.test(b))).toBe(false);
    expect(firstLoad(PAGE).js.map((f) => f.name)).toEqual(firstLoad(BASICS).js.map((f) => f.name));
  });

  test("a sample's printed output is titled Output, and a program the site does not run says why", async ({ page }) => {
    await page.goto(PAGE);
    const output = page.locator('.code-block-output');
    await expect(output.locator('.code-block-title')).toHaveText('Output');
    await expect(output.locator('pre')).toHaveText('6');
    await expect(page.locator('.code-block-note')).toHaveText('Not run by this site: needs an OpenAI API key');
  });
});

test('content runs with the public settings as its whole environment: a page printing a token or any other variable shows nothing, and no built file holds it', async ({
  page,
}) => {
  await page.goto('/docs/__test__/secrets');
  // The build ran with the test environment: its public setting reaches the page…
  await expect(page.getByText('Public setting: [1]')).toBeVisible();
  // …and neither a plain variable nor the secret beside it did (node/mdx/sandbox/).
  await expect(page.getByText('Plain variable: []')).toBeVisible();
  await expect(page.getByText('Secret variable: []')).toBeVisible();
  // grep exits 1 when no file matches.
  const grep = spawnSync('grep', ['-rl', '--binary-files=without-match', 'e2e-deploy-token-must-never-publish', 'public'], { encoding: 'utf8' });
  expect({ status: grep.status, files: grep.stdout.trim() }).toEqual({ status: 1, files: '' });
});

test("an author with a page: the post links the name there, the page lists the author's posts, and the authors page lists the author", async ({ page }) => {
  // The newest post: on the first page of the author's list.
  const post = blogPosts().sort((a, b) => b.route.localeCompare(a.route))[0];
  await page.goto(post.route);
  const authors = page.getByRole('list', { name: 'Authors' });
  await authors.getByRole('link', { name: 'Lin Hao' }).click();
  await expect(page).toHaveURL(/\/blog\/authors\/linhao$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lin Hao');
  await expect(page.locator(`main a[href="${post.route}"]`).first()).toBeVisible();
  await page.goto('/blog/authors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors');
  await expect(page.locator('main').getByRole('link', { name: 'Lin Hao' })).toHaveAttribute('href', '/blog/authors/linhao');
  await expect(page.getByText(`${blogPosts().length} posts`)).toBeVisible();
});

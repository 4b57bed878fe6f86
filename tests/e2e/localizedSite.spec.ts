/**
 * The versioned Docusaurus site translated into Arabic, right to left (tests/fixtures/versioned-site/i18n,
 * built into .e2e/public-versioned, served on port 9127): English at the root, Arabic under /ar/, every
 * page in both, the untranslated ones in English with a notice.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { searchFor } from './searchModal';

test.use({ baseURL: 'http://127.0.0.1:9127' });

const SITE = 'https://beacon.example.org';
const notice = (page: Page) => page.getByRole('note').filter({ hasText: 'لم تُترجم هذه الصفحة بعد' });
const localeMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(English|العربية)$/ });

test('a translated doc is in Arabic, right to left, its links leading to the Arabic pages', async ({ page }) => {
  await page.goto('/ar/docs/next/guides/install');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التثبيت');
  await expect(notice(page)).toHaveCount(0);
  const article = page.locator('article');
  // A relative .md link, one to a file the locale has not translated, and an absolute route: all stay in Arabic.
  await expect(article.getByRole('link', { name: 'مرجع سطر الأوامر' })).toHaveAttribute('href', '/ar/docs/next/reference/cli');
  await expect(article.getByRole('link', { name: 'الإضافات' })).toHaveAttribute('href', '/ar/docs/next/guides/plugins');
  await expect(article.getByRole('link', { name: 'المقدمة' })).toHaveAttribute('href', '/ar/docs/next/intro');
  // The sidebar has the translated labels, and leads to the Arabic pages.
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'مقدمة' })).toHaveAttribute('href', '/ar/docs/next/intro');
  // Category labels from the locale's current.json, as Docusaurus reads them; 2.0 has no such file and keeps them.
  await expect(sidebar.getByText('الأدلة', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('المرجع', { exact: true })).toBeVisible();
  // The navbar's links lead to the Arabic pages.
  await hydrated(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  // The navbar's, the footer's and the theme's words from the locale's navbar.json, footer.json and code.json.
  await expect(main.getByRole('link', { name: 'المدونة', exact: true })).toHaveAttribute('href', '/ar/blog');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'المدونة' })).toHaveAttribute('href', '/ar/blog');
  await expect(page.getByRole('navigation', { name: 'في هذه الصفحة' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Docs pages' })).toContainText('التالي');
  // What code.json leaves out stays in English.
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(main.getByRole('link', { name: 'Beacon' }).first()).toHaveAttribute('href', '/ar/');
});

test('a page not translated yet is there in English, marked as such, never a 404', async ({ page, request }) => {
  const response = await page.goto('/ar/docs/next/guides/plugins');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(notice(page)).toContainText('English');
  // Its words are English: the article says so to screen readers.
  await expect(page.locator('article')).toHaveAttribute('lang', 'en');
  await expect(page.locator('article')).toHaveAttribute('dir', 'ltr');
  // Every page of the default locale is in the sitemap under /ar/ too, and is served.
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE, ''));
  const english = urls.filter((u) => !u.startsWith('/ar/'));
  expect(english.length).toBeGreaterThan(10);
  for (const url of english) expect(urls).toContain(url === '/' ? '/ar/' : `/ar${url}`);
  for (const url of english.slice(0, 12)) expect((await request.get(url === '/' ? '/ar/' : `/ar${url}`)).status()).toBe(200);
});

test('the locale dropdown leads to the same page in the other locale, keeping the fragment', async ({ page }) => {
  await page.goto('/docs/next/guides/install#check-the-install');
  await hydrated(page);
  await expect(localeMenu(page)).toHaveAccessibleName('English');
  await localeMenu(page).hover();
  await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/docs\/next\/guides\/install#check-the-install$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await hydrated(page);
  await expect(localeMenu(page)).toHaveAccessibleName('العربية');
  await localeMenu(page).hover();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:9127\/docs\/next\/guides\/install#check-the-install$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('versions work in each locale: the version dropdown and banner stay in Arabic', async ({ page }) => {
  await page.goto('/ar/docs/1.0/guides/install');
  // The banner and the badge in the words of the locale's code.json.
  const banner = page.getByRole('alert').filter({ hasText: 'هذه وثائق Beacon 1.0، ولم تعد تُصان.' });
  await expect(banner).toContainText('لأحدث الوثائق، راجع أحدث إصدار (2.0).');
  await expect(banner.getByRole('link', { name: 'أحدث إصدار' })).toHaveAttribute('href', '/ar/docs/guides/install');
  await expect(page.getByText('الإصدار: 1.0', { exact: true })).toBeVisible();
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: '1.0', exact: true }).hover();
  // The current docs' label from the locale's current.json (`version.label`), in the dropdown as in the banner.
  await page.getByRole('banner').getByRole('link', { name: 'القادم', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/docs\/next\/guides\/install$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التثبيت');
  await expect(page.getByRole('banner').getByRole('button', { name: 'القادم', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This is unreleased documentation for Beacon القادم version.');
  // 2.0's translated introduction.
  await page.goto('/ar/docs/intro');
  await expect(page.locator('article')).toContainText('هذه وثائق بيكون 2.0');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByText('Guides', { exact: true })).toBeVisible();
});

test("the words each page's data brings are in Arabic: the last update with its date as Arabic writes it, the breadcrumbs, a post's date", async ({ page }) => {
  await page.goto('/ar/docs/next/guides/install');
  const updated = page.locator('article footer').getByText(/^آخر تحديث/);
  await expect(updated).toHaveText('آخر تحديث في 1 مارس 2025 بواسطة ليلى');
  await expect(updated.locator('time')).toHaveAttribute('datetime', '2025-03-01');
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: 'الوثائق', exact: true })).toHaveAttribute(
    'href',
    '/ar/docs/next',
  );
  await page.goto('/ar/blog/2025/03/01/beacon-2');
  await expect(page.locator('article header time')).toHaveText('1 مارس 2025');
  // The blog's lists: a year's and a tag's, their counts in Arabic's plural forms.
  await page.goto('/ar/blog/2025');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مقالات 2025');
  await page.goto('/ar/blog/tags/release');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مقالات موسومة «release»');
  await expect(page.locator('header p').first()).toHaveText('مقالة واحدة بالوسم release.');
  // The same pages in English, in English.
  await page.goto('/blog/2025/03/01/beacon-2');
  await expect(page.locator('article header time')).toHaveText('March 1, 2025');
});

test("a translated page's content has its anchors and its code blocks' frame in Arabic", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ar/docs/next/guides/install');
  await expect(page.locator('#check-the-install a.hash-link')).toHaveAttribute('aria-label', 'رابط مباشر إلى تحقّق من التثبيت');
  await hydrated(page);
  const block = page.locator('article .code-block').first();
  await block.hover();
  await block.getByRole('button', { name: 'نسخ الرمز إلى الحافظة' }).click();
  await expect(block.getByRole('button', { name: 'تم النسخ' })).toHaveText('تم النسخ');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('beacon --version');
  // Then it says again what it does, in Arabic.
  await expect(block.getByRole('button', { name: 'نسخ الرمز إلى الحافظة' })).toHaveText('نسخ');
  // An untranslated page is the English page's rendering.
  await page.goto('/ar/docs/next/guides/plugins');
  await expect(page.locator('article .copy-button').first()).toHaveAttribute('aria-label', 'Copy code to clipboard');
});

test("each locale has its 404 page, in its words, leading to the locale's pages", async ({ page }) => {
  await page.goto('/ar/404.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('main h1')).toHaveText('الصفحة غير موجودة');
  await expect(page.locator('main').getByRole('link', { name: 'الصفحة الرئيسية' })).toHaveAttribute('href', '/ar/');
  await expect(page.locator('main').getByRole('link', { name: 'blog', exact: true })).toHaveAttribute('href', '/ar/blog');
  await hydrated(page);
  // From it, the locale dropdown leads to each locale's home page.
  await expect(page.getByRole('banner').locator('a[hreflang="en"]')).toHaveAttribute('href', '/');
  await page.goto('/404.html');
  await expect(page.locator('main h1')).toHaveText('Page not found');
  await expect(page.locator('main').getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
});

test('the blog is translated post by post, its links in Arabic', async ({ page }) => {
  await page.goto('/ar/blog');
  await expect(page.getByRole('link', { name: 'صدر بيكون 2.0' }).first()).toBeVisible();
  await page.goto('/ar/blog/2025/03/01/beacon-2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صدر بيكون 2.0');
  await expect(page.locator('article').getByRole('link', { name: 'دليل التثبيت' })).toHaveAttribute('href', '/ar/docs/guides/install');
});

test('search engines find each page in every locale: hreflang with x-default, in the page and in the sitemap', async ({ page, request }) => {
  await page.goto('/ar/docs/next/guides/install');
  const alternates = await page
    .locator('link[rel=alternate][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en', `${SITE}/docs/next/guides/install`],
    ['ar', `${SITE}/ar/docs/next/guides/install`],
    ['x-default', `${SITE}/docs/next/guides/install`],
  ]);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  // The sitemap lists the pages that are their own canonical (the docs being written have the plugins page alone).
  const entry = sitemap.match(/<url><loc>https:\/\/beacon\.example\.org\/ar\/docs\/next\/guides\/plugins<\/loc>.*?<\/url>/)?.[0] ?? '';
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/docs/next/guides/plugins"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${SITE}/ar/docs/next/guides/plugins"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/docs/next/guides/plugins"/>`);
});

test("search finds the pages of the reader's locale only, and its search page is the locale's", async ({ page }) => {
  const search = (query: string) => searchFor(page, query);
  const hits = page.locator('.DocSearch-Hit a');
  await page.goto('/ar/docs/next/intro');
  await hydrated(page);
  await search('التثبيت');
  // DocSearch's own words in Arabic where code.json has them.
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'ابحث في الوثائق');
  await expect(page.locator('.DocSearch-Footer')).toContainText('للإغلاق');
  await expect(hits.first()).toHaveAttribute('href', /^\/ar\/docs\/next\/guides\/install/);
  // A page not translated yet is found in the locale, at its route there.
  await page.locator('.DocSearch-Input').fill('quasar');
  await expect(hits.first()).toHaveAttribute('href', /^\/ar\/docs\/next\/guides\/plugins/);
  expect(await hits.evaluateAll((links) => links.map((l) => l.getAttribute('href')).filter((href) => !href?.startsWith('/ar/')))).toEqual([]);
  await expect(page.getByRole('link', { name: /^See all \d+ results$/ })).toHaveAttribute('href', '/ar/search?q=quasar');
  await page.keyboard.press('Escape');
  // From an English page, the Arabic words are not found, and the modal speaks English.
  await page.goto('/docs/next/intro');
  await hydrated(page);
  await search('التثبيت');
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
});

test('a right-to-left page is laid out from the right: the sidebar right of the text, the table of contents left of it, code left to right', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/ar/docs/next/guides/install');
  await hydrated(page);
  const box = async (name: string, locator = page.locator(name)) => (await locator.first().boundingBox())!;
  const sidebar = await box('sidebar', page.getByRole('navigation', { name: 'Docs sidebar' }));
  const article = await box('article');
  const toc = await box('toc', page.getByRole('navigation', { name: 'في هذه الصفحة' }));
  expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1);
  expect(toc.x + toc.width).toBeLessThan(article.x + 1);
  // The quote's rule is on its right, where its lines start.
  const quote = page.locator('article blockquote');
  expect(await quote.evaluate((el) => [getComputedStyle(el).borderRightWidth, getComputedStyle(el).borderLeftWidth])).toEqual(['4px', '0px']);
  // Code reads left to right, as in Docusaurus.
  expect(
    await page
      .locator('article pre')
      .first()
      .evaluate((el) => getComputedStyle(el).direction),
  ).toBe('ltr');
  // The English page is the mirror image, in English.
  await page.goto('/docs/next/guides/install');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  const englishSidebar = await box('sidebar', page.getByRole('navigation', { name: 'Docs sidebar' }));
  expect(englishSidebar.x).toBeLessThan((await box('article')).x);
  await page.goto('/ar/docs/next/guides/install');
  await testInfo.attach('right-to-left doc page', { body: await page.screenshot(), contentType: 'image/png' });
});

for (const [name, route] of [
  ['a translated doc', '/ar/docs/next/guides/install'],
  ['an untranslated doc', '/ar/docs/next/guides/plugins'],
  ['the blog', '/ar/blog'],
]) {
  test(`${name} in Arabic (right to left) has no axe violations`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('no built page carries a NUL byte, whatever its script: React 18 put them between multi-byte characters at its chunk boundaries', () => {
  // node/webpack/reactDomServerPatch.cjs. The Arabic pages of this site had six such before the fix.
  for (const dir of ['.e2e/public-versioned', 'public']) {
    const pages = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && fs.statSync(path.join(dir, f)).isFile());
    expect(pages.length).toBeGreaterThan(20);
    expect(
      pages.filter((f) => fs.readFileSync(path.join(dir, f)).includes(0)),
      dir,
    ).toEqual([]);
  }
});

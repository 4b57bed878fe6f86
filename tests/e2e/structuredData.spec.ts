/**
 * JSON-LD in the built pages, read in Chromium as search engines read it:
 * it parses, it meets the properties Google requires of its type
 * (tests/support/structuredData.ts), and it says what the page shows.
 * And the sitemap dates each doc as its footer does.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { structuredDataProblems } from '../support/structuredData';
import { blogPosts } from './content';
import { hydrated } from './hydrated';

type Json = Record<string, unknown>;

/** Every JSON-LD block of the page's head, parsed. */
const jsonLd = (page: Page) =>
  page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>));

/** The trail the page shows: each crumb's text and, when linked, its absolute URL. */
const visibleTrail = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => ({ name: li.textContent.trim(), href: li.querySelector('a')?.href ?? null, current: li.getAttribute('aria-current') === 'page' })),
    );

/** The visible trail as the JSON-LD must give it: each linked crumb, then the page (with its address). */
async function expectedTrail(page: Page) {
  const here = new URL(page.url());
  return (await visibleTrail(page))
    .filter((c) => c.href !== null || c.current)
    .map((c) => ({ name: c.name, item: `${siteConfig.url}${new URL(c.current ? here.href : c.href!).pathname}` }));
}

async function expectBreadcrumbsMatch(page: Page) {
  const blocks = await jsonLd(page);
  const trails = blocks.filter((b) => b['@type'] === 'BreadcrumbList');
  expect(trails).toHaveLength(1);
  expect(structuredDataProblems(trails[0])).toEqual([]);
  const listed = (trails[0].itemListElement as Json[]).map((i) => ({ name: i.name, item: i.item }));
  expect(listed).toEqual(await expectedTrail(page));
}

test("a doc describes the breadcrumbs it shows; after a client-side navigation the head holds none of the previous page's", async ({ page }) => {
  await page.goto('/docs/development_tool/docker');
  await hydrated(page);
  await expectBreadcrumbsMatch(page);
  expect((await expectedTrail(page)).length, 'docs home, category, page').toBeGreaterThanOrEqual(3);
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/git$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Git');
  // JSON-LD is written into the built HTML only (src/components/Seo), for crawlers, which load each page.
  await expect.poll(async () => (await jsonLd(page)).length).toBe(0);
  await page.reload();
  await expectBreadcrumbsMatch(page);
});

test("a category's index page describes its trail", async ({ page }) => {
  await page.goto('/docs/machine_learning');
  await expectBreadcrumbsMatch(page);
});

test('a post is a BlogPosting with the headline, date and authors it shows', async ({ page }) => {
  const post = blogPosts()[0];
  await page.goto(post.route);
  const [posting] = (await jsonLd(page)).filter((b) => b['@type'] === 'BlogPosting');
  expect(structuredDataProblems(posting)).toEqual([]);
  expect(posting.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  expect(posting.datePublished).toBe(await page.locator('article header time').first().getAttribute('datetime'));
  expect(posting.url).toBe(`${siteConfig.url}${post.route}`);
  const shown = page.getByRole('list', { name: 'Authors' }).getByRole('listitem');
  const authors = posting.author as Json[];
  expect(authors.length).toBeGreaterThan(0);
  await expect(shown).toHaveCount(authors.length);
  for (const [i, author] of authors.entries()) await expect(shown.nth(i)).toContainText(author.name as string);
});

test('the home page describes the site and its search, and the search URL it gives works', async ({ page }) => {
  await page.goto('/');
  const [site] = (await jsonLd(page)).filter((b) => b['@type'] === 'WebSite');
  expect(structuredDataProblems(site)).toEqual([]);
  const template = ((site.potentialAction as Json).target as Json).urlTemplate as string;
  const search = new URL(template.replace('{search_term_string}', 'opencv'));
  await page.goto(`${search.pathname}${search.search}`);
  await expect(page.getByRole('searchbox').first()).toHaveValue('opencv');
});

test('a title that holds markup stays data in the JSON-LD, and the unlinked category of its trail is left out', async ({ page, request }) => {
  const route = '/docs/__test__/markup-in-title';
  const html = await (await request.get(route)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(blocks).toHaveLength(1);
  expect(blocks[0]).not.toMatch(/[<>]/);
  await page.goto(route);
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
  const [trail] = await jsonLd(page);
  expect((trail.itemListElement as Json[]).at(-1)!.name).toBe('Markup in a title: </script><script>window.pwned = true</script> & <b>bold</b>');
  // The page sits in the test docs' folder, a category the sidebar shows without a link.
  expect((await visibleTrail(page)).some((c) => c.href === null && !c.current)).toBe(true);
  await expectBreadcrumbsMatch(page);
});

test("the sitemap dates each doc as the doc's footer does", async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const route of ['/docs/development_tool/git', '/docs/opencv/basics']) {
    await page.goto(route);
    const shown = await page.locator('article footer time, article time[datetime]').last().getAttribute('datetime');
    expect(shown, `${route} shows its last update`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const entry = new RegExp(`<url><loc>${siteConfig.url}${route}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap);
    expect(entry?.[1], `${route} in the sitemap`).toMatch(new RegExp(`^${shown}`));
  }
});

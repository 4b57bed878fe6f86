/**
 * Social cards: every doc and post names its card in its head, the card is
 * in the build at 1200×630, and front matter's `image` wins over it.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { blogPosts } from './content';

const meta = (page: Page, property: string) => page.locator(`head meta[property="${property}"], head meta[name="${property}"]`).getAttribute('content');

for (const [label, route] of [
  ['a doc', '/docs/opencv/basics'],
  ['a post', blogPosts()[0].route],
]) {
  test(`${label} names its card, which the build holds as a 1200×630 PNG`, async ({ page, request }) => {
    await page.goto(route);
    const image = await meta(page, 'og:image');
    expect(image).toMatch(new RegExp(`^${siteConfig.url}/img/cards/[0-9a-f]{16}\\.png$`));
    expect(await meta(page, 'og:image:width')).toBe('1200');
    expect(await meta(page, 'og:image:height')).toBe('630');
    expect(await meta(page, 'og:image:alt')).toBe(`${await page.getByRole('heading', { level: 1 }).textContent()} · ${siteConfig.title}`);
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
  });
}

test("front matter's image wins over the card", async ({ page }) => {
  await page.goto('/docs/__test__/category/second');
  expect(await meta(page, 'og:image')).toBe('https://images.example.org/second-page-card.png');
  await expect(page.locator('head meta[property="og:image:width"]')).toHaveCount(0);
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
});

test('each doc and post has a card of its own', async ({ request }) => {
  const routes = ['/docs/development_tool/git', '/docs/development_tool/docker', blogPosts()[0].route, blogPosts()[1].route];
  const images = await Promise.all(routes.map(async (route) => /property="og:image" content="([^"]+)"/.exec(await (await request.get(route)).text())?.[1]));
  expect(new Set(images).size).toBe(routes.length);
});

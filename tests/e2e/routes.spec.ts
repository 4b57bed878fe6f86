import { expect, test } from '@playwright/test';
import { blogPosts, frontmatterOf } from './content';
import { hydrated } from './hydrated';
import { DOC_ROUTES } from './routes';

const SITE = 'Lin Hao';

test.describe('every doc route of the spec', () => {
  for (const { route, file } of DOC_ROUTES) {
    test(`${route} shows ${file}`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const title = String(frontmatterOf(file).title);
      await expect(page.locator('main h1')).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | ${SITE}`);
      expect(new URL(page.url()).pathname).toBe(route);
    });
  }
});

test.describe('site routes', () => {
  test('home page: title, tagline, a way into the docs, topics and the latest posts', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main h1')).toHaveText(SITE);
    await expect(page.getByText('A blog about my life', { exact: false }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Read the docs' }).click();
    await expect(page).toHaveURL(/\/docs\/development_tool\/$/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Topics' })).toBeVisible();
    const latest = blogPosts().sort((a, b) => b.route.localeCompare(a.route))[0];
    await expect(page.getByRole('link', { name: latest.title })).toBeVisible();
  });

  test('/docs is the docs root with the tutorial sidebar', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.locator('main h1')).toHaveText('Documentation');
    await expect(page).toHaveTitle(`Documentation | ${SITE}`);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Development tools' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Programming languages' })).toBeVisible();
    // Where to start: the main doc, by its title; each section says how many pages it has.
    const lead = page.locator('main p').first();
    await expect(lead).toHaveText('Start with Programming languages, or pick a section.');
    await expect(lead.getByRole('link')).toHaveAttribute('href', '/docs/programming-languages/');
    const card = page.locator('li', { has: page.getByRole('heading', { level: 2, name: 'Development tools' }) });
    await expect(card.locator('p').last()).toHaveText(/^\d+ pages?$/);
  });

  test('/blog lists the newest posts first and paginates', async ({ page }) => {
    const posts = blogPosts().sort((a, b) => b.route.localeCompare(a.route));
    await page.goto('/blog');
    await expect(page).toHaveTitle(`Blog | ${SITE}`);
    await expect(page.locator('main article h2')).toHaveText(posts.slice(0, 10).map((p) => p.title));
    await page.getByRole('link', { name: /Older posts/ }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    // The router changes the URL before React shows the next page: wait for its list, not the URL alone.
    await expect(page.locator('main article h2')).toHaveText(posts.slice(10, 20).map((p) => p.title));
  });

  test('each year has a page listing its posts, and the sidebar shows every year', async ({ page }) => {
    const posts = blogPosts();
    const years = [...new Set(posts.map((p) => p.year))].sort().reverse();
    expect(years.length).toBeGreaterThanOrEqual(3);
    for (const year of years) {
      const response = await page.goto(`/blog/${year}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveText(`Posts from ${year}`);
      const listed = await page.locator('main article h2').allTextContents();
      expect(listed.sort()).toEqual(
        posts
          .filter((p) => p.year === year)
          .map((p) => p.title)
          .sort(),
      );
    }
    const sidebarYears = await page.getByRole('navigation', { name: 'Blog posts' }).locator('h2').allTextContents();
    expect(sidebarYears).toEqual(years);
  });

  test('a post shows its title, date, reading time, tags and the year-grouped sidebar', async ({ page }) => {
    const post = blogPosts()[0];
    await page.goto(post.route);
    await expect(page.locator('main h1')).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} | ${SITE}`);
    await expect(page.locator('main time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' })).toBeVisible();
    const active = page.getByRole('navigation', { name: 'Blog posts' }).locator('[aria-current="page"]');
    await expect(active).toHaveText(post.title);
  });

  test('/search exists and reads q', async ({ page }) => {
    await page.goto('/search?q=docker');
    await expect(page.locator('#search-page-input')).toHaveValue('docker');
    await expect(page).toHaveTitle(`Search | ${SITE}`);
  });

  test('an unknown path shows the not-found page in the layout, with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText('Page not found');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the not-found page under /docs does not mark the docs item current: its frame is the one built for /404.html', async ({ page }) => {
    const response = await page.goto('/docs/no-such-doc');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('main h1')).toHaveText('Page not found');
    // The version and locale dropdowns' own current entries, as on every page; not the docs item.
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current]')).toHaveText(['Next', 'English']);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '开发' })).not.toHaveAttribute('aria-current');
  });

  test('a .html path answers with the page or a redirect to it, never the not-found page', async ({ page }) => {
    // Records any "Page not found" heading the page ever shows, however briefly.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if ([...document.querySelectorAll('h1')].some((h) => h.textContent === 'Page not found'))
          (window as unknown as { sawNotFound: boolean }).sawNotFound = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const answer = await page.request.get('/docs/opencv/basics.html', { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain('Page not found');
    await page.goto('/docs/opencv/basics.html');
    await expect(page).toHaveURL(/\/docs\/opencv\/basics$/);
    await expect(page.locator('main h1')).toHaveText(String(frontmatterOf('content/docs/opencv/basics.mdx').title));
    const second = await page.goto('/docs/opencv/index.html?x=1#installing');
    expect(second?.status()).toBe(200);
    await expect(page).toHaveURL(/\/docs\/opencv\/\?x=1#installing$/);
    await expect(page.locator('main h1')).toHaveText('OpenCV');
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { sawNotFound?: boolean }).sawNotFound)).toBeUndefined();
  });

  test('feeds, sitemap and robots.txt are served', async ({ request }) => {
    const rss = await request.get('/blog/rss.xml');
    expect(rss.status()).toBe(200);
    const body = await rss.text();
    expect(body).toContain('<rss version="2.0"');
    expect(body.match(/<item>/g)?.length).toBe(blogPosts().length);
    expect((await request.get('/blog/atom.xml')).status()).toBe(200);
    const sitemap = await request.get('/sitemap-index.xml');
    expect(sitemap.status()).toBe(200);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  });

  test('both feeds parse as XML in a browser, with every post, its summary and its authors', async ({ page }) => {
    await page.goto('/');
    for (const [feed, entry, summary] of [
      ['/blog/rss.xml', 'item', 'description'],
      ['/blog/atom.xml', 'entry', 'summary'],
    ] as const) {
      const parsed = await page.evaluate(
        async ({ feed, entry, summary }) => {
          const doc = new DOMParser().parseFromString(await (await fetch(feed)).text(), 'application/xml');
          const entries = [...doc.getElementsByTagName(entry)];
          return {
            errors: doc.getElementsByTagName('parsererror').length,
            entries: entries.length,
            withSummary: entries.filter((e) => e.getElementsByTagName(summary)[0]?.textContent?.trim()).length,
            withAuthor: entries.filter((e) => e.getElementsByTagName('author').length > 0).length,
          };
        },
        { feed, entry, summary },
      );
      expect(parsed).toEqual({ errors: 0, entries: blogPosts().length, withSummary: blogPosts().length, withAuthor: blogPosts().length });
    }
  });
});

test('blog lists show a post up to its truncate marker, with "Read more" leading to the post', async ({ page }) => {
  await page.goto('/blog/2026');
  const card = page.locator('article', { has: page.getByRole('link', { name: 'From pip to uv', exact: false }) }).first();
  await expect(card).toContainText('For six years my Python setup was the same');
  await expect(card).not.toContainText('Why bother');
  await card.getByRole('link', { name: /^Read more about/ }).click();
  await expect(page).toHaveURL(/\/blog\/2026\/01\/24\/from-pip-to-uv$/);
  await expect(page.getByRole('heading', { name: 'Why bother' })).toBeVisible();
});

test('a post and the blog list show the post authors from blog/authors.yml', async ({ page }) => {
  await page.goto('/blog/2026/01/24/from-pip-to-uv');
  const authors = page.getByRole('list', { name: 'Authors' });
  // authors.yml gives Lin Hao a page (page: true): the name leads there.
  await expect(authors.getByRole('link', { name: 'Lin Hao' })).toHaveAttribute('href', '/blog/authors/linhao');
  await expect(authors).toContainText('Writes this site');
  await page.goto('/blog');
  await expect(page.getByRole('list', { name: 'Authors' }).first()).toContainText('Lin Hao');
});

test('tags take their label and description from blog/tags.yml', async ({ page }) => {
  await page.goto('/blog/2025/05/31/shipping-defect-detection');
  const tag = page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'OpenCV' });
  await expect(tag).toHaveAttribute('href', '/blog/tags/opencv');
  await tag.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged "OpenCV"');
  await expect(page.locator('main')).toContainText('Computer vision projects with OpenCV, from prototype to production.');
});

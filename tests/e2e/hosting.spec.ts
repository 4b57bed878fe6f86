/**
 * The production build served by the real static hosts that run here
 * (tests/e2e/staticHosts.ts): every route in its exact form with 200 and no
 * redirect, the `.html` forms reaching their page, a 404 page for an unknown
 * path, the cache and security headers of each kind of file, and client-side
 * navigation in Chromium. GitHub Pages itself cannot run here: a mode of
 * scripts/serve.mjs follows its rules instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { blogPosts, frontmatterOf } from './content';
import { hydrated } from './hydrated';
import { STATIC_HOSTS, unavailable, type RunningHost } from './staticHosts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

const post = blogPosts().sort((a, b) => a.route.localeCompare(b.route))[0];
/** A route of every template, in the exact form the spec gives. */
const ROUTES = [
  '/',
  '/docs',
  '/docs/development_tool/',
  '/docs/development_tool/docker',
  '/docs/machine_learning/neural_network',
  '/docs/model-application/langchain/',
  '/blog',
  '/blog/page/2',
  `/blog/${post.year}`,
  post.route,
  '/blog/tags',
  '/blog/tags/python',
  '/blog/authors/linhao',
  '/search',
];

/** One file of each kind, found in the build (their names carry hashes), with the caching it must get. */
function filesOfEachKind(): { kind: string; path: string; type: RegExp; cache: string }[] {
  const publicDir = path.resolve('public');
  const rootFile = (pattern: RegExp) => `/${fs.readdirSync(publicDir).find((f) => pattern.test(f))}`;
  const indexDir = fs.readdirSync(path.join(publicDir, 'search')).find((f) => /^[0-9a-f]{16}$/.test(f));
  const image = fs.readdirSync(path.join(publicDir, 'assets/images')).find((f) => f.endsWith('.webp'));
  const katex = fs.readdirSync(path.join(publicDir, 'katex'))[0];
  const docsearch = fs.readdirSync(path.join(publicDir, 'docsearch'))[0];
  const modal = fs.readdirSync(path.join(publicDir, 'docsearch', docsearch))[0];
  const sidebar = fs.readdirSync(path.join(publicDir, 'sidebars'))[0];
  const card = fs.readdirSync(path.join(publicDir, 'img/cards'))[0];
  return [
    { kind: 'a page', path: '/docs/development_tool/docker', type: /^text\/html/, cache: REVALIDATE },
    { kind: 'page data', path: '/page-data/docs/development_tool/docker/page-data.json', type: /^application\/json/, cache: REVALIDATE },
    { kind: 'app data', path: '/page-data/app-data.json', type: /^application\/json/, cache: REVALIDATE },
    { kind: 'the app chunk', path: rootFile(/^app-[0-9a-f]{20}\.js$/), type: /^(text|application)\/javascript/, cache: IMMUTABLE },
    { kind: 'the stylesheet', path: rootFile(/^styles\.[0-9a-f]{20}\.css$/), type: /^text\/css/, cache: IMMUTABLE },
    { kind: 'the search index meta', path: `/search/${indexDir}/meta.json`, type: /^application\/json/, cache: IMMUTABLE },
    // Named by every page, it names the current index's folder: revalidated, so a deploy's new index is found.
    { kind: 'the search index entry', path: '/search/current.json', type: /^application\/json/, cache: REVALIDATE },
    { kind: 'an image', path: `/assets/images/${image}`, type: /^image\/webp/, cache: IMMUTABLE },
    { kind: 'a KaTeX font', path: `/katex/${katex}/fonts/KaTeX_Main-Regular.woff2`, type: /^(font\/woff2|application\/font-woff2)/, cache: IMMUTABLE },
    { kind: 'DocSearch’s stylesheet', path: `/docsearch/${docsearch}/${modal}`, type: /^text\/css/, cache: IMMUTABLE },
    { kind: 'a sidebar', path: `/sidebars/${sidebar}`, type: /^application\/json/, cache: IMMUTABLE },
    { kind: 'a social card', path: `/img/cards/${card}`, type: /^image\/png/, cache: IMMUTABLE },
    { kind: 'the RSS feed', path: '/blog/rss.xml', type: /^(application|text)\/(rss\+)?xml/, cache: REVALIDATE },
    { kind: 'the Atom feed', path: '/blog/atom.xml', type: /^(application|text)\/(atom\+)?xml/, cache: REVALIDATE },
    { kind: 'the sitemap', path: '/sitemap-index.xml', type: /^(application|text)\/xml/, cache: REVALIDATE },
    { kind: 'robots.txt', path: '/robots.txt', type: /^text\/plain/, cache: REVALIDATE },
    { kind: 'a Markdown twin', path: '/docs/development_tool/docker.md', type: /^text\/markdown; ?charset=utf-8$/i, cache: REVALIDATE },
    { kind: 'an index doc’s Markdown twin', path: '/docs/opencv/index.md', type: /^text\/markdown; ?charset=utf-8$/i, cache: REVALIDATE },
    { kind: 'llms.txt', path: '/llms.txt', type: /^text\/plain; ?charset=utf-8$/i, cache: REVALIDATE },
    { kind: 'llms-full.txt', path: '/llms-full.txt', type: /^text\/plain; ?charset=utf-8$/i, cache: REVALIDATE },
    // A stable name, which the pages link: revalidated, as the pages are (src/lib/hosting/headers.ts).
    { kind: 'the docs PDF', path: '/docs/docs.pdf', type: /^application\/pdf$/, cache: REVALIDATE },
  ];
}

/** The page a response holds, by the path Gatsby's client knows it as. */
async function pagePathOf(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<string | null> {
  return /window\.pagePath="([^"]*)"/.exec(await response.text())?.[1] ?? null;
}

/** Counts the documents the page loads (a redirect loop is hundreds). */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

for (const host of STATIC_HOSTS) {
  test.describe(host.name, () => {
    test.describe.configure({ mode: 'serial' });
    let server: RunningHost;

    test.beforeAll(async () => {
      const reason = unavailable(host);
      if (reason) console.log(`Skipping ${host.name}: ${reason}`);
      test.skip(reason !== null, reason ?? '');
      test.setTimeout(120_000);
      server = await host.start();
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('every route answers in its exact form with 200, no redirect, and its own page', async ({ request }) => {
      for (const route of ROUTES) {
        const response = await request.get(`${server.origin}${route}`, { maxRedirects: 0 });
        expect([route, response.status()]).toEqual([route, 200]);
        expect([route, response.headers()['content-type']]).toEqual([route, expect.stringMatching(/^text\/html/)]);
        expect([route, await pagePathOf(response)]).toEqual([route, route]);
      }
    });

    test('.html and folder forms reach the page, keeping the query and hash, with no loop', async ({ page }) => {
      const documents = countDocuments(page);
      const cases = [
        [
          '/docs/development_tool/docker.html?tab=a#running-containers',
          '/docs/development_tool/docker?tab=a#running-containers',
          'content/docs/development_tool/docker.mdx',
        ],
        ['/docs/development_tool/docker/index.html?tab=a', '/docs/development_tool/docker?tab=a', 'content/docs/development_tool/docker.mdx'],
        ['/docs/development_tool/docker/', '/docs/development_tool/docker', 'content/docs/development_tool/docker.mdx'],
        ['/docs/development_tool/index.html?tab=a#x', '/docs/development_tool/?tab=a#x', 'content/docs/development_tool/index.mdx'],
        ['/docs/development_tool', '/docs/development_tool/', 'content/docs/development_tool/index.mdx'],
        ['/search.html?q=docker', '/search?q=docker', null],
      ] as const;
      for (const [asked, landed, file] of cases) {
        const before = documents();
        const response = await page.goto(`${server.origin}${asked}`);
        expect([asked, response?.status()]).toEqual([asked, 200]);
        await hydrated(page);
        await expect(page).toHaveURL(`${server.origin}${landed}`);
        if (file) await expect(page.locator('main h1')).toHaveText(String(frontmatterOf(file).title));
        // The document itself and at most one redirect of the host's.
        expect([asked, documents() - before <= 2]).toEqual([asked, true]);
      }
    });

    test('an unknown path answers 404 with the not-found page, styled and with its navbar', async ({ page, request }) => {
      const response = await request.get(`${server.origin}/docs/no/such/page`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Page not found');
      expect(html).toMatch(/<style|<link[^>]+stylesheet/);
      const shown = await page.goto(`${server.origin}/no-such-page`);
      expect(shown?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('main h1')).toHaveText('Page not found');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(await page.locator('main h1').evaluate((h) => getComputedStyle(h).fontFamily)).not.toBe('');
    });

    test('each kind of file has its content type, and the caching and security headers where the host sends them', async ({ request }) => {
      for (const file of filesOfEachKind()) {
        const response = await request.get(`${server.origin}${file.path}`, { maxRedirects: 0 });
        const headers = response.headers();
        expect([file.kind, file.path, response.status()]).toEqual([file.kind, file.path, 200]);
        expect([file.kind, headers['content-type']]).toEqual([file.kind, expect.stringMatching(file.type)]);
        if (!host.sendsSiteHeaders) continue;
        expect([file.kind, headers['cache-control']]).toEqual([file.kind, file.cache]);
        expect([file.kind, headers['x-content-type-options']]).toEqual([file.kind, 'nosniff']);
        expect([file.kind, headers['referrer-policy']]).toEqual([file.kind, 'strict-origin-when-cross-origin']);
        expect([file.kind, headers['content-security-policy']]).toEqual([file.kind, "frame-ancestors 'self'"]);
      }
    });

    test('client-side navigation keeps every address in its exact form', async ({ page }) => {
      await page.goto(`${server.origin}/docs/development_tool/docker`);
      await hydrated(page);
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      await sidebar.getByRole('link', { name: String(frontmatterOf('content/docs/development_tool/git.mdx').title), exact: true }).click();
      await expect(page).toHaveURL(`${server.origin}/docs/development_tool/git`);
      await expect(page.locator('main h1')).toHaveText(String(frontmatterOf('content/docs/development_tool/git.mdx').title));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '开发' }).click();
      await expect(page).toHaveURL(`${server.origin}/docs/development_tool/`);
      await page.goBack();
      await expect(page).toHaveURL(`${server.origin}/docs/development_tool/git`);
      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(200);
      await expect(page).toHaveURL(`${server.origin}/docs/development_tool/git`);
    });
  });
}

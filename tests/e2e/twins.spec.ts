/**
 * The pages for agents in the production build: every doc and post links its
 * Markdown twin, which is plain Markdown saying what the page says, and
 * `llms.txt` lists the listed pages' twins (src/lib/twins.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { markdownProblems, markdownUrls } from '../support/markdown';
import { blogPosts } from './content';
import { hydrated } from './hydrated';

const publicDir = path.resolve('public');

/** Every page file of the build that is a doc or a post (its og:type is article). */
function articlePages(): { file: string; html: string }[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html') && !f.startsWith('page-data'))
    .map((f) => ({ file: f, html: fs.readFileSync(path.join(publicDir, f), 'utf8') }))
    .filter((p) => p.html.includes('<meta property="og:type" content="article"'));
}

const twinLink = (html: string) => /<link rel="alternate" type="text\/markdown"[^>]* href="([^"]+)"/.exec(html)?.[1] ?? null;

test('every doc and post links its twin, which is plain Markdown with the page’s title and every URL absolute', () => {
  const pages = articlePages();
  expect(pages.length).toBeGreaterThan(40);
  for (const { file, html } of pages) {
    const href = twinLink(html);
    expect([file, href]).toEqual([file, expect.stringMatching(new RegExp(`^${siteConfig.url}/.+\\.md$`))]);
    const twin = fs.readFileSync(path.join(publicDir, decodeURI(new URL(href!).pathname)), 'utf8');
    expect([file, markdownProblems(twin)]).toEqual([file, []]);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)![1]
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'");
    expect([file, /^title: (.*)$/m.exec(twin)![1].replace(/^(['"])(.*)\1$/, '$2')]).toEqual([file, expect.stringContaining(h1.slice(0, 20))]);
    expect([file, twin.includes('mdx-twin:')]).toEqual([file, false]);
    for (const url of markdownUrls(twin)) expect([file, url]).toEqual([file, expect.stringMatching(/^(https?:|mailto:)/)]);
  }
});

test('a twin writes tabs as labelled sections, admonitions as quotes, diagrams as their source, and its local links and images resolve', async ({
  request,
}) => {
  const git = fs.readFileSync(path.join(publicDir, 'docs/development_tool/git.md'), 'utf8');
  expect(git).toContain('\n**Linux**\n\n```bash\n');
  expect(git).toContain('\n**macOS**\n');
  expect(git).toMatch(/\n> \*\*(Note|Tip|Info|Warning|Danger|Caution)[:*]/);
  expect(git).not.toMatch(/<\/?(Tabs|TabItem|details)\b/);
  const docker = fs.readFileSync(path.join(publicDir, 'docs/development_tool/docker.md'), 'utf8');
  expect(docker).toContain('```mermaid\nflowchart BT\n');
  // Every link to this site in the twins of a page with images and links to other docs: each answers 200.
  const opencv = fs.readFileSync(path.join(publicDir, 'docs/opencv/basics.md'), 'utf8');
  const local = markdownUrls(opencv).flatMap((url) => (url.startsWith(siteConfig.url) ? [new URL(url).pathname] : []));
  expect(local.some((p) => p.startsWith('/assets/images/'))).toBe(true);
  for (const pathname of new Set(local)) expect([pathname, (await request.get(pathname)).status()]).toEqual([pathname, 200]);
});

test('the twin’s link describes the first page only: a client-side navigation takes it away', async ({ page }) => {
  await page.goto('/docs/development_tool/git');
  await hydrated(page);
  const link = page.locator('head link[type="text/markdown"]');
  await expect(link).toHaveAttribute('href', `${siteConfig.url}/docs/development_tool/git.md`);
  await page
    .locator('article')
    .getByRole('link', { name: /Docker/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/development_tool\/docker$/);
  await expect(link).toHaveCount(0);
});

test('a twin is served as Markdown in UTF-8', async ({ request }) => {
  const response = await request.get('/docs/development_tool/git.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toMatch(/^---\ntitle: Git\n/);
});

test('llms.txt lists each listed doc and post by its twin, each of which exists, and leaves unlisted pages out', async ({ request }) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms.startsWith(`# ${siteConfig.title}\n\n> ${siteConfig.tagline}\n\n## `)).toBe(true);
  const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => new URL(m[1]).pathname);
  expect(links).toContain('/docs/development_tool/git.md');
  expect(links).toContain('/docs/opencv/index.md');
  for (const link of links) expect([link, fs.existsSync(path.join(publicDir, decodeURI(link)))]).toEqual([link, true]);
  expect(llms).not.toContain('unlisted');
  expect(llms).not.toContain('draft');
  // The unlisted page has its twin all the same: it is reachable by its URL.
  expect(fs.existsSync(path.join(publicDir, 'docs/__test__/unlisted.md'))).toBe(true);
  const full = await (await request.get('/llms-full.txt')).text();
  const urls = [...full.matchAll(/^url: (.+)$/gm)].map((m) => `${new URL(m[1]).pathname}`);
  expect(urls.map((u) => (u.endsWith('/') ? `${u}index.md` : `${u}.md`))).toEqual(links);
});

test.describe('the page menu', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const [label, route] of [
    ['a doc', '/docs/development_tool/git'],
    ['a post', blogPosts()[0].route],
  ]) {
    test(`"Copy page" on ${label} puts its twin on the clipboard`, async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      await page.getByRole('button', { name: 'Copy page' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Copied: the page is on the clipboard as Markdown' })).toBeAttached();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(fs.readFileSync(path.join(publicDir, `${route}.md`), 'utf8'));
    });
  }

  test('loads its menu on first interaction, and works from the keyboard', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await page.goto('/docs/opencv/');
    await hydrated(page);
    expect(chunks.filter((c) => c.includes('page-menu'))).toEqual([]);
    const toggle = page.getByRole('button', { name: 'More ways to read this page' });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText(['View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    await expect(items.first()).toBeFocused();
    expect(chunks.some((c) => c.includes('page-menu'))).toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await expect(items.last()).toHaveAttribute(
      'href',
      `https://claude.ai/new?q=${encodeURIComponent(`Read ${new URL('/docs/opencv/index.md', page.url()).href} so I can ask questions about it.`)}`,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/opencv\/index\.md$/);
    expect(await page.locator('body').innerText()).toMatch(/^---\ntitle: OpenCV\n/);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`open, it has no axe violations in ${mode} mode`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto('/docs/development_tool/git');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await hydrated(page);
      await page.getByRole('button', { name: 'More ways to read this page' }).click();
      await expect(page.getByRole('menuitem').first()).toBeFocused();
      const results = await new AxeBuilder({ page })
        .include('article header')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

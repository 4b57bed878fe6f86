#!/usr/bin/env node
// End-to-end check of authoring: under `gatsby develop`, the embedded search
// works, a page's images are made on request and show, an open page shows an edit to its file (text, a heading in its table
// of contents, a new title in its sidebar, a new diagram once drawn) and a new doc file in its sidebar,
// and the edited page is searchable once the page reloads. Always restores
// the doc and removes the new file. Exits 0 when all hold.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { bin } from './lib/bin.mjs';
import { CHROMIUM_ARGS, testBrowserPath } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 8123;
// How long any one state is waited for: a ceiling, not a pace. The suite runs this check beside builds on two
// cores (scripts/test.mjs), where develop's first answers take several times as long as on a quiet machine.
const CEILING_MS = 120_000;
const FILE = path.join(root, 'content/docs/opencv/basics.mdx');
const WORD = 'zebracornprobe';
const original = fs.readFileSync(FILE, 'utf8');
const NEW_FILE = path.join(root, 'content/docs/opencv/develop-check-new.mdx');
const PARTIAL = path.join(root, 'content/docs/opencv/_develop-check-partial.mdx');
const restore = () => {
  fs.writeFileSync(FILE, original);
  fs.rmSync(NEW_FILE, { force: true });
  fs.rmSync(PARTIAL, { force: true });
};

const develop = spawn(bin(root, 'gatsby'), ['develop', '-H', '127.0.0.1', '-p', String(PORT)], {
  cwd: root,
  // The new doc's Mdx node is made two seconds late, after createPages has begun, as on a loaded machine
  // (scripts/develop-check/gatsby-plugin-late-mdx): the sidebar must list it all the same.
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', GATSBY_TEST_LATE_MDX: path.basename(NEW_FILE, '.mdx') },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let log = '';
develop.stdout.on('data', (d) => (log += d));
develop.stderr.on('data', (d) => (log += d));
const stop = () => {
  try {
    process.kill(-develop.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('SIGINT', () => (restore(), stop(), process.exit(1)));

// What the pages met, for the report of a failure: failed requests, answers of 400 and up, errors the page threw.
const pages = [];
const met = [];
function watched(page) {
  pages.push(page);
  page.on('requestfailed', (r) => met.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => r.status() >= 400 && met.push(`${r.status()} ${r.url()}`));
  page.on('pageerror', (e) => met.push(`page error: ${e.message}`));
  return page;
}

/** A page's main text, for the report of a failure. */
const mainText = (page) =>
  page
    .locator('main')
    .innerText({ timeout: 2000 })
    .catch(() => '(no main)');

async function waitFor(check, what, seconds) {
  for (let i = 0; i < seconds; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`Timed out after ${seconds} s waiting for ${what}`);
}

let browser;
let ok = false;
try {
  const started = Date.now();
  await waitFor(async () => (await fetch(`http://127.0.0.1:${PORT}/docs/opencv/basics`)).ok, 'gatsby develop to serve a page', 180);
  console.log(`gatsby develop served a page after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  browser = await chromium.launch({
    executablePath: testBrowserPath(),
    args: CHROMIUM_ARGS,
  });
  const page = watched(await browser.newPage());
  const resultLine = async (query) => {
    await page.goto(`http://127.0.0.1:${PORT}/search?q=${encodeURIComponent(query)}`);
    const status = page.locator('main').getByText(/^(\d+ results?|No results for ".*")$/);
    await status.waitFor({ timeout: CEILING_MS });
    return status.innerText();
  };
  const docker = await resultLine('docker');
  if (!/^\d+ results?$/.test(docker)) throw new Error(`Searching "docker" under develop gave: ${docker}`);
  const before = await resultLine(WORD);
  if (!before.startsWith('No results')) throw new Error(`"${WORD}" was found before the edit: ${before}`);
  // The page open in a second tab shows the edit without a reload: its context (which holds its HTML) comes anew.
  const open = watched(await browser.newPage());
  await open.goto(`http://127.0.0.1:${PORT}/docs/opencv/basics`);
  await open.locator('article h1').waitFor({ timeout: CEILING_MS });
  // Images are made when the browser first asks for them (node/developImages.ts): the page's first one shows,
  // and a variant the browser did not pick is made when it is fetched.
  // Scrolled to: the page's images are below its first screen, so loaded lazily.
  await open.locator('article img').first().scrollIntoViewIfNeeded();
  await waitFor(
    () => open.evaluate(() => [...globalThis.document.querySelectorAll('article img')].some((img) => img.complete && img.naturalWidth > 0)),
    "the page's first image to show",
    60,
  );
  const widest = await open.evaluate(() => globalThis.document.querySelector('article picture source')?.srcset.split(',').at(-1).trim().split(' ')[0]);
  const variant = await fetch(`http://127.0.0.1:${PORT}${widest}`);
  const type = variant.headers.get('content-type') ?? '';
  if (!variant.ok || !type.startsWith('image/')) throw new Error(`${widest} answered ${variant.status} ${type} under develop`);
  console.log("✓ under gatsby develop, a page's images are made when the browser asks for them, and show");
  // No service worker under develop (src/client/serviceWorker.ts): the page is idle, after which a build's pages register theirs.
  const workers = await open.evaluate(async () => {
    await new Promise((resolve) => globalThis.requestIdleCallback(() => globalThis.setTimeout(resolve, 0)));
    return (await globalThis.navigator.serviceWorker.getRegistrations()).length;
  });
  if (workers !== 0) throw new Error(`gatsby develop registered ${workers} service worker(s)`);
  console.log('✓ under gatsby develop, no service worker is registered');
  fs.writeFileSync(FILE, `${original}\n\n## Probe section\n\nThe word ${WORD} exists only while this check runs.\n`);
  await open.locator('article h2', { hasText: 'Probe section' }).waitFor({ timeout: CEILING_MS });
  await open.locator('nav[aria-label="On this page"] a[href="#probe-section"]').waitFor({ timeout: CEILING_MS });
  console.log('✓ under gatsby develop, an open page shows an edit to its file, and its table of contents the new heading, without a reload');
  await waitFor(async () => /^\d+ results?$/.test(await resultLine(WORD)), `"${WORD}" to be searchable after the edit`, CEILING_MS / 1000);
  console.log(`✓ under gatsby develop, search answers ("docker": ${docker}) and an edited page is searchable after a reload`);
  // The Markdown twin and llms.txt come from the current content too (node/onCreateDevServer.ts).
  const twin = await fetch(`http://127.0.0.1:${PORT}/docs/opencv/basics.md`);
  const twinText = await twin.text();
  if (twin.headers.get('content-type') !== 'text/markdown; charset=utf-8' || !twinText.includes(WORD)) {
    throw new Error(
      `The edited page's twin under develop: ${twin.status} ${twin.headers.get('content-type')}, ${twinText.includes(WORD) ? 'with' : 'without'} the edit`,
    );
  }
  const llms = await (await fetch(`http://127.0.0.1:${PORT}/llms.txt`)).text();
  if (!llms.includes('/docs/opencv/basics.md')) throw new Error(`llms.txt under develop does not list the page's twin:\n${llms.slice(0, 400)}`);
  console.log('✓ under gatsby develop, the twin of an edited page has the edit, and llms.txt lists it');
  // A new title in front matter: the open page's title and its sidebar entry change without a reload.
  const sidebar = open.getByRole('navigation', { name: 'Docs sidebar' });
  const title = `Basics ${WORD}`;
  fs.writeFileSync(FILE, original.replace(/^title: .*$/m, `title: ${title}`));
  await open.locator('article h1', { hasText: title }).waitFor({ timeout: CEILING_MS });
  await sidebar.getByText(title, { exact: true }).waitFor({ timeout: CEILING_MS });
  console.log('✓ under gatsby develop, a new front-matter title shows in the open page and its sidebar without a reload');
  // A new doc file: the open page's sidebar lists it, without a restart or a reload.
  fs.writeFileSync(NEW_FILE, `---\ntitle: New ${WORD}\n---\n\nA doc added while develop runs.\n`);
  await sidebar.getByText(`New ${WORD}`, { exact: true }).waitFor({ timeout: CEILING_MS });
  if (!log.includes('gatsby-plugin-late-mdx: holding')) throw new Error("the new doc's Mdx node was not held: gatsby-plugin-late-mdx did not run");
  console.log("✓ under gatsby develop, a new doc file is listed in the open page's sidebar without a restart, its Mdx node made after createPages began");
  // A partial the page imports: an edit of the partial alone shows in the page (Gatsby watches no such file;
  // node/renderDependencies.ts does).
  fs.writeFileSync(PARTIAL, `Partial text, first version.\n`);
  fs.writeFileSync(FILE, original.replace(/\n---\n/, `\n---\n\nimport Partial from './_develop-check-partial.mdx';\n\n<Partial />\n`));
  await open.getByText('Partial text, first version.').waitFor({ timeout: CEILING_MS });
  fs.writeFileSync(PARTIAL, `Partial text, second version.\n`);
  await open.getByText('Partial text, second version.').waitFor({ timeout: CEILING_MS });
  console.log('✓ under gatsby develop, an edit of a partial shows in the open page that imports it, without a restart');
  // A new diagram: the page shows the edit without waiting for the drawing, then the drawing once it is made
  // (node/mdx/mermaid.ts, drawingLater), without a reload.
  const label = `Node${WORD}`;
  fs.writeFileSync(FILE, `${original}\n\nDiagram ${WORD}.\n\n\`\`\`mermaid\nflowchart LR\n  A[${label}] --> B[End]\n\`\`\`\n`);
  await open.getByText(`Diagram ${WORD}.`).waitFor({ timeout: CEILING_MS });
  await open.locator('article .mermaid-diagram svg.gh-light-mode-only', { hasText: label }).waitFor({ state: 'attached', timeout: CEILING_MS });
  console.log('✓ under gatsby develop, a new diagram is drawn into the open page without a reload');
  // A broken edit: the open page shows the error with its file and line; the next good save shows the page again.
  fs.writeFileSync(FILE, `${original}\n\n<div>\nnot closed\n`);
  const failure = open.getByRole('alert').filter({ hasText: 'This page does not build' });
  await failure.getByText(/content\/docs\/opencv\/basics\.mdx:\d+:\d+: /).waitFor({ timeout: CEILING_MS });
  fs.writeFileSync(FILE, `${original}\n\nFixed ${WORD}.\n`);
  await open.getByText(`Fixed ${WORD}.`).waitFor({ timeout: CEILING_MS });
  if ((await failure.count()) !== 0) throw new Error('The error stayed on the page after a good save');
  console.log('✓ under gatsby develop, a broken edit shows its file, line and error in the open page, and the next good save recovers');
  ok = true;
} catch (error) {
  const shown = await Promise.all(pages.map(async (p) => `${p.url()}: ${JSON.stringify((await mainText(p)).slice(0, 300))}`));
  console.error(
    `✘ gatsby develop search check: ${error.message}\n--- the pages ---\n${shown.join('\n')}\n${met.slice(-20).join('\n')}\n--- gatsby develop output (last lines) ---\n${log.split('\n').slice(-30).join('\n')}`,
  );
} finally {
  restore();
  await browser?.close();
  stop();
}
process.exit(ok ? 0 : 1);

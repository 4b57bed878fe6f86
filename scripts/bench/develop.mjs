// gatsby develop as an author feels it: time from start to the first page
// served, and from saving a file to the open browser showing the change (hot
// reload, no manual refresh) for four kinds of edit, ten of each after the
// first edit, which is timed alone: a text edit in a doc with code and
// diagrams (docker.mdx), a new heading (the table of contents shows it), a
// front-matter title change (the title and the sidebar show it) and a new
// doc file (the sidebar lists it). Each edit waits for the one before to
// show. Edited files are restored and new ones removed, whatever happens.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from '@playwright/test';
import { withoutTerminalCodes } from '../lib/terminal.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './measure.mjs';

/** The median and the 95th percentile of `times`, in ms. */
function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { edits: sorted.length, medianMs: at(0.5), p95Ms: at(0.95) };
}

/**
 * Starts `gatsby develop` as an author does, with `npm run develop` (its pre-step and its environment, Node's compile
 * cache among it), and waits for `url` (a path) to be served; `stop()` ends it. With `onLine`, develop runs
 * `--verbose` and each line it prints is given to `onLine` (without its terminal control codes).
 */
export async function startDevelop(root, port, url, { onLine } = {}) {
  const started = Date.now();
  const develop = spawn('npm', ['run', '--silent', 'develop', '--', '-H', '127.0.0.1', '-p', String(port), ...(onLine ? ['--verbose'] : [])], {
    cwd: root,
    env: process.env,
    stdio: onLine ? ['ignore', 'pipe', 'pipe'] : 'ignore',
    detached: true,
  });
  if (onLine) {
    // By whole lines: a chunk of output can end in the middle of one.
    for (const input of [develop.stdout, develop.stderr]) {
      createInterface({ input }).on('line', (raw) => {
        const line = withoutTerminalCodes(raw).trim();
        if (line) onLine(line);
      });
    }
  }
  const exited = new Promise((resolve) => develop.once('exit', resolve));
  /** Whether any process of develop's group is left (its server, a browser drawing diagrams). */
  const groupAlive = () => {
    try {
      process.kill(-develop.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  // Resolves once every process develop started has exited: the next develop or build must not meet its
  // files half written, nor its port still held (a new develop then serves elsewhere, or asks which port to take).
  const stop = async () => {
    try {
      process.kill(-develop.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
    for (let i = 0; i < 300 && groupAlive(); i++) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive()) process.kill(-develop.pid, 'SIGKILL');
  };
  let firstPageMs = null;
  for (let i = 0; i < 1200 && firstPageMs === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${url}`)).ok) firstPageMs = Date.now() - started;
    } catch {
      // not up yet
    }
    if (firstPageMs === null) await new Promise((r) => setTimeout(r, 250));
  }
  if (firstPageMs === null) {
    await stop();
    throw new Error('gatsby develop did not serve a page within 300 s');
  }
  return { firstPageMs, stop };
}

/**
 * Waits until webpack has stored develop's two caches (its browser and its
 * page-rendering bundles), which it does after 5 s idle: an author's develop
 * runs that long, and the next start is then the warm start an author gets.
 * Stopped before, develop leaves a cache whose build dependencies are stale,
 * and every later start builds its bundles again.
 */
async function webpackCachesStored(root, since) {
  const stored = (stage) =>
    [`${stage}.pack`, `${stage}/index.pack`].some((file) => {
      const full = path.join(root, '.cache/webpack', file);
      return fs.existsSync(full) && fs.statSync(full).mtimeMs > since;
    });
  for (let i = 0; i < 240; i++) {
    if (stored('stage-develop') && stored('stage-develop-html')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("webpack did not store gatsby develop's caches within 60 s of the first page");
}

/** Seconds from `gatsby develop` to the first page served, from whatever cache the checkout has (run `gatsby clean` first for a cold start). */
export async function measureDevelopStart(root, port = 8124) {
  const started = Date.now();
  const { firstPageMs, stop } = await startDevelop(root, port, '/docs/development_tool/docker');
  try {
    await webpackCachesStored(root, started);
  } finally {
    await stop();
  }
  return Number((firstPageMs / 1000).toFixed(1));
}

export async function runDevelopBench(root, port = 8124, edits = 10) {
  const file = path.join(root, 'content/docs/development_tool/docker.mdx');
  const original = fs.readFileSync(file, 'utf8');
  const created = [];
  const route = '/docs/development_tool/docker';
  const { firstPageMs, stop } = await startDevelop(root, port, route);
  let browser;
  try {
    const url = `http://127.0.0.1:${port}${route}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
    const page = await browser.newPage();
    await page.goto(url);
    await page.locator('main h1').waitFor();

    /** Saves `text` as the doc and times until `shown(page, n)` holds in the browser. */
    const timed = async (write, shown) => {
      const saved = Date.now();
      write();
      await shown();
      return Date.now() - saved;
    };
    /** Waits, polling every 20 ms, until the element `selector` shows each of `texts`. */
    const shows =
      (selector, ...texts) =>
      () =>
        page.waitForFunction(
          ([sel, wanted]) => wanted.every((t) => [...document.querySelectorAll(sel)].some((el) => el.innerText.includes(t))),
          [selector, texts],
          { timeout: 60_000, polling: 20 },
        );
    const SIDEBAR = 'nav[aria-label="Docs sidebar"]';
    const kinds = {
      text: (n) => {
        const marker = `Edited text ${Date.now()}-${n}`;
        return [() => fs.writeFileSync(file, `${original}\n\n${marker}\n`), shows('main', marker)];
      },
      heading: (n) => {
        const heading = `Bench heading ${Date.now()}-${n}`;
        return [() => fs.writeFileSync(file, `${original}\n\n## ${heading}\n\nText.\n`), shows('nav[aria-label="On this page"]', heading)];
      },
      title: (n) => {
        const title = `Docker ${Date.now()}-${n}`;
        return [
          () => fs.writeFileSync(file, original.replace(/^title: Docker$/m, `title: ${title}`)),
          () => Promise.all([shows('main h1', title)(), shows(SIDEBAR, title)()]),
        ];
      },
      newDoc: (n) => {
        const title = `Bench new doc ${Date.now()}-${n}`;
        const newFile = path.join(path.dirname(file), `bench-new-${Date.now()}-${n}.mdx`);
        created.push(newFile);
        return [() => fs.writeFileSync(newFile, `---\ntitle: ${title}\n---\n\nA new doc.\n`), shows(SIDEBAR, title)];
      },
    };
    // The first edit after the page shows, as an author makes it, timed alone.
    const firstEditMs = await timed(...kinds.text(0));
    const results = {};
    for (const [kind, make] of Object.entries(kinds)) {
      const times = [];
      for (let n = 1; n <= edits; n++) times.push(await timed(...make(n)));
      results[kind] = summary(times);
    }
    return { firstPageSeconds: Number((firstPageMs / 1000).toFixed(1)), firstEditMs, ...results };
  } finally {
    // develop stops first: restored files are then read at its next start, not applied half way when it stops.
    await browser?.close();
    await stop();
    fs.writeFileSync(file, original);
    for (const newFile of created) fs.rmSync(newFile, { force: true });
  }
}

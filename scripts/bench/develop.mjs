// gatsby develop as an author feels it: time from start to the first page
// served, and from saving an edited doc to the open browser showing the edit
// (hot reload, no manual refresh), the median and 95th percentile of ten
// edits. The edited file is always restored.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './measure.mjs';

export async function runDevelopBench(root, port = 8124, edits = 10) {
  const file = path.join(root, 'content/docs/development_tool/docker.mdx');
  const original = fs.readFileSync(file, 'utf8');
  const started = Date.now();
  const develop = spawn('npx', ['gatsby', 'develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  let browser;
  try {
    const url = `http://127.0.0.1:${port}/docs/development_tool/docker`;
    let firstPageMs = null;
    for (let i = 0; i < 600 && firstPageMs === null; i++) {
      try {
        if ((await fetch(url)).ok) firstPageMs = Date.now() - started;
      } catch {
        // not up yet
      }
      if (firstPageMs === null) await new Promise((r) => setTimeout(r, 250));
    }
    if (firstPageMs === null) throw new Error('gatsby develop did not serve a page within 150 s');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
    const page = await browser.newPage();
    await page.goto(url);
    await page.locator('main h1').waitFor();
    // Each edit waits for the browser to show the one before: one edit (not counted) wakes what develop
    // does on its first change, then `edits` are timed, each from the file's save to the text on screen.
    const times = [];
    for (let i = 0; i <= edits; i++) {
      const marker = `Edited at ${Date.now()} (${i})`;
      const saved = Date.now();
      fs.writeFileSync(file, `${original}\n\n${marker}\n`);
      await page.waitForFunction((text) => document.body.innerText.includes(text), marker, { timeout: 60_000, polling: 20 });
      if (i > 0) times.push(Date.now() - saved);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    return { firstPageSeconds: Number((firstPageMs / 1000).toFixed(1)), edits: times.length, editToBrowserMs: at(0.5), editToBrowserP95Ms: at(0.95) };
  } finally {
    fs.writeFileSync(file, original);
    await browser?.close();
    try {
      process.kill(-develop.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

#!/usr/bin/env node
// Where an edit's time goes under `gatsby develop`: saves a text edit of
// docker.mdx a few times and prints, for each, the milliseconds from the save
// to each line develop prints (`--verbose`: its state machine's steps and
// their timings), to each message the browser gets on develop's websocket, and
// to the open page showing the edit.
//   node scripts/bench/develop-trace.mjs [--edits 5]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './measure.mjs';
import { startDevelop } from './develop.mjs';

const args = process.argv.slice(2);
const edits = args.includes('--edits') ? Number(args[args.indexOf('--edits') + 1]) : 5;
const root = path.resolve(import.meta.dirname, '../..');
const port = 8131;
const route = '/docs/development_tool/docker';
const file = path.join(root, 'content/docs/development_tool/docker.mdx');
const original = fs.readFileSync(file, 'utf8');
let events = [];
const develop = await startDevelop(root, port, route, { onLine: (line) => events.push([Date.now(), `develop: ${line}`]) });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
try {
  const page = await browser.newPage();
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => events.push([Date.now(), `browser gets: ${String(frame.payload).slice(0, 100)}`])));
  await page.goto(`http://127.0.0.1:${port}${route}`);
  await page.locator('main h1').waitFor();
  // develop's start-up work (its first queries, the browser's first page data) is over before the first save.
  await page.waitForLoadState('networkidle');
  const shown = [];
  for (let n = 0; n < edits; n++) {
    const marker = `Edited text ${Date.now()}-${n}`;
    events = [];
    const saved = Date.now();
    fs.writeFileSync(file, `${original}\n\n${marker}\n`);
    await page.waitForFunction((m) => document.querySelector('main').innerText.includes(m), marker, { polling: 10, timeout: 60_000 });
    shown.push(Date.now() - saved);
    console.log(`\nedit ${n + 1}: on screen ${shown.at(-1)} ms after the save`);
    for (const [at, what] of events) console.log(`  +${String(at - saved).padStart(5)} ms  ${what}`);
    // The next save once develop has gone back to waiting for changes.
    while (!events.some(([, what]) => what.endsWith('Transition to "waiting"'))) await new Promise((r) => setTimeout(r, 50));
  }
  console.log(`\non screen after the save: ${shown.join(', ')} ms`);
} finally {
  // develop stops first: the restored file is then read at its next start, not applied half way when it stops.
  await browser.close();
  await develop.stop();
  fs.writeFileSync(file, original);
}

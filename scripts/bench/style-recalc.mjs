#!/usr/bin/env node
// The main thread's style work when DocSearch's stylesheet arrives on a doc
// page, at 4× CPU throttle: the stylesheet as it ships (variables on :root)
// against the one the site serves (variables on the modal's container,
// src/lib/stylesheets.ts). Against a served build:
//   npx tsx scripts/bench/style-recalc.mjs [http://127.0.0.1:9000] [runs]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, stats } from './measure.mjs';
import { scopeDocSearchStyles } from '../../src/lib/stylesheets.ts';
import { docSearchStylesheetFile } from '../../node/vendorAssets.ts';

const [base = 'http://127.0.0.1:9000', runs = '7'] = process.argv.slice(2);
const file = docSearchStylesheetFile(path.resolve(import.meta.dirname, '../..'));
const shipped = await readFile(file, 'utf8');
const sheets = { 'as shipped (:root)': shipped, 'scoped (.DocSearch-Container)': scopeDocSearchStyles(shipped, file) };
const times = Object.fromEntries(Object.keys(sheets).map((k) => [k, []]));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (let r = 0; r < Number(runs); r++) {
    // Alternate, so that load on the machine falls on both alike.
    for (const [name, css] of Object.entries(sheets)) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await page.goto(`${base}/docs/opencv/basics`);
      await page.waitForLoadState('networkidle');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The stylesheet's text goes in as a <style>, so that the time is the style work alone, not the request.
      times[name].push(
        await page.evaluate((text) => {
          void document.body.offsetHeight;
          const style = document.createElement('style');
          style.textContent = text;
          const start = performance.now();
          document.head.append(style);
          void document.body.offsetHeight;
          return performance.now() - start;
        }, css),
      );
      await page.close();
    }
  }
} finally {
  await browser.close();
}
console.log('| DocSearch stylesheet | median | min | max |\n| --- | ---: | ---: | ---: |');
for (const [name, xs] of Object.entries(times)) {
  const s = stats(xs);
  console.log(`| ${name} | ${s.median.toFixed(1)} ms | ${Math.min(...xs).toFixed(1)} ms | ${Math.max(...xs).toFixed(1)} ms |`);
}
console.log(`\nStyle and layout work on the main thread when the stylesheet is added to /docs/opencv/basics, 4× CPU throttle, ${runs} runs each.`);

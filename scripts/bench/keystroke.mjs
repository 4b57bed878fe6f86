// Keystroke to painted results in the search modal, in headless Chromium
// against the production build: "cold" is the first query on a fresh page,
// typed as soon as Ctrl+K has opened the modal (the index is fetched from the
// same moment, so what is left of its loading counts); "warm" is a later
// query on the same page.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, stats } from './measure.mjs';

export const KEYSTROKE_QUERIES = ['docker', 'git rebase', 'neural', 'sigmoid', 'contour', 'langgraph', 'retriever', 'asyncio', 'decorator', 'random forest'];

/** Types `query` and returns ms from the first keydown to the first frame painted with hits. */
async function timeQuery(page, query, { openFirst }) {
  await page.evaluate(() => {
    const w = window;
    w.__firstKey = undefined;
    w.__painted = undefined;
    document.addEventListener('keydown', () => (w.__firstKey ??= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (document.querySelector('.DocSearch-Hit') && w.__painted === undefined) {
        w.__painted = 0;
        requestAnimationFrame(() => requestAnimationFrame(() => ((w.__painted = performance.now()), observer.disconnect())));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  if (openFirst) {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor({ state: 'visible' });
    await page.evaluate(() => {
      const w = window;
      w.__firstKey = undefined;
      document.addEventListener('keydown', () => (w.__firstKey ??= performance.now()), { capture: true, once: true });
    });
  }
  await page.keyboard.type(query, { delay: 0 });
  await page.waitForFunction(() => window.__painted > 0, null, { timeout: 30_000 });
  return page.evaluate(() => window.__painted - window.__firstKey);
}

export async function runKeystrokeBench(baseUrl, path = '/docs/opencv/basics') {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const cold = [];
  const warm = [];
  try {
    for (const query of KEYSTROKE_QUERIES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(baseUrl + path);
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).first().waitFor({ state: 'visible' });
      await page.waitForFunction(() => !document.querySelector('button[aria-label^="Switch between"]').disabled);
      cold.push(await timeQuery(page, query, { openFirst: true }));
      for (const next of KEYSTROKE_QUERIES.filter((q) => q !== query).slice(0, 3)) {
        await page.locator('.DocSearch-Input').fill('');
        await page.waitForSelector('.DocSearch-Hit', { state: 'detached' }).catch(() => undefined);
        warm.push(await timeQuery(page, next, { openFirst: false }));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { cold: stats(cold), warm: stats(warm), samples: { cold: cold.length, warm: warm.length } };
}

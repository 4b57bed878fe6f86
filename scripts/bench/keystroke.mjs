// Keystroke to painted results in the search modal, in headless Chromium
// against the production build: "cold" is the first query on a fresh page,
// typed as soon as Ctrl+K has opened the modal (the index is fetched from the
// same moment, so what is left of its loading counts); "warm" is a later
// query on the same page. Also, per cold query: the bytes transferred from
// the search intent (Ctrl+K) until the results are painted (modal code,
// styles, index files), and, in a second pass with the CPU throttled 4×, the
// longest main-thread task over the same span.
// "Paced" is what a reader typing sees: the first query on a fresh page,
// typed at `PACE_MS` a key (a fast typist, about 100 words a minute), from
// the last keystroke until the results on screen are final; "paced warm" is
// the next query on the same page, typed the same way. The figures
// typed at once (cold, warm) also count the time the page takes to take in
// the other keys, which grows with the work each keystroke does.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, stats } from './measure.mjs';

export const KEYSTROKE_QUERIES = ['docker', 'git rebase', 'neural', 'sigmoid', 'contour', 'langgraph', 'retriever', 'asyncio', 'decorator', 'random forest'];

/** Fails with what the modal shows, for a query whose results did not come. */
async function stuck(page, query, error) {
  const state = await page.evaluate(() => ({
    input: document.querySelector('.DocSearch-Input')?.value,
    modal: document.querySelector('.DocSearch-Modal')?.innerText.slice(0, 400),
    visibility: document.visibilityState,
  }));
  throw new Error(`No results painted for "${query}" at ${page.url()}: ${JSON.stringify(state)}`, { cause: error });
}

/** Milliseconds between keys for the paced figure. */
export const PACE_MS = 120;

/**
 * Types `query` at `PACE_MS` a key into the open modal and returns ms from
 * the last keydown to the frame painted after the modal's last change (0 when
 * the results already on screen were final, as when the last letter does not
 * change them).
 */
async function timePacedQuery(page, query) {
  await page.evaluate(() => {
    const w = window;
    w.__keys = [];
    w.__changes = [];
    if (w.__pacedWatch) return;
    w.__pacedWatch = true;
    document.addEventListener('keydown', () => w.__keys.push(performance.now()), { capture: true });
    new MutationObserver(() => {
      const change = { at: performance.now(), painted: 0 };
      w.__changes.push(change);
      requestAnimationFrame(() => requestAnimationFrame(() => (change.painted = performance.now())));
    }).observe(document.querySelector('.DocSearch-Modal'), { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await page.keyboard.type(query, { delay: PACE_MS });
  // Settled: hits shown, every change painted, and none for half a second.
  await page
    .waitForFunction(
      () => {
        const w = window;
        const last = w.__changes.at(-1);
        return document.querySelector('.DocSearch-Hit') && w.__changes.every((c) => c.painted > 0) && (!last || performance.now() - last.painted > 500);
      },
      null,
      { timeout: 30_000, polling: 100 },
    )
    .catch((error) => stuck(page, query, error));
  return page.evaluate(() => {
    const w = window;
    const lastKey = w.__keys.at(-1);
    const after = w.__changes.filter((c) => c.at >= lastKey);
    return after.length ? after.at(-1).painted - lastKey : 0;
  });
}

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
  await page.waitForFunction(() => window.__painted > 0, null, { timeout: 30_000 }).catch((error) => stuck(page, query, error));
  return page.evaluate(() => window.__painted - window.__firstKey);
}

/** A fresh page at `path`, hydrated; with a CDP session counting the bytes each response transferred. */
export async function freshPage(browser, url, { initScript } = {}) {
  const context = await browser.newContext();
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const transfers = [];
  cdp.on('Network.loadingFinished', (e) => transfers.push(e.encodedDataLength));
  await page.goto(url);
  await page
    .getByRole('button', { name: /Switch between dark and light mode/ })
    .first()
    .waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('button[aria-label^="Switch between"]').disabled);
  await page.waitForLoadState('networkidle');
  return { context, page, cdp, transfers };
}

export async function runKeystrokeBench(baseUrl, path = '/docs/opencv/basics') {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const cold = [];
  const warm = [];
  const paced = [];
  const pacedWarm = [];
  const intentBytes = [];
  const longestTask = [];
  try {
    // Longest task, 4× CPU throttle: open the modal and type the first query.
    for (const query of KEYSTROKE_QUERIES) {
      const { context, page, cdp } = await freshPage(browser, baseUrl + path);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluate(() => {
        window.__longest = 0;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__longest = Math.max(window.__longest, e.duration)))).observe({
          type: 'longtask',
        });
      });
      await timeQuery(page, query, { openFirst: true });
      longestTask.push(await page.evaluate(() => window.__longest));
      await context.close();
    }
    for (const query of KEYSTROKE_QUERIES) {
      const { context, page } = await freshPage(browser, baseUrl + path);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor({ state: 'visible' });
      paced.push(await timePacedQuery(page, query));
      // The next query on the same page, typed the same way: its words' index files are new, the code is not.
      const next = KEYSTROKE_QUERIES[(KEYSTROKE_QUERIES.indexOf(query) + 1) % KEYSTROKE_QUERIES.length];
      await page.locator('.DocSearch-Input').fill('');
      await page.waitForSelector('.DocSearch-Hit', { state: 'detached' }).catch(() => undefined);
      pacedWarm.push(await timePacedQuery(page, next));
      await context.close();
    }
    for (const query of KEYSTROKE_QUERIES) {
      const { context, page, transfers } = await freshPage(browser, baseUrl + path);
      const before = transfers.length;
      cold.push(await timeQuery(page, query, { openFirst: true }));
      intentBytes.push(transfers.slice(before).reduce((a, b) => a + b, 0));
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
  return {
    cold: stats(cold),
    warm: stats(warm),
    paced: stats(paced),
    pacedWarm: stats(pacedWarm),
    intentBytes: stats(intentBytes),
    longestTaskThrottled: stats(longestTask),
    samples: { cold: cold.length, warm: warm.length, paced: paced.length, pacedWarm: pacedWarm.length },
  };
}

#!/usr/bin/env node
// What the long tasks of a first search are: Ctrl+K on a doc page, the
// query typed at once, until its hits are shown, at 4× CPU throttle (the
// span of the "longest task" figure of keystroke.mjs). Prints each run's long
// tasks, then its long animation frames with the scripts that ran in them
// (https://developer.mozilla.org/docs/Web/API/PerformanceLongAnimationFrameTiming):
// what called each (an event listener, a resolved promise, a script), from
// which file, how long, and how much of it was style and layout it forced,
// and how many times React committed a render in the task that showed the
// first hits (counted through React's devtools hook, which production builds
// call on every commit: onCommitFiberRoot in react-reconciler's
// ReactFiberDevToolsHook, https://github.com/facebook/react/blob/v18.3.1/packages/react-reconciler/src/ReactFiberDevToolsHook.new.js).
// Against a served build:
//   node scripts/bench/long-frames.mjs [http://127.0.0.1:9000] [runs] [query]
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './measure.mjs';
import { freshPage } from './keystroke.mjs';

const [base = 'http://127.0.0.1:9000', runs = '3', query = 'docker'] = process.argv.slice(2);

/**
 * Runs in the page before its scripts: a minimal devtools hook that records
 * each commit's time, its task (a task ends when a message posted in it is
 * delivered) and whether the modal shows hits after it.
 */
function countCommits() {
  let task = 0;
  let taskOpen = false;
  const currentTask = () => {
    if (!taskOpen) {
      taskOpen = true;
      task += 1;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (taskOpen = false);
      channel.port2.postMessage(0);
    }
    return task;
  };
  window.__commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onCommitFiberRoot() {
      window.__commits.push({ at: performance.now(), task: currentTask(), hits: document.querySelector('.DocSearch-Hit') !== null });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

/** Commits in the task whose commit first showed hits. */
function commitsInFirstHitsTask(commits) {
  const first = commits.find((c) => c.hits);
  return first ? commits.filter((c) => c.task === first.task).length : 0;
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (let r = 0; r < Number(runs); r++) {
    const { context, page, cdp } = await freshPage(browser, `${base}/docs/opencv/basics`, { initScript: countCommits });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      const w = window;
      w.__tasks = [];
      w.__frames = [];
      w.__commits.length = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__tasks.push(Math.round(e.duration)))).observe({ type: 'longtask' });
      new PerformanceObserver((list) =>
        list.getEntries().forEach((frame) =>
          w.__frames.push({
            duration: Math.round(frame.duration),
            render: frame.renderStart ? Math.round(frame.startTime + frame.duration - frame.renderStart) : 0,
            scripts: frame.scripts.map((s) => ({
              invoker: `${s.invokerType} ${s.invoker}`.slice(0, 70),
              file: (s.sourceURL || '').split('/').pop(),
              duration: Math.round(s.duration),
              layout: Math.round(s.forcedStyleAndLayoutDuration),
            })),
          }),
        ),
      ).observe({ type: 'long-animation-frame' });
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor({ state: 'visible' });
    await page.keyboard.type(query, { delay: 0 });
    await page.locator('.DocSearch-Hit').first().waitFor();
    // Long animation frames are reported once they end; a second lets the last one in.
    await page.waitForTimeout(1000);
    const { tasks, frames, commits } = await page.evaluate(() => ({ tasks: window.__tasks, frames: window.__frames, commits: window.__commits }));
    console.log(`\nRun ${r + 1}: long tasks ${tasks.join(', ')} ms (longest ${Math.max(0, ...tasks)} ms)`);
    console.log(
      `  React commits: ${commits.length} from Ctrl+K to a second after the first hits; ${commitsInFirstHitsTask(commits)} in the task that showed the first hits`,
    );
    for (const frame of frames) {
      console.log(`  frame ${frame.duration} ms, of which rendering ${frame.render} ms`);
      for (const s of frame.scripts) console.log(`    ${String(s.duration).padStart(4)} ms (forced style and layout ${s.layout} ms)  ${s.invoker}  ${s.file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}

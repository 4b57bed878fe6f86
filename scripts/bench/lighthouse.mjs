// Lighthouse (mobile and desktop presets) on the system Chromium.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, stats } from './measure.mjs';

export async function runLighthouse(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const [name, url] of urls) {
      for (const preset of ['mobile', 'desktop']) {
        const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, preset === 'desktop' ? desktopConfig : undefined);
        const lhr = runner.lhr;
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        results.push({
          page: name,
          preset,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * Command line: Lighthouse's mobile preset, performance only, on each URL in
 * turn, `runs` times (alternating, so that the machine's load falls on all of
 * them alike); prints every run and the medians. To compare two builds, serve
 * each on its own port and pass a URL of each:
 *   node scripts/bench/lighthouse.mjs --runs 5 http://127.0.0.1:9000/docs/ml/k_means http://127.0.0.1:9001/docs/ml/k_means
 */
async function main(args) {
  let runs = 3;
  const urls = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else urls.push(args[i]);
  }
  if (!urls.length || !(runs > 0)) throw new Error('usage: node scripts/bench/lighthouse.mjs [--runs N] URL...');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const figures = new Map(urls.map((u) => [u, []]));
  try {
    for (let r = 0; r < runs; r++) {
      for (const url of urls) {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const ms = (id) => Math.round(lhr.audits[id].numericValue);
        const run = {
          performance: Math.round(lhr.categories.performance.score * 100),
          fcp: ms('first-contentful-paint'),
          lcp: ms('largest-contentful-paint'),
          tbt: ms('total-blocking-time'),
          si: ms('speed-index'),
        };
        figures.get(url).push(run);
        console.log(`run ${r + 1} ${url}: performance ${run.performance}, FCP ${run.fcp} ms, LCP ${run.lcp} ms, TBT ${run.tbt} ms, SI ${run.si} ms`);
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nmedians of ${runs} runs (Lighthouse mobile):`);
  for (const [url, list] of figures) {
    const m = (k) => stats(list.map((x) => x[k])).median;
    console.log(`${url}: performance ${m('performance')}, FCP ${m('fcp')} ms, LCP ${m('lcp')} ms, TBT ${m('tbt')} ms, SI ${m('si')} ms`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));

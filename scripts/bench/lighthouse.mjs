// Lighthouse (mobile and desktop presets) on the system Chromium.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './measure.mjs';

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
    await chrome.kill();
  }
  return results;
}

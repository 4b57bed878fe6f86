import { copySite } from '/work/main/scripts/lib/siteCopy.mjs';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import flags from '/work/main/src/node/chromiumFlags.json' with { type: 'json' };
const d = copySite('/work/main', 'test-site-search-probe', { withContent: true });
const dev = spawn('npx', ['gatsby', 'develop', '-H', '127.0.0.1', '-p', '8132'], { cwd: d, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }, detached: true });
let log = '';
dev.stdout.on('data', (x) => (log += x)); dev.stderr.on('data', (x) => (log += x));
const until = async (f) => { for (let i = 0; i < 300; i++) { if (await f().catch(() => false)) return; await new Promise((r) => setTimeout(r, 500)); } throw new Error('timeout'); };
try {
  await until(async () => (await fetch('http://127.0.0.1:8132/docs/opencv/basics')).ok);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
  page.on('requestfailed', (r) => console.log('requestfailed', r.url(), r.failure()?.errorText));
  page.on('response', (r) => { if (r.status() >= 400 || /search|index/.test(r.url())) console.log('response', r.status(), r.url().slice(0, 120)); });
  await page.goto('http://127.0.0.1:8132/search?q=docker');
  for (let i = 0; i < 8; i++) {
    await new Promise((r) => setTimeout(r, 5000));
    console.log(i, JSON.stringify((await page.locator('main').innerText().catch((e) => 'ERR ' + e.message)).slice(0, 200)));
  }
  await browser.close();
} finally {
  process.kill(-dev.pid, 'SIGTERM');
}

#!/usr/bin/env node
// What each private hook buys on this site's build (docs/private-hooks.md): a build with every hook on, then one
// with each named hook off (GATSBY_PRIVATE_HOOKS_OFF), then every hook on again, one after the other in one run,
// each from a clean cache unless --warm. Prints the wall time, the tree's peak proportional share of memory and
// the first-load JavaScript and CSS (gzip) of each template's page beside the mean of the two builds with every
// hook on. Not part of the test suite.
//   node scripts/bench/private-hooks.mjs --hooks runtime-replacements,typescript-plugin [--warm]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoad } from '../lib/page-weight.mjs';
import { measureCommand } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
const argument = (name) => process.argv[process.argv.indexOf(name) + 1];
const hooks = process.argv.includes('--hooks') ? argument('--hooks').split(',') : [];
const warm = process.argv.includes('--warm');
if (hooks.length === 0) {
  console.error('Name the hooks to turn off: --hooks kept-pages,heap-growth (docs/private-hooks.md lists them).');
  process.exit(2);
}

// A page of each template the budgets test weighs.
const ROUTES = ['/', '/docs/development_tool/docker', '/docs/opencv/', '/blog', '/search'];
const kB = (bytes) => bytes / 1000;

async function build(off) {
  if (!warm) await measureCommand('npx', ['gatsby', 'clean']);
  const result = await measureCommand('npm', ['run', 'build'], { env: { GATSBY_PRIVATE_HOOKS_OFF: off } });
  if (!result.ok) throw new Error(`The build with ${off || 'every hook on'} failed:\n${result.output.slice(-3000)}`);
  const weights = Object.fromEntries(
    ROUTES.map((route) => {
      const load = firstLoad(path.join(root, 'public'), route);
      return [route, { js: kB(load.js.reduce((sum, f) => sum + f.gzipBytes, 0)), css: kB(load.css.reduce((sum, f) => sum + f.gzipBytes, 0)) }];
    }),
  );
  console.log(`${off || '(every hook on)'}: ${result.seconds.toFixed(1)} s, peak share ${result.peakPssMB} MB`);
  return { off, seconds: result.seconds, peakPssMB: result.peakPssMB, weights };
}

const runs = [await build('')];
for (const hook of hooks) runs.push(await build(hook));
runs.push(await build(''));

const [first, ...rest] = runs;
const last = rest.pop();
const mean = (f) => (f(first) + f(last)) / 2;
const sign = (n, digits) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
console.log(`\nEvery hook on: ${first.seconds.toFixed(1)} and ${last.seconds.toFixed(1)} s, peak share ${first.peakPssMB} and ${last.peakPssMB} MB.`);
console.log('\n| hook off | build | peak share | first-load JS, gzip, per page | first-load CSS |');
console.log('| --- | ---: | ---: | --- | --- |');
for (const run of rest) {
  const js = ROUTES.map((route) => `${route} ${sign(run.weights[route].js - mean((r) => r.weights[route].js), 2)} kB`).join(', ');
  const css = ROUTES.map((route) => sign(run.weights[route].css - mean((r) => r.weights[route].css), 2)).join(', ');
  console.log(`| ${run.off} | ${sign(run.seconds - mean((r) => r.seconds), 1)} s | ${sign(run.peakPssMB - mean((r) => r.peakPssMB), 0)} MB | ${js} | ${css} kB |`);
}
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/bench-private-hooks.json', JSON.stringify({ date: new Date().toISOString(), warm, runs }, null, 2));

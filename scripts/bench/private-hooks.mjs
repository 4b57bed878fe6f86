#!/usr/bin/env node
// What each private hook buys on this site's build (docs/private-hooks.md): a build with every hook on, then one
// with each named hook off (GATSBY_PRIVATE_HOOKS_OFF), then every hook on again, one after the other in one run,
// each from a clean cache unless --warm. Prints the wall time, the tree's peak proportional share of memory and
// the first-load JavaScript and CSS (gzip) of each template's page beside the mean of the two builds with every
// hook on. Not part of the test suite.
//   node scripts/bench/private-hooks.mjs --hooks runtime-replacements,loader-global [--warm]
//   --content DIR   build the content in DIR (SITE_CONTENT_DIR), such as the corpus of
//                   `node scripts/bench/generate-corpus.mjs .bench/content`; its pages are not weighed
//   --rebuild FILE  after each build, append a sentence to FILE (under the content) and time the build
//                   again: what the hooks for rebuilds buy (kept-pages, webpack-build-dependencies, …)
//   --develop       `gatsby develop` instead of builds: the first page served from a clean cache, then, from the
//                   warm cache, edits of docker.mdx timed to the browser (scripts/bench/develop.mjs): what the
//                   develop hooks buy (develop-batching, develop-shell, develop-without-eslint)
// A warm build reuses the cache of the build before, made with other hooks off: read its times with care.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoad } from '../lib/page-weight.mjs';
import { measureDevelopStart, runDevelopBench } from './develop.mjs';
import { measureCommand } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
const argument = (name) => process.argv[process.argv.indexOf(name) + 1];
const hooks = process.argv.includes('--hooks') ? argument('--hooks').split(',') : [];
const warm = process.argv.includes('--warm');
const content = process.argv.includes('--content') ? argument('--content') : null;
const rebuildFile = process.argv.includes('--rebuild') ? argument('--rebuild') : null;
const contentEnv = content ? { SITE_CONTENT_DIR: content } : {};
if (hooks.length === 0) {
  console.error('Name the hooks to turn off: --hooks kept-pages,heap-growth (docs/private-hooks.md lists them).');
  process.exit(2);
}

// A page of each template the budgets test weighs.
const ROUTES = ['/', '/docs/development_tool/docker', '/docs/opencv/', '/blog', '/search'];
const kB = (bytes) => bytes / 1000;

async function build(off) {
  if (!warm) await measureCommand('npx', ['gatsby', 'clean']);
  const env = { ...contentEnv, GATSBY_PRIVATE_HOOKS_OFF: off };
  const result = await measureCommand('npm', ['run', 'build'], { env });
  if (!result.ok) throw new Error(`The build with ${off || 'every hook on'} failed:\n${result.output.slice(-3000)}`);
  let rebuild = null;
  if (rebuildFile) {
    const file = path.resolve(content ?? 'content', rebuildFile);
    const original = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, `${original}\n\nA sentence added to measure a rebuild.\n`);
      rebuild = await measureCommand('npm', ['run', 'build'], { env });
    } finally {
      fs.writeFileSync(file, original);
    }
    if (!rebuild.ok) throw new Error(`The rebuild with ${off || 'every hook on'} failed:\n${rebuild.output.slice(-3000)}`);
  }
  const weights = Object.fromEntries(
    (content ? [] : ROUTES).map((route) => {
      const load = firstLoad(path.join(root, 'public'), route);
      return [route, { js: kB(load.js.reduce((sum, f) => sum + f.gzipBytes, 0)), css: kB(load.css.reduce((sum, f) => sum + f.gzipBytes, 0)) }];
    }),
  );
  console.log(
    `${off || '(every hook on)'}: ${result.seconds.toFixed(1)} s, peak share ${result.peakPssMB} MB${rebuild ? `; rebuild ${rebuild.seconds.toFixed(1)} s` : ''}`,
  );
  return { off, seconds: result.seconds, peakPssMB: result.peakPssMB, rebuildSeconds: rebuild?.seconds ?? null, weights };
}

/** develop with `off` named in GATSBY_PRIVATE_HOOKS_OFF: its cold start, and its text edits from a warm one. */
async function develop(off) {
  process.env.GATSBY_PRIVATE_HOOKS_OFF = off;
  await measureCommand('npx', ['gatsby', 'clean']);
  const coldStartSeconds = await measureDevelopStart(root);
  const { text } = await runDevelopBench(root, 8124, 6);
  console.log(`${off || '(every hook on)'}: first page ${coldStartSeconds} s cold; text edits median ${text.medianMs} ms, p95 ${text.p95Ms} ms`);
  return { off, coldStartSeconds, editMedianMs: text.medianMs, editP95Ms: text.p95Ms };
}

if (process.argv.includes('--develop')) {
  const runs = [await develop('')];
  for (const hook of hooks) runs.push(await develop(hook));
  runs.push(await develop(''));
  console.log('\n| hook off | first page, cold | text edit, median | text edit, p95 |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const run of runs) console.log(`| ${run.off || '(every hook on)'} | ${run.coldStartSeconds} s | ${run.editMedianMs} ms | ${run.editP95Ms} ms |`);
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync('reports/bench-private-hooks-develop.json', JSON.stringify({ date: new Date().toISOString(), runs }, null, 2));
  process.exit(0);
}

const runs = [await build('')];
for (const hook of hooks) runs.push(await build(hook));
runs.push(await build(''));

const [first, ...rest] = runs;
const last = rest.pop();
const mean = (f) => (f(first) + f(last)) / 2;
const sign = (n, digits) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
console.log(`\nEvery hook on: ${first.seconds.toFixed(1)} and ${last.seconds.toFixed(1)} s, peak share ${first.peakPssMB} and ${last.peakPssMB} MB.`);
const routes = Object.keys(first.weights);
const weighed = routes.length > 0;
console.log(`\n| hook off | build | peak share | rebuild |${weighed ? ' first-load JS, gzip, per page | first-load CSS |' : ''}`);
console.log(`| --- | ---: | ---: | ---: |${weighed ? ' --- | --- |' : ''}`);
for (const run of rest) {
  const js = routes.map((route) => `${route} ${sign(run.weights[route].js - mean((r) => r.weights[route].js), 2)} kB`).join(', ');
  const css = routes.map((route) => sign(run.weights[route].css - mean((r) => r.weights[route].css), 2)).join(', ');
  const rebuilt = run.rebuildSeconds === null ? '' : `${sign(run.rebuildSeconds - mean((r) => r.rebuildSeconds), 1)} s`;
  const weights = weighed ? ` ${js} | ${css} kB |` : '';
  console.log(
    `| ${run.off} | ${sign(run.seconds - mean((r) => r.seconds), 1)} s | ${sign(run.peakPssMB - mean((r) => r.peakPssMB), 0)} MB | ${rebuilt} |${weights}`,
  );
}
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/bench-private-hooks.json', JSON.stringify({ date: new Date().toISOString(), warm, content, rebuildFile, runs }, null, 2));

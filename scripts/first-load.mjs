#!/usr/bin/env node
// What each template of a build loads first, in gzip bytes, as the budget test counts it
// (scripts/lib/page-weight.mjs: the scripts of the page's HTML plus its template's chunk group):
//   npx tsx scripts/first-load.mjs public [other-build/public]
// One row a template, measured on its first page (test-only pages left out), split into React's framework
// chunk, Gatsby's app chunk and webpack runtime, and the rest (the template's own chunks). With a second
// build, each figure is shown for both, and the second's difference.
import fs from 'node:fs';
import path from 'node:path';
import { chunkName } from '../src/lib/budgets.ts';
import { firstLoad, pageFiles } from './lib/page-weight.mjs';

const dirs = process.argv.slice(2).map((dir) => path.resolve(dir));
if (dirs.length < 1 || dirs.length > 2) {
  console.error('usage: npx tsx scripts/first-load.mjs <build folder> [<second build folder>]');
  process.exit(2);
}
for (const dir of dirs) {
  if (!fs.existsSync(path.join(dir, 'webpack.stats.json'))) {
    console.error(`${dir} is not a production build (it has no webpack.stats.json): run "npx gatsby build" first.`);
    process.exit(1);
  }
}

/** The first route of each template of a build (routes sorted), by the template's chunk name. */
function routesByTemplate(dir) {
  const routes = pageFiles(dir)
    .map((file) => `/${path.relative(dir, path.dirname(file)).split(path.sep).join('/')}`.replace(/^\/$/, '/'))
    .filter((route) => !route.includes('__test__') && fs.existsSync(path.join(dir, 'page-data', route === '/' ? 'index' : route, 'page-data.json')))
    .sort();
  const byTemplate = new Map();
  for (const route of routes) {
    const pageData = path.join(dir, 'page-data', route === '/' ? 'index' : route, 'page-data.json');
    const template = JSON.parse(fs.readFileSync(pageData, 'utf8')).componentChunkName.replace(/^component---src-/, '');
    if (!byTemplate.has(template)) byTemplate.set(template, route);
  }
  return byTemplate;
}

function weights(dir, route) {
  const { js } = firstLoad(dir, route);
  const of = (name) => js.filter((f) => chunkName(f.name) === name).reduce((sum, f) => sum + f.gzipBytes, 0);
  const total = js.reduce((sum, f) => sum + f.gzipBytes, 0);
  const [framework, app, runtime] = [of('framework'), of('app'), of('webpack-runtime')];
  return { framework, app, runtime, rest: total - framework - app - runtime, total };
}

const COLUMNS = ['framework', 'app', 'runtime', 'rest', 'total'];
const cell = (values) => {
  if (values.length === 1) return String(values[0]);
  const delta = values[1] - values[0];
  return `${values[0]} → ${values[1]} (${delta >= 0 ? '+' : ''}${delta})`;
};
const templates = routesByTemplate(dirs[0]);
const rows = [...templates].map(([template, route]) => {
  const measured = dirs.map((dir) => weights(dir, route));
  return [template, route, ...COLUMNS.map((column) => cell(measured.map((m) => m[column])))];
});
const header = ['template', 'measured on', ...COLUMNS];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
console.log(`First-load JavaScript, gzip -9 bytes${dirs.length === 2 ? `: ${dirs[0]} → ${dirs[1]}` : ` of ${dirs[0]}`}`);
for (const row of [header, ...rows]) console.log(row.map((value, i) => (i < 2 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join('  '));

/**
 * Byte budgets of the production build (bytes are deterministic: these are
 * assertions, not timings). A failure names the chunks that grew since
 * tests/budgets-baseline.json; `UPDATE_BUDGETS=1 npx playwright test budgets`
 * records a new baseline after a deliberate change.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { checkBudget, chunkName } from '../../src/lib/budgets';
import { blogPosts } from './content';
import { currentChunkFiles, firstLoad, PUBLIC, searchIndexDir } from './pageWeight';
import { firstLoad as firstLoadIn } from '../../scripts/lib/page-weight.mjs';
import { BENCH_QUERIES, keystrokes, queryCost } from '../support/searchCost';

const KB = 1024;
// The search index is sharded (src/lib/search/indexFormat.ts): what a query downloads depends on the
// query, not on the size of the site. The budget is per query: everything of the index a fresh
// page reads for its first query (the whole index was one 154 kB file before): 50 kB for the
// queries readers type, whole or key by key; 90 kB for any query of the relevance suite, whose
// questions of up to nine words each need a dictionary and postings of their own (84 kB at most
// with records files of 16 records, 66 kB with files of 4, which cost a query more round trips).
const BUDGETS = { firstLoadCss: 30 * KB, searchFirstQuery: 50 * KB, searchLongQuery: 90 * KB };
const BASELINE_FILE = path.resolve('tests/budgets-baseline.json');
const baseline = fs.existsSync(BASELINE_FILE) ? (JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as Record<string, number>) : {};
const PAGES = {
  'home page': '/',
  'doc page': '/docs/opencv/basics',
  'doc page with math': '/docs/machine_learning/traditional_algorithm/logistic_regression',
  'blog post': blogPosts()[0].route,
};
// First-load JavaScript, in bytes (the guides' kB are thousands): 70 kB for the home page, 72 kB for a doc or
// a post. React 18.3's framework chunk is 44.6 kB of it and Gatsby's runtime about 15 kB (docs/architecture.md#react); the
// navbar, footer, announcement, docs sidebar and table of contents load after the page (src/client/partRoot.ts).
const FIRST_LOAD_JS: Record<keyof typeof PAGES, number> = { 'home page': 70_000, 'doc page': 72_000, 'doc page with math': 72_000, 'blog post': 72_000 };
/** Strings only the search code contains: DocSearch's modal, and the embedded index's reader. */
const SEARCH_MARKERS = ['DocSearch-Modal', 'Unsupported search index version'];

test.describe.configure({ mode: 'serial' });

if (process.env.UPDATE_BUDGETS === '1') {
  test('record the budget baseline', () => {
    const sizes: Record<string, number> = {};
    for (const route of Object.values(PAGES)) {
      const { js, css } = firstLoad(route);
      for (const f of [...js, ...css]) sizes[chunkName(f.name)] = f.gzipBytes;
    }
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(sizes, null, 2)}\n`);
  });
}

for (const [label, route] of Object.entries(PAGES) as [keyof typeof PAGES, string][]) {
  test(`${label}: first-load JavaScript within ${FIRST_LOAD_JS[label] / 1000} kB gzip, and no search code`, () => {
    const { js } = firstLoad(route);
    const result = checkBudget(`First-load JavaScript of ${route}`, js, FIRST_LOAD_JS[label], baseline);
    expect(result.ok, result.message).toBe(true);
    const carriers = js.filter((f) => SEARCH_MARKERS.some((m) => f.source.includes(m))).map((f) => f.name);
    expect(carriers, 'search code among the first-load files').toEqual([]);
  });

  test(`${label}: first-load CSS within ${BUDGETS.firstLoadCss / KB} kB gzip`, () => {
    const { css } = firstLoad(route);
    const result = checkBudget(`First-load CSS of ${route}`, css, BUDGETS.firstLoadCss, baseline);
    expect(result.ok, result.message).toBe(true);
  });
}

/** The module paths of a built chunk, from its source map. */
const chunkSources = (name: string): string[] =>
  (JSON.parse(fs.readFileSync(path.join(PUBLIC, `${name.replace(/^\//, '')}.map`), 'utf8')) as { sources: string[] }).sources;
/** The parts each page renders from the server's HTML and runs after it (src/client/partRoot.ts), by the chunk that has their code. */
const PARTS = {
  frame: ['src/components/Navbar/index.tsx', 'src/components/Footer/index.tsx', 'src/components/AnnouncementBar/index.tsx'],
  'doc-sidebar': ['src/components/DocSidebar/index.tsx'],
  toc: ['src/components/TableOfContents/index.tsx'],
};

test("the frame's parts (navbar, footer, announcement, the docs sidebar and table of contents) are in no page's first load, but in chunks of their own", () => {
  const parts = Object.values(PARTS).flat();
  for (const route of Object.values(PAGES)) {
    const sources = firstLoad(route).js.flatMap((f) => chunkSources(f.name));
    expect(
      sources.some((s) => s.endsWith('.cache/production-app.js')),
      `${route}: the source maps name modules`,
    ).toBe(true);
    expect(
      sources.filter((s) => parts.some((part) => s.endsWith(part))),
      `${route}: parts in the first load`,
    ).toEqual([]);
  }
  for (const [chunk, modules] of Object.entries(PARTS)) {
    const files = currentChunkFiles().filter((f) => f.startsWith(`${chunk}-`) && /-[0-9a-f]{20}\.js$/.test(f));
    expect(files, `the ${chunk} chunk`).toHaveLength(1);
    const sources = chunkSources(files[0]);
    for (const part of modules)
      expect(
        sources.some((s) => s.endsWith(part)),
        part,
      ).toBe(true);
  }
});

// Reading offline costs the first load next to nothing (docs/features.md#read-offline): the worker's registration, at most
// 1 kB gzip as esbuild minifies it, in every page's first load; the update notice in none, loaded when a new build waits.
test("the service worker's registration is at most 1 kB gzip of every page's first load, and its update notice in none", async () => {
  const { build } = await import('esbuild');
  const bundled = await build({
    entryPoints: ['src/client/serviceWorker.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['./updateNotice'],
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.GATSBY_OFFLINE': '"true"' },
  });
  const registration = zlib.gzipSync(bundled.outputFiles[0].contents, { level: 9 }).length;
  expect(registration).toBeGreaterThan(200);
  expect(registration).toBeLessThanOrEqual(1000);
  for (const route of Object.values(PAGES)) {
    const sources = firstLoad(route).js.flatMap((f) => chunkSources(f.name));
    expect(
      sources.filter((s) => s.endsWith('src/client/serviceWorker.ts')),
      `${route}: the registration`,
    ).toHaveLength(1);
    expect(
      sources.filter((s) => s.endsWith('src/client/updateNotice.ts')),
      `${route}: the notice`,
    ).toEqual([]);
  }
});

// A site of several locales and versions (tests/fixtures/versioned-site, built into .e2e/public-versioned): what it
// ships for them (the locale and version menus, links kept in the locale, translate() with short keys) stays within
// 1 kB of the site's own pages; a page's notices and its badge come in its context (node/pages/notices.ts).
const VERSIONED_PUBLIC = path.resolve('.e2e/public-versioned');
const LOCALIZED_PAGES = [
  ['/ar/docs/next/guides/install', PAGES['doc page'], 'a translated doc of the unreleased version, in Arabic'],
  ['/ar/docs/next/guides/plugins', PAGES['doc page'], 'an untranslated doc, in Arabic'],
  ['/docs/1.0/guides/install', PAGES['doc page'], 'a doc of an unmaintained version'],
  ['/ar/', PAGES['home page'], 'the home page, in Arabic'],
] as const;
for (const [route, own, what] of LOCALIZED_PAGES) {
  test(`a site of two locales and three versions, ${what}: at most 1 kB more first-load JavaScript than the site's own page`, () => {
    const sum = (files: { gzipBytes: number }[]) => files.reduce((total, f) => total + f.gzipBytes, 0);
    const localized = sum(firstLoadIn(VERSIONED_PUBLIC, route).js);
    expect(localized - sum(firstLoad(own).js), `${route} (${localized} B) against ${own}`).toBeLessThanOrEqual(KB);
  });
}

const relevanceQueries = (JSON.parse(fs.readFileSync(path.resolve('tests/relevance/queries.json'), 'utf8')) as { query: string }[]).map((q) => q.query);

test(`a fresh page reads at most ${BUDGETS.searchFirstQuery / KB} kB gzip of the search index for a first query, whole or typed key by key`, async () => {
  const { dir } = searchIndexDir();
  const over: string[] = [];
  for (const query of BENCH_QUERIES) {
    const whole = (await queryCost(dir, [query])).perQuery[0];
    if (whole > BUDGETS.searchFirstQuery) over.push(`"${query}": ${(whole / KB).toFixed(1)} kB`);
    // Typed key by key, each keystroke's query is a first query for what it adds.
    const typed = (await queryCost(dir, keystrokes(query))).perQuery;
    typed.forEach((bytes, i) => bytes > BUDGETS.searchFirstQuery && over.push(`"${keystrokes(query)[i]}" (typed): ${(bytes / KB).toFixed(1)} kB`));
  }
  expect(over, 'queries over the budget').toEqual([]);
});

test(`every query of the relevance suite reads at most ${BUDGETS.searchLongQuery / KB} kB gzip of the search index on a fresh page`, async () => {
  const { dir } = searchIndexDir();
  const over: string[] = [];
  for (const query of relevanceQueries) {
    const whole = (await queryCost(dir, [query])).perQuery[0];
    if (whole > BUDGETS.searchLongQuery) over.push(`"${query}": ${(whole / KB).toFixed(1)} kB`);
  }
  expect(over, 'queries over the budget').toEqual([]);
});

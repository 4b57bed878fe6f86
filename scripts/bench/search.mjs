#!/usr/bin/env -S npx tsx
// Search benchmark: what the embedded search costs a reader, on the site's
// own index (from the last build) and on generated corpora of 1,000 pages and
// of 11,000 (10,000 docs and 1,000 posts): the sharded index's files, the
// bytes a fresh page downloads for its first query (whole, and typed key by
// key), and the time from keystroke to results, cold (a fresh engine, files
// read from disk and parsed) and warm (typing on). Prints a table; writes
// reports/bench-search.json.
//   npm run bench:search            (builds the site first if public/ has no index)
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { random, siteIndexFolder, stats } from './measure.mjs';

import { LocalSearchEngine } from '../../src/lib/search/engine.ts';
import { buildShardedIndex } from '../../src/lib/search/indexWriter.ts';
import { buildRecords } from '../../src/lib/search/records.ts';
import { fileLoader } from '../lib/page-weight.mjs';
import { BENCH_QUERIES as QUERIES, keystrokes, modalRequest, queryCost, readIndexRecords } from '../../tests/support/searchCost.ts';

const root = path.resolve(import.meta.dirname, '../..');
const REPEAT = 5;

/**
 * Pages of text drawn from the site's own words, as often as the site uses
 * them: 6 sections of 2 paragraphs each; `posts` of them are blog posts.
 */
export function generatedCorpus(siteRecords, docs = 1000, posts = 0) {
  const rand = random(42);
  const words = siteRecords.flatMap((r) => (r.content ?? '').replace(/&[a-z#0-9]+;/g, ' ').split(/\s+/)).filter((w) => /^[\p{L}\p{N}-]{2,}$/u.test(w));
  const pick = (n) => Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]).join(' ');
  const records = [];
  for (let p = 0; p < docs + posts; p++) {
    const blocks = [];
    for (let s = 0; s < 6; s++) {
      const heading = pick(3);
      blocks.push({ kind: 'heading', depth: s % 3 === 2 ? 3 : 2, id: `section-${s}`, text: heading });
      blocks.push({ kind: 'text', text: `${pick(40)}.` }, { kind: 'text', text: `${pick(30)}.` });
    }
    const post = p >= docs;
    records.push(
      ...buildRecords(
        post
          ? { url: `/blog/generated/post-${p - docs}`, lvl0: 'Blog', title: pick(4), language: 'en', tag: 'default', pageRank: 0, blocks }
          : {
              url: `/docs/generated/section-${p % 20}/page-${p}`,
              lvl0: `Section ${p % 20}`,
              title: pick(4),
              language: 'en',
              tag: 'docs-default-current',
              pageRank: 1,
              blocks,
            },
      ),
    );
  }
  return records;
}

/** Writes the sharded index of `records` under `dir`; returns its size and how long building it took. */
function writeIndex(dir, records, synonyms) {
  const t0 = performance.now();
  const files = buildShardedIndex(records, synonyms);
  const buildMs = performance.now() - t0;
  fs.rmSync(dir, { recursive: true, force: true });
  for (const sub of ['d', 'p', 'r']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  for (const [file, value] of files) fs.writeFileSync(path.join(dir, file), JSON.stringify(value));
  return { buildMs, files: files.size };
}

async function measure(name, dir, records, synonyms) {
  const built = writeIndex(dir, records, synonyms);
  // Bytes: each query whole on a fresh page; and typed key by key, each keystroke's new bytes.
  const first = [];
  const keystroke = [];
  const further = [];
  for (const query of QUERIES) {
    first.push((await queryCost(dir, [query])).perQuery[0]);
    const typed = (await queryCost(dir, keystrokes(query))).perQuery;
    keystroke.push(...typed);
    further.push(...typed.slice(1));
  }
  // Time, cold: the first query on a fresh engine (files read from disk and parsed, no network).
  const cold = [];
  for (let r = 0; r < REPEAT; r++) {
    for (const query of QUERIES) {
      const t0 = performance.now();
      const engine = await LocalSearchEngine.open(fileLoader(dir));
      await engine.search(modalRequest(keystrokes(query)[0]));
      cold.push(performance.now() - t0);
    }
  }
  // Time, warm: typing on, keystroke by keystroke, once per query on one engine.
  const engine = await LocalSearchEngine.open(fileLoader(dir));
  const typing = [];
  for (const query of QUERIES) {
    for (const prefix of keystrokes(query)) {
      const t0 = performance.now();
      await engine.search(modalRequest(prefix));
      typing.push(performance.now() - t0);
    }
  }
  return {
    corpus: name,
    records: records.length,
    indexFiles: built.files,
    buildMs: built.buildMs,
    firstQueryBytes: stats(first),
    keystrokeBytes: stats(keystroke),
    furtherQueryMaxBytes: Math.max(...further),
    cold: stats(cold),
    typing: stats(typing),
  };
}

const siteDir = siteIndexFolder(root);
const siteRecords = await readIndexRecords(siteDir);
const { SEARCH_SYNONYMS } = await import('../../src/config/searchSynonyms.ts');
const { compactSynonyms } = await import('../../src/lib/search/variants.ts');
const { queryWords } = await import('../../src/lib/search/tokenize.ts');
const synonyms = compactSynonyms(SEARCH_SYNONYMS, (phrase) => queryWords(phrase).map((w) => w.word));
const bench = path.join(root, '.bench/search');
const results = [
  // The site's records, indexed by this checkout's code (the build in public/ may be older).
  await measure('site', path.join(bench, 'site'), siteRecords, synonyms),
  await measure('generated 1,000 pages', path.join(bench, '1000'), generatedCorpus(siteRecords, 1000), synonyms),
  await measure('generated 10,000 docs + 1,000 posts', path.join(bench, '11000'), generatedCorpus(siteRecords, 10000, 1000), synonyms),
];

const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
const ms = (v) => `${v.toFixed(2)} ms`;
console.log(`\nEmbedded search, sharded index (${QUERIES.length} queries, Node ${process.version})\n`);
console.log(
  '| corpus | records | files | first query median | first query max | keystroke max | further query max | cold median | cold p95 | typing median | typing p95 |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.corpus} | ${r.records} | ${r.indexFiles} | ${kb(r.firstQueryBytes.median)} | ${kb(r.firstQueryBytes.max)} | ${kb(r.keystrokeBytes.max)} | ${kb(r.furtherQueryMaxBytes)} | ${ms(r.cold.median)} | ${ms(r.cold.p95)} | ${ms(r.typing.median)} | ${ms(r.typing.p95)} |`,
  );
}
console.log(
  '\nBytes: gzip of the index files read. First query: each query whole on a fresh page. Keystroke: what each keystroke adds, typing each query. Further query: the same, after the first keystroke.',
);
console.log('Cold: the first keystroke on a fresh engine, files read from disk. Typing: each keystroke on one engine.');
fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'reports/bench-search.json'),
  JSON.stringify({ date: new Date().toISOString(), node: process.version, queries: QUERIES, results }, null, 2),
);
console.log('\nWritten to reports/bench-search.json');

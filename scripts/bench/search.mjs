#!/usr/bin/env -S npx tsx
// Search benchmark: index size, load time and query times of the embedded
// search, on the site's own index (from the last build) and on a generated
// corpus of 1,000 pages, for whole queries and for queries typed keystroke by
// keystroke. Prints a table; writes reports/bench-search.json.
//   npm run bench:search            (builds the site first if public/ has no index)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { random, siteIndexFile, stats } from './measure.mjs';

import { LocalSearchEngine } from '../../src/lib/search/engine.ts';
import { decodeIndex, encodeIndex } from '../../src/lib/search/indexFile.ts';
import { normalizeSearchRequests } from '../../src/lib/search/requests.ts';
import { contextualFacetFilters, docsVersionTag } from '../../src/lib/search/settings.ts';
import { buildRecords } from '../../src/lib/search/records.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const QUERIES = [
  'docker', 'dock', 'docker compose volume', 'git rebase', 'rebas', 'neural network', 'backpropagation', 'k-means',
  'kmeans clustering', 'logistic regression sigmoid', 'random forest', 'opencv threshold', 'contour', 'langchain',
  'langgraph state', 'rag retriever', 'python decorator', 'asyncio', 'dokcer', 'regresion', '机器学习',
];
const REPEAT = 20;

/** 1,000 pages of text drawn from the site's own vocabulary: 6 sections of 2 paragraphs each. */
export function generatedCorpus(siteRecords, pages = 1000) {
  const rand = random(42);
  const words = siteRecords.flatMap((r) => (r.content ?? '').replace(/&[a-z#0-9]+;/g, ' ').split(/\s+/)).filter((w) => /^[\p{L}\p{N}-]{2,}$/u.test(w));
  const pick = (n) => Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]).join(' ');
  const records = [];
  for (let p = 0; p < pages; p++) {
    const blocks = [];
    for (let s = 0; s < 6; s++) {
      const heading = pick(3);
      blocks.push({ kind: 'heading', depth: s % 3 === 2 ? 3 : 2, id: `section-${s}`, text: heading });
      blocks.push({ kind: 'text', text: `${pick(40)}.` }, { kind: 'text', text: `${pick(30)}.` });
    }
    records.push(...buildRecords({ url: `/docs/generated/section-${p % 20}/page-${p}`, lvl0: `Section ${p % 20}`, title: pick(4), language: 'en', tag: 'docs-default-current', pageRank: 1, blocks }));
  }
  return records;
}

function measure(name, json) {
  const loads = [];
  let engine;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    engine = LocalSearchEngine.fromIndexFile(JSON.parse(json));
    loads.push(performance.now() - t0);
  }
  const request = (query) => normalizeSearchRequests({ requests: [{ indexName: 'bench', query, hitsPerPage: 20, attributesToSnippet: ['content:10', 'hierarchy.lvl1:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>', facetFilters: contextualFacetFilters('en', [docsVersionTag('current')]) }] })[0];
  // Typing: every query keystroke by keystroke, once, on a fresh engine, as a reader types in the
  // modal (nothing the engine keeps between searches has seen these prefixes yet).
  const typing = [];
  const fresh = LocalSearchEngine.fromIndexFile(JSON.parse(json));
  for (const query of QUERIES) {
    for (let i = 1; i <= query.length; i++) {
      const params = request(query.slice(0, i));
      const t0 = performance.now();
      fresh.search(params);
      typing.push(performance.now() - t0);
    }
  }
  const times = [];
  for (let r = 0; r < REPEAT; r++) {
    for (const query of QUERIES) {
      const params = request(query);
      const t0 = performance.now();
      engine.search(params);
      times.push(performance.now() - t0);
    }
  }
  return {
    corpus: name,
    records: engine.size,
    indexBytes: Buffer.byteLength(json),
    indexGzipBytes: zlib.gzipSync(json, { level: 9 }).length,
    loadMs: stats(loads).median,
    query: stats(times),
    typing: stats(typing),
  };
}

const siteJson = siteIndexFile();
const siteRecords = decodeIndex(JSON.parse(siteJson));
const results = [measure('site', siteJson), measure('generated 1,000 pages', JSON.stringify(encodeIndex(generatedCorpus(siteRecords))))];

const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
const ms = (v) => `${v.toFixed(2)} ms`;
console.log(`\nEmbedded search (${QUERIES.length} queries × ${REPEAT}, Node ${process.version})\n`);
console.log('| corpus | records | index raw | index gzip | load (parse + build) | query median | query p95 | typing median | typing p95 |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(`| ${r.corpus} | ${r.records} | ${kb(r.indexBytes)} | ${kb(r.indexGzipBytes)} | ${ms(r.loadMs)} | ${ms(r.query.median)} | ${ms(r.query.p95)} | ${ms(r.typing.median)} | ${ms(r.typing.p95)} |`);
}
console.log('\nquery: each query whole, repeated; typing: each query keystroke by keystroke, once, on a fresh engine.');
fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
fs.writeFileSync(path.join(root, 'reports/bench-search.json'), JSON.stringify({ date: new Date().toISOString(), node: process.version, queries: QUERIES, results }, null, 2));
console.log('\nWritten to reports/bench-search.json');

#!/usr/bin/env -S npx tsx
// Search relevance: the queries of tests/relevance/queries.json (each with
// the pages that count as right, and its kind: exact, concept, typo,
// transposition, identifier, variant, prefix, cjk) run against the embedded
// engine on the site's index from the last build. Prints hit@1, hit@5 and
// MRR@10 per kind and overall, and the queries that miss; writes
// reports/bench-relevance.json. Not a pass/fail test: a measurement.
//   npm run bench:relevance            (builds the site first if public/ has no index)
import fs from 'node:fs';
import path from 'node:path';
import { siteIndexFile } from './measure.mjs';
import { LocalSearchEngine } from '../../src/lib/search/engine.ts';
import { decodeIndex } from '../../src/lib/search/indexFile.ts';
import { normalizeSearchRequests } from '../../src/lib/search/requests.ts';

const root = path.resolve(import.meta.dirname, '../..');
const queries = JSON.parse(fs.readFileSync(path.join(root, 'tests/relevance/queries.json'), 'utf8'));
const engine = new LocalSearchEngine(decodeIndex(JSON.parse(siteIndexFile(root))));

/** A hit's page: its URL without the anchor, without a trailing slash (but `/`). */
const pageOf = (url) => url.split('#')[0].replace(/(.)\/$/, '$1');

/** The rank (1-based) of the first right page among the distinct pages the hits name, or null in the first 10. */
function rankOf(query, expect) {
  // The request the modal sends, with the site's contextual filters (language, docs version or blog).
  const [params] = normalizeSearchRequests({ requests: [{ indexName: 'relevance', query, hitsPerPage: 50, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }] });
  const { hits } = engine.search(params);
  const pages = [];
  for (const hit of hits) {
    const page = pageOf(hit.url);
    if (!pages.includes(page)) pages.push(page);
  }
  const right = new Set(expect.map(pageOf));
  const i = pages.slice(0, 10).findIndex((p) => right.has(p));
  return { rank: i < 0 ? null : i + 1, top: pages.slice(0, 3) };
}

const byKind = new Map();
const misses = [];
for (const q of queries) {
  const { rank, top } = rankOf(q.query, q.expect);
  for (const kind of [q.kind, 'overall']) {
    const s = byKind.get(kind) ?? { n: 0, hit1: 0, hit5: 0, rr: 0 };
    s.n++;
    if (rank === 1) s.hit1++;
    if (rank !== null && rank <= 5) s.hit5++;
    if (rank !== null) s.rr += 1 / rank;
    byKind.set(kind, s);
  }
  if (rank !== 1) misses.push({ ...q, rank, top });
}

const pct = (a, n) => `${((100 * a) / n).toFixed(0)} %`;
console.log(`\nSearch relevance: ${queries.length} queries, embedded engine, Node ${process.version}\n`);
console.log('| kind | queries | hit@1 | hit@5 | MRR@10 |');
console.log('| --- | ---: | ---: | ---: | ---: |');
const rows = [...byKind.entries()].sort(([a], [b]) => (a === 'overall') - (b === 'overall') || a.localeCompare(b));
for (const [kind, s] of rows) console.log(`| ${kind} | ${s.n} | ${pct(s.hit1, s.n)} | ${pct(s.hit5, s.n)} | ${(s.rr / s.n).toFixed(3)} |`);
console.log(`\nNot first (${misses.length}):`);
for (const m of misses) console.log(`  [${m.kind}] "${m.query}" → ${m.rank ?? 'not in 10'}; wanted ${m.expect.join(', ')}; got ${m.top.join(', ') || 'nothing'}`);
fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'reports/bench-relevance.json'),
  JSON.stringify({ date: new Date().toISOString(), queries: queries.length, kinds: Object.fromEntries([...byKind].map(([k, s]) => [k, { ...s, mrr: s.rr / s.n }])), misses }, null, 2),
);
console.log('\nWritten to reports/bench-relevance.json');

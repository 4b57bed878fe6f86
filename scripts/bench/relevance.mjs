#!/usr/bin/env -S npx tsx
// Search relevance: the queries of tests/relevance/queries.json (each with
// the pages that count as right, and its kind: exact, concept, typo,
// transposition, identifier, variant, prefix, cjk) run against the embedded
// engine on the site's (sharded) index from the last build. Prints hit@1, hit@5 and
// MRR@10 per kind and overall, and the queries that miss; writes
// reports/bench-relevance.json. The test suite holds the same figures to
// floors (tests/e2e/relevance.spec.ts).
//   npm run bench:relevance            (builds the site first if public/ has no index)
import fs from 'node:fs';
import path from 'node:path';
import { siteIndexFolder } from './measure.mjs';
import { fileLoader } from '../lib/page-weight.mjs';
import { LocalSearchEngine } from '../../src/lib/search/engine.ts';
import { evaluate } from '../../src/lib/search/relevance.ts';

const root = path.resolve(import.meta.dirname, '../..');
const queries = JSON.parse(fs.readFileSync(path.join(root, 'tests/relevance/queries.json'), 'utf8'));
const engine = await LocalSearchEngine.open(fileLoader(siteIndexFolder(root)));
const { kinds, misses } = await evaluate(engine, queries);

const pct = (a, n) => `${((100 * a) / n).toFixed(0)} %`;
console.log(`\nSearch relevance: ${queries.length} queries, embedded engine, Node ${process.version}\n`);
console.log('| kind | queries | hit@1 | hit@5 | MRR@10 |');
console.log('| --- | ---: | ---: | ---: | ---: |');
const rows = [...kinds.entries()].sort(([a], [b]) => (a === 'overall') - (b === 'overall') || a.localeCompare(b));
for (const [kind, s] of rows) console.log(`| ${kind} | ${s.n} | ${pct(s.hit1, s.n)} | ${pct(s.hit5, s.n)} | ${(s.rr / s.n).toFixed(3)} |`);
console.log(`\nNot first (${misses.length}):`);
for (const m of misses)
  console.log(`  [${m.kind}] "${m.query}" → ${m.rank ?? 'not in 10'}; wanted ${m.expect.join(', ')}; got ${m.top.join(', ') || 'nothing'}`);
fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'reports/bench-relevance.json'),
  JSON.stringify(
    { date: new Date().toISOString(), queries: queries.length, kinds: Object.fromEntries([...kinds].map(([k, s]) => [k, { ...s, mrr: s.rr / s.n }])), misses },
    null,
    2,
  ),
);
console.log('\nWritten to reports/bench-relevance.json');

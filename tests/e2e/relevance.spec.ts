/**
 * Relevance floors: the relevance suite (tests/relevance/queries.json) run on
 * the built site's index must not fall below these figures. They sit a
 * little under what `npm run bench:relevance` measures, so that a change
 * which loses a class of queries fails here; raise them when relevance rises.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LocalSearchEngine } from '../../src/lib/search/engine';
import { evaluate, type RelevanceQuery } from '../../src/lib/search/relevance';
import { fileLoader, searchIndexDir } from '../../scripts/lib/page-weight.mjs';
import { PUBLIC } from './pageWeight';

/** Lowest hit@5 (share of queries with a right page in the first five) and MRR@10 per kind. */
const FLOORS: Record<string, { hit5: number; mrr: number }> = {
  exact: { hit5: 1, mrr: 0.97 },
  typo: { hit5: 1, mrr: 0.97 },
  transposition: { hit5: 1, mrr: 0.97 },
  identifier: { hit5: 0.98, mrr: 0.96 },
  variant: { hit5: 0.93, mrr: 0.88 },
  prefix: { hit5: 1, mrr: 0.95 },
  concept: { hit5: 0.86, mrr: 0.8 },
  cjk: { hit5: 0.93, mrr: 0.9 },
  overall: { hit5: 0.96, mrr: 0.93 },
};

const queries = JSON.parse(fs.readFileSync(path.resolve('tests/relevance/queries.json'), 'utf8')) as RelevanceQuery[];

test('the relevance suite holds its floors on the built (sharded) index, per kind of query', async () => {
  const engine = await LocalSearchEngine.open(fileLoader(searchIndexDir(PUBLIC).dir));
  const { kinds, misses } = await evaluate(engine, queries);
  expect(queries.length).toBeGreaterThanOrEqual(150);
  expect([...kinds.keys()].sort()).toEqual(Object.keys(FLOORS).sort());
  const below: string[] = [];
  for (const [kind, floor] of Object.entries(FLOORS)) {
    const s = kinds.get(kind)!;
    const hit5 = s.hit5 / s.n;
    const mrr = s.rr / s.n;
    if (hit5 < floor.hit5 || mrr < floor.mrr)
      below.push(`${kind}: hit@5 ${hit5.toFixed(3)} (floor ${floor.hit5}), MRR@10 ${mrr.toFixed(3)} (floor ${floor.mrr})`);
  }
  const missed = misses.filter((m) => m.rank === null || m.rank > 5).map((m) => `  [${m.kind}] "${m.query}" → ${m.rank ?? 'not in 10'}`);
  expect(below, `Below the floors:\n${below.join('\n')}\nNot in the first five:\n${missed.join('\n')}`).toEqual([]);
});

/**
 * Search relevance, measured: queries a reader types, each with the pages
 * that count as right (tests/relevance/queries.json), run against an engine
 * with the request the modal sends. Gives hit@1, hit@5 and MRR@10 per kind
 * of query and overall. `npm run bench:relevance` prints them; the test
 * suite holds them to floors (tests/e2e/relevance.spec.ts).
 */
import type { LocalSearchEngine } from './engine';
import { normalizeSearchRequests } from './requests';
import { contextualFacetFilters } from './requestSettings';
import { docsVersionTag } from './settings';

export interface RelevanceQuery {
  query: string;
  kind: string;
  /** Pages (URLs without anchor) that count as a right answer. */
  expect: string[];
  note?: string;
}

export interface KindFigures {
  n: number;
  hit1: number;
  hit5: number;
  /** Sum of reciprocal ranks within the first 10 pages. */
  rr: number;
}

export interface RelevanceMiss extends RelevanceQuery {
  rank: number | null;
  top: string[];
}

/** A hit's page: its URL without the anchor, without a trailing slash (but `/`). */
export const pageOf = (url: string) => url.split('#')[0].replace(/(.)\/$/, '$1');

/** The site's contextual filters, as the modal sends them: language, and the docs version or the blog. */
const FACET_FILTERS = contextualFacetFilters('en', [docsVersionTag('current')]);

/** The rank (1-based) of the first right page among the distinct pages the hits name, or null if not in the first 10. */
export async function rankOf(engine: LocalSearchEngine, query: string, expect: string[]): Promise<{ rank: number | null; top: string[] }> {
  const [params] = normalizeSearchRequests({ requests: [{ indexName: 'relevance', query, hitsPerPage: 50, facetFilters: FACET_FILTERS }] });
  const pages: string[] = [];
  for (const hit of (await engine.search(params)).hits) {
    const page = pageOf(hit.url);
    if (!pages.includes(page)) pages.push(page);
  }
  const right = new Set(expect.map(pageOf));
  const i = pages.slice(0, 10).findIndex((p) => right.has(p));
  return { rank: i < 0 ? null : i + 1, top: pages.slice(0, 3) };
}

/** Runs every query; figures per kind and `overall`, and the queries whose right page is not first. */
export async function evaluate(
  engine: LocalSearchEngine,
  queries: readonly RelevanceQuery[],
): Promise<{ kinds: Map<string, KindFigures>; misses: RelevanceMiss[] }> {
  const kinds = new Map<string, KindFigures>();
  const misses: RelevanceMiss[] = [];
  for (const q of queries) {
    const { rank, top } = await rankOf(engine, q.query, q.expect);
    for (const kind of [q.kind, 'overall']) {
      const s = kinds.get(kind) ?? { n: 0, hit1: 0, hit5: 0, rr: 0 };
      s.n++;
      if (rank === 1) s.hit1++;
      if (rank !== null && rank <= 5) s.hit5++;
      if (rank !== null) s.rr += 1 / rank;
      kinds.set(kind, s);
    }
    if (rank !== 1) misses.push({ ...q, rank, top });
  }
  return { kinds, misses };
}

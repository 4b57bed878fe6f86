/**
 * The Algolia search call as DocSearch and the search page make it. Accepts
 * both forms: v5's `{ requests: [{ indexName, query, ... }] }` and the older
 * `[{ indexName, params }]`, where `params` is an object or a query string.
 */

export type FacetFilters = string | (string | string[])[];

export interface SearchParams {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page: number;
  facetFilters: string[][];
  attributesToSnippet: { attribute: string; words: number }[];
  attributesToHighlight: string[] | null;
  snippetEllipsisText: string;
  highlightPreTag: string;
  highlightPostTag: string;
  /** Hits kept per URL (Algolia's `distinct` on the `url` attribute): 1 by default, 0 for all. */
  distinct: number;
  /** Return a `queryID` for click and conversion events. */
  clickAnalytics: boolean;
  /** Return each hit's `_rankingInfo`. */
  getRankingInfo: boolean;
}

export const DEFAULT_HITS_PER_PAGE = 20;

type RawParams = Record<string, unknown>;

/** `['a:1', ['b:2', 'b:3']]` → AND of ORs: `[['a:1'], ['b:2', 'b:3']]`. */
export function normalizeFacetFilters(value: unknown): string[][] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return [[value]];
  if (!Array.isArray(value)) throw new Error(`facetFilters must be a string or an array, got ${typeof value}`);
  return value.map((group) => (Array.isArray(group) ? group.map(String) : [String(group)]));
}

function parseQueryString(params: string): RawParams {
  const out: RawParams = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    try {
      out[key] = JSON.parse(raw);
    } catch {
      out[key] = raw;
    }
  }
  return out;
}

function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : (value as number);
  return Number.isFinite(n) ? n : fallback;
}

function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value) return value.split(',');
  return [];
}

/** `distinct`: `true` is 1 hit per URL, `false` is every hit, a number is that many (Algolia allows 0 to 4). */
function toDistinct(value: unknown): number {
  if (value === undefined || value === null || value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  return Math.max(0, Math.min(4, Math.floor(toNumber(value, 1))));
}

const toBoolean = (value: unknown) => value === true || value === 'true';

function normalizeOne(indexName: string, raw: RawParams): SearchParams {
  return {
    indexName,
    query: typeof raw.query === 'string' ? raw.query : '',
    hitsPerPage: Math.max(1, Math.min(1000, toNumber(raw.hitsPerPage, DEFAULT_HITS_PER_PAGE))),
    page: Math.max(0, toNumber(raw.page, 0)),
    facetFilters: normalizeFacetFilters(raw.facetFilters),
    attributesToSnippet: toList(raw.attributesToSnippet).map((entry) => {
      const [attribute, words] = entry.split(':');
      return { attribute, words: toNumber(words, 10) };
    }),
    attributesToHighlight: raw.attributesToHighlight === undefined ? null : toList(raw.attributesToHighlight),
    snippetEllipsisText: typeof raw.snippetEllipsisText === 'string' ? raw.snippetEllipsisText : '…',
    highlightPreTag: typeof raw.highlightPreTag === 'string' ? raw.highlightPreTag : '<em>',
    highlightPostTag: typeof raw.highlightPostTag === 'string' ? raw.highlightPostTag : '</em>',
    distinct: toDistinct(raw.distinct),
    clickAnalytics: toBoolean(raw.clickAnalytics),
    getRankingInfo: toBoolean(raw.getRankingInfo),
  };
}

/** Reads a search call in either form into one list of requests. */
export function normalizeSearchRequests(input: unknown): SearchParams[] {
  if (input === undefined || input === null) {
    throw new Error('Parameter `searchMethodParams` is required when calling `search`.');
  }
  const list = Array.isArray(input) ? input : (input as { requests?: unknown }).requests;
  if (!Array.isArray(list)) throw new Error('Parameter `searchMethodParams.requests` is required when calling `search`.');
  return list.map((request: RawParams) => {
    const { indexName, params, ...rest } = request ?? {};
    if (typeof indexName !== 'string' || !indexName) throw new Error('Each search request needs an `indexName`.');
    const fromParams = typeof params === 'string' ? parseQueryString(params) : ((params as RawParams) ?? {});
    return normalizeOne(indexName, { ...rest, ...fromParams });
  });
}

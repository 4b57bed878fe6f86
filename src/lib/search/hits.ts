/**
 * Algolia's answer for the ranked records of a results page: each hit the
 * record with its highlighted and snippeted fields (and, when asked, its
 * ranking criteria), in the response's shape.
 */
import { highlight, snippet, type HighlightOptions, type WordMatcher } from './highlight';
import type { Plan } from './queryPlan';
import type { Ranked } from './ranking';
import type { SearchRecord } from './records';
import type { SearchParams } from './requests';

/** All fields that are highlighted, in the record's order. */
const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
type Field = (typeof FIELDS)[number];

export interface Hit extends SearchRecord {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
  _rankingInfo?: RankingInfo;
}

export interface RankingInfo {
  nbTypos: number;
  words: number;
  proximityDistance: number;
  firstMatchedWord: number;
  nbExactWords: number;
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  /** False when the hits with typos or synonyms were not counted, because the hits as typed filled the page asked for. */
  exhaustiveNbHits: boolean;
  processingTimeMS: number;
  queryID?: string;
}

function fieldText(record: SearchRecord, field: Field): string | null {
  return field === 'content' ? record.content : record.hierarchy[field];
}

/** A random 32-hex-digit query ID, as Algolia returns for `clickAnalytics`. */
function newQueryID(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Which query word a word of a record's text stands for, if any: the first plan's word that matched the term. */
export function termMatcher(plans: readonly Plan[]): WordMatcher {
  const byTerm = new Map<string, string>();
  for (const { words, alternatives } of plans) {
    words.forEach((word, w) => {
      for (const term of alternatives[w].keys()) if (!byTerm.has(term)) byTerm.set(term, word);
    });
  }
  return (term) => byTerm.get(term) ?? null;
}

/** The hits of ranked records with their text, highlighted for the query's plans. */
export function formatHits(shown: readonly { ranked: Ranked; record: SearchRecord }[], plans: readonly Plan[], params: SearchParams): Hit[] {
  const match = termMatcher(plans);
  const wordCount = plans[0].words.length;
  // Hits of one page share its title and headings: highlight each text once.
  const memo = new Map<string, unknown>();
  return shown.map(({ ranked, record }) => toHit(record, ranked, match, wordCount, params, memo));
}

/** Whether a field is highlighted: every field by default, as Algolia does; an object's name (`hierarchy`) stands for its fields. */
const highlights = (attributes: string[] | null, name: string) =>
  attributes === null || attributes.some((a) => a === '*' || a === name || name.startsWith(`${a}.`));

function toHit(record: SearchRecord, ranked: Ranked, match: WordMatcher, wordCount: number, params: SearchParams, memo: Map<string, unknown>): Hit {
  const options: HighlightOptions = { preTag: params.highlightPreTag, postTag: params.highlightPostTag };
  const highlighted: Record<string, unknown> = { hierarchy: {} };
  const snippeted: Record<string, unknown> = { hierarchy: {} };
  const put = (target: Record<string, unknown>, field: Field, value: unknown) => {
    if (field === 'content') target.content = value;
    else (target.hierarchy as Record<string, unknown>)[field] = value;
  };
  for (const field of FIELDS) {
    const text = fieldText(record, field);
    if (text === null) continue;
    const name = field === 'content' ? 'content' : `hierarchy.${field}`;
    if (highlights(params.attributesToHighlight, name)) {
      const key = `h\u0000${text}`;
      if (!memo.has(key)) memo.set(key, highlight(text, match, wordCount, options));
      put(highlighted, field, memo.get(key));
    }
    const snippetSpec = params.attributesToSnippet.find((s) => s.attribute === name);
    if (snippetSpec) {
      const key = `s${snippetSpec.words}\u0000${text}`;
      if (!memo.has(key)) memo.set(key, snippet(text, match, snippetSpec.words, params.snippetEllipsisText, options));
      put(snippeted, field, memo.get(key));
    }
  }
  const hit: Hit = { ...record, _highlightResult: highlighted, _snippetResult: snippeted };
  if (params.getRankingInfo) {
    hit._rankingInfo = {
      nbTypos: ranked.typos,
      words: ranked.allWords,
      proximityDistance: ranked.proximity,
      firstMatchedWord: ranked.attribute,
      nbExactWords: ranked.exact,
    };
  }
  return hit;
}

/** The response to a request: the page of hits asked for, with the counts of all hits and pages. */
export function searchResponse(params: SearchParams, hits: Hit[], nbHits: number, exhaustive: boolean, started: number): SearchResponse {
  return {
    hits,
    nbHits,
    page: params.page,
    nbPages: Math.ceil(nbHits / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    query: params.query,
    params: '',
    index: params.indexName,
    exhaustiveNbHits: exhaustive,
    processingTimeMS: Date.now() - started,
    ...(params.clickAnalytics ? { queryID: newQueryID() } : {}),
  };
}

/**
 * The embedded search engine: answers the Algolia search call on the site's
 * records, in the browser. MiniSearch keeps the inverted index and scores
 * matches (BM25+); this module adds what readers expect from DocSearch:
 * prefix search on the word being typed, typo tolerance by word length,
 * all words required (dropping trailing words when nothing matches), titles
 * and headings ranked above paragraphs, facet filters, highlights and snippets.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { highlight, snippet, type HighlightOptions, type WordMatcher } from './highlight';
import type { Hierarchy, RecordType, SearchRecord } from './records';
import type { SearchParams } from './requests';
import { terms } from './tokenize';
import { decodeEntities } from '../html';

const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const FIELDS = [...HIERARCHY_LEVELS, 'content'] as const;
type Field = (typeof FIELDS)[number];

/** How much a match in each attribute counts. */
const FIELD_BOOST: Record<Field, number> = { lvl0: 0.5, lvl1: 3, lvl2: 2, lvl3: 1.5, lvl4: 1.2, lvl5: 1.1, lvl6: 1, content: 1 };
/** A page's own record above its headings, headings above paragraphs. */
const TYPE_BOOST: Record<RecordType, number> = { lvl1: 3, lvl2: 2, lvl3: 1.6, lvl4: 1.4, lvl5: 1.2, lvl6: 1.1, content: 1 };

/** Typos allowed in a word: none below 4 letters, one from 4, two from 8. */
export function allowedTypos(term: string): number {
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

export interface Hit extends SearchRecord {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
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
  exhaustiveNbHits: true;
  processingTimeMS: number;
}

function fieldText(record: SearchRecord, field: Field): string | null {
  return field === 'content' ? record.content : record.hierarchy[field];
}

function facetValue(record: SearchRecord, attribute: string): unknown {
  if (attribute.startsWith('hierarchy.')) return record.hierarchy[attribute.slice(10) as keyof Hierarchy];
  return (record as unknown as Record<string, unknown>)[attribute];
}

/** `language:en`, `-type:content`: a record matches when any filter of every group does. */
export function matchesFacetFilters(record: SearchRecord, groups: string[][]): boolean {
  return groups.every((group) =>
    group.some((filter) => {
      const negated = filter.startsWith('-');
      const body = negated ? filter.slice(1) : filter;
      const colon = body.indexOf(':');
      if (colon < 0) return false;
      const value = facetValue(record, body.slice(0, colon));
      const expected = body.slice(colon + 1);
      const equal = Array.isArray(value) ? value.map(String).includes(expected) : String(value) === expected;
      return negated ? !equal : equal;
    }),
  );
}

function editDistanceWithin(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > max) return false;
    previous = current;
  }
  return previous[b.length] <= max;
}

export class LocalSearchEngine {
  private readonly index: MiniSearch<{ id: number } & Record<Field, string>>;

  constructor(private readonly records: SearchRecord[]) {
    this.index = new MiniSearch({
      fields: [...FIELDS],
      storeFields: [],
      tokenize: (text) => terms(text),
      processTerm: (term) => term,
    });
    this.index.addAll(
      records.map((record, id) => {
        const doc = { id } as { id: number } & Record<Field, string>;
        for (const field of FIELDS) doc[field] = decodeEntities(fieldText(record, field) ?? '');
        return doc;
      }),
    );
  }

  get size(): number {
    return this.records.length;
  }

  private run(queryTerms: string[], groups: string[][]): SearchResult[] {
    if (queryTerms.length === 0) return [];
    return this.index.search(queryTerms.join(' '), {
      combineWith: 'AND',
      prefix: (_term, i, all) => i === all.length - 1,
      fuzzy: (term) => allowedTypos(term),
      boost: FIELD_BOOST,
      boostDocument: (id) => TYPE_BOOST[this.records[id as number].type],
      filter: groups.length ? (result) => matchesFacetFilters(this.records[result.id as number], groups) : undefined,
    });
  }

  /** Answers one search request. */
  search(params: SearchParams): SearchResponse {
    const started = Date.now();
    const queryTerms = terms(params.query);
    let used = queryTerms;
    let results = this.run(used, params.facetFilters);
    // Nothing has every word: drop words from the end, as Algolia's removeWordsIfNoResults does.
    while (results.length === 0 && used.length > 1) {
      used = used.slice(0, -1);
      results = this.run(used, params.facetFilters);
    }
    const nbHits = results.length;
    const nbPages = Math.ceil(nbHits / params.hitsPerPage);
    const pageResults = results.slice(params.page * params.hitsPerPage, (params.page + 1) * params.hitsPerPage);
    const hits = pageResults.map((result) => this.toHit(this.records[result.id as number], result, used, params));
    return {
      hits,
      nbHits,
      page: params.page,
      nbPages,
      hitsPerPage: params.hitsPerPage,
      query: params.query,
      params: '',
      index: params.indexName,
      exhaustiveNbHits: true,
      processingTimeMS: Date.now() - started,
    };
  }

  private toHit(record: SearchRecord, result: SearchResult, queryTerms: string[], params: SearchParams): Hit {
    const indexTerms = new Set(result.terms);
    const match: WordMatcher = (word) => {
      if (indexTerms.has(word)) return word;
      for (const [i, q] of queryTerms.entries()) {
        if (word === q || (i === queryTerms.length - 1 && word.startsWith(q))) return q;
        const typos = allowedTypos(q);
        if (typos > 0 && editDistanceWithin(word, q, typos)) return q;
      }
      return null;
    };
    const options: HighlightOptions = { preTag: params.highlightPreTag, postTag: params.highlightPostTag };
    const highlighted: Record<string, unknown> = { hierarchy: {} as Record<string, unknown> };
    const snippeted: Record<string, unknown> = { hierarchy: {} as Record<string, unknown> };
    const put = (target: Record<string, unknown>, field: Field, value: unknown) => {
      if (field === 'content') target.content = value;
      else (target.hierarchy as Record<string, unknown>)[field] = value;
    };
    for (const field of FIELDS) {
      const text = fieldText(record, field);
      if (text === null) continue;
      const name = field === 'content' ? 'content' : `hierarchy.${field}`;
      if (params.attributesToHighlight === null || params.attributesToHighlight.includes(name) || params.attributesToHighlight.includes('*')) {
        put(highlighted, field, highlight(text, match, queryTerms.length, options));
      }
      const snippetSpec = params.attributesToSnippet.find((s) => s.attribute === name);
      if (snippetSpec) put(snippeted, field, snippet(text, match, snippetSpec.words, params.snippetEllipsisText, options));
    }
    return { ...record, _highlightResult: highlighted, _snippetResult: snippeted };
  }
}

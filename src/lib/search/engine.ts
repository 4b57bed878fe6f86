/**
 * The embedded search engine: answers the Algolia search call on the site's
 * records, in the browser, and ranks as Algolia does, by tie-breaking
 * criteria rather than one blended score
 * (https://www.algolia.com/doc/guides/managing-results/relevance-overview/in-depth/ranking-criteria/):
 *
 * 1. typo: fewer typos first;
 * 2. words: more query words matched (stop words count only here);
 * 3. proximity: matched words closer together;
 * 4. attribute: the better attribute (page title, h2, h3, …, text, names in
 *    the section's code, category), then the better attributes of all the
 *    matched words together;
 * 5. exact: more words matched whole rather than as a prefix;
 * 6. custom: the record's `weight` (page rank, so docs come before posts;
 *    then heading level, so a page's own record comes first), then the
 *    record in which the words occur more often (Algolia goes straight to
 *    the position; on the relevance suite this took prefix queries from 88 %
 *    to 100 % hit@1), then the position in the page.
 *
 * Stop words are left out of a query that has other words; every other word
 * is required, and when no record has them all, every word becomes optional
 * and records with more of them come first (Algolia's
 * `removeWordsIfNoResults: 'allOptional'`). A word matches its plurals and
 * its British or American spelling without a typo, its Damerau–Levenshtein
 * neighbours with one typo from 4 letters and two from 8 (a swapped pair of
 * letters is one typo) that begin with its first letter (or, when none
 * begins as the word does, with its second), and the last word also as a
 * prefix. A phrase of a
 * synonym group also finds the group's other phrases, each match counting as
 * one typo more than the words typed would. Two words typed
 * apart match the name written as one (`data frame` → `dataframe`). Results
 * are distinct by URL (one hit per page anchor), as the Algolia index
 * settings ask.
 *
 * The engine reads the sharded index (./indexFormat.ts) as queries need it: the
 * dictionaries of a query's words, the postings shards of the terms its plan
 * uses, the text of the hits on the page asked for; and keeps what it read.
 *
 * Own code instead of MiniSearch (used before): MiniSearch scores with BM25
 * and keeps no word positions, so it could not rank by these criteria nor
 * measure proximity, and its fuzzy match counts a transposition as two
 * typos. On this site's relevance suite (tests/relevance) the change moved
 * hit@5 from 80 % to 98 % (README, "Why an engine of its own").
 */
import { highlight, snippet, type HighlightOptions, type WordMatcher } from './highlight';
import { metaPath } from './indexFormat';
import { LoadedIndex, type IndexLoader } from './indexLoader';
import { buildShardedIndex } from './indexWriter';
import type { SearchRecord } from './records';
import type { SearchParams } from './requests';
import { QueryPlanner, withoutTypos, type Plan } from './queryPlan';
import { Ranker, type Ranked } from './ranking';

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

/** Thrown by `search` when the query it answers was superseded by a newer one before it read the rest of the index. */
export class SupersededSearch extends Error {
  constructor() {
    super('The search was superseded by a newer one');
    this.name = 'SupersededSearch';
  }
}

export class LocalSearchEngine {
  /** An engine on the sharded index under a folder, read through `load` (a fetch in the browser, a file read in tests). */
  static async open(load: IndexLoader): Promise<LocalSearchEngine> {
    return new LocalSearchEngine(await LoadedIndex.open(load));
  }

  /** An engine on records held in memory, through the same sharded index the build writes. */
  static fromRecords(records: readonly SearchRecord[], synonyms: readonly (readonly string[])[] = [], options: { shardBytes?: number } = {}): LocalSearchEngine {
    const files = buildShardedIndex(records, synonyms, options);
    return new LocalSearchEngine(
      LoadedIndex.withMeta(files.get(metaPath), async (path) => {
        if (!files.has(path)) throw new Error(`No file ${path} in the search index`);
        return files.get(path);
      }),
    );
  }

  private readonly planner: QueryPlanner;
  private readonly ranker: Ranker;

  private constructor(private readonly index: LoadedIndex) {
    this.planner = new QueryPlanner(index);
    this.ranker = new Ranker(index);
  }

  /**
   * Answers one search request: loads the dictionaries of the query's words,
   * plans the query on them, loads the postings of the terms the plan
   * needs, ranks, then loads the text of the hits on the page asked for.
   */
  async search(params: SearchParams, options: { superseded?: () => boolean } = {}): Promise<SearchResponse> {
    const started = Date.now();
    // A reader typing on makes this query stale: it stops before reading more of the index.
    const goOn = () => {
      if (options.superseded?.()) throw new SupersededSearch();
    };
    await this.index.loadQueryDictionaries(params.query);
    goOn();
    let plans = this.planner.plan(params.query);
    if (this.planner.wanted.size > 0) {
      await this.index.loadDictionaries(this.planner.wanted);
      this.planner.wanted.clear();
      goOn();
      plans = this.planner.plan(params.query);
    }
    const needed = (params.page + 1) * params.hitsPerPage;
    // Records with every word as typed (no typo, no synonym) rank above all others: when they
    // fill the page asked for, the postings of the typos' and synonyms' terms need not be read.
    let kept: Ranked[] | null = null;
    let exhaustive = true;
    const asTyped = withoutTypos(plans[0]);
    const more = !!asTyped && (plans.length > 1 || plans[0].alternatives.some((a, w) => a.size > asTyped.alternatives[w].size));
    if (asTyped && more) {
      await this.index.loadPostings(asTyped.alternatives.flatMap((a) => [...a.keys()]));
      goOn();
      const ranked = this.ranker.rank(asTyped.words, asTyped.alternatives, params.facetFilters);
      const distinct = this.ranker.distinct(ranked, params.distinct);
      if (ranked.length > 0 && !ranked[0].optional && distinct.length >= needed) {
        kept = distinct;
        exhaustive = false;
      }
    }
    if (!kept) {
      await this.index.loadPostings(plans.flatMap((plan) => plan.alternatives.flatMap((a) => [...a.keys()])));
      goOn();
      kept = this.ranker.distinct(this.ranker.merge(plans.map((plan) => this.ranker.rank(plan.words, plan.alternatives, params.facetFilters))), params.distinct);
    }
    const nbHits = kept.length;
    const nbPages = Math.ceil(nbHits / params.hitsPerPage);
    const pageResults = kept.slice(params.page * params.hitsPerPage, (params.page + 1) * params.hitsPerPage);
    await this.index.loadRecords(pageResults.map((r) => r.record));
    const matcher = this.matcher(plans);
    const wordCount = plans[0].words.length;
    // Hits of one page share its title and headings: highlight each text once.
    const memo = new Map<string, unknown>();
    const hits = pageResults.map((r) => this.toHit(r, matcher, wordCount, params, memo));
    return {
      hits,
      nbHits,
      page: params.page,
      nbPages,
      hitsPerPage: params.hitsPerPage,
      query: params.query,
      params: '',
      index: params.indexName,
      exhaustiveNbHits: exhaustive,
      processingTimeMS: Date.now() - started,
      ...(params.clickAnalytics ? { queryID: newQueryID() } : {}),
    };
  }

  /** Which query word a word of a record's text stands for, if any. */
  private matcher(plans: Plan[]): WordMatcher {
    const byTerm = new Map<string, string>();
    for (const { words, alternatives } of plans) {
      words.forEach((word, w) => {
        for (const term of alternatives[w].keys()) if (!byTerm.has(term)) byTerm.set(term, word);
      });
    }
    return (term) => byTerm.get(term) ?? null;
  }

  private toHit(ranked: Ranked, match: WordMatcher, wordCount: number, params: SearchParams, memo: Map<string, unknown>): Hit {
    const record = this.index.record(ranked.record);
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
      hit._rankingInfo = { nbTypos: ranked.typos, words: ranked.allWords, proximityDistance: ranked.proximity, firstMatchedWord: ranked.attribute, nbExactWords: ranked.exact };
    }
    return hit;
  }
}


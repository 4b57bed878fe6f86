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
import { ATTRIBUTES, metaPath } from './indexFormat';
import { LoadedIndex, POSITION_BITS, type IndexLoader } from './indexLoader';
import { buildShardedIndex } from './indexWriter';
import type { SearchRecord } from './records';
import type { SearchParams } from './requests';
import { QueryPlanner, withoutTypos, type Plan } from './queryPlan';
import type { Alternative } from './termExpansion';
import { STOP_WORDS } from './variants';

/** All fields that are highlighted, in the record's order. */
const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
type Field = (typeof FIELDS)[number];

/** Algolia counts a pair of words farther apart than this, or in different attributes, as this far. */
const MAX_PROXIMITY = 8;
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

/**
 * `language:en`, `-type:content`: a record matches when any filter of every
 * group does. `facetValue` gives the record's value of a facet (the index's
 * facets are `type`, `language` and `docusaurus_tag`, as in Algolia's settings).
 */
export function matchesFacetFilters(facetValue: (attribute: string) => unknown, groups: string[][]): boolean {
  return groups.every((group) =>
    group.some((filter) => {
      const negated = filter.startsWith('-');
      const body = negated ? filter.slice(1) : filter;
      const colon = body.indexOf(':');
      if (colon < 0) return false;
      const value = facetValue(body.slice(0, colon));
      const expected = body.slice(colon + 1);
      const equal = Array.isArray(value) ? value.map(String).includes(expected) : String(value) === expected;
      return negated ? !equal : equal;
    }),
  );
}

interface Ranked {
  record: number;
  /** No record had every required word: ranked among records that have some. */
  optional: boolean;
  typos: number;
  words: number;
  allWords: number;
  proximity: number;
  attribute: number;
  /** How many times the query's words occur in the record: of two records equal on every criterion, the one about the words. */
  occurrences: number;
  /** The attributes of all matched words added up: of two records with the title's word, the one with more words in its title first. */
  attributeSum: number;
  exact: number;
}

const popcount = (n: number) => {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
};

/** The smallest distance between two lists of encoded positions, counting different attributes as far apart. */
function pairDistance(a: number[], b: number[]): number {
  let best = MAX_PROXIMITY;
  for (const x of a) {
    for (const y of b) {
      if (Math.floor(x / POSITION_BITS) !== Math.floor(y / POSITION_BITS)) continue;
      const d = Math.abs(x - y);
      if (d < best) best = Math.max(d, 1);
      if (best === 1) return 1;
    }
  }
  return best;
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

  private constructor(private readonly index: LoadedIndex) {
    this.planner = new QueryPlanner(index);
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
      const ranked = this.rank(asTyped.words, asTyped.alternatives, params.facetFilters);
      const distinct = this.distinct(ranked, params.distinct);
      if (ranked.length > 0 && !ranked[0].optional && distinct.length >= needed) {
        kept = distinct;
        exhaustive = false;
      }
    }
    if (!kept) {
      await this.index.loadPostings(plans.flatMap((plan) => plan.alternatives.flatMap((a) => [...a.keys()])));
      goOn();
      kept = this.distinct(this.merge(plans.map((plan) => this.rank(plan.words, plan.alternatives, params.facetFilters))), params.distinct);
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

  /** Distinct by URL: the best `perUrl` records of each page anchor, as `distinct` on `url` gives in Algolia. */
  private distinct(ranked: Ranked[], perUrl: number): Ranked[] {
    if (perUrl <= 0) return ranked;
    const seen = new Map<number, number>();
    return ranked.filter((r) => {
      const url = this.index.table.page[r.record] * 65_536 + this.index.table.section[r.record];
      const count = seen.get(url) ?? 0;
      seen.set(url, count + 1);
      return count < perUrl;
    });
  }

  /**
   * Ranks the records that match. A first pass over the postings notes, per
   * record and word, the fewest typos and the best attribute, in typed
   * arrays reused from one keystroke to the next; only the records that
   * pass then get their word positions collected, for proximity.
   */
  private rank(words: string[], alternatives: Map<string, Alternative>[], groups: string[][]): Ranked[] {
    if (words.length === 0) return [];
    const n = this.index.table.size;
    const scratch = this.scratch(words.length);
    const { mask, exactMask, typos, attribute, occurrences } = scratch;
    const touched: number[] = [];
    words.forEach((_, w) => {
      const bit = 1 << w;
      const base = w * n;
      for (const [term, alternative] of alternatives[w]) {
        const list = this.index.postingsOf(term);
        if (!list) continue;
        for (let k = 0; k < list.length; k += 2) {
          const record = list[k];
          if (mask[record] === 0) touched.push(record);
          mask[record] |= bit;
          const at = base + record;
          if (alternative.typos < typos[at]) typos[at] = alternative.typos;
          if (alternative.exact) exactMask[record] |= bit;
          const attr = Math.floor(list[k + 1] / POSITION_BITS);
          if (attr < attribute[at]) attribute[at] = attr;
          occurrences[record]++;
        }
      }
    });
    let required = 0;
    words.forEach((word, w) => {
      if (!STOP_WORDS.has(word)) required |= 1 << w;
    });
    if (required === 0) required = (1 << words.length) - 1;
    const allowed = groups.length === 0 ? touched : touched.filter((r) => matchesFacetFilters((attribute) => this.index.table.facet(r, attribute), groups));
    let matching = allowed.filter((r) => (mask[r] & required) === required);
    const optional = matching.length === 0;
    if (optional) matching = allowed.filter((r) => (mask[r] & required) !== 0);
    // Word positions, for proximity: only of the records that matched, and only when there are two words to be near.
    const codes = new Map<number, number[][]>();
    if (words.length > 1) {
      const keep = new Uint8Array(n);
      for (const r of matching) keep[r] = 1;
      words.forEach((_, w) => {
        for (const term of alternatives[w].keys()) {
          const list = this.index.postingsOf(term);
          if (!list) continue;
          for (let k = 0; k < list.length; k += 2) {
            const record = list[k];
            if (!keep[record]) continue;
            let lists = codes.get(record);
            if (!lists) codes.set(record, (lists = words.map(() => [])));
            lists[w].push(list[k + 1]);
          }
        }
      });
    }
    const ranked: Ranked[] = matching.map((record) => {
      let typoCount = 0;
      let best: number = ATTRIBUTES.length;
      let sum = 0;
      let proximity = 0;
      let last = -1;
      const lists = codes.get(record);
      for (let w = 0; w < words.length; w++) {
        if (!(mask[record] & (1 << w))) continue;
        const at = w * n + record;
        typoCount += typos[at];
        best = Math.min(best, attribute[at]);
        sum += attribute[at];
        if (lists && last >= 0) proximity += pairDistance(lists[last], lists[w]);
        last = w;
      }
      return { record, optional, occurrences: occurrences[record], typos: typoCount, words: popcount(mask[record] & required), allWords: popcount(mask[record]), proximity, attribute: best, attributeSum: sum, exact: popcount(exactMask[record]) };
    });
    // Leave the arrays clean for the next keystroke.
    for (const r of touched) {
      mask[r] = 0;
      exactMask[r] = 0;
      occurrences[r] = 0;
      for (let w = 0; w < words.length; w++) {
        typos[w * n + r] = 255;
        attribute[w * n + r] = 255;
      }
    }
    ranked.sort((a, b) => this.compare(a, b));
    return ranked;
  }

  private scratchArrays: { words: number; mask: Int32Array; exactMask: Int32Array; typos: Uint8Array; attribute: Uint8Array; occurrences: Int32Array } | null = null;

  /** Per-record arrays for `words` query words, allocated once and kept clean between searches. */
  private scratch(words: number) {
    const n = this.index.table.size;
    if (!this.scratchArrays || this.scratchArrays.words < words || this.scratchArrays.mask.length < n) {
      const size = Math.max(words, 4);
      this.scratchArrays = {
        words: size,
        mask: new Int32Array(n),
        exactMask: new Int32Array(n),
        typos: new Uint8Array(n * size).fill(255),
        attribute: new Uint8Array(n * size).fill(255),
        occurrences: new Int32Array(n),
      };
    }
    return this.scratchArrays;
  }

  /**
   * One list from the rankings of the query and its synonym rewrites: each
   * record at its best. Records that have every required word of one of the
   * queries come before records that have only some.
   */
  private merge(rankings: Ranked[][]): Ranked[] {
    if (rankings.length === 1) return rankings[0];
    const complete = rankings.filter((r) => r.length > 0 && !r[0].optional);
    const used = complete.length ? complete : rankings;
    const best = new Map<number, Ranked>();
    for (const ranking of used) {
      for (const r of ranking) {
        const known = best.get(r.record);
        if (!known || this.compare(r, known) < 0) best.set(r.record, r);
      }
    }
    return [...best.values()].sort((a, b) => this.compare(a, b));
  }

  /** Algolia's tie-breaking order; when no record has every word, more words first, then fewer typos. */
  private compare(a: Ranked, b: Ranked): number {
    const table = this.index.table;
    return (
      (a.optional ? b.words - a.words || a.typos - b.typos : a.typos - b.typos || b.words - a.words) ||
      b.allWords - a.allWords ||
      a.proximity - b.proximity ||
      a.attribute - b.attribute ||
      a.attributeSum - b.attributeSum ||
      b.exact - a.exact ||
      table.pageRank(b.record) - table.pageRank(a.record) ||
      table.level(b.record) - table.level(a.record) ||
      b.occurrences - a.occurrences ||
      table.position[a.record] - table.position[b.record] ||
      a.record - b.record
    );
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


/**
 * The embedded search engine: answers the Algolia search call on the site's
 * records, in the browser, with Algolia's response and Algolia's ranking.
 * A search reads the sharded index as it needs it (./indexLoader.ts), plans
 * the query (./queryPlan.ts), ranks the records that match (./ranking.ts)
 * and formats the page of hits asked for (./hits.ts).
 *
 * Own code rather than a library such as MiniSearch, which scores with BM25
 * and keeps no word positions: it could not rank by Algolia's criteria nor
 * measure proximity, and its fuzzy match counts a swapped pair of letters as
 * two typos (docs/search.md#why-an-engine-of-its-own).
 */
import { formatHits, searchResponse, type SearchResponse } from './hits';
import { metaPath } from './indexFormat';
import { LoadedIndex, type IndexLoader } from './indexLoader';
import { QueryPlanner, termsOf, withoutTypos, type Plan } from './queryPlan';
import { Ranker, type Ranked } from './ranking';
import type { SearchParams } from './requests';
import { nextTask } from '../nextTask';

export type { Hit, RankingInfo, SearchResponse } from './hits';
export type { IndexLoader } from './indexLoader';

/** Thrown by `search` when the query it answers was superseded by a newer one before it read the rest of the index. */
export class SupersededSearch extends Error {
  constructor() {
    super('The search was superseded by a newer one');
    this.name = 'SupersededSearch';
  }
}

/** Throws `SupersededSearch` when a newer query made this one stale. */
type GoOn = () => void;

/**
 * Work a search may do in one go before it lets the browser run something
 * else: a first search on a slow device (its code not yet compiled) spends
 * 20 ms or more formatting its hits, and the modal's handling of them would
 * make one task of 50 ms or more (a long task). Warm, it takes a few ms and
 * does not yield.
 */
export const SEARCH_SLICE_MS = 10;

export class LocalSearchEngine {
  /** An engine on the sharded index under a folder, read through `load` (a fetch in the browser, a file read in tests). */
  static async open(load: IndexLoader): Promise<LocalSearchEngine> {
    return new LocalSearchEngine(await LoadedIndex.open(load));
  }

  /** An engine on an index whose meta file is in hand (the site's index entry holds it: `readIndexEntry` in indexFormat.ts), its other files read through `load`. */
  static withMeta(meta: unknown, load: IndexLoader): LocalSearchEngine {
    return new LocalSearchEngine(LoadedIndex.withMeta(meta, load));
  }

  /** An engine on index files held in memory (tests/support/searchEngine.ts makes them from records, as the build does). */
  static fromIndexFiles(files: ReadonlyMap<string, unknown>): LocalSearchEngine {
    return new LocalSearchEngine(
      LoadedIndex.withMeta(files.get(metaPath), (path) => {
        if (!files.has(path)) return Promise.reject(new Error(`No file ${path} in the search index`));
        return Promise.resolve(files.get(path));
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
   * Answers one search request: plans the query on the dictionaries of its
   * words, ranks the records that match, then loads the text of the hits on
   * the page asked for.
   */
  async search(params: SearchParams, options: { superseded?: () => boolean } = {}): Promise<SearchResponse> {
    const started = Date.now();
    // A reader typing on makes this query stale: it stops before reading more of the index.
    const goOn = () => {
      if (options.superseded?.()) throw new SupersededSearch();
    };
    const plans = await this.plan(params.query, goOn);
    const { ranked, exhaustive } = await this.rank(plans, params, goOn);
    const shown = ranked.slice(params.page * params.hitsPerPage, (params.page + 1) * params.hitsPerPage);
    await this.index.loadRecords(shown.map((r) => r.record));
    const formatting = performance.now();
    const hits = formatHits(
      shown.map((r) => ({ ranked: r, record: this.index.record(r.record) })),
      plans,
      params,
    );
    // The hits go to the page in a task of their own when formatting them was long.
    if (performance.now() - formatting > SEARCH_SLICE_MS) await nextTask();
    return searchResponse(params, hits, ranked.length, exhaustive, started);
  }

  /** Loads the dictionaries of the query's words and plans it on them; again once the dictionaries the plan also wanted are in. */
  private async plan(query: string, goOn: GoOn): Promise<Plan[]> {
    await this.index.loadQueryDictionaries(query);
    goOn();
    const plans = this.planner.plan(query);
    if (this.planner.wanted.size === 0) return plans;
    await this.index.loadDictionaries(this.planner.wanted);
    this.planner.wanted.clear();
    goOn();
    return this.planner.plan(query);
  }

  /** The records that match, ranked and distinct; `exhaustive` false when those with typos or synonyms were not ranked. */
  private async rank(plans: Plan[], params: SearchParams, goOn: GoOn): Promise<{ ranked: Ranked[]; exhaustive: boolean }> {
    const asTyped = await this.rankAsTyped(plans, params, goOn);
    if (asTyped) return { ranked: asTyped, exhaustive: false };
    await this.index.loadPostings(termsOf(plans));
    goOn();
    const rankings = plans.map((plan) => this.ranker.rank(plan.words, plan.alternatives, params.facetFilters));
    return { ranked: this.ranker.distinct(this.ranker.merge(rankings), params.distinct), exhaustive: true };
  }

  /**
   * Records with every word as typed (no typo, no synonym) rank above all
   * others: when they fill the page asked for, the postings of the typos'
   * and synonyms' terms need not be read. Null when they do not, or when
   * the query has no typos or synonyms to leave out.
   */
  private async rankAsTyped(plans: Plan[], params: SearchParams, goOn: GoOn): Promise<Ranked[] | null> {
    const asTyped = withoutTypos(plans[0]);
    const more = !!asTyped && (plans.length > 1 || plans[0].alternatives.some((a, w) => a.size > asTyped.alternatives[w].size));
    if (!asTyped || !more) return null;
    await this.index.loadPostings(termsOf([asTyped]));
    goOn();
    const ranked = this.ranker.rank(asTyped.words, asTyped.alternatives, params.facetFilters);
    const distinct = this.ranker.distinct(ranked, params.distinct);
    const needed = (params.page + 1) * params.hitsPerPage;
    return ranked.length > 0 && !ranked[0].optional && distinct.length >= needed ? distinct : null;
  }
}

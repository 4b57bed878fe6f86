/**
 * Ranks the records that match a plan as Algolia does, by tie-breaking
 * criteria in order rather than one blended score
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
 *    record in which the words occur more often (where Algolia goes straight
 *    to the position: prefix queries find the page about the word), then the
 *    position in the page.
 *
 * Every word but stop words is required; when no record has them all, every
 * word becomes optional and records with more of them come first (Algolia's
 * `removeWordsIfNoResults: 'allOptional'`). Results are distinct by URL, as
 * the Algolia index settings ask.
 */
import { matchesFacetFilters } from './facetFilters';
import { ATTRIBUTES } from './indexFormat';
import { POSITION_BITS, type LoadedIndex } from './indexLoader';
import type { Alternative } from './termExpansion';
import { STOP_WORDS } from './variants';

/** Algolia counts a pair of words farther apart than this, or in different attributes, as this far. */
const MAX_PROXIMITY = 8;

/** A record that matches, with its figure on each criterion. */
export interface Ranked {
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

/** Per record (and per record and word), what the first pass over the postings notes; kept between searches. */
interface Scratch {
  words: number;
  /** The query words each record has, one bit each. */
  mask: Int32Array;
  /** The words each record has whole, as typed. */
  exactMask: Int32Array;
  /** The fewest typos of each word in each record (255: not there). */
  typos: Uint8Array;
  /** The best attribute of each word in each record (255: not there). */
  attribute: Uint8Array;
  occurrences: Int32Array;
}

const popcount = (n: number) => {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
};

/** The smallest distance between two lists of places, counting different attributes as far apart. */
export function pairDistance(a: number[], b: number[]): number {
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

export class Ranker {
  private scratchArrays: Scratch | null = null;

  constructor(private readonly index: Pick<LoadedIndex, 'table' | 'postingsOf'>) {}

  /**
   * Ranks the records that match. A first pass over the postings notes, per
   * record and word, the fewest typos and the best attribute, in typed
   * arrays reused from one keystroke to the next; only the records that
   * pass then get their word positions collected, for proximity.
   */
  rank(words: string[], alternatives: Map<string, Alternative>[], groups: string[][]): Ranked[] {
    if (words.length === 0) return [];
    const scratch = this.scratch(words.length);
    const touched = this.notePostings(alternatives, scratch);
    let required = 0;
    words.forEach((word, w) => {
      if (!STOP_WORDS.has(word)) required |= 1 << w;
    });
    if (required === 0) required = (1 << words.length) - 1;
    const { mask } = scratch;
    const table = this.index.table;
    const allowed = groups.length === 0 ? touched : touched.filter((r) => matchesFacetFilters((attribute) => table.facet(r, attribute), groups));
    let matching = allowed.filter((r) => (mask[r] & required) === required);
    const optional = matching.length === 0;
    if (optional) matching = allowed.filter((r) => (mask[r] & required) !== 0);
    const codes = words.length > 1 ? this.places(alternatives, matching) : new Map<number, number[][]>();
    const ranked = matching.map((record) => this.score(record, words.length, required, optional, codes.get(record), scratch));
    this.clean(touched, words.length, scratch);
    ranked.sort((a, b) => this.compare(a, b));
    return ranked;
  }

  /**
   * One list from the rankings of the query and its synonym rewrites: each
   * record at its best. Records that have every required word of one of the
   * queries come before records that have only some.
   */
  merge(rankings: Ranked[][]): Ranked[] {
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

  /** Distinct by URL: the best `perUrl` records of each page anchor, as `distinct` on `url` gives in Algolia. */
  distinct(ranked: Ranked[], perUrl: number): Ranked[] {
    if (perUrl <= 0) return ranked;
    const seen = new Map<number, number>();
    return ranked.filter((r) => {
      const url = this.index.table.page[r.record] * 65_536 + this.index.table.section[r.record];
      const count = seen.get(url) ?? 0;
      seen.set(url, count + 1);
      return count < perUrl;
    });
  }

  /** Algolia's tie-breaking order; when no record has every word, more words first, then fewer typos. */
  compare(a: Ranked, b: Ranked): number {
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

  /** The first pass: per record and word, the fewest typos and best attribute; returns the records met. */
  private notePostings(alternatives: Map<string, Alternative>[], scratch: Scratch): number[] {
    const n = this.index.table.size;
    const { mask, exactMask, typos, attribute, occurrences } = scratch;
    const touched: number[] = [];
    alternatives.forEach((terms, w) => {
      const bit = 1 << w;
      const base = w * n;
      for (const [term, alternative] of terms) {
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
    return touched;
  }

  /** The places of each word in the records that matched, for proximity (which a query of one word does not need). */
  private places(alternatives: Map<string, Alternative>[], matching: readonly number[]): Map<number, number[][]> {
    const codes = new Map<number, number[][]>();
    const keep = new Uint8Array(this.index.table.size);
    for (const r of matching) keep[r] = 1;
    alternatives.forEach((terms, w) => {
      for (const term of terms.keys()) {
        const list = this.index.postingsOf(term);
        if (!list) continue;
        for (let k = 0; k < list.length; k += 2) {
          const record = list[k];
          if (!keep[record]) continue;
          let lists = codes.get(record);
          if (!lists) codes.set(record, (lists = alternatives.map(() => [])));
          lists[w].push(list[k + 1]);
        }
      }
    });
    return codes;
  }

  /** A matching record's figures on every criterion. */
  private score(record: number, words: number, required: number, optional: boolean, lists: number[][] | undefined, scratch: Scratch): Ranked {
    const n = this.index.table.size;
    const { mask, exactMask, typos, attribute, occurrences } = scratch;
    let typoCount = 0;
    let best: number = ATTRIBUTES.length;
    let sum = 0;
    let proximity = 0;
    let last = -1;
    for (let w = 0; w < words; w++) {
      if (!(mask[record] & (1 << w))) continue;
      const at = w * n + record;
      typoCount += typos[at];
      best = Math.min(best, attribute[at]);
      sum += attribute[at];
      if (lists && last >= 0) proximity += pairDistance(lists[last], lists[w]);
      last = w;
    }
    return {
      record,
      optional,
      occurrences: occurrences[record],
      typos: typoCount,
      words: popcount(mask[record] & required),
      allWords: popcount(mask[record]),
      proximity,
      attribute: best,
      attributeSum: sum,
      exact: popcount(exactMask[record]),
    };
  }

  /** Leaves the arrays clean for the next keystroke. */
  private clean(touched: readonly number[], words: number, scratch: Scratch): void {
    const n = this.index.table.size;
    const { mask, exactMask, typos, attribute, occurrences } = scratch;
    for (const r of touched) {
      mask[r] = 0;
      exactMask[r] = 0;
      occurrences[r] = 0;
      for (let w = 0; w < words; w++) {
        typos[w * n + r] = 255;
        attribute[w * n + r] = 255;
      }
    }
  }

  /** Per-record arrays for `words` query words, allocated once and kept clean between searches. */
  private scratch(words: number): Scratch {
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
}

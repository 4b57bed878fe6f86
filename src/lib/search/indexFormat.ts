/**
 * The embedded index's files, split so that what a reader downloads depends
 * on the query, not on the size of the site (as Pagefind splits its index,
 * https://pagefind.app/docs/, but keeping what typo tolerance and Algolia's
 * ranking need):
 *
 * - `meta.json`: the format and the facets of runs of pages (language, docs
 *   version or blog, page rank), whatever the size of the site.
 * - `d/<key>.json`, one per first letter: the sorted terms that begin with
 *   it, how often each occurs, and which postings shard holds it. A query
 *   word loads its first letter's dictionary, and for typo tolerance its
 *   second letter's too (a term is found with typos when its first letter is
 *   the word's first or second: a swapped first pair or an extra letter
 *   typed before the word, but not a wrong or missing first letter, as
 *   Lucene's fuzzy query with a prefix length of one). It also carries the
 *   synonym groups with a phrase that begins with one of its terms, so that
 *   a query loads only the groups it can use.
 * - `p/<n>.json`: postings of a contiguous range of the sorted terms (the
 *   writer cuts them by size, ./indexWriter.ts). A prefix expands to
 *   neighbouring terms, so it loads one or two shards. Each posting names
 *   its record by page and position and carries what ranking needs without
 *   the text: the record's type and section (for `distinct`), and every
 *   place the term occurs.
 * - `r/<page>-<chunk>.json`: the text of `CHUNK_RECORDS` consecutive
 *   records of a page, fetched for the hits shown.
 */
import type { RecordType } from './records';

export const SHARDED_FORMAT_VERSION = 5;

/**
 * Attributes in ranking order: the page title first, then headings by level,
 * then text, then the names the section's code uses, then the category.
 */
export const ATTRIBUTES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'code', 'lvl0'] as const;
export const RECORD_TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/**
 * Records of a page per records file: enough that the hits of a results page
 * come in a couple of round trips, few enough that a hit does not bring much
 * text nobody reads (docs/search.md#the-sharded-index).
 */
export const CHUNK_RECORDS = 16;

/** Facets of a run of pages: the first page of the run, then its language, docs tag and page rank. */
export type FacetRun = [firstPage: number, language: string, tag: string, pageRank: number];

export interface ShardedMeta {
  v: number;
  /** Pages and records in the index, for `nbHits` estimates and checks. */
  pages: number;
  records: number;
  facets: FacetRun[];
  /** Dictionary files by key, with the number of terms each holds. */
  dictionaries: Record<string, number>;
  shards: number;
}

export interface DictionaryFile {
  v: number;
  /** Sorted terms of the key. */
  terms: string[];
  /** Occurrences of each term in the whole index. */
  counts: number[];
  /** The postings shard of each term (shards follow the sorted terms, so these never decrease). */
  shards: number[];
  /**
   * Synonym groups (by their number in the site's list) with a phrase whose
   * first word has this dictionary's key; with each, its phrases as the
   * words a query of them gives (`queryWords`), and the index terms those
   * words match as typed (the word, its plurals and spellings) with their
   * postings shards, so that a query rewritten with a synonym reads no other
   * dictionary. The phrases come split at build time so that the browser
   * runs no tokenizer, nor its word segmenter for a Chinese phrase, while
   * the reader's first query waits.
   */
  synonyms: [group: number, phrases: string[][], terms: [term: string, shard: number][]][];
}

export interface PostingsFile {
  v: number;
  terms: string[];
  /**
   * Per term, its records in page order, each as: pages since the previous
   * record (0 on the same page), position in the page (since the previous
   * record on the same page), section * 8 + type, the count of occurrences,
   * then each occurrence as word position * 16 + attribute, since the
   * previous occurrence.
   */
  lists: number[][];
}

export type PageHeader = [url: string, lvl0: string, lvl1: string, language: string, tag: string, pageRank: number];
/** A record's type, anchor, lvl2…lvl6 (trailing nulls dropped), text, and the names its code uses. */
export type ChunkRecord = [type: RecordType, anchor: string, headings: (string | null)[], content: string | null, code?: string];

export interface RecordsFile {
  v: number;
  page: PageHeader;
  /** Position in the page of the first record. */
  first: number;
  records: ChunkRecord[];
}

/** The dictionary a term belongs to: its first letter or digit; other scripts share 32 keys by code point. */
export function dictionaryKey(term: string): string {
  const first = String.fromCodePoint(term.codePointAt(0) ?? 0);
  return /^[a-z0-9]$/.test(first) ? first : `u${(first.codePointAt(0)! % 32).toString(32)}`;
}

export const metaPath = 'meta.json';

/**
 * Where pages find the embedded index: one file at one URL, naming the content-hashed folder of the index's
 * files and holding its meta (what a search reads first, so finding the folder costs no request of its own).
 * The pages name only this URL, so an edit of the content changes no page but its own: naming the folder
 * in every page made every build render every page's HTML again (docs/performance.md#figures-behind-the-code).
 */
export const INDEX_ENTRY_URL = '/search/current.json';

export interface IndexEntry {
  /** The index's folder, from the site's root: `/search/<hash>/` (`/search/develop/` under `gatsby develop`). */
  folder: string;
  meta: unknown;
}

/** The entry file of the index in `folder`, whose meta file is `metaJson`. */
export const indexEntryJson = (folder: string, metaJson: string): string => `{"folder":${JSON.stringify(folder)},"meta":${metaJson}}`;

/** The entry file's content, checked: its folder is one of the index's (`/search/<name>/`), not any URL. */
export function readIndexEntry(value: unknown): IndexEntry {
  const entry = value as Partial<IndexEntry> | null;
  if (typeof entry !== 'object' || entry === null || typeof entry.folder !== 'string' || !/^\/search\/[\w-]+\/$/.test(entry.folder))
    throw new Error(`The search index's entry (${INDEX_ENTRY_URL}) does not name an index folder (/search/<name>/)`);
  return { folder: entry.folder, meta: entry.meta };
}
export const dictionaryPath = (key: string) => `d/${key}.json`;
export const postingsPath = (shard: number) => `p/${shard}.json`;
export const recordsPath = (page: number, position: number) => `r/${page}-${Math.floor(position / CHUNK_RECORDS)}.json`;

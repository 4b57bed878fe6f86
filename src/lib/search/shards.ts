/**
 * The embedded index, split so that what a reader downloads depends on the
 * query, not on the size of the site (as Pagefind splits its index,
 * https://pagefind.app/docs/, but keeping what typo tolerance and Algolia's
 * ranking need):
 *
 * - `meta.json`: the format and the facets of page ranges (language, docs
 *   version or blog, page rank). A few hundred bytes whatever the size of
 *   the site.
 * - `d/<key>.json`, one per first letter: the sorted terms that begin with
 *   it, how often each occurs, and which postings shard holds it. A query
 *   word loads its first letter's dictionary, and for typo tolerance its
 *   second letter's too (a term is found with typos when its first letter is
 *   the word's first or second: a swapped first pair or an extra letter
 *   typed before the word, but not a wrong or missing first letter, as
 *   Lucene's fuzzy query with a prefix length of one). It also carries the
 *   synonym groups with a phrase that begins with one of its terms, so that
 *   a query loads only the groups it can use.
 * - `p/<n>.json`: postings of a contiguous range of the sorted terms, cut
 *   at about `SHARD_TARGET_BYTES` of JSON (a term longer than that has a
 *   shard to itself). A prefix expands to neighbouring terms, so it loads
 *   one or two shards. Each posting names its record by page and position
 *   and carries what ranking needs without the text: the record's type and
 *   section (for `distinct`), and every place the term occurs.
 * - `r/<page>-<chunk>.json`: the text of `CHUNK_RECORDS` consecutive
 *   records of a page, fetched for the hits shown. Measured on the
 *   benchmark's queries (`npm run bench:search`): chunks of 4 records cost
 *   a query 14 files and 8 kB on average, of 16 records 10 files and 13 kB,
 *   of 32 records 8 files and 15 kB, whole pages 5 files and 22 kB. A
 *   browser fetches six files at a time over HTTP/1.1 (all at once over
 *   HTTP/2): 16 keeps most queries to two round trips for their texts,
 *   and every question of the relevance suite under 90 kB.
 */
import { decodeEntities } from '../html';
import { groupByPage, SUB_LEVELS } from './recordsByPage';
import { LEVEL_WEIGHT, type Hierarchy, type RecordType, type SearchRecord } from './records';
import { queryWords, tokenize } from './tokenize';
import { sameWordForms } from './variants';

export const SHARDED_FORMAT_VERSION = 5;

/**
 * Attributes in ranking order: the page title first, then headings by level,
 * then text, then the names the section's code uses, then the category.
 */
export const ATTRIBUTES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'code', 'lvl0'] as const;
export const RECORD_TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/**
 * Postings shards are cut at about this many bytes of JSON (about a quarter
 * of that gzipped). Measured on the site and the 11,000-page corpus
 * (`npm run bench:search`): smaller shards waste fewer bytes on terms a
 * query does not need but cost more requests for typo expansions.
 */
export const SHARD_TARGET_BYTES = 12_000;

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
   * dictionary. The phrases come split at build time: splitting them in the
   * browser took the engine's tokenizer, and for a group with a Chinese
   * phrase the browser's word segmenter (`Intl.Segmenter`), through every
   * phrase of every group of the dictionary, on the main thread, while the
   * reader's first query waited: 77 phrases, 6.0 ms the first time in Node.
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

/** Records of a page per records file. */
export const CHUNK_RECORDS = 16;

type PageHeader = [url: string, lvl0: string, lvl1: string, language: string, tag: string, pageRank: number];
/** A record's type, anchor, lvl2…lvl6 (trailing nulls dropped), text, and the names its code uses. */
type ChunkRecord = [type: RecordType, anchor: string, headings: (string | null)[], content: string | null, code?: string];

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
export const dictionaryPath = (key: string) => `d/${key}.json`;
export const postingsPath = (shard: number) => `p/${shard}.json`;
export const recordsPath = (page: number, position: number) => `r/${page}-${Math.floor(position / CHUNK_RECORDS)}.json`;

/** Splits text once per distinct string: every record repeats its page's and section's headings. */
function tokenCache() {
  const cache = new Map<string, { term: string; pos: number }[]>();
  return (text: string) => {
    let tokens = cache.get(text);
    if (!tokens) {
      tokens = tokenize(decodeEntities(text)).map(({ term, pos }) => ({ term, pos }));
      if (cache.size > 50_000) cache.clear();
      cache.set(text, tokens);
    }
    return tokens;
  };
}

/**
 * The files of the sharded index for records as built by `buildRecords`
 * (page after page), by path under the index's folder.
 */
export function buildShardedIndex(
  records: readonly SearchRecord[],
  synonyms: readonly (readonly string[])[] = [],
  options: { shardBytes?: number } = {},
): Map<string, unknown> {
  const target = options.shardBytes ?? SHARD_TARGET_BYTES;
  const files = new Map<string, unknown>();
  const pages = groupByPage(records);
  const facets: FacetRun[] = [];
  // term → flat list of [page, position, sectionType, code] per occurrence, in record order.
  const occurrences = new Map<string, number[]>();
  const tokens = tokenCache();
  let recordIndex = 0;
  pages.forEach((page, p) => {
    const [, , , language, tag, pageRank, sections] = page;
    const last = facets[facets.length - 1];
    if (!last || last[1] !== language || last[2] !== tag || last[3] !== pageRank) facets.push([p, language, tag, pageRank]);
    const header: PageHeader = [page[0], page[1], page[2], language, tag, pageRank];
    let chunk: RecordsFile | null = null;
    // Records of sections with one anchor share a URL: they count as one for `distinct`.
    const sectionOfAnchor = new Map<string, number>();
    let position = 0;
    sections.forEach(([, anchor, headings, contents], s) => {
      if (!sectionOfAnchor.has(anchor)) sectionOfAnchor.set(anchor, s);
      const section = sectionOfAnchor.get(anchor)!;
      for (let k = 0; k <= contents.length; k++) {
        const record = records[recordIndex++];
        if (position % CHUNK_RECORDS === 0) files.set(recordsPath(p, position), (chunk = { v: SHARDED_FORMAT_VERSION, page: header, first: position, records: [] }));
        chunk!.records.push(record.code ? [record.type, anchor, headings, record.content, record.code] : [record.type, anchor, headings, record.content]);
        const sectionType = section * 8 + RECORD_TYPES.indexOf(record.type);
        ATTRIBUTES.forEach((attribute, a) => {
          const text = attribute === 'content' ? record.content : attribute === 'code' ? (record.code ?? null) : record.hierarchy[attribute];
          if (!text) return;
          for (const { term, pos } of tokens(text)) {
            let list = occurrences.get(term);
            if (!list) occurrences.set(term, (list = []));
            list.push(p, position, sectionType, pos * 16 + a);
          }
        });
        position++;
      }
    });
  });
  if (recordIndex !== records.length) throw new Error(`The sharded index holds ${recordIndex} of ${records.length} search records`);

  const terms = [...occurrences.keys()].sort();
  const dictionaries = new Map<string, DictionaryFile>();
  const dictionaryOf = (key: string) => {
    let dictionary = dictionaries.get(key);
    if (!dictionary) dictionaries.set(key, (dictionary = { v: SHARDED_FORMAT_VERSION, terms: [], counts: [], shards: [], synonyms: [] }));
    return dictionary;
  };
  const shardOf = new Map<string, number>();
  let shard: PostingsFile = { v: SHARDED_FORMAT_VERSION, terms: [], lists: [] };
  let shardCount = 0;
  let shardBytes = 0;
  for (const term of terms) {
    const flat = occurrences.get(term)!;
    const list = encodePostings(flat);
    const bytes = term.length + 6 + list.reduce((n, v) => n + String(v).length + 1, 0);
    if (shard.terms.length > 0 && shardBytes + bytes > target) {
      files.set(postingsPath(shardCount++), shard);
      shard = { v: SHARDED_FORMAT_VERSION, terms: [], lists: [] };
      shardBytes = 0;
    }
    shard.terms.push(term);
    shard.lists.push(list);
    shardBytes += bytes;
    const dictionary = dictionaryOf(dictionaryKey(term));
    dictionary.terms.push(term);
    dictionary.counts.push(flat.length / 4);
    dictionary.shards.push(shardCount);
    shardOf.set(term, shardCount);
  }
  if (shard.terms.length > 0) files.set(postingsPath(shardCount++), shard);
  synonyms.forEach((group, g) => {
    const phrases = group.map((phrase) => queryWords(phrase).map((w) => w.word)).filter((words) => words.length > 0);
    const terms = [...new Set(phrases.flat().flatMap((word) => [word, ...sameWordForms(word)]))].filter((term) => shardOf.has(term)).map((term): [string, number] => [term, shardOf.get(term)!]);
    for (const key of new Set(phrases.map((words) => dictionaryKey(words[0])))) dictionaryOf(key).synonyms.push([g, phrases, terms]);
  });
  for (const [key, dictionary] of dictionaries) files.set(dictionaryPath(key), dictionary);
  const meta: ShardedMeta = {
    v: SHARDED_FORMAT_VERSION,
    pages: pages.length,
    records: records.length,
    facets,
    dictionaries: Object.fromEntries([...dictionaries].map(([key, d]) => [key, d.terms.length])),
    shards: shardCount,
  };
  files.set(metaPath, meta);
  return files;
}

/** Encodes a term's occurrences ([page, position, sectionType, code] each, in record order) as a postings list. */
function encodePostings(flat: number[]): number[] {
  const out: number[] = [];
  let page = 0;
  let position = 0;
  for (let i = 0; i < flat.length; ) {
    const p = flat[i];
    const pos = flat[i + 1];
    const codes: number[] = [];
    for (; i < flat.length && flat[i] === p && flat[i + 1] === pos; i += 4) codes.push(flat[i + 3]);
    const samePage = out.length > 0 && p === page;
    out.push(p - (out.length > 0 ? page : 0), samePage ? pos - position : pos, flat[i - 2], codes.length);
    codes.sort((a, b) => a - b);
    codes.forEach((c, k) => out.push(k === 0 ? c : c - codes[k - 1]));
    page = p;
    position = pos;
  }
  return out;
}

/** Walks a postings list, record by record: `visit` gets the record and each place the term occurs in it. */
export function forEachPosting(list: readonly number[], visit: (page: number, position: number, sectionType: number, code: number) => void): void {
  let page = 0;
  let position = 0;
  let first = true;
  for (let i = 0; i < list.length; ) {
    const dPage = list[i];
    page += dPage;
    position = first || dPage !== 0 ? list[i + 1] : position + list[i + 1];
    first = false;
    const sectionType = list[i + 2];
    const count = list[i + 3];
    i += 4;
    let code = 0;
    for (let k = 0; k < count; k++) {
      code = k === 0 ? list[i + k] : code + list[i + k];
      visit(page, position, sectionType, code);
    }
    i += count;
  }
}

/** The records of a records file, as `buildRecords` made them. */
export function decodeRecords(file: RecordsFile): SearchRecord[] {
  const [url, lvl0, lvl1, language, tag, pageRank] = file.page;
  return file.records.map(([type, anchor, headings, content, code], k) => {
    const position = file.first + k;
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    SUB_LEVELS.forEach((level, i) => (hierarchy[level] = headings[i] ?? null));
    const record: SearchRecord = {
      objectID: `${url}#${anchor}-${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      type,
      hierarchy,
      content,
      language,
      docusaurus_tag: tag,
      weight: { pageRank, level: LEVEL_WEIGHT[type], position },
    };
    if (code) record.code = code;
    return record;
  });
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isIntArray = (v: unknown): v is number[] => Array.isArray(v) && v.every(isInt);

/** Refuses a file of another format or shape (an old index, a file cut short, an error page), rather than search it. */
function assertVersion(value: unknown, what: string): asserts value is { v: number } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`The search index's ${what} is not an index file`);
  const v = (value as { v?: unknown }).v;
  if (v !== SHARDED_FORMAT_VERSION) throw new Error(`Unsupported search index version ${String(v)} (${what})`);
}

const malformed = (what: string) => new Error(`The search index's ${what} does not have the shape of an index file`);

export function assertMeta(value: unknown): asserts value is ShardedMeta {
  assertVersion(value, metaPath);
  const m = value as Partial<ShardedMeta>;
  const facetsOk = Array.isArray(m.facets) && m.facets.every((f) => Array.isArray(f) && f.length === 4 && isInt(f[0]) && isString(f[1]) && isString(f[2]) && Number.isFinite(f[3]));
  const dictionariesOk = !!m.dictionaries && typeof m.dictionaries === 'object' && Object.values(m.dictionaries).every(isInt);
  if (!isInt(m.pages) || !isInt(m.records) || !isInt(m.shards) || !facetsOk || !dictionariesOk) throw malformed(metaPath);
}

export function assertDictionary(value: unknown, path: string): asserts value is DictionaryFile {
  assertVersion(value, path);
  const d = value as Partial<DictionaryFile>;
  const isTermShard = (t: unknown) => Array.isArray(t) && t.length === 2 && isString(t[0]) && isInt(t[1]);
  const synonymsOk = Array.isArray(d.synonyms) && d.synonyms.every((s) => Array.isArray(s) && s.length === 3 && isInt(s[0]) && Array.isArray(s[1]) && s[1].every((words) => Array.isArray(words) && words.length > 0 && words.every(isString)) && Array.isArray(s[2]) && s[2].every(isTermShard));
  if (!Array.isArray(d.terms) || !d.terms.every(isString) || !isIntArray(d.counts) || !isIntArray(d.shards) || d.counts.length !== d.terms.length || d.shards.length !== d.terms.length || !synonymsOk) throw malformed(path);
}

export function assertPostings(value: unknown, path: string): asserts value is PostingsFile {
  assertVersion(value, path);
  const p = value as Partial<PostingsFile>;
  if (!Array.isArray(p.terms) || !p.terms.every(isString) || !Array.isArray(p.lists) || p.lists.length !== p.terms.length || !p.lists.every(isIntArray)) throw malformed(path);
}

const isChunkRecord = (r: unknown) =>
  Array.isArray(r) && (r.length === 4 || (r.length === 5 && isString(r[4]))) && RECORD_TYPES.includes(r[0]) && isString(r[1]) && Array.isArray(r[2]) && r[2].every((h) => h === null || isString(h)) && (r[3] === null || isString(r[3]));

export function assertRecords(value: unknown, path: string): asserts value is RecordsFile {
  assertVersion(value, path);
  const { page, first, records } = value as Partial<RecordsFile>;
  if (!Array.isArray(page) || page.length !== 6 || !page.slice(0, 5).every(isString) || !Number.isFinite(page[5]) || !isInt(first) || !Array.isArray(records) || !records.every(isChunkRecord)) throw malformed(path);
}

/**
 * Writes the sharded index (./indexFormat.ts) at build time: the records
 * files page by page, the postings cut into shards of consecutive terms, a
 * dictionary per first letter with the synonym groups it can start, and the
 * meta file.
 */
import { decodeEntities } from '../html';
import {
  ATTRIBUTES,
  CHUNK_RECORDS,
  RECORD_TYPES,
  SHARDED_FORMAT_VERSION,
  dictionaryKey,
  dictionaryPath,
  metaPath,
  postingsPath,
  recordsPath,
  type DictionaryFile,
  type FacetRun,
  type PageHeader,
  type PostingsFile,
  type RecordsFile,
  type ShardedMeta,
} from './indexFormat';
import type { SearchRecord } from './records';
import { groupByPage, type PageGroup } from './recordsByPage';
import { queryWords, tokenize } from './tokenize';
import { sameWordForms } from './variants';

/**
 * Postings shards are cut at about this many bytes of JSON: smaller shards
 * waste fewer bytes on terms a query does not need but cost more requests
 * for typo expansions (`npm run bench:search` measures both).
 */
export const SHARD_TARGET_BYTES = 12_000;

/** Takes each index file, by its path under the index's folder, once it is complete, in the order they are written. */
type FileSink = (path: string, file: unknown) => void;
/**
 * A term's occurrences, four numbers each (page, position, sectionType, code), in record order: in an
 * Int32Array grown by doubling, half the bytes of a JavaScript array of small integers (8 bytes each on
 * 64-bit Node). The 10,000-doc site has 7.6 million occurrences; kept as arrays, they and their encoded
 * lists took the index's thread to 830 MB, the build's peak (docs/performance.md#figures-behind-the-code).
 */
class OccurrenceList {
  data = new Int32Array(16);
  length = 0;

  push(page: number, position: number, sectionType: number, code: number): void {
    if (this.length + 4 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const { data, length } = this;
    data[length] = page;
    data[length + 1] = position;
    data[length + 2] = sectionType;
    data[length + 3] = code;
    this.length = length + 4;
  }
}
type Occurrences = Map<string, OccurrenceList>;

/**
 * The files of the sharded index for records as built by `buildRecords`
 * (page after page), by path under the index's folder.
 */
export function buildShardedIndex(
  records: readonly SearchRecord[],
  synonyms: readonly (readonly string[])[] = [],
  options: { shardBytes?: number } = {},
): Map<string, unknown> {
  const files = new Map<string, unknown>();
  writeShardedIndex(records, (path, file) => files.set(path, file), synonyms, options);
  return files;
}

/**
 * The same files, each handed to `write` once complete and kept no longer
 * here: the build turns each into JSON at once rather than holding every
 * file's objects until the last is done.
 */
export function writeShardedIndex(
  records: readonly SearchRecord[],
  write: FileSink,
  synonyms: readonly (readonly string[])[] = [],
  options: { shardBytes?: number } = {},
): void {
  const pages = groupByPage(records);
  const { facets, occurrences } = writeRecordFiles(pages, records, write);
  const dictionaries = new Map<string, DictionaryFile>();
  const { shardOf, shardCount } = writePostings(occurrences, options.shardBytes ?? SHARD_TARGET_BYTES, dictionaries, write);
  addSynonymGroups(synonyms, shardOf, dictionaries);
  for (const [key, dictionary] of dictionaries) write(dictionaryPath(key), dictionary);
  const meta: ShardedMeta = {
    v: SHARDED_FORMAT_VERSION,
    pages: pages.length,
    records: records.length,
    facets,
    dictionaries: Object.fromEntries([...dictionaries].map(([key, d]) => [key, d.terms.length])),
    shards: shardCount,
  };
  write(metaPath, meta);
}

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

/** Writes the records files of every page; returns the facets of runs of pages and where each term occurs. */
function writeRecordFiles(pages: readonly PageGroup[], records: readonly SearchRecord[], write: FileSink): { facets: FacetRun[]; occurrences: Occurrences } {
  const facets: FacetRun[] = [];
  const occurrences: Occurrences = new Map();
  const tokens = tokenCache();
  let recordIndex = 0;
  pages.forEach((page, p) => {
    const [, , , language, tag, pageRank, sections] = page;
    const last = facets[facets.length - 1];
    if (!last || last[1] !== language || last[2] !== tag || last[3] !== pageRank) facets.push([p, language, tag, pageRank]);
    const header: PageHeader = [page[0], page[1], page[2], language, tag, pageRank];
    let chunk = null as RecordsFile | null;
    // Records of sections with one anchor share a URL: they count as one for `distinct`.
    const sectionOfAnchor = new Map<string, number>();
    let position = 0;
    sections.forEach(([, anchor, headings, contents], s) => {
      if (!sectionOfAnchor.has(anchor)) sectionOfAnchor.set(anchor, s);
      const section = sectionOfAnchor.get(anchor)!;
      for (let k = 0; k <= contents.length; k++) {
        const record = records[recordIndex++];
        if (position % CHUNK_RECORDS === 0) {
          if (chunk) write(recordsPath(p, chunk.first), chunk);
          chunk = { v: SHARDED_FORMAT_VERSION, page: header, first: position, records: [] };
        }
        chunk!.records.push(record.code ? [record.type, anchor, headings, record.content, record.code] : [record.type, anchor, headings, record.content]);
        const sectionType = section * 8 + RECORD_TYPES.indexOf(record.type);
        ATTRIBUTES.forEach((attribute, a) => {
          const text = attribute === 'content' ? record.content : attribute === 'code' ? (record.code ?? null) : record.hierarchy[attribute];
          if (!text) return;
          for (const { term, pos } of tokens(text)) {
            let list = occurrences.get(term);
            if (!list) occurrences.set(term, (list = new OccurrenceList()));
            list.push(p, position, sectionType, pos * 16 + a);
          }
        });
        position++;
      }
    });
    if (chunk) write(recordsPath(p, chunk.first), chunk);
  });
  if (recordIndex !== records.length) throw new Error(`The sharded index holds ${recordIndex} of ${records.length} search records`);
  return { facets, occurrences };
}

/** The dictionary of `key`, started when it is first needed. */
function dictionaryOf(dictionaries: Map<string, DictionaryFile>, key: string): DictionaryFile {
  let dictionary = dictionaries.get(key);
  if (!dictionary) dictionaries.set(key, (dictionary = { v: SHARDED_FORMAT_VERSION, terms: [], counts: [], shards: [], synonyms: [] }));
  return dictionary;
}

/** Writes the postings shards, sorted terms cut at about `target` bytes, and enters each term in its dictionary. */
function writePostings(
  occurrences: Occurrences,
  target: number,
  dictionaries: Map<string, DictionaryFile>,
  write: FileSink,
): { shardOf: Map<string, number>; shardCount: number } {
  const shardOf = new Map<string, number>();
  let shard: PostingsFile = { v: SHARDED_FORMAT_VERSION, terms: [], lists: [] };
  let shardCount = 0;
  let shardBytes = 0;
  for (const term of [...occurrences.keys()].sort()) {
    const occurrencesOfTerm = occurrences.get(term)!;
    // Each term's occurrences go once encoded: the two forms of every term are never all held at once.
    occurrences.delete(term);
    const list = encodePostings(occurrencesOfTerm.data, occurrencesOfTerm.length);
    const bytes = term.length + 6 + list.reduce((n, v) => n + String(v).length + 1, 0);
    if (shard.terms.length > 0 && shardBytes + bytes > target) {
      write(postingsPath(shardCount++), shard);
      shard = { v: SHARDED_FORMAT_VERSION, terms: [], lists: [] };
      shardBytes = 0;
    }
    shard.terms.push(term);
    shard.lists.push(list);
    shardBytes += bytes;
    const dictionary = dictionaryOf(dictionaries, dictionaryKey(term));
    dictionary.terms.push(term);
    dictionary.counts.push(occurrencesOfTerm.length / 4);
    dictionary.shards.push(shardCount);
    shardOf.set(term, shardCount);
  }
  if (shard.terms.length > 0) write(postingsPath(shardCount++), shard);
  return { shardOf, shardCount };
}

/** Gives each synonym group, its phrases split into words, to the dictionary of every phrase's first word. */
function addSynonymGroups(synonyms: readonly (readonly string[])[], shardOf: ReadonlyMap<string, number>, dictionaries: Map<string, DictionaryFile>): void {
  synonyms.forEach((group, g) => {
    const phrases = group.map((phrase) => queryWords(phrase).map((w) => w.word)).filter((words) => words.length > 0);
    const terms = [...new Set(phrases.flat().flatMap((word) => [word, ...sameWordForms(word)]))]
      .filter((term) => shardOf.has(term))
      .map((term): [string, number] => [term, shardOf.get(term)!]);
    for (const key of new Set(phrases.map((words) => dictionaryKey(words[0])))) dictionaryOf(dictionaries, key).synonyms.push([g, phrases, terms]);
  });
}

/** Encodes a term's occurrences (the first `length` numbers of `flat`: [page, position, sectionType, code] each, in record order) as a postings list. */
function encodePostings(flat: Int32Array, length: number): number[] {
  const out: number[] = [];
  let page = 0;
  let position = 0;
  for (let i = 0; i < length;) {
    const p = flat[i];
    const pos = flat[i + 1];
    const codes: number[] = [];
    for (; i < length && flat[i] === p && flat[i + 1] === pos; i += 4) codes.push(flat[i + 3]);
    const samePage = out.length > 0 && p === page;
    out.push(p - (out.length > 0 ? page : 0), samePage ? pos - position : pos, flat[i - 2], codes.length);
    codes.sort((a, b) => a - b);
    codes.forEach((c, k) => out.push(k === 0 ? c : c - codes[k - 1]));
    page = p;
    position = pos;
  }
  return out;
}

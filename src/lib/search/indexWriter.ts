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

/** Index files by path under the index's folder, in the order they are written. */
type IndexFiles = Map<string, unknown>;
/** Per term, a flat list of [page, position, sectionType, code] per occurrence, in record order. */
type Occurrences = Map<string, number[]>;

/**
 * The files of the sharded index for records as built by `buildRecords`
 * (page after page), by path under the index's folder.
 */
export function buildShardedIndex(
  records: readonly SearchRecord[],
  synonyms: readonly (readonly string[])[] = [],
  options: { shardBytes?: number } = {},
): Map<string, unknown> {
  const files: IndexFiles = new Map();
  const pages = groupByPage(records);
  const { facets, occurrences } = writeRecordFiles(pages, records, files);
  const dictionaries = new Map<string, DictionaryFile>();
  const { shardOf, shardCount } = writePostings(occurrences, options.shardBytes ?? SHARD_TARGET_BYTES, dictionaries, files);
  addSynonymGroups(synonyms, shardOf, dictionaries);
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
function writeRecordFiles(pages: readonly PageGroup[], records: readonly SearchRecord[], files: IndexFiles): { facets: FacetRun[]; occurrences: Occurrences } {
  const facets: FacetRun[] = [];
  const occurrences: Occurrences = new Map();
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
        if (position % CHUNK_RECORDS === 0)
          files.set(recordsPath(p, position), (chunk = { v: SHARDED_FORMAT_VERSION, page: header, first: position, records: [] }));
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
  files: IndexFiles,
): { shardOf: Map<string, number>; shardCount: number } {
  const shardOf = new Map<string, number>();
  let shard: PostingsFile = { v: SHARDED_FORMAT_VERSION, terms: [], lists: [] };
  let shardCount = 0;
  let shardBytes = 0;
  for (const term of [...occurrences.keys()].sort()) {
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
    const dictionary = dictionaryOf(dictionaries, dictionaryKey(term));
    dictionary.terms.push(term);
    dictionary.counts.push(flat.length / 4);
    dictionary.shards.push(shardCount);
    shardOf.set(term, shardCount);
  }
  if (shard.terms.length > 0) files.set(postingsPath(shardCount++), shard);
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

/** Encodes a term's occurrences ([page, position, sectionType, code] each, in record order) as a postings list. */
function encodePostings(flat: number[]): number[] {
  const out: number[] = [];
  let page = 0;
  let position = 0;
  for (let i = 0; i < flat.length;) {
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

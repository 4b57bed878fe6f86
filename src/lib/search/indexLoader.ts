/**
 * The sharded index as the browser reads it: each file fetched once, when a
 * query first needs it, checked, and kept for the page's life: the
 * dictionaries of the query's letters, the postings of the terms its plan
 * uses, the text of the hits shown.
 */
import { dictionaryKey, dictionaryPath, metaPath, postingsPath, recordsPath, type ShardedMeta } from './indexFormat';
import { assertDictionary, assertMeta, assertPostings, assertRecords, decodeRecords, forEachPosting } from './indexReader';
import type { SearchRecord } from './records';
import { RecordTable, recordKey } from './recordTable';
import { SynonymTable } from './synonymTable';
import { queryWords } from './tokenize';
import type { Trie } from './trie';
import { sameWordForms } from './variants';

/** Reads a file of the sharded index by its path under the index's folder, parsed. */
export type IndexLoader = (path: string) => Promise<unknown>;

/** A loaded posting's place: attribute * POSITION_BITS + word position, so that one number orders and compares both. */
export const POSITION_BITS = 2 ** 20;

/** A first letter's dictionary, loaded: its terms (sorted), their occurrences and postings shards, and its trie once a typo walk needs it. */
export interface Dictionary {
  terms: string[];
  counts: number[];
  shards: number[];
  trie: Trie | null;
}

/** The dictionaries of words: each word's first letter (and its other forms'). */
function dictionaryKeys(words: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const word of words) {
    if (!word) continue;
    keys.add(dictionaryKey(word));
    for (const form of sameWordForms(word)) keys.add(dictionaryKey(form));
  }
  return keys;
}

export class LoadedIndex {
  /** The index under a folder, read through `load` (a fetch in the browser, a file read in tests): its meta file first. */
  static async open(load: IndexLoader): Promise<LoadedIndex> {
    return LoadedIndex.withMeta(await load(metaPath), load);
  }

  /** The index whose meta file is `meta`, its other files read through `load`. */
  static withMeta(meta: unknown, load: IndexLoader): LoadedIndex {
    assertMeta(meta);
    return new LoadedIndex(meta, load);
  }

  /** The records the loaded postings name. */
  readonly table: RecordTable;
  /** The synonym groups the loaded dictionaries carry. */
  readonly synonyms = new SynonymTable();
  private readonly dictionaries = new Map<string, Dictionary>();
  /** Every term of the loaded dictionaries: its dictionary and index there. */
  private readonly terms = new Map<string, { dictionary: Dictionary; index: number }>();
  /** The index terms the words of the loaded synonym groups match as typed, with their postings shards. */
  private readonly synonymTerms = new Map<string, number>();
  /** Postings of each term of the loaded shards: pairs of record number and place. */
  private readonly postings = new Map<string, number[]>();
  /** Records with their text, from the loaded records files, by `recordKey`. */
  private readonly texts = new Map<number, SearchRecord>();
  /** Files loaded or on their way, so that two searches never fetch one twice. */
  private readonly loading = new Map<string, Promise<void>>();

  private constructor(
    private readonly meta: ShardedMeta,
    private readonly load: IndexLoader,
  ) {
    this.table = new RecordTable(meta.facets);
  }

  /** How many dictionaries are loaded: what was worked out from fewer may lack their terms. */
  get dictionaryCount(): number {
    return this.dictionaries.size;
  }

  /** Whether the index has a dictionary of `key`, loaded or not. */
  hasDictionary(key: string): boolean {
    return key in this.meta.dictionaries;
  }

  /** The loaded dictionary of `key`. */
  dictionary(key: string): Dictionary | undefined {
    return this.dictionaries.get(dictionaryPath(key));
  }

  /** Whether the loaded dictionaries (or their synonym groups) have `term`. */
  has(term: string): boolean {
    return this.terms.has(term) || this.synonymTerms.has(term);
  }

  /** The loaded postings of `term`: pairs of record number and place. */
  postingsOf(term: string): number[] | undefined {
    return this.postings.get(term);
  }

  /** The loaded record with its text. */
  record(id: number): SearchRecord {
    const { page, position } = this.table;
    const record = this.texts.get(recordKey(page[id], position[id]));
    if (!record) throw new Error(`The search index has no text for record ${position[id]} of page ${page[id]}`);
    return record;
  }

  /** Loads the dictionaries a query needs: its words' and the parts of its compound names' (their synonym groups come with them). */
  loadQueryDictionaries(query: string): Promise<void> {
    return this.loadDictionaries(dictionaryKeys(queryWords(query).flatMap(({ word, parts }) => [word, ...parts])));
  }

  loadDictionaries(keys: Iterable<string>): Promise<void> {
    const paths = [...keys].filter((key) => key in this.meta.dictionaries).map(dictionaryPath);
    return this.loadAll(paths, (path, value) => {
      assertDictionary(value, path);
      const dictionary: Dictionary = { terms: value.terms, counts: value.counts, shards: value.shards, trie: null };
      this.dictionaries.set(path, dictionary);
      value.terms.forEach((term, index) => this.terms.set(term, { dictionary, index }));
      for (const [g, phrases, terms] of value.synonyms) {
        this.synonyms.add(g, phrases);
        for (const [term, shard] of terms) this.synonymTerms.set(term, shard);
      }
    });
  }

  /** Loads the shards that hold the postings of `terms`, numbering the records they name. */
  loadPostings(terms: Iterable<string>): Promise<void> {
    const paths: string[] = [];
    for (const term of terms) {
      if (this.postings.has(term)) continue;
      const known = this.terms.get(term);
      const shard = known ? known.dictionary.shards[known.index] : this.synonymTerms.get(term);
      if (shard !== undefined) paths.push(postingsPath(shard));
    }
    return this.loadAll(paths, (path, value) => {
      assertPostings(value, path);
      value.terms.forEach((term, t) => {
        const list: number[] = [];
        forEachPosting(value.lists[t], (page, position, sectionType, code) => {
          const attribute = code & 15;
          list.push(this.table.id(page, position, sectionType), attribute * POSITION_BITS + Math.min(code >> 4, POSITION_BITS - 1));
        });
        this.postings.set(term, list);
      });
    });
  }

  /** Loads the text of records, by their numbers. */
  loadRecords(ids: Iterable<number>): Promise<void> {
    const pageOf = new Map([...ids].map((id) => [recordsPath(this.table.page[id], this.table.position[id]), this.table.page[id]]));
    return this.loadAll(pageOf.keys(), (path, value) => {
      assertRecords(value, path);
      const page = pageOf.get(path)!;
      for (const record of decodeRecords(value)) this.texts.set(recordKey(page, record.weight.position), record);
    });
  }

  /** Loads each file once; `apply` takes a file into the tables. */
  private async loadAll(paths: Iterable<string>, apply: (path: string, value: unknown) => void): Promise<void> {
    const waiting: Promise<void>[] = [];
    for (const path of new Set(paths)) {
      let done = this.loading.get(path);
      if (!done) {
        done = this.load(path).then((value) => apply(path, value));
        // A failed load is forgotten, so the next search tries again.
        done.catch(() => this.loading.delete(path));
        this.loading.set(path, done);
      }
      waiting.push(done);
    }
    await Promise.all(waiting);
  }
}

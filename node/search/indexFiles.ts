/**
 * The embedded search index's files, made from the site's records: what the
 * index thread runs (node/search/indexThread.ts). Pure: records in, files
 * out, so the thread's bundle holds no more than this.
 */
import { createHash } from 'node:crypto';
import { SEARCH_SYNONYMS } from '../../src/config/searchSynonyms';
import { writeShardedIndex } from '../../src/lib/search/indexWriter';
import type { SearchRecord } from '../../src/lib/search/records';
import { queryWords } from '../../src/lib/search/tokenize';
import { compactSynonyms } from '../../src/lib/search/variants';

export interface SearchIndexFiles {
  /** Each file's JSON, by its path under the index's folder. */
  files: Map<string, string>;
  /** The folder's URL, named by the hash of the files (so they can be cached for good). */
  url: string;
}

/** The index of `records`, in a folder named by its content's hash. */
export function searchIndexFiles(records: readonly SearchRecord[]): SearchIndexFiles {
  const synonyms = compactSynonyms(SEARCH_SYNONYMS, (phrase) => queryWords(phrase).map((w) => w.word));
  const files = new Map<string, string>();
  writeShardedIndex(records, (file, value) => files.set(file, JSON.stringify(value)), synonyms);
  const hash = createHash('sha256');
  for (const [file, json] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(file).update('\0').update(json).update('\0');
  return { files, url: `/search/${hash.digest('hex').slice(0, 16)}/` };
}

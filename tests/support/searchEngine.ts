/** An embedded search engine on records held in memory, through the same sharded index the build writes (for tests). */
import { LocalSearchEngine } from '../../src/lib/search/engine';
import { buildShardedIndex } from '../../src/lib/search/indexWriter';
import type { SearchRecord } from '../../src/lib/search/records';

export const engineFromRecords = (records: readonly SearchRecord[], synonyms: readonly (readonly string[])[] = [], options: { shardBytes?: number } = {}) =>
  LocalSearchEngine.fromIndexFiles(buildShardedIndex(records, synonyms, options));

/** An embedded search engine on records held in memory, through the same sharded index the build writes (for tests). */
import { LocalSearchEngine } from '../../src/lib/search/engine';
import { buildShardedIndex } from '../../src/lib/search/indexWriter';
import type { SearchPage, SearchRecord } from '../../src/lib/search/records';

export const engineFromRecords = (records: readonly SearchRecord[], synonyms: readonly (readonly string[])[] = [], options: { shardBytes?: number } = {}) =>
  LocalSearchEngine.fromIndexFiles(buildShardedIndex(records, synonyms, options));

/** A page of the search tests: a heading and a text block per text; a `default` tag is the blog's. */
export const searchPage = (url: string, title: string, texts: string[], tag = 'docs-default-current'): SearchPage => ({
  url,
  lvl0: tag === 'default' ? 'Blog' : 'Docs',
  title,
  language: 'en',
  tag,
  pageRank: tag === 'default' ? 0 : 1,
  blocks: texts.flatMap((text, i) => [
    { kind: 'heading' as const, depth: 2, id: `s${i}`, text: `Section ${i}` },
    { kind: 'text' as const, text },
  ]),
});

/** Twenty distinct words, for pages that must spread over many shards. */
export const WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango'.split(' ');

/** The site's embedded search index, as a build writes it and `gatsby develop` serves it. */
import { indexEntryJson, metaPath } from '../../src/lib/search/indexFormat';
import type { SearchRecord } from '../../src/lib/search/records';
import type { SearchIndexFiles } from './indexFiles';
import { searchIndexOnThread } from './indexThread';

/** The embedded index's folder under `gatsby develop`: one URL, its files served uncached from memory (onCreateDevServer.ts). */
export const DEVELOP_INDEX_URL = '/search/develop/';

/** The index's entry file, which pages name: its folder and its meta file (`INDEX_ENTRY_URL` in src/lib/search/indexFormat.ts). */
export const searchIndexEntry = (index: SearchIndexFiles): string => indexEntryJson(index.url, index.files.get(metaPath)!);

/**
 * The embedded index of `records`, made once, on its thread (node/search/indexThread.ts). A build starts
 * it at once, in a folder named by its content's hash so its files can be cached for good; under
 * `gatsby develop` a search's first request starts it (an author's edit reaches the screen sooner), and its
 * files are served from one folder, uncached.
 */
export function searchIndex(records: readonly SearchRecord[], siteDir: string, developing: boolean): () => Promise<SearchIndexFiles> {
  let made: Promise<SearchIndexFiles> | null = null;
  const index = () => (made ??= searchIndexOnThread(records, siteDir).then((built) => (developing ? { ...built, url: DEVELOP_INDEX_URL } : built)));
  // Reported where it is awaited (onPostBuild); a build that fails before then exits without it.
  if (!developing) index().catch(() => undefined);
  return index;
}

/**
 * The search index is made on a thread of its own. On the 10,000-doc site it
 * is about 7 s of JavaScript that nothing reads before onPostBuild writes it
 * (pages name the index's entry, not its folder), so the build's main thread
 * goes on creating pages meanwhile (docs/performance.md#figures-behind-the-code).
 */
import { Worker } from 'node:worker_threads';
import type { SearchRecord } from '../../src/lib/search/records';
import type { SearchIndexFiles } from './indexFiles';
import { firstMessage, threadCode } from '../threadCode';

/** The index of `records`, made on a worker thread. */
export async function searchIndexOnThread(records: readonly SearchRecord[], siteDir: string): Promise<SearchIndexFiles> {
  const worker = new Worker(await threadCode(siteDir, 'node/search/indexWorker.ts'), { eval: true, workerData: records });
  return firstMessage<SearchIndexFiles>(
    worker,
    'Making the search index failed',
    (code) => `The search index's thread stopped (exit code ${code}) before it made the index`,
  );
}

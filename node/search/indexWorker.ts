/** The search index's thread (node/search/indexThread.ts): `workerData` is the site's records; it posts their index's files. */
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchRecord } from '../../src/lib/search/records';
import { searchIndexFiles } from './indexFiles';

parentPort!.postMessage(searchIndexFiles(workerData as SearchRecord[]));

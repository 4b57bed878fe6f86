/** What the build tells its service worker (node/offline.ts writes it into the worker's bundle, src/serviceWorker/worker.ts reads it). */
import type { PrecacheEntry } from './precache';

export interface WorkerSettings {
  /** The build's id: its precache is its own, so a tab of the build before keeps its files. */
  build: string;
  precache: PrecacheEntry[];
  /** The site's page for an address that was not saved. */
  offlinePage: string;
  /** The lists to save in the background, by the routes they cover (src/lib/offline/saveLists.ts). */
  lists: { prefix: string; url: string; count: number }[];
  /** Each locale base's list for the pages off the docs: its last version's prefix. */
  fallbacks: Record<string, string>;
}

/** The messages a page sends its worker. */
export type PageMessage =
  /** A page the reader opened, and (on the first page) the files it loaded before the worker ran. */
  | { type: 'save'; path: string; resources?: string[]; saveData?: boolean }
  /** What the worker has saved; answered on the message's port. */
  | { type: 'status' }
  /** The reader asked for the new version: the waiting worker takes over. */
  | { type: 'skip-waiting' };

export interface WorkerStatus {
  build: string;
  /** The list being saved or saved, by its prefix; null when there is none to save. */
  list: string | null;
  saved: number;
  total: number;
  done: boolean;
}

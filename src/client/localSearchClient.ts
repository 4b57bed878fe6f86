/**
 * The embedded index as a search client with Algolia's `search` signature.
 * The index is fetched once, on first use, and kept for the page's life.
 */
import { LocalSearchEngine } from '../lib/search/engine';
import { decodeIndex, type IndexFile } from '../lib/search/indexFile';
import { normalizeSearchRequests } from '../lib/search/requests';

const engines = new Map<string, Promise<LocalSearchEngine>>();

/** Fetches and prepares the index at `url`; a failed load is forgotten, so the next search tries again. */
export function loadLocalIndex(url: string): Promise<LocalSearchEngine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The search index answered ${response.status}`);
        return response.json() as Promise<IndexFile>;
      })
      .then((file) => new LocalSearchEngine(decodeIndex(file)));
    engine.catch(() => engines.delete(url));
    engines.set(url, engine);
  }
  return engine;
}

/**
 * DocSearch shows its "Unable to fetch results" screen only for an error named
 * RetryError (all hosts unreachable): an index that cannot be fetched is that.
 */
function retryError(cause: unknown): Error {
  const error = new Error('Unreachable hosts: the search index could not be loaded.', { cause });
  error.name = 'RetryError';
  return error;
}

export function createLocalSearchClient(indexUrl: string) {
  return {
    async search(input: unknown) {
      const requests = normalizeSearchRequests(input);
      let engine: LocalSearchEngine;
      try {
        engine = await loadLocalIndex(indexUrl);
      } catch (error) {
        throw retryError(error);
      }
      return { results: requests.map((request) => engine.search(request)) };
    },
  };
}

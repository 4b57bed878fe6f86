/**
 * The embedded index as a search client with Algolia's `search` signature.
 * The index is fetched once, on first use, and kept for the page's life.
 */
import { LocalSearchEngine } from '../lib/search/engine';
import type { IndexFile } from '../lib/search/indexFile';
import { normalizeSearchRequests } from '../lib/search/requests';
import { searchFailure } from './searchErrors';

const engines = new Map<string, Promise<LocalSearchEngine>>();

/**
 * How long the index may take: its response must start within the read
 * timeout the site uses for Algolia's hosts (2 s, the spec's), and the whole
 * file must be in within a further 10 s. A stalled request then ends in the
 * error screen instead of loading for ever.
 */
export const INDEX_RESPONSE_TIMEOUT_MS = 2_000;
export const INDEX_BODY_TIMEOUT_MS = 10_000;

async function fetchIndex(url: string): Promise<LocalSearchEngine> {
  const controller = new AbortController();
  let timer = window.setTimeout(() => controller.abort(new Error(`The search index did not answer within ${INDEX_RESPONSE_TIMEOUT_MS} ms`)), INDEX_RESPONSE_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`The search index answered ${response.status}`);
    window.clearTimeout(timer);
    timer = window.setTimeout(() => controller.abort(new Error(`The search index did not arrive within ${INDEX_BODY_TIMEOUT_MS} ms`)), INDEX_BODY_TIMEOUT_MS);
    // Invalid JSON rejects here; JSON of another shape is refused by the engine (assertIndexFile).
    const file: unknown = await response.json();
    return LocalSearchEngine.fromIndexFile(file as IndexFile);
  } finally {
    window.clearTimeout(timer);
  }
}

/** Fetches and prepares the index at `url`; a failed load is forgotten, so the next search tries again. */
export function loadLocalIndex(url: string): Promise<LocalSearchEngine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = fetchIndex(url);
    engine.catch(() => engines.delete(url));
    engines.set(url, engine);
  }
  return engine;
}

export function createLocalSearchClient(indexUrl: string) {
  return {
    async search(input: unknown) {
      const requests = normalizeSearchRequests(input);
      let engine: LocalSearchEngine;
      try {
        engine = await loadLocalIndex(indexUrl);
      } catch (error) {
        throw searchFailure(error);
      }
      return { results: requests.map((request) => engine.search(request)) };
    },
  };
}

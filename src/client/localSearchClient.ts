/**
 * The embedded index as a search client with Algolia's `search` signature.
 * The engine reads the sharded index's files as queries need them (its entry,
 * which holds the meta, on first use, then dictionaries, postings and records
 * per query) and keeps them for the page's life.
 */
import { LocalSearchEngine, SupersededSearch } from '../lib/search/engine';
import { readIndexEntry } from '../lib/search/indexFormat';
import { normalizeSearchRequests } from '../lib/search/requests';
import { searchFailure } from './searchErrors';

const engines = new Map<string, Promise<LocalSearchEngine>>();

/**
 * How long a file of the index may take: its response must start within the
 * read timeout the site uses for Algolia's hosts (2 s, the spec's), and the
 * whole file must be in within a further 10 s. A stalled request then ends in
 * the error screen instead of loading for ever. Under `gatsby develop` each
 * file is made from the current content when asked (node/onCreateDevServer.ts),
 * which takes seconds while develop renders pages again (after an edit, or as
 * diagrams are drawn): a minute each there, or the author would be told the
 * network failed.
 */
const UNDER_DEVELOP = process.env.NODE_ENV === 'development';
export const INDEX_RESPONSE_TIMEOUT_MS = UNDER_DEVELOP ? 60_000 : 2_000;
export const INDEX_BODY_TIMEOUT_MS = UNDER_DEVELOP ? 60_000 : 10_000;

/** Fetches one file of the index, parsed. */
async function fetchIndexFile(url: string): Promise<unknown> {
  const controller = new AbortController();
  let timer = window.setTimeout(
    () => controller.abort(new Error(`The search index did not answer within ${INDEX_RESPONSE_TIMEOUT_MS} ms`)),
    INDEX_RESPONSE_TIMEOUT_MS,
  );
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`The search index answered ${response.status} for ${url}`);
    window.clearTimeout(timer);
    timer = window.setTimeout(() => controller.abort(new Error(`The search index did not arrive within ${INDEX_BODY_TIMEOUT_MS} ms`)), INDEX_BODY_TIMEOUT_MS);
    // Invalid JSON rejects here; JSON of another shape is refused by the engine.
    return await response.json();
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * Opens the index that the entry file at `entryUrl` names (src/lib/search/indexFormat.ts): the entry holds
 * the meta file, and the other files are read from the index's folder. A failed open is forgotten, so the
 * next search tries again.
 */
export function loadLocalIndex(entryUrl: string): Promise<LocalSearchEngine> {
  let engine = engines.get(entryUrl);
  if (!engine) {
    engine = fetchIndexFile(entryUrl).then((value) => {
      const { folder, meta } = readIndexEntry(value);
      return LocalSearchEngine.withMeta(meta, (file) => fetchIndexFile(`${folder}${file}`));
    });
    engine.catch(() => engines.delete(entryUrl));
    engines.set(entryUrl, engine);
  }
  return engine;
}

type Answer = { results: Awaited<ReturnType<LocalSearchEngine['search']>>[] };

/**
 * A client whose searches follow the reader's typing: a search that a newer
 * one supersedes stops before it reads more of the index, and answers with
 * the newest search's results. The modal shows only the newest query's
 * results anyway (autocomplete keeps the latest answer,
 * https://github.com/algolia/autocomplete/blob/v1.17.9/packages/autocomplete-core/src/utils/createConcurrentSafePromise.ts),
 * and six keystrokes typed at once would otherwise each fetch the text of
 * twenty hits nobody sees.
 */
export function createLocalSearchClient(indexUrl: string) {
  let newest = 0;
  let newestAnswer: Promise<Answer> | null = null;
  const client = {
    search(input: unknown): Promise<Answer> {
      const id = ++newest;
      const answer = (async (): Promise<Answer> => {
        const requests = normalizeSearchRequests(input);
        try {
          const engine = await loadLocalIndex(indexUrl);
          const superseded = () => id !== newest;
          return { results: await Promise.all(requests.map((request) => engine.search(request, { superseded }))) };
        } catch (error) {
          if (error instanceof SupersededSearch && newestAnswer) return newestAnswer;
          throw searchFailure(error);
        }
      })();
      newestAnswer = answer;
      return answer;
    },
  };
  return client;
}

/**
 * The embedded index as a search client with Algolia's `search` signature.
 * The engine runs in a Web Worker (src/client/searchHost.ts): there it
 * reads the sharded index's files as queries need them (meta on first use,
 * then dictionaries, postings and records per query), keeps them for the
 * page's life, and plans, ranks and highlights each query, so that the main
 * thread only types, fetches and renders. The page fetches the files for
 * it, with the timeouts below.
 */
import { normalizeSearchRequests } from '../lib/search/requests';
import type { HostMessage, PageMessage } from './searchHost';
import { searchFailure } from './searchErrors';

/**
 * How long a file of the index may take: its response must start within the
 * read timeout the site uses for Algolia's hosts (2 s, the spec's), and the
 * whole file must be in within a further 10 s. A stalled request then ends in
 * the error screen instead of loading for ever.
 */
export const INDEX_RESPONSE_TIMEOUT_MS = 2_000;
export const INDEX_BODY_TIMEOUT_MS = 10_000;

/** Fetches one file of the index under the folder `base`, as bytes for the host to parse. */
async function fetchIndexFile(base: string, file: string): Promise<ArrayBuffer> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(new Error(`The search index did not answer within ${INDEX_RESPONSE_TIMEOUT_MS} ms`)), INDEX_RESPONSE_TIMEOUT_MS);
  try {
    const response = await fetch(`${base}${file}`, { signal: controller.signal });
    if (!response.ok) throw new Error(`The search index answered ${response.status} for ${file}`);
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error(`The search index did not arrive within ${INDEX_BODY_TIMEOUT_MS} ms`)), INDEX_BODY_TIMEOUT_MS);
    return await response.arrayBuffer();
  } finally {
    clearTimeout(timer);
  }
}

/** The page's end of a host: a worker, or a port to a host on the main thread. */
export interface HostConnection {
  postMessage(message: PageMessage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<HostMessage>) => void): void;
  /** A worker's script that did not load, or a host that threw. */
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/**
 * The host in a worker. Where workers are missing (or refused, as by a
 * content security policy) it runs on the main thread behind a
 * MessageChannel, with the same messages.
 */
export function connectSearchHost(): HostConnection {
  if (typeof Worker !== 'undefined') {
    try {
      // webpack 5 bundles the worker's module graph as its own entry (https://webpack.js.org/guides/web-workers/).
      return new Worker(/* webpackChunkName: "search-worker" */ new URL('./searchWorker.ts', import.meta.url), { name: 'search' }) as unknown as HostConnection;
    } catch {
      // Fall through to the main thread.
    }
  }
  const channel = new MessageChannel();
  void import('./searchHost').then(({ serveSearches }) => {
    serveSearches(channel.port2 as never);
    channel.port2.start();
  });
  channel.port1.start();
  return Object.assign(channel.port1, { terminate: () => channel.port1.close() }) as unknown as HostConnection;
}

type Answer = { results: unknown[] };

/**
 * The page's link to a host, made on first use. A host that fails (its
 * worker's script did not load) fails the searches it had, and the next
 * search starts a new one.
 */
export class SearchHostLink {
  private host: HostConnection | null = null;
  private readonly pending = new Map<number, { resolve: (answer: Answer | Promise<Answer>) => void; reject: (error: unknown) => void }>();
  private newest = 0;
  private newestAnswer: Promise<Answer> | null = null;

  constructor(private readonly connect: () => HostConnection = connectSearchHost) {}

  private connection(): HostConnection {
    if (this.host) return this.host;
    const host = this.connect();
    this.host = host;
    host.addEventListener('message', ({ data }) => {
      if (data.t === 'load') {
        fetchIndexFile(data.base, data.file).then(
          (body) => host.postMessage({ t: 'file', req: data.req, body }, [body]),
          (error: unknown) => host.postMessage({ t: 'file', req: data.req, error: error instanceof Error ? error.message : String(error) }),
        );
        return;
      }
      const waiting = this.pending.get(data.id);
      if (!waiting) return;
      this.pending.delete(data.id);
      if (data.t === 'answer') waiting.resolve({ results: data.results });
      // The modal shows only the newest query's results anyway (autocomplete keeps the latest answer,
      // https://github.com/algolia/autocomplete/blob/v1.17.9/packages/autocomplete-core/src/utils/createConcurrentSafePromise.ts).
      else if (data.t === 'superseded') waiting.resolve(this.newestAnswer ?? Promise.reject(new Error('A search was superseded by none')));
      else waiting.reject(new Error(data.message));
    });
    host.addEventListener('error', (event) => {
      event.preventDefault?.();
      host.terminate();
      if (this.host === host) this.host = null;
      const failed = [...this.pending.values()];
      this.pending.clear();
      for (const { reject } of failed) reject(new Error('The search engine could not start'));
    });
    return host;
  }

  /** Stops the host; a later search starts another. */
  close(): void {
    this.host?.terminate();
    this.host = null;
  }

  /** Opens the index under `base` ahead of the first search. */
  open(base: string): void {
    this.connection().postMessage({ t: 'open', base });
  }

  /**
   * Answers Algolia's `search` call on the index under `base`. A search that
   * a newer one supersedes stops before it reads more of the index, and
   * answers with the newest search's results: six keystrokes typed at once
   * would otherwise each fetch the text of twenty hits nobody sees.
   */
  search(base: string, input: unknown): Promise<Answer> {
    const id = ++this.newest;
    const answer = new Promise<Answer>((resolve, reject) => {
      const requests = normalizeSearchRequests(input);
      this.pending.set(id, { resolve, reject });
      this.connection().postMessage({ t: 'search', id, base, requests });
    }).catch((error: unknown) => {
      throw searchFailure(error);
    });
    this.newestAnswer = answer;
    return answer;
  }
}

let shared: SearchHostLink | null = null;
const sharedLink = () => (shared ??= new SearchHostLink());

/** Opens the index in the folder `base` (its meta file) ahead of the first search; a failed open is forgotten, so the next search tries again. */
export function loadLocalIndex(base: string): void {
  sharedLink().open(base);
}

export function createLocalSearchClient(indexUrl: string, link: SearchHostLink = sharedLink()) {
  return {
    search: (input: unknown): Promise<Answer> => link.search(indexUrl, input),
  };
}

/**
 * The search engine's side of the embedded search: it runs in a Web Worker
 * (src/client/searchWorker.ts), so that planning, ranking and highlighting
 * a query never hold up the page's main thread, where the reader types and
 * the modal renders. It owns the engines (one per index folder) and answers
 * the page's searches; the page fetches the index's files for it
 * (src/client/localSearchClient.ts), so that a file's timeouts run on the
 * page's clock and its requests are the page's own.
 *
 * The messages, page to host:
 * - `open`: open the index under `base` (its meta file) ahead of a search;
 * - `search`: answer `requests` on the index under `base`; a search with a
 *   higher `id` supersedes it, and it stops before it reads more of the index;
 * - `file`: the body of a file the host asked for, or why it could not be had.
 *
 * Host to page:
 * - `load`: fetch `file` under `base`;
 * - `answer`, `superseded`, `failed`: how search `id` ended.
 */
import { LocalSearchEngine, SupersededSearch } from '../lib/search/engine';
import type { SearchParams } from '../lib/search/requests';

export type PageMessage =
  | { t: 'open'; base: string }
  | { t: 'search'; id: number; base: string; requests: SearchParams[] }
  | { t: 'file'; req: number; body: ArrayBuffer }
  | { t: 'file'; req: number; error: string };

export type HostMessage =
  | { t: 'load'; req: number; base: string; file: string }
  | { t: 'answer'; id: number; results: Awaited<ReturnType<LocalSearchEngine['search']>>[] }
  | { t: 'superseded'; id: number }
  | { t: 'failed'; id: number; message: string };

/** What both ends post through: a worker and its global scope, or a MessagePort. */
export interface Port<In, Out> {
  postMessage(message: Out, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
}

/** Answers the page's searches posted to `port`. */
export function serveSearches(port: Port<PageMessage, HostMessage>): void {
  const engines = new Map<string, Promise<LocalSearchEngine>>();
  const files = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; file: string }>();
  let nextRequest = 0;
  let newest = 0;
  const decoder = new TextDecoder();

  const load = (base: string) => (file: string) =>
    new Promise<unknown>((resolve, reject) => {
      const req = ++nextRequest;
      files.set(req, { resolve, reject, file });
      port.postMessage({ t: 'load', req, base, file });
    });

  /** The engine on the index under `base`; a failed open is forgotten, so the next search tries again. */
  const engine = (base: string): Promise<LocalSearchEngine> => {
    let opened = engines.get(base);
    if (!opened) {
      opened = LocalSearchEngine.open(load(base));
      opened.catch(() => engines.delete(base));
      engines.set(base, opened);
    }
    return opened;
  };

  const search = async (id: number, base: string, requests: SearchParams[]): Promise<void> => {
    try {
      const opened = await engine(base);
      const superseded = () => id !== newest;
      const results = await Promise.all(requests.map((request) => opened.search(request, { superseded })));
      port.postMessage({ t: 'answer', id, results });
    } catch (error) {
      if (error instanceof SupersededSearch) port.postMessage({ t: 'superseded', id });
      else port.postMessage({ t: 'failed', id, message: error instanceof Error ? error.message : String(error) });
    }
  };

  port.addEventListener('message', ({ data }) => {
    switch (data.t) {
      case 'open':
        engine(data.base).catch(() => undefined);
        break;
      case 'search':
        newest = Math.max(newest, data.id);
        void search(data.id, data.base, data.requests);
        break;
      case 'file': {
        const waiting = files.get(data.req);
        if (!waiting) break;
        files.delete(data.req);
        if ('error' in data) {
          waiting.reject(new Error(data.error));
          break;
        }
        try {
          waiting.resolve(JSON.parse(decoder.decode(data.body)));
        } catch {
          // A captive portal's HTML page, say: the engine refuses any other shape anyway.
          waiting.reject(new Error(`The search index file ${waiting.file} is not JSON`));
        }
        break;
      }
    }
  });
}

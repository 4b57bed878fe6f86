/**
 * An Algolia-protocol server on loopback, for the tests of the Algolia
 * backend: it answers `POST /1/indexes/*\/queries` from the site's records
 * (the same engine as the embedded index), records every request, and can
 * hang (to test failover on timeout) or drop connections (host down).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalSearchEngine } from '../../src/lib/search/engine';
import { normalizeSearchRequests } from '../../src/lib/search/requests';
import { fileLoader, searchIndexDir } from '../../scripts/lib/page-weight.mjs';

/**
 * `portal`: answers 200 with an HTML page, as a captive portal does;
 * `poisoned`: answers with hostile hits first (markup in a title, a javascript: URL).
 */
export type HostMode = 'ok' | 'hang' | 'down' | 'portal' | 'poisoned';

/** Hits nobody should see run: the first is shown as text, the second not at all. */
export const POISONED_HITS = [
  { title: '<img src=x onerror=alert(1)>', url: 'https://linhao.dev/docs/opencv/basics#poisoned' },
  { title: 'Poisoned link', url: 'javascript:alert(2)' },
];

export interface RecordedRequest {
  url: URL;
  body: { requests: Record<string, unknown>[] };
}

export class AlgoliaFixture {
  readonly requests: RecordedRequest[] = [];
  /** When each query reached this host (ms since the epoch), whatever the host then did with it. */
  readonly arrivals: number[] = [];
  mode: HostMode = 'ok';
  private server: http.Server;
  private engine: Promise<LocalSearchEngine>;

  constructor(publicDir: string) {
    this.engine = LocalSearchEngine.open(fileLoader(searchIndexDir(publicDir).dir));
    this.server = http.createServer((req, res) => this.handle(req, res));
  }

  listen(port: number): Promise<number> {
    return new Promise((resolve) => this.server.listen(port, '127.0.0.1', () => resolve((this.server.address() as AddressInfo).port)));
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.method === 'POST') this.arrivals.push(Date.now());
    if (this.mode === 'down') {
      req.socket.destroy();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => void this.answer(req, res, raw));
  }

  /** Answers a request once its body has arrived. */
  private async answer(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (this.mode === 'hang') return; // never answers: the client times out
    if (this.mode === 'portal') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Sign in to the Wi-Fi</title><h1>Welcome</h1>');
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/1/indexes/*/queries') {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found', status: 404 }));
      return;
    }
    const body = JSON.parse(raw) as RecordedRequest['body'];
    this.requests.push({ url, body });
    const engine = await this.engine;
    const answers = await Promise.all(normalizeSearchRequests(body).map((params) => engine.search(params)));
    const results = answers.map((result) => {
      if (this.mode === 'poisoned' && result.hits.length > 0) {
        const model = result.hits[0];
        const poison = POISONED_HITS.map(({ title, url }, i) => ({
          ...model,
          objectID: `poisoned-${i}`,
          url,
          type: 'lvl1',
          hierarchy: { ...model.hierarchy, lvl1: title, lvl2: null, lvl3: null },
          _highlightResult: {
            hierarchy: {
              lvl0: { value: model.hierarchy.lvl0, matchLevel: 'none', matchedWords: [] },
              lvl1: { value: title, matchLevel: 'full', matchedWords: ['x'] },
            },
          },
          // DocSearch shows the snippet first (https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/Snippet.tsx).
          _snippetResult: { hierarchy: { lvl1: { value: title, matchLevel: 'full' } } },
        }));
        result.hits = [...poison, ...result.hits] as typeof result.hits;
      }
      return { ...result, queryID: 'fixture-query' };
    });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ results }));
  }
}

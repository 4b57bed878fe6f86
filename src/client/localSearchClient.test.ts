import { LocalSearchEngine } from '../lib/search/engine';
import { buildRecords, type SearchPage } from '../lib/search/records';
import { normalizeSearchRequests } from '../lib/search/requests';
import { buildShardedIndex } from '../lib/search/shards';
import { connectSearchHost, SearchHostLink, type HostConnection } from './localSearchClient';

const page = (url: string, title: string, texts: string[]): SearchPage => ({
  url,
  lvl0: 'Docs',
  title,
  language: 'en',
  tag: 'docs-default-current',
  pageRank: 1,
  blocks: texts.flatMap((text, i) => [{ kind: 'heading' as const, depth: 2, id: `s${i}`, text: `Section ${i}` }, { kind: 'text' as const, text }]),
});
const PAGES = [
  page('/docs/docker', 'Docker', ['Docker packages applications into images.', 'A volume keeps data after the container is removed.']),
  page('/docs/compose', 'Docker Compose', ['Compose runs several containers together.']),
  page('/docs/git', 'Git', ['Rebasing rewrites history; merging keeps it.']),
];
const files = buildShardedIndex(PAGES.flatMap(buildRecords), []);
const BASE = '/search/0123456789abcdef/';
const request = (query: string) => ({ requests: [{ indexName: 'docs', query, hitsPerPage: 5 }] });

/** The page's fetch, serving `files` under BASE; `fail` decides which paths answer 500. */
let fetched: string[] = [];
let fail: (path: string) => boolean = () => false;
const realFetch = globalThis.fetch;
beforeEach(() => {
  fetched = [];
  fail = () => false;
  globalThis.fetch = (async (url: string) => {
    const path = url.slice(BASE.length);
    fetched.push(path);
    if (fail(path)) return new Response('oops', { status: 500 });
    if (!url.startsWith(BASE) || !files.has(path)) return new Response('missing', { status: 404 });
    return new Response(JSON.stringify(files.get(path)));
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  links.splice(0).forEach((link) => link.close());
});

const links: SearchHostLink[] = [];
/** A link to a host on this thread behind a MessageChannel: what a page without workers gets. */
function newLink(connect: () => HostConnection = connectSearchHost): SearchHostLink {
  const link = new SearchHostLink(connect);
  links.push(link);
  return link;
}

describe('the embedded search, answered by its host', () => {
  it('answers as the engine does, from the files the page fetched for the host', async () => {
    const engine = LocalSearchEngine.fromRecords(PAGES.flatMap(buildRecords));
    const expected = await engine.search(normalizeSearchRequests(request('docker'))[0]);
    const { results } = await newLink().search(BASE, request('docker'));
    const [answer] = results as (typeof expected)[];
    expect(answer.hits.map((hit) => hit.url)).toEqual(expected.hits.map((hit) => hit.url));
    expect(answer.hits.length).toBeGreaterThan(1);
    expect(answer.hits[0]._highlightResult).toEqual(expected.hits[0]._highlightResult);
    expect(answer.nbHits).toBe(expected.nbHits);
    expect(fetched[0]).toBe('meta.json');
    expect(fetched.some((path) => path.startsWith('r/'))).toBe(true);
  });

  it('opens the index ahead of the first search, once', async () => {
    const link = newLink();
    link.open(BASE);
    link.open(BASE);
    await link.search(BASE, request('git'));
    expect(fetched.filter((path) => path === 'meta.json')).toEqual(['meta.json']);
  });

  it('a search superseded by a newer one answers with the newest results, and reads no text for its own hits', async () => {
    const link = newLink();
    const first = link.search(BASE, request('rebasing'));
    const second = link.search(BASE, request('compose'));
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect((b.results[0] as { query: string }).query).toBe('compose');
    // "rebasing" is only on the Git page, whose records file the superseded search never read.
    const gitRecords = [...files.keys()].filter((path) => path.startsWith('r/') && JSON.stringify(files.get(path)).includes('Rebasing'));
    expect(gitRecords.length).toBe(1);
    expect(fetched).not.toContain(gitRecords[0]);
  });

  it('a file that cannot be fetched fails the search with the error the modal shows as its error screen; the next search reads it again', async () => {
    const link = newLink();
    fail = (path) => path.startsWith('p/');
    const failed = await link.search(BASE, request('docker')).catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).name).toBe('RetryError');
    expect(((failed as Error).cause as Error).message).toMatch(/answered 500 for p\/\d+\.json/);
    fail = () => false;
    const { results } = await link.search(BASE, request('docker'));
    expect((results[0] as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
  });

  it('a file that is not JSON fails the search, naming the file', async () => {
    globalThis.fetch = (async () => new Response('<!doctype html><title>Wi-Fi sign-in</title>')) as typeof fetch;
    const failed = await newLink()
      .search(BASE, request('docker'))
      .catch((error: Error) => error);
    expect((failed as Error).name).toBe('RetryError');
    expect(((failed as Error).cause as Error).message).toBe('The search index file meta.json is not JSON');
  });

  it('a host that fails (its worker did not load) fails its searches, and the next search starts another', async () => {
    let connects = 0;
    const broken = (): HostConnection => {
      const target = new EventTarget();
      return Object.assign(target, {
        postMessage: () => queueMicrotask(() => target.dispatchEvent(new Event('error'))),
        terminate: () => undefined,
      }) as unknown as HostConnection;
    };
    const link = newLink(() => (++connects === 1 ? broken() : connectSearchHost()));
    const failed = await link.search(BASE, request('docker')).catch((error: Error) => error);
    expect((failed as Error).name).toBe('RetryError');
    expect(((failed as Error).cause as Error).message).toBe('The search engine could not start');
    const { results } = await link.search(BASE, request('docker'));
    expect((results[0] as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
    expect(connects).toBe(2);
  });
});

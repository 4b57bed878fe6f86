/**
 * What a reader's browser downloads of the sharded search index for a query:
 * the files the engine reads, and their gzip size, on an engine that has
 * read nothing yet (a fresh page) or that keeps what earlier queries read
 * (a reader typing). Used by the byte budgets (tests/e2e/budgets.spec.ts)
 * and the search benchmark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LocalSearchEngine } from '../../src/lib/search/engine';
import type { SearchRecord } from '../../src/lib/search/records';
import { assertRecords, decodeRecords } from '../../src/lib/search/indexReader';
import { normalizeSearchRequests } from '../../src/lib/search/requests';
import { contextualFacetFilters } from '../../src/lib/search/requestSettings';
import { docsVersionTag } from '../../src/lib/search/settings';
import { fileLoader, searchFileGzipBytes } from '../../scripts/lib/page-weight.mjs';

/** Queries a reader types, for the search benchmark and budgets. */
export const BENCH_QUERIES = [
  'docker',
  'dock',
  'docker compose volume',
  'git rebase',
  'rebas',
  'neural network',
  'backpropagation',
  'k-means',
  'kmeans clustering',
  'logistic regression sigmoid',
  'random forest',
  'opencv threshold',
  'contour',
  'langchain',
  'langgraph state',
  'rag retriever',
  'python decorator',
  'asyncio',
  'dokcer',
  'regresion',
  '机器学习',
  // Questions, typed key by key through their stop words ("how ", "how to ", "what is a ").
  'how to install python',
  'what is a tensor',
  'the matrix',
];

export interface ReadFile {
  path: string;
  gzipBytes: number;
}

/** The request the modal sends for a query. */
export const modalRequest = (query: string) =>
  normalizeSearchRequests({
    requests: [
      {
        indexName: 'site',
        query,
        hitsPerPage: 20,
        attributesToSnippet: ['content:10', 'hierarchy.lvl1:10'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        facetFilters: contextualFacetFilters('en', [docsVersionTag('current')]),
      },
    ],
  })[0];

const sizes = new Map<string, number>();

/** An engine on the index folder `dir` that notes every file it reads. */
export async function countingEngine(dir: string): Promise<{ engine: LocalSearchEngine; read: ReadFile[] }> {
  const load = fileLoader(dir);
  const read: ReadFile[] = [];
  const engine = await LocalSearchEngine.open(async (path) => {
    const key = `${dir}\0${path}`;
    if (!sizes.has(key)) sizes.set(key, searchFileGzipBytes(dir, path));
    read.push({ path, gzipBytes: sizes.get(key)! });
    return load(path);
  });
  return { engine, read };
}

/** The files read for `queries` searched one after the other on a fresh engine (meta included), and what each query added. */
export async function queryCost(dir: string, queries: readonly string[]): Promise<{ files: ReadFile[]; perQuery: number[] }> {
  const { engine, read } = await countingEngine(dir);
  const perQuery: number[] = [];
  for (const query of queries) {
    const before = read.length;
    await engine.search(modalRequest(query));
    perQuery.push(read.slice(before).reduce((n, f) => n + f.gzipBytes, 0) + (perQuery.length === 0 ? read[0].gzipBytes : 0));
  }
  return { files: read, perQuery };
}

/** Every record of the index folder `dir`, with its text, in page order. */
export async function readIndexRecords(dir: string): Promise<SearchRecord[]> {
  const files = fs.readdirSync(path.join(dir, 'r')).map((name) => ({ name, at: /^(\d+)-(\d+)\.json$/.exec(name)!.slice(1).map(Number) }));
  files.sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1]);
  const load = fileLoader(dir);
  const records: SearchRecord[] = [];
  for (const { name } of files) {
    const file = await load(`r/${name}`);
    assertRecords(file, name);
    records.push(...decodeRecords(file));
  }
  return records;
}

/** Each prefix of `query` as the reader types it: "d", "do", "doc"… */
export const keystrokes = (query: string) => Array.from({ length: [...query].length }, (_, i) => [...query].slice(0, i + 1).join(''));

/**
 * The search worker's entry: the embedded index's engine, off the page's
 * main thread (src/client/searchHost.ts). Started by
 * src/client/localSearchClient.ts on the first sign that the reader wants to search.
 */
import { serveSearches } from './searchHost';

serveSearches(self as never);

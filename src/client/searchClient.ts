/**
 * One search client for the modal and the search page: the embedded index by
 * default, Algolia when the build has its credentials. Both answer Algolia's
 * `search` call with the same response shape, and every hit either gives is
 * made safe here, once, for both UIs (src/lib/search/safeHit.ts).
 */
import { liteClient } from 'algoliasearch/lite';
import { ALGOLIA_HOSTS, DOCSEARCH_API_KEY, DOCSEARCH_APP_ID, SEARCH_BACKEND } from './searchConfig';
import { algoliaHostsCache } from './algoliaHostsCache';
import { browserHookOn } from './privateHooks';
import { createLocalSearchClient } from './localSearchClient';
import { searchFailure } from './searchErrors';
import { safeHit } from '../lib/search/safeHit';

export interface SiteSearchClient {
  search(input: unknown): Promise<{ results: unknown[] }>;
}

const clients = new Map<string, SiteSearchClient>();

/** A result with its hits made safe to render and to follow; a hit that cannot be is dropped. */
function safeResult(result: unknown): unknown {
  const hits = (result as { hits?: unknown } | null)?.hits;
  if (!Array.isArray(hits)) return result;
  return { ...(result as object), hits: hits.filter((hit): hit is object => !!hit && typeof hit === 'object').flatMap((hit) => safeHit(hit) ?? []) };
}

/** The client whose hits, from the embedded index or from Algolia, are data from outside the page. */
export function withSafeHits(client: SiteSearchClient): SiteSearchClient {
  return { search: (input) => client.search(input).then((answer) => ({ ...answer, results: answer.results.map(safeResult) })) };
}

/** Algolia's client, whose every failure (unreachable hosts, an answer that is not Algolia's) reads as one. */
function algoliaClient(): SiteSearchClient {
  const client = liteClient(DOCSEARCH_APP_ID, DOCSEARCH_API_KEY, {
    ...(ALGOLIA_HOSTS ? { hosts: ALGOLIA_HOSTS } : {}),
    // A host found down is skipped for 2 minutes, as Algolia's retry strategy means (src/client/algoliaHostsCache.ts;
    // private hook `algolia-hosts-cache`, node/privateHooks).
    ...(browserHookOn('algolia-hosts-cache') ? { hostsCache: algoliaHostsCache(`site-hosts-${DOCSEARCH_APP_ID}`) } : {}),
  }) as unknown as SiteSearchClient;
  return {
    search: (input) =>
      client.search(input).catch((error: unknown) => {
        throw searchFailure(error);
      }),
  };
}

/** The site's client. `indexUrl` is the embedded index's folder (unused with Algolia). */
export function siteSearchClient(indexUrl: string): SiteSearchClient {
  let client = clients.get(indexUrl);
  if (!client) {
    client = withSafeHits(SEARCH_BACKEND === 'local' ? createLocalSearchClient(indexUrl) : algoliaClient());
    clients.set(indexUrl, client);
  }
  return client;
}

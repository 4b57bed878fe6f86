/**
 * One search client for the modal and the search page: the embedded index by
 * default, Algolia when the build has its credentials. Both answer Algolia's
 * `search` call with the same response shape.
 */
import { liteClient } from 'algoliasearch/lite';
import { ALGOLIA_HOSTS, DOCSEARCH_API_KEY, DOCSEARCH_APP_ID, SEARCH_BACKEND } from './searchConfig';
import { algoliaHostsCache } from './algoliaHostsCache';
import { createLocalSearchClient } from './localSearchClient';
import { searchFailure } from './searchErrors';

export interface SiteSearchClient {
  search(input: unknown): Promise<{ results: unknown[] }>;
}

const clients = new Map<string, SiteSearchClient>();

/** The site's client. `indexUrl` is the embedded index's file (unused with Algolia). */
/** Algolia's client, whose every failure (unreachable hosts, an answer that is not Algolia's) reads as one. */
function algoliaClient(): SiteSearchClient {
  const client = liteClient(DOCSEARCH_APP_ID, DOCSEARCH_API_KEY, {
    ...(ALGOLIA_HOSTS ? { hosts: ALGOLIA_HOSTS } : {}),
    // A host found down is skipped for 2 minutes, as Algolia's retry strategy means (src/client/algoliaHostsCache.ts).
    hostsCache: algoliaHostsCache(`site-hosts-${DOCSEARCH_APP_ID}`),
  }) as unknown as SiteSearchClient;
  return {
    search: (input) =>
      client.search(input).catch((error: unknown) => {
        throw searchFailure(error);
      }),
  };
}

export function siteSearchClient(indexUrl: string): SiteSearchClient {
  let client = clients.get(indexUrl);
  if (!client) {
    client =
      SEARCH_BACKEND === 'local'
        ? createLocalSearchClient(indexUrl)
        : algoliaClient();
    clients.set(indexUrl, client);
  }
  return client;
}

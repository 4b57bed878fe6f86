/**
 * The memory of which Algolia hosts are down, made to work. algoliasearch v5
 * reads a host's state under the host ({ url, port, protocol, accept }) but
 * writes it under the host with its state (status and lastUpdate added), so a
 * host marked down is never found down again: every query tries it first and
 * waits for it to fail (client-common's createRetryableOptions and
 * retryableRequest, https://github.com/algolia/algoliasearch-client-javascript/blob/main/packages/client-common/src/transporter/createTransporter.ts).
 * This cache keys both by the host alone, and gives the stored state back with
 * the two methods the transporter calls, which JSON in local storage loses.
 */
import { createBrowserLocalStorageCache, createFallbackableCache, createMemoryCache, type Cache } from '@algolia/client-common';

/** How long a host stays down or timed out: algoliasearch's EXPIRATION_DELAY (client-common's createStatefulHost.ts). */
export const HOST_RETRY_DELAY_MS = 2 * 60 * 1000;

type Status = 'up' | 'down' | 'timed out';
interface HostState {
  url: string;
  port?: number;
  protocol?: string;
  accept?: string;
  status: Status;
  lastUpdate: number;
}

const hostOnly = (key: unknown) => {
  const { url, port, protocol, accept } = key as HostState;
  return { url, port, protocol, accept };
};

/** A stored state as the transporter uses it. */
export function revive(state: HostState, now: () => number = Date.now) {
  return {
    ...state,
    isUp: () => state.status === 'up' || now() - state.lastUpdate > HOST_RETRY_DELAY_MS,
    isTimedOut: () => state.status === 'timed out' && now() - state.lastUpdate <= HOST_RETRY_DELAY_MS,
  };
}

/** The hosts cache for `liteClient`'s options: local storage (shared by the site's tabs), else memory. */
export function algoliaHostsCache(namespace: string, caches?: Cache[]): Cache {
  const inner = createFallbackableCache({ caches: caches ?? [createBrowserLocalStorageCache({ key: namespace }), createMemoryCache()] });
  return {
    async get(key, defaultValue, events) {
      const value = await inner.get(hostOnly(key), defaultValue, events);
      return revive(value as unknown as HostState) as unknown as typeof value;
    },
    set: (key, value) => inner.set(hostOnly(key), value),
    delete: (key) => inner.delete(hostOnly(key)),
    clear: () => inner.clear(),
  };
}

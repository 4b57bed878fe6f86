import { createMemoryCache, createStatefulHost } from '@algolia/client-common';
import { algoliaHostsCache, HOST_RETRY_DELAY_MS, revive } from './algoliaHostsCache';

const host = { url: '127.0.0.1', port: 9301, protocol: 'http', accept: 'read' } as const;

describe('algoliaHostsCache', () => {
  it('finds a host marked down under the host alone, as the transporter asks for it', async () => {
    const cache = algoliaHostsCache('test', [createMemoryCache()]);
    // The transporter writes under the stateful host it tried…
    const tried = await cache.get(host, () => Promise.resolve(createStatefulHost(host)));
    expect(tried.isUp()).toBe(true);
    await cache.set(tried, createStatefulHost(host, 'down'));
    // …and reads under the plain host: the state must be there, with its methods.
    const next = await cache.get(host, () => Promise.resolve(createStatefulHost(host)));
    expect(next.status).toBe('down');
    expect(next.isUp()).toBe(false);
    expect(next.isTimedOut()).toBe(false);
  });

  it('gives a down host another chance once the retry delay has passed, as algoliasearch does', () => {
    let now = 1_000_000;
    const down = revive({ ...host, status: 'down', lastUpdate: now }, () => now);
    now += HOST_RETRY_DELAY_MS;
    expect(down.isUp()).toBe(false);
    now += 1;
    expect(down.isUp()).toBe(true);
    const timedOut = revive({ ...host, status: 'timed out', lastUpdate: 0 }, () => 10);
    expect(timedOut.isTimedOut()).toBe(true);
  });
});

/**
 * The site's service worker (docs/features.md#read-offline), bundled with its settings by the build
 * (node/offline.ts) into `/sw.js`. Workbox 7 (https://developer.chrome.com/docs/workbox) precaches
 * the build's scripts and stylesheets; pages, their data and the search index's entry go to the
 * network first, so a reader online always gets the newest; content-hashed files come from any cache
 * that has them, so a tab of the build before keeps working after a deploy. Whatever fails, the
 * request goes to the network as if there were no worker.
 */
/// <reference lib="webworker" />
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { IMMUTABLE_PATH } from '../lib/hosting/headers';
import { listForPath, pageDataUrl } from '../lib/offline/saveLists';
import type { PageMessage, WorkerSettings, WorkerStatus } from '../lib/offline/workerSettings';

declare const self: ServiceWorkerGlobalScope;
declare const __WORKER_SETTINGS__: WorkerSettings;

const settings = __WORKER_SETTINGS__;
const PAGES = 'site-pages';
const FILES = 'site-files';
const BUILDS = 'site-builds';
const PRECACHE_PREFIX = 'site-precache-';

setCacheNameDetails({ prefix: 'site', precache: `precache-${settings.build}` });
precacheAndRoute(settings.precache);
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** A content-hashed file is the same wherever it is kept: this build's precache, the build before's, or the files cache. */
async function hashedFile({ request }: { request: Request }): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await put(FILES, request, response.clone());
  return response;
}
registerRoute(({ url, request }) => request.method === 'GET' && sameOrigin(url) && IMMUTABLE_PATH.test(url.pathname), hashedFile);

// Pages, their data and everything else of the site's: the network first; what it answered is kept for offline.
const networkFirst = new NetworkFirst({ cacheName: PAGES, matchOptions: { ignoreSearch: true } });
registerRoute(new NavigationRoute(networkFirst));
registerRoute(({ url, request }) => request.method === 'GET' && sameOrigin(url) && !url.pathname.endsWith('/sw.js'), networkFirst);

// A route that failed (no network and nothing kept, or storage that threw): the network once more, then the offline page.
setCatchHandler(async ({ request }) => {
  try {
    return await fetch(request);
  } catch {
    if (request.mode === 'navigate') return (await matchPrecache(settings.offlinePage)) ?? Response.error();
    return Response.error();
  }
});

/** Storage can be full or cleared under the worker: a file that could not be kept is simply not kept. */
async function put(cacheName: string, request: Request | string, response: Response): Promise<boolean> {
  try {
    await (await caches.open(cacheName)).put(request, response);
    return true;
  } catch {
    return false;
  }
}

async function save(url: string): Promise<boolean> {
  const cacheName = IMMUTABLE_PATH.test(url) ? FILES : PAGES;
  const cache = await caches.open(cacheName);
  if (cacheName === FILES && (await cache.match(url))) return true;
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  return response?.ok === true && put(cacheName, url, response);
}

const status: WorkerStatus = { build: settings.build, list: null, saved: 0, total: 0, done: false };
let saving: Promise<void> | null = null;

/** Saves a list's files four at a time, once per build; a list the reader's browser asks to spare is not saved. */
function saveList(path: string): Promise<void> {
  const list = listForPath(path, settings.lists, settings.fallbacks);
  if (!list) {
    status.done = true;
    return Promise.resolve();
  }
  status.list = list.prefix;
  saving ??= (async () => {
    const response = await fetch(list.url).catch(() => null);
    const urls = response?.ok ? ((await response.json()) as { urls: string[] }).urls : [];
    status.total = urls.length;
    const queue = [...urls];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) if (await save(url)) status.saved += 1;
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    status.done = true;
  })();
  return saving;
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  else if (message?.type === 'status') event.ports[0]?.postMessage({ ...status });
  else if (message?.type === 'save') {
    const own = [message.path, pageDataUrl(message.path), ...(message.resources ?? [])]
      .map((url) => new URL(url, self.location.origin))
      .filter((url) => sameOrigin(url) && !url.pathname.endsWith('/sw.js'))
      .map((url) => url.pathname + url.search);
    event.waitUntil(
      (async () => {
        await Promise.all(own.map(save));
        if (!message.saveData) await saveList(message.path);
        else status.done = true;
      })(),
    );
  }
});

/**
 * A new build takes over: the build before's precache stays for tabs still running it, older ones go,
 * and the pages kept for offline are fetched again so that none of them asks for a file no cache holds.
 */
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const record = await (await caches.open(BUILDS)).match('/builds.json');
      const builds = [...((record ? await record.json() : []) as string[]).filter((b) => b !== settings.build), settings.build].slice(-2);
      await put(BUILDS, '/builds.json', new Response(JSON.stringify(builds)));
      for (const name of await caches.keys()) {
        if (name.startsWith(PRECACHE_PREFIX) && !builds.some((b) => name.startsWith(`${PRECACHE_PREFIX}${b}`))) await caches.delete(name);
      }
      const pages = await caches.open(PAGES);
      for (const request of await pages.keys()) {
        const response = await fetch(request).catch(() => null);
        if (response?.ok) await put(PAGES, request, response);
      }
    })(),
  );
});

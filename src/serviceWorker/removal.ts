/**
 * The worker a build with offline support switched off ships at `/sw.js` (docs/features.md#read-offline):
 * as soon as a reader's browser installs it, it deletes the site's caches and unregisters, so the next
 * page comes from the network alone, then takes over and loads each open tab again. Chromium does not
 * activate a worker that asked to skip waiting while it installed, with an old one still controlling a tab
 * (seen with Chromium 156): it asks again once installed. The caches go at install already.
 */
/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;
// A module, so that `self` above is this file's own.
export {};

async function deleteCaches(): Promise<void> {
  for (const name of await caches.keys()) if (name.startsWith('site-')) await caches.delete(name);
}

self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(Promise.all([self.skipWaiting(), deleteCaches()]));
  // Asked again once installed, which Chromium then honours; a worker stays alive some seconds after its last event.
  setTimeout(() => void self.skipWaiting(), 1000);
});
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'skip-waiting') void self.skipWaiting();
});
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      await deleteCaches();
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({ type: 'window' })) await client.navigate(client.url).catch(() => null);
    })(),
  );
});

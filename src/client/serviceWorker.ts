/**
 * Registers the site's service worker once the first page is idle (docs/features.md#read-offline), and
 * tells it which pages the reader opens. A production build with offline support only: under
 * `gatsby develop`, and in a build that switched it off, this is empty.
 */
import { whenIdle } from './idle';

const ON = process.env.NODE_ENV === 'production' && process.env.GATSBY_OFFLINE === 'true';

/** The Network Information API's "reader saves data", where the browser has it (https://wicg.github.io/netinfo/#savedata-attribute). */
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

function tell(message: object) {
  navigator.serviceWorker.controller?.postMessage(message);
}

export function startServiceWorker(): void {
  if (!ON || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        const offer = (worker: ServiceWorker | null) => {
          if (worker && navigator.serviceWorker.controller) void import('./updateNotice').then((notice) => notice.offerUpdate(worker));
        };
        offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
        });
        // A tab left open asks for a new build when the reader comes back to it.
        document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void registration.update().catch(() => null));
        return navigator.serviceWorker.ready;
      })
      .then((registration) => {
        // The first page and what it loaded came before the worker: it keeps them now.
        const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'save', path: window.location.pathname, resources, saveData: savesData() });
      })
      // A worker that cannot be registered leaves the site as it is without one.
      .catch(() => null);
  });
}

/** A page opened by the site's router, kept for offline with its HTML (the router fetched its data only). */
export function pageVisited(path: string): void {
  if (ON && 'serviceWorker' in navigator) tell({ type: 'save', path, saveData: savesData() });
}

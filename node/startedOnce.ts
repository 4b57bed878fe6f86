/**
 * Work started once and shared by whoever asks for it while it runs or after.
 */
import type { Site } from './site';

/**
 * `make()`'s promise, kept in `kept` under `key` for later calls; a failure is forgotten, so the next call
 * tries again (the thread code's bundle, a vendor stylesheet written, an image variant encoded).
 */
export function keptUntilFailed<T>(kept: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let promise = kept.get(key);
  if (!promise) {
    promise = make();
    promise.catch(() => kept.delete(key));
    kept.set(key, promise);
  }
  return promise;
}

/**
 * `work` done once per site model: createPages starts it under `gatsby build` and onPostBuild waits for it
 * (or starts it, when createPages did not), as for the social cards and the image variants. A failure is
 * reported where it is awaited; a build that fails before then exits without it.
 */
export function oncePerSite<T>(work: (site: Site, siteDir: string) => Promise<T>): (site: Site, siteDir: string) => Promise<T> {
  const started = new WeakMap<Site, Promise<T>>();
  return (site, siteDir) => {
    let running = started.get(site);
    if (!running) {
      running = work(site, siteDir);
      running.catch(() => undefined);
      started.set(site, running);
    }
    return running;
  };
}

/**
 * The route-change progress bar (progressBar.ts) without its code in the
 * page's first load: the code loads when the browser is first idle after the
 * page is interactive, or at the first navigation if that comes sooner. A
 * navigation that starts before the code is in gets its bar at the moment it
 * would have had it (the delay counts from the navigation's start); one that
 * ends before then gets none.
 */
import { retryingLoader } from '../lib/retryingLoader';

export interface ProgressBar {
  startProgress: (startedAt?: number) => void;
  finishProgress: () => void;
}

export interface DeferredProgress {
  start: () => void;
  finish: () => void;
  /** Loads the bar's code ahead of the first navigation. */
  preload: () => void;
}

export function deferredProgress(load: () => Promise<ProgressBar>): DeferredProgress {
  const loadBar = retryingLoader(load);
  let bar: ProgressBar | null = null;
  /** When the navigation that waits for the code started, if one does. */
  let pendingSince: number | null = null;
  const ensure = () =>
    void loadBar().then(
      (loaded) => {
        bar = loaded;
        if (pendingSince !== null) loaded.startProgress(pendingSince);
        pendingSince = null;
      },
      // No bar for this navigation; the next one loads the code again.
      () => (pendingSince = null),
    );
  return {
    start() {
      if (bar) return bar.startProgress();
      pendingSince ??= performance.now();
      ensure();
    },
    finish() {
      if (bar) bar.finishProgress();
      else pendingSince = null;
    },
    preload: ensure,
  };
}

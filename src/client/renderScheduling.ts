/**
 * When Preact renders a state change. In an event's handler, at the next
 * microtask (Preact's default), so that what the reader did shows in the next
 * frame; anywhere else, in a later task, so that state set in several promise
 * callbacks of one task renders once. React 18 splits them the same way:
 * updates in a discrete event render synchronously, others are batched and
 * rendered in a task of their scheduler's.
 *
 * Why: DocSearch sets its state in a chain of promise callbacks when a
 * query's results arrive (its autocomplete core sets the collections, the
 * active item and the status, each in its own callback), and with Preact's
 * default its modal rendered whole six times in the task that shows the first
 * results ("docker", counted with a render hook on the built site), the
 * longest task of a first search: 75 to 126 ms at 4× CPU throttle
 * (`node scripts/bench/long-frames.mjs`). In a task of its own it renders
 * once: over the ten queries of `scripts/bench/compare-search.mjs` (3 rounds),
 * the longest task at 4× went from 95 ms at the median (139 ms at most) to
 * none over 50 ms at the median (67 ms at most). All renders in a later task
 * (a first try) also delayed what a key shows by about a frame: from the last
 * key to the final results painted, typed at 120 ms a key, the median went
 * from 17 to 37 ms.
 * `debounceRendering` is a public option of Preact's:
 * https://github.com/preactjs/preact/blob/10.x/src/index.d.ts
 */
import { options } from 'preact';
import { nextTask } from '../lib/nextTask';

/** Runs `render` (Preact's queued renders) at the next microtask in an event's handler, else in a later task. */
export function scheduleRender(render: () => void): void {
  // `window.event` is the event being dispatched, if any (https://dom.spec.whatwg.org/#dom-window-event).
  if (typeof window !== 'undefined' && window.event) queueMicrotask(render);
  else void nextTask().then(render);
}

/** From now on, Preact renders state changes as `scheduleRender` says. */
export function installRenderScheduling(): void {
  options.debounceRendering = scheduleRender;
}

/**
 * A build's large JavaScript heaps grow by at most a quarter past what the last full collection found live. V8
 * picks the next limit from how fast the program allocates against how fast it collects, up to four times the live
 * heap on a machine with memory to spare, so the same large build's main process peaked anywhere between 1.9 and
 * 3.5 GB. A heap under 512 MB live keeps V8's own growth: limited too, this site's build collected its heap of a
 * few hundred MB whole every 75 MB or so, for about 6 s more CPU (docs/performance.md#figures-behind-the-code).
 *
 * The flag is read whenever V8 sets a limit, so setting it mid-build holds from then on, for the process and the
 * threads it starts after: https://github.com/nodejs/node/blob/main/deps/v8/src/heap/heap-controller.cc
 * (`MemoryController::GrowingFactor`). Node's `gc` performance entries say when a full collection ended
 * (https://nodejs.org/api/perf_hooks.html#garbage-collection-gc-details). Each change of V8's flags also changes
 * the hash that Node's compile cache keeps code under, so the flag changes once, and `--expose-gc` is set back at
 * once (docs/performance.md#figures-behind-the-code). There is no cap: a site larger than any measured keeps the
 * heap it needs, collected more often.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { PerformanceObserver, constants, type NodeGCPerformanceDetail, type PerformanceEntry } from 'node:perf_hooks';

export const HEAP_GROWING_PERCENT = 25;

/** The live heap from which its growth is limited. */
export const LARGE_HEAP_BYTES = 512 * 1024 * 1024;

let limited = false;
let observer: PerformanceObserver | null = null;

/** Whether this process has limited its heaps' growth. */
export function heapGrowthLimited(): boolean {
  return limited;
}

/** Limits the growth once the heap is large, with a collection at once so that the next limit is set with it. */
function limitIfLarge(largeBytes: number): void {
  if (limited || v8.getHeapStatistics().used_heap_size < largeBytes) return;
  limited = true;
  observer?.disconnect();
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  collectGarbage();
}

/**
 * Watches this process's full collections and limits its heaps' growth from the first one that leaves `largeBytes`
 * live (`gatsby build` only: develop keeps V8's own).
 */
export function limitHeapGrowth(largeBytes = LARGE_HEAP_BYTES): void {
  if (limited || observer) return;
  observer = new PerformanceObserver((list) => {
    if (
      list.getEntries().some((entry) => (entry as PerformanceEntry & { detail?: NodeGCPerformanceDetail }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
    )
      limitIfLarge(largeBytes);
  });
  observer.observe({ entryTypes: ['gc'] });
}

/**
 * Watches as `limitHeapGrowth` does, and collects the heap at once to see
 * what is live. The limit V8 set at its last full collection stands until the
 * heap reaches it: the 10,000-doc build's main process went through
 * createPages under the one sourcing left, with sourcing's garbage (400 MB of
 * heap and 640 MB of the node store's spent write buffers) kept to its end.
 */
export function limitHeapGrowthNow(largeBytes = LARGE_HEAP_BYTES): void {
  limitHeapGrowth(largeBytes);
  collectGarbage();
  limitIfLarge(largeBytes);
}

/**
 * A full collection. V8 gives JavaScript its `gc` only with --expose-gc, which
 * a context made after the flag is set has, as jest-leak-detector gets it:
 * https://github.com/jestjs/jest/blob/main/packages/jest-leak-detector/src/index.ts
 * The flag is set back at once: the function stays, and V8's flags are as they were for the compile cache.
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  v8.setFlagsFromString('--no-expose-gc');
  gc();
}

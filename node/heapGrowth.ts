/**
 * A build's JavaScript heaps grow by at most a quarter past what the last full
 * collection found live. V8 picks the next limit from how fast the program
 * allocates against how fast it collects, up to four times the live heap on
 * a machine with memory to spare, so the same build's main process peaked
 * anywhere between 1.9 and 3.5 GB (docs/performance.md#figures-behind-the-code). The
 * flag is read whenever V8 sets a limit, so setting it mid-build holds from
 * then on, for the process and the threads it starts after:
 * https://github.com/nodejs/node/blob/main/deps/v8/src/heap/heap-controller.cc
 * (`MemoryController::GrowingFactor`). There is no cap: a site larger than
 * any measured keeps the heap it needs, collected more often.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

export const HEAP_GROWING_PERCENT = 25;

/** Sets V8's heap growing factor for this process (`gatsby build` only: develop keeps V8's own). */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * Sets the factor, then collects the heap at once, so that the next limit is
 * set with it. The limit V8 set at its last full collection stands until the
 * heap reaches it: the 10,000-doc build's main process went through
 * createPages under the one sourcing left, with sourcing's garbage (400 MB of
 * heap and 640 MB of the node store's spent write buffers) kept to its end.
 */
export function limitHeapGrowthNow(): void {
  limitHeapGrowth();
  collectGarbage();
}

/**
 * A full collection. V8 gives JavaScript its `gc` only with --expose-gc, which
 * a context made after the flag is set has, as jest-leak-detector gets it:
 * https://github.com/jestjs/jest/blob/main/packages/jest-leak-detector/src/index.ts
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

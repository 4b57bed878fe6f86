/**
 * A build's JavaScript heaps grow by at most a quarter past what the last full
 * collection found live. V8 picks the next limit from how fast the program
 * allocates against how fast it collects, up to four times the live heap on
 * a machine with memory to spare, so the same build's main process peaked
 * anywhere between 1.9 and 3.5 GB (README, "Figures behind the code"). The
 * flag is read whenever V8 sets a limit, so setting it mid-build holds from
 * then on, for the process and the threads it starts after:
 * https://github.com/nodejs/node/blob/main/deps/v8/src/heap/heap-controller.cc
 * (`MemoryController::GrowingFactor`). There is no cap: a site larger than
 * any measured keeps the heap it needs, collected more often.
 */
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 25;

/** Sets V8's heap growing factor for this process (`gatsby build` only: develop keeps V8's own). */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

// Runs the build's heap growth (node/heapGrowth.ts) in a process of its own.
//   node --expose-gc --trace-gc-verbose --import tsx tests/support/heap-growth.mjs [limited MB]
//     fills a heap and collects it, its growth limited from MB live when asked; V8 prints each growing factor it
//     picks, and the script whether the growth was limited.
//   node --import tsx tests/support/heap-growth.mjs garbage (limited | now)
//     drops 64 MB of buffers, sets the growth (with a collection, `now`), and prints the buffers left before and
//     after and whether the call collected them.
//   NODE_COMPILE_CACHE=DIR node --import tsx tests/support/heap-growth.mjs cache FILE [MB]
//     collects the heap as createPages does (its growth limited from MB live), then requires FILE.
import { createRequire } from 'node:module';
import { heapGrowthLimited, limitHeapGrowth, limitHeapGrowthNow } from '../../node/heapGrowth.ts';

const mb = (bytes) => Math.round(bytes / 1048576);
const [mode, ...args] = process.argv.slice(2);
if (mode === 'garbage') {
  let buffers = Array.from({ length: 64 }, () => Buffer.alloc(1048576, 1));
  const held = new WeakRef(buffers);
  console.log(`made ${buffers.length} buffers`);
  buffers = null;
  // A WeakRef keeps its target to the end of the job that made it (https://tc39.es/ecma262/#sec-weak-ref-objects).
  await new Promise((resolve) => setImmediate(resolve));
  const before = process.memoryUsage().arrayBuffers;
  const now = args[0] === 'now';
  if (now) limitHeapGrowthNow();
  else limitHeapGrowth();
  // Only a collection clears the WeakRef: read at once, it says whether the call collected the heap.
  const collected = held.deref() === undefined;
  // V8 frees the collected buffers' memory on a thread of its own after the collection (its array buffer
  // sweeper), which on a busy machine can take a moment: read once it has gone down, or after 10 s.
  const deadline = Date.now() + 10_000;
  while (now && process.memoryUsage().arrayBuffers > 8 * 1048576 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  console.log(`array buffers ${mb(before)} MB then ${mb(process.memoryUsage().arrayBuffers)} MB, ${collected ? 'collected' : 'not collected'} by the call`);
} else if (mode === 'cache') {
  limitHeapGrowthNow(args[1] ? Number(args[1]) * 1048576 : undefined);
  createRequire(import.meta.url)(args[0]);
  console.log(`required, growth ${heapGrowthLimited() ? 'limited' : 'V8 own'}`);
} else {
  if (mode === 'limited') limitHeapGrowth(Number(args[0]) * 1048576);
  const kept = [];
  for (let i = 0; i < 30; i++) {
    kept.push(Array.from({ length: 20_000 }, (_, j) => `${i}-${j}`));
    globalThis.gc?.();
    // The collections' performance entries reach their observer between tasks.
    await new Promise((resolve) => setImmediate(resolve));
  }
  console.log(`kept ${kept.length} arrays, growth ${heapGrowthLimited() ? 'limited' : 'V8 own'}`);
}

// Runs the build's heap growth (node/heapGrowth.ts) in a process of its own.
//   node --expose-gc --trace-gc-verbose --import tsx tests/support/heap-growth.mjs [limited]
//     fills a heap and collects it, with the build's growth when asked; V8 prints each growing factor it picks.
//   node --import tsx tests/support/heap-growth.mjs garbage (limited | now)
//     drops 64 MB of buffers, sets the growth (with a collection, `now`), and prints the buffers left before and
//     after and whether the call collected them.
import { limitHeapGrowth, limitHeapGrowthNow } from '../../node/heapGrowth.ts';

const mb = (bytes) => Math.round(bytes / 1048576);
if (process.argv[2] === 'garbage') {
  let buffers = Array.from({ length: 64 }, () => Buffer.alloc(1048576, 1));
  const held = new WeakRef(buffers);
  console.log(`made ${buffers.length} buffers`);
  buffers = null;
  // A WeakRef keeps its target to the end of the job that made it (https://tc39.es/ecma262/#sec-weak-ref-objects).
  await new Promise((resolve) => setImmediate(resolve));
  const before = process.memoryUsage().arrayBuffers;
  const now = process.argv[3] === 'now';
  if (now) limitHeapGrowthNow();
  else limitHeapGrowth();
  // Only a collection clears the WeakRef: read at once, it says whether the call collected the heap.
  const collected = held.deref() === undefined;
  // V8 frees the collected buffers' memory on a thread of its own after the collection (its array buffer
  // sweeper), which on a busy machine can take a moment: read once it has gone down, or after 10 s.
  const deadline = Date.now() + 10_000;
  while (now && process.memoryUsage().arrayBuffers > 8 * 1048576 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  console.log(`array buffers ${mb(before)} MB then ${mb(process.memoryUsage().arrayBuffers)} MB, ${collected ? 'collected' : 'not collected'} by the call`);
} else {
  if (process.argv[2] === 'limited') limitHeapGrowth();
  const kept = [];
  for (let i = 0; i < 30; i++) kept.push(Array.from({ length: 20_000 }, (_, j) => `${i}-${j}`));
  globalThis.gc?.();
  console.log(`kept ${kept.length} arrays`);
}

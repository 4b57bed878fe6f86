// Runs the build's heap growth (src/node/heapGrowth.ts) in a process of its own.
//   node --expose-gc --trace-gc-verbose --import tsx tests/support/heap-growth.mjs [limited]
//     fills a heap and collects it, with the build's growth when asked; V8 prints each growing factor it picks.
//   node --import tsx tests/support/heap-growth.mjs garbage (limited | now)
//     drops 64 MB of buffers, sets the growth (with a collection, `now`) and prints the buffers left before and after.
import { limitHeapGrowth, limitHeapGrowthNow } from '../../src/node/heapGrowth.ts';

const mb = (bytes) => Math.round(bytes / 1048576);
if (process.argv[2] === 'garbage') {
  let buffers = Array.from({ length: 64 }, () => Buffer.alloc(1048576, 1));
  console.log(`made ${buffers.length} buffers`);
  buffers = null;
  const before = process.memoryUsage().arrayBuffers;
  if (process.argv[3] === 'now') limitHeapGrowthNow();
  else limitHeapGrowth();
  console.log(`array buffers ${mb(before)} MB then ${mb(process.memoryUsage().arrayBuffers)} MB`);
} else {
  if (process.argv[2] === 'limited') limitHeapGrowth();
  const kept = [];
  for (let i = 0; i < 30; i++) kept.push(Array.from({ length: 20_000 }, (_, j) => `${i}-${j}`));
  globalThis.gc?.();
  console.log(`kept ${kept.length} arrays`);
}

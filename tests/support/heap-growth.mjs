// Fills a heap and collects it, with the build's heap growth (src/node/heapGrowth.ts) when the first
// argument is `limited`; run with --expose-gc --trace-gc-verbose, V8 prints each growing factor it picks.
//   node --expose-gc --trace-gc-verbose --import tsx tests/support/heap-growth.mjs [limited]
import { limitHeapGrowth } from '../../src/node/heapGrowth.ts';

if (process.argv[2] === 'limited') limitHeapGrowth();
const kept = [];
for (let i = 0; i < 30; i++) kept.push(Array.from({ length: 20_000 }, (_, j) => `${i}-${j}`));
globalThis.gc?.();
console.log(`kept ${kept.length} arrays`);

#!/usr/bin/env node
// The search modal's figures for two builds in one run, one after the other
// on the same machine: keystroke to painted results (cold and warm), bytes
// from the search intent to the first results painted, and the longest
// main-thread task at 4× CPU throttle. For a before/after comparison of a
// change (build the other commit into its own public/ first).
//   node scripts/bench/compare-search.mjs <publicDirA> <publicDirB> [rounds]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runKeystrokeBench } from './keystroke.mjs';

const [a, b, rounds = '3'] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: compare-search.mjs <publicDirA> <publicDirB> [rounds]');
const serve = (dir, port) => spawn('node', [path.resolve(import.meta.dirname, '../serve.mjs'), '--port', String(port), '--dir', path.resolve(dir)], { stdio: 'ignore' });
const servers = [serve(a, 9141), serve(b, 9142)];
try {
  await new Promise((r) => setTimeout(r, 1000));
  const results = { [a]: [], [b]: [] };
  // Alternate the builds so that load on the machine falls on both alike.
  for (let r = 0; r < Number(rounds); r++) {
    for (const [dir, port] of [[a, 9141], [b, 9142]]) results[dir].push(await runKeystrokeBench(`http://127.0.0.1:${port}`));
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  console.log('| build | cold median | cold p95 | warm median | warm p95 | intent bytes median | intent bytes max | longest task 4× median | longest task 4× max |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const dir of [a, b]) {
    const rs = results[dir];
    const f = (pick) => median(rs.map(pick)).toFixed(0);
    const kb = (pick) => `${(median(rs.map(pick)) / 1024).toFixed(1)} kB`;
    console.log(
      `| ${dir} | ${f((x) => x.cold.median)} ms | ${f((x) => x.cold.p95)} ms | ${f((x) => x.warm.median)} ms | ${f((x) => x.warm.p95)} ms | ${kb((x) => x.intentBytes.median)} | ${kb((x) => x.intentBytes.max)} | ${f((x) => x.longestTaskThrottled.median)} ms | ${f((x) => x.longestTaskThrottled.max)} ms |`,
    );
  }
  console.log(`\nMedians over ${rounds} rounds of each figure (each round: ${results[a][0].samples.cold} cold queries, ${results[a][0].samples.warm} warm).`);
} finally {
  for (const s of servers) s.kill();
}

#!/usr/bin/env node
// The search modal's figures for builds in one run, one after the other
// on the same machine: keystroke to painted results (cold and warm), bytes
// from the search intent to the first results painted, and the longest
// main-thread task at 4× CPU throttle. For a before/after comparison of a
// change (build the other commit into its own public/ first).
//   node scripts/bench/compare-search.mjs [--rounds 3] <publicDir>...
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PACE_MS, runKeystrokeBench } from './keystroke.mjs';

const args = process.argv.slice(2);
const rounds = args.includes('--rounds') ? Number(args.splice(args.indexOf('--rounds'), 2)[1]) : 3;
const dirs = args;
if (dirs.length === 0) throw new Error('usage: compare-search.mjs [--rounds 3] <publicDir>...');
const serve = (dir, port) =>
  spawn('node', [path.resolve(import.meta.dirname, '../serve.mjs'), '--port', String(port), '--dir', path.resolve(dir)], { stdio: 'ignore' });
const ports = dirs.map((_, i) => 9141 + i);
const servers = dirs.map((dir, i) => serve(dir, ports[i]));
try {
  await new Promise((r) => setTimeout(r, 1000));
  const results = Object.fromEntries(dirs.map((dir) => [dir, []]));
  // Alternate the builds so that load on the machine falls on all alike.
  for (let r = 0; r < rounds; r++) {
    for (const [i, dir] of dirs.entries()) results[dir].push(await runKeystrokeBench(`http://127.0.0.1:${ports[i]}`));
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  console.log(
    '| build | cold median | cold p95 | warm median | warm p95 | paced median | paced p95 | paced warm median | paced warm p95 | intent bytes median | intent bytes max | longest task 4× median | longest task 4× max |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const dir of dirs) {
    const rs = results[dir];
    const f = (pick) => median(rs.map(pick)).toFixed(0);
    const kb = (pick) => `${(median(rs.map(pick)) / 1024).toFixed(1)} kB`;
    console.log(
      `| ${dir} | ${f((x) => x.cold.median)} ms | ${f((x) => x.cold.p95)} ms | ${f((x) => x.warm.median)} ms | ${f((x) => x.warm.p95)} ms | ${f((x) => x.paced.median)} ms | ${f((x) => x.paced.p95)} ms | ${f((x) => x.pacedWarm.median)} ms | ${f((x) => x.pacedWarm.p95)} ms | ${kb((x) => x.intentBytes.median)} | ${kb((x) => x.intentBytes.max)} | ${f((x) => x.longestTaskThrottled.median)} ms | ${f((x) => x.longestTaskThrottled.max)} ms |`,
    );
  }
  console.log(
    `\nMedians over ${rounds} rounds of each figure (each round: ${results[dirs[0]][0].samples.cold} cold queries, ${results[dirs[0]][0].samples.warm} warm, ${results[dirs[0]][0].samples.paced} paced at ${PACE_MS} ms a key, each followed by a paced warm one).`,
  );
} finally {
  for (const s of servers) s.kill();
}

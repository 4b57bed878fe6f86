// The site's cold build, and its rebuild after a one-doc edit, against another commit's, on one machine: the two
// commits built alternately (this one, the other, this one, the other…), each cold build after `gatsby clean`,
// so that the machine's load falls on both alike. Prints the median of each, the ratio to the other's, and
// where the cold build's time went, step by step, as Gatsby's log names the steps. Not part of the test suite.
//   node scripts/bench/against.mjs [--rev 15ac533] [--rounds 2]
// The other commit is checked out into <worktrees>/against-<rev> (a git worktree) with its own `npm ci`, kept for the
// next run; this checkout's commit into <worktrees>/here-<commit>, its packages linked to this checkout's. The
// worktrees' folder is beside the checkout, `<checkout>-bench-worktrees` (BENCH_WORKTREES sets another). Writes
// reports/bench-against.json; `npm run bench -- --against <rev>` prints it beside the targets.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withoutTerminalCodes } from '../lib/terminal.mjs';
import { measureColdAndRebuild } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Gatsby's steps and their seconds, from a build's log ("success Building HTML renderer - 4.819s"). */
export function buildSteps(output) {
  const text = withoutTerminalCodes(output);
  const steps = {};
  for (const [, name, seconds] of text.matchAll(/^success (.+?) - ([\d.]+)s/gm)) steps[name] = (steps[name] ?? 0) + Number(seconds);
  return steps;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Where the worktrees are kept: outside the checkout. Every `gatsby build` and `gatsby develop` of the checkout has
 * Parcel take a snapshot of the whole site folder ("compile gatsby files"), and two worktrees with their packages
 * inside it made each build of the checkout 2 s longer (docs/performance.md#figures-behind-the-code).
 */
export const WORKTREES = path.resolve(process.env.BENCH_WORKTREES ?? path.join(path.dirname(root), `${path.basename(root)}-bench-worktrees`));

/** Worktrees an earlier version of this bench kept in the checkout's `.bench/`, moved out with their packages. */
function moveOldWorktrees() {
  const old = path.join(root, '.bench');
  for (const entry of fs.existsSync(old) ? fs.readdirSync(old) : []) {
    if (!/^(against|here)-/.test(entry) || fs.existsSync(path.join(WORKTREES, entry))) continue;
    fs.mkdirSync(WORKTREES, { recursive: true });
    const moved = spawnSync('git', ['worktree', 'move', path.join(old, entry), path.join(WORKTREES, entry)], { cwd: root, stdio: 'inherit' });
    if (moved.status !== 0) throw new Error(`git worktree move ${path.join(old, entry)} failed: move or remove it, as it slows the checkout's builds`);
    console.log(`Moved the worktree .bench/${entry} to ${path.join(WORKTREES, entry)}`);
  }
}

/** A worktree of `rev` in the worktrees' folder, made once and kept while its packages are in place; `install` puts them there. */
function worktree(name, rev, install) {
  const dir = path.join(WORKTREES, name);
  if (!fs.existsSync(path.join(dir, 'node_modules/.bin/gatsby'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
    const added = spawnSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: root, stdio: 'inherit' });
    if (added.status !== 0) throw new Error(`git worktree add ${rev} failed`);
    if (install(dir).status !== 0) throw new Error(`installing the packages in ${dir} failed`);
  }
  return dir;
}

/** The other commit's checkout: a worktree with its own packages. */
const checkout = (rev) => worktree(`against-${rev}`, rev, (dir) => spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' }));

/**
 * This checkout's commit in a worktree beside the other's, with this checkout's packages as hard links: built in
 * place, the checkout's own `.bench/` (the 10,000-doc corpus) would be in the folder Parcel crawls at each start
 * ("compile gatsby files", docs/performance.md#the-sites-node-code-bundled-by-esbuild), and not in the other's.
 * It builds what is committed.
 */
function hereCheckout() {
  const name = `here-${spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim()}`;
  // Earlier commits' worktrees are not kept.
  for (const entry of fs.existsSync(WORKTREES) ? fs.readdirSync(WORKTREES) : [])
    if (entry.startsWith('here-') && entry !== name) fs.rmSync(path.join(WORKTREES, entry), { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { cwd: root });
  return worktree(name, 'HEAD', (dir) => spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], { stdio: 'inherit' }));
}

/** A cold build and a one-doc rebuild of `dir`, as the figures compare them. */
async function coldAndRebuild(dir) {
  const { cold, warm } = await measureColdAndRebuild(dir);
  return { coldSeconds: cold.seconds, coldPeakPssMB: cold.peakPssMB, steps: buildSteps(cold.output), rebuildSeconds: warm.seconds };
}

/** Builds both checkouts `rounds` times, alternating; returns the medians and ratios. */
export async function runAgainst(rev, rounds = 2) {
  moveOldWorktrees();
  const other = checkout(rev);
  const here = hereCheckout();
  const runs = { here: [], other: [] };
  for (let round = 0; round < rounds; round++) {
    console.log(`round ${round + 1} of ${rounds}: this checkout's commit…`);
    runs.here.push(await coldAndRebuild(here));
    console.log(`round ${round + 1} of ${rounds}: ${rev}…`);
    runs.other.push(await coldAndRebuild(other));
  }
  const summary = (side) => ({
    coldSeconds: Number(median(side.map((r) => r.coldSeconds)).toFixed(1)),
    rebuildSeconds: Number(median(side.map((r) => r.rebuildSeconds)).toFixed(1)),
    coldPeakPssMB: Math.max(...side.map((r) => r.coldPeakPssMB)),
    steps: Object.fromEntries(
      [...new Set(side.flatMap((r) => Object.keys(r.steps)))].map((name) => [name, Number(median(side.map((r) => r.steps[name] ?? 0)).toFixed(1))]),
    ),
  });
  const now = summary(runs.here);
  const then = summary(runs.other);
  return {
    rev,
    rounds,
    here: now,
    other: then,
    coldRatio: Number((now.coldSeconds / then.coldSeconds).toFixed(2)),
    rebuildRatio: Number((now.rebuildSeconds / then.rebuildSeconds).toFixed(2)),
    runs,
  };
}

/** Table rows of the steps of two builds, `then` and `now` ({ step: seconds }), the longest first, those under 0.5 s left out. */
export function stepRows(then, now) {
  const names = [...new Set([...Object.keys(then), ...Object.keys(now)])];
  return names
    .map((name) => ({ name, then: then[name] ?? 0, now: now[name] ?? 0 }))
    .filter((step) => Math.max(step.then, step.now) >= 0.5)
    .sort((a, b) => b.then + b.now - (a.then + a.now))
    .map((step) => `| ${step.name} | ${step.then.toFixed(1)} s | ${step.now.toFixed(1)} s |`);
}

/** The step rows of an `against` result: the other commit's cold build, then this one's. */
export const stepLines = (result) => stepRows(result.other.steps, result.here.steps);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argument = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
  const result = await runAgainst(argument('--rev', '15ac533'), Number(argument('--rounds', '2')));
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(root, 'reports/bench-against.json'), JSON.stringify(result, null, 2));
  console.log(`\n| | ${result.rev} | this checkout | ratio |\n| --- | ---: | ---: | ---: |`);
  console.log(`| cold build | ${result.other.coldSeconds} s | ${result.here.coldSeconds} s | ${result.coldRatio} |`);
  console.log(`| rebuild after a one-doc edit | ${result.other.rebuildSeconds} s | ${result.here.rebuildSeconds} s | ${result.rebuildRatio} |`);
  console.log(`\n| step of the cold build (median) | ${result.rev} | this checkout |\n| --- | ---: | ---: |\n${stepLines(result).join('\n')}`);
}

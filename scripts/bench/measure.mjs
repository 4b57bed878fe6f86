// Helpers for the benchmarks: run a command and measure its wall time and the
// peak resident memory of its whole process tree (sampled from /proc).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { searchIndexDir } from '../lib/page-weight.mjs';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';

/**
 * The resident memory of a process tree, in kB: all of it (VmRSS), the part
 * that is the processes' own (RssAnon), and their proportional share (Pss).
 * VmRSS counts a page again in every process that maps it: files such as
 * Gatsby's LMDB node store, which the kernel can drop, and the libraries and
 * shared memory of Chromium's five processes. Pss splits each shared page
 * among the processes that map it, so the tree's sum counts it once
 * (https://docs.kernel.org/filesystems/proc.html, smaps_rollup).
 */
function treeRssKb(rootPid) {
  const children = new Map();
  const rss = new Map();
  const anon = new Map();
  const pss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      anon.set(Number(entry), Number(/^RssAnon:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      pss.set(Number(entry), Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8'))?.[1] ?? 0));
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  let total = 0;
  let own = 0;
  let share = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    own += anon.get(pid) ?? 0;
    share += pss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return { total, anon: own, pss: share };
}

/** Runs `command args`, returns { ok, seconds, peakMB, peakAnonMB, peakPssMB, output }: the peaks of the tree's VmRSS, RssAnon and Pss. */
export function measureCommand(command, args, { env = {}, cwd } = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let peakKb = 0;
    let peakAnonKb = 0;
    let peakPssKb = 0;
    const sampler = setInterval(() => {
      const { total, anon, pss } = treeRssKb(child.pid);
      peakKb = Math.max(peakKb, total);
      peakAnonKb = Math.max(peakAnonKb, anon);
      peakPssKb = Math.max(peakPssKb, pss);
    }, 200);
    child.on('close', (code) => {
      clearInterval(sampler);
      resolve({
        ok: code === 0,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        peakMB: Math.round(peakKb / 1024),
        peakAnonMB: Math.round(peakAnonKb / 1024),
        peakPssMB: Math.round(peakPssKb / 1024),
        output,
      });
    });
  });
}

export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/** A deterministic pseudo-random generator (mulberry32): generated data is the same on every run. */
export function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The site's embedded search index from the last build (public/), building the site first when there is none. */
export function siteIndexFolder(root = path.resolve(import.meta.dirname, '../..')) {
  const publicDir = path.join(root, 'public');
  const find = () => {
    try {
      return searchIndexDir(publicDir).dir;
    } catch {
      return null;
    }
  };
  if (!find()) {
    console.log('No search index in public/: building the site first…');
    const r = spawnSync('npx', ['gatsby', 'build'], { stdio: 'inherit', cwd: root, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
    if (r.status !== 0) process.exit(1);
  }
  return find();
}

/** The doc a one-doc rebuild edits. */
const EDITED_DOC = 'content/docs/development_tool/git.mdx';

/**
 * `npm run build` of the site in `dir` after `gatsby clean`, then again after a sentence is added to one doc, which
 * is put back after: resolves to both measurements (`measureCommand`'s); a failed build throws with its output's end.
 */
export async function measureColdAndRebuild(dir, { onRebuild = () => {} } = {}) {
  await measureCommand('npx', ['gatsby', 'clean'], { cwd: dir });
  // Built as operators build, with `npm run build` and the environment package.json gives it.
  const cold = await measureCommand('npm', ['run', 'build'], { cwd: dir });
  if (!cold.ok) throw new Error(`the cold build in ${dir} failed:\n${cold.output.slice(-3000)}`);
  const doc = path.join(dir, EDITED_DOC);
  const original = fs.readFileSync(doc, 'utf8');
  let warm;
  try {
    fs.writeFileSync(doc, `${original}\n\nA sentence added to measure a rebuild.\n`);
    onRebuild();
    warm = await measureCommand('npm', ['run', 'build'], { cwd: dir });
  } finally {
    fs.writeFileSync(doc, original);
  }
  if (!warm.ok) throw new Error(`the rebuild in ${dir} failed:\n${warm.output.slice(-3000)}`);
  return { cold, warm };
}

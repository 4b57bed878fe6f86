/**
 * The code of a worker thread, bundled from the site's TypeScript: Gatsby runs
 * the site's Node code compiled, and a thread gets none of that. esbuild runs
 * on a short-lived thread of its own, whose esbuild process ends with it:
 * bundling the renderer (14 MB of code) left the process that the build's
 * other bundles share holding 250–280 MB to the end of the build (docs/performance.md#figures-behind-the-code).
 * A bundle is kept in `.cache/thread-code/` with the hash of each file it was made of, and used again while
 * none of them changed: a rebuild bundled its three threads' code again in 0.2–0.5 s each, beside Gatsby's
 * steps (docs/performance.md#the-docs-pdf-on-a-thread).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { keptUntilFailed } from './startedOnce';
import { writeWhole } from './writeChangedFiles';

const BUNDLER = `const { parentPort, workerData } = require('node:worker_threads');
require(workerData.esbuild).build(workerData.options).then((result) =>
  parentPort.postMessage({ code: result.outputFiles[0].text, inputs: Object.keys(result.metafile.inputs) }));`;

/** A thread's bundled code, and the files it was made of (from the site's folder). */
export interface BundledThread {
  code: string;
  inputs: string[];
}

/** The thread code of `entry` (a path from `siteDir`), bundled with `external` left to `require`. */
export function bundleOnThread(siteDir: string, entry: string, external: readonly string[] = []): Promise<BundledThread> {
  const options = {
    absWorkingDir: siteDir,
    entryPoints: [path.join(siteDir, entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: [...external],
  };
  const worker = new Worker(BUNDLER, { eval: true, workerData: { esbuild: esbuildOf(siteDir), options } });
  return new Promise((resolve, reject) => {
    worker.once('message', (bundled: BundledThread) => {
      resolve(bundled);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the bundler's thread exited (code ${code}) before it bundled ${entry}`)));
  });
}

const esbuildOf = (siteDir: string) => createRequire(path.join(siteDir, 'package.json')).resolve('esbuild');

/** Bumped when what is kept changes. */
const KEPT_FORMAT = 1;

/** Each file's hash, null for one that is not there. */
function hashesOf(siteDir: string, files: readonly string[]): Record<string, string | null> {
  const hashes: Record<string, string | null> = {};
  for (const file of files) {
    let bytes: Buffer | null = null;
    try {
      bytes = fs.readFileSync(path.resolve(siteDir, file));
    } catch {
      // gone, or one of esbuild's own (a disabled module): kept as missing
    }
    hashes[file] = bytes && createHash('sha256').update(bytes).digest('hex');
  }
  return hashes;
}

/**
 * The thread code of `entry`: the kept bundle when every file it was made of is as it was, else bundled and kept.
 * The kept bundle's name holds what else it depends on: the entry, `external`, and esbuild's version.
 */
export async function keptOrBundled(siteDir: string, entry: string, external: readonly string[]): Promise<string> {
  const esbuild = esbuildOf(siteDir);
  const esbuildVersion = (JSON.parse(fs.readFileSync(path.join(path.dirname(esbuild), '..', 'package.json'), 'utf8')) as { version: string }).version;
  const key = createHash('sha256')
    .update(JSON.stringify([KEPT_FORMAT, entry, external, esbuildVersion]))
    .digest('hex')
    .slice(0, 16);
  const base = path.join(siteDir, '.cache', 'thread-code', `${path.basename(entry, path.extname(entry))}-${key}`);
  try {
    const inputs = JSON.parse(fs.readFileSync(`${base}.json`, 'utf8')) as Record<string, string | null>;
    const now = hashesOf(siteDir, Object.keys(inputs));
    if (Object.entries(inputs).every(([file, hash]) => now[file] === hash)) return fs.readFileSync(`${base}.cjs`, 'utf8');
  } catch {
    // none kept, or kept by another format: bundled below
  }
  const started = Date.now();
  const bundled = await bundleOnThread(siteDir, entry, external);
  // A file changed while it was bundled may not be in the code as it is now: that bundle is not kept. (A time
  // in whole milliseconds: `Date.now()` drops the fraction a file's time keeps.)
  const changedSince = bundled.inputs.some((file) => Math.floor(fs.statSync(path.resolve(siteDir, file), { throwIfNoEntry: false })?.mtimeMs ?? 0) > started);
  if (!changedSince) {
    fs.mkdirSync(path.dirname(base), { recursive: true });
    // The code first: a bundle is kept once the list of its files is written.
    writeWhole(`${base}.cjs`, bundled.code);
    writeWhole(`${base}.json`, JSON.stringify(hashesOf(siteDir, bundled.inputs)));
  }
  return bundled.code;
}

const bundles = new Map<string, Promise<string>>();

/** The thread code of `entry`, kept from an earlier build or bundled, once per process; a failed bundle is tried again on the next call. */
export function threadCode(siteDir: string, entry: string, external: readonly string[] = []): Promise<string> {
  return keptUntilFailed(bundles, path.join(siteDir, entry), () => keptOrBundled(siteDir, entry, external));
}

/**
 * What `worker` posts first. Rejects with `failed` and the thread's error when it throws, or with `stopped(exitCode)`
 * when it exits before it posts.
 */
export function firstMessage<T>(worker: Worker, failed: string, stopped: (exitCode: number) => string): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.once('message', (message: T) => resolve(message));
    worker.once('error', (error) => reject(new Error(`${failed}: ${error.message}`, { cause: error })));
    worker.once('exit', (code) => reject(new Error(stopped(code))));
  });
}

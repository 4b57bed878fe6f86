/**
 * The code of a worker thread, bundled from the site's TypeScript: Gatsby runs
 * the site's Node code compiled, and a thread gets none of that. esbuild runs
 * on a short-lived thread of its own, whose esbuild process ends with it:
 * bundling the renderer (14 MB of code) left the process that the build's
 * other bundles share holding 250–280 MB to the end of the build (docs/performance.md#figures-behind-the-code).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { keptUntilFailed } from './startedOnce';

const BUNDLER = `const { parentPort, workerData } = require('node:worker_threads');
require(workerData.esbuild).build(workerData.options).then((result) => parentPort.postMessage(result.outputFiles[0].text));`;

/** The thread code of `entry` (a path from `siteDir`), bundled with `external` left to `require`. */
export function bundleOnThread(siteDir: string, entry: string, external: readonly string[] = []): Promise<string> {
  const options = {
    entryPoints: [path.join(siteDir, entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    write: false,
    logLevel: 'silent',
    external: [...external],
  };
  const worker = new Worker(BUNDLER, { eval: true, workerData: { esbuild: createRequire(path.join(siteDir, 'package.json')).resolve('esbuild'), options } });
  return new Promise((resolve, reject) => {
    worker.once('message', (code: string) => {
      resolve(code);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the bundler's thread exited (code ${code}) before it bundled ${entry}`)));
  });
}

const bundles = new Map<string, Promise<string>>();

/** The thread code of `entry`, bundled once per process and kept; a failed bundle is tried again on the next call. */
export function threadCode(siteDir: string, entry: string, external: readonly string[] = []): Promise<string> {
  return keptUntilFailed(bundles, path.join(siteDir, entry), () => bundleOnThread(siteDir, entry, external));
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

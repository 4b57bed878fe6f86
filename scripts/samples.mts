#!/usr/bin/env -S npx tsx
// Runs every `run` sample of the content (src/lib/samples.ts) with Debian's
// Python and its packages (python3-opencv, -matplotlib, -sklearn, -skimage),
// and compares what it prints with the page's output block.
//   npm run samples -- [files…]      (default: every file under content/)
// Prints a line per sample and, for one that drifts, the page, the line and
// the first line that differs. Exits 1 on any failure. SAMPLES_PYTHON picks
// another interpreter; --json FILE writes {passed, failed} for the test suite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFiles } from '../node/contentFiles.ts';
import { compareOutput, findSamples, type Sample } from '../src/lib/samples.ts';
import { importedModules, pythonRunner } from './lib/pythonRunner.mjs';

const root = path.resolve(import.meta.dirname, '..');
const python = process.env.SAMPLES_PYTHON ?? '/usr/bin/python3';
const TIMEOUT_MS = 120_000;
const PARALLEL = Math.max(1, Math.min(2, os.availableParallelism()));

const args = process.argv.slice(2);
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? args.splice(jsonIndex, 2)[1] : null;

// Headless plotting, no bytecode files, one thread for numeric libraries: the same output on any machine.
// OpenBLAS also picks its kernels by CPU, and an ill-conditioned fit then differs in the third
// decimal: linear_regression's OLS on 65 polynomial features scores R2=0.393 with the Haswell
// (AVX2) kernels, 0.391 with SkylakeX (AVX-512), 0.375 with Sandybridge. The pages show what the
// Haswell kernels print, which run on any x86-64 CPU with AVX2. Debian's OpenBLAS is built to
// choose among its kernels at run time, and OPENBLAS_CORETYPE overrides its choice
// (https://github.com/OpenMathLib/OpenBLAS#support-for-multiple-targets-in-a-single-library).
const pythonEnv = {
  ...process.env,
  MPLBACKEND: 'Agg',
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONHASHSEED: '0',
  OMP_NUM_THREADS: '1',
  OPENBLAS_NUM_THREADS: '1',
  OPENBLAS_CORETYPE: 'Haswell',
  PYTHONWARNINGS: 'ignore',
};

if (!fs.existsSync(python)) {
  console.error(
    `The samples run with ${python}, which is missing. Install Debian's Python and packages: apt-get install -y python3 python3-opencv python3-matplotlib python3-sklearn python3-skimage (or set SAMPLES_PYTHON).`,
  );
  process.exit(1);
}

const files = args.length ? args.map((f) => path.resolve(f)) : contentFiles(path.join(root, 'content'));
const samples: Sample[] = [];
let notRun = 0;
let failed = 0;
for (const file of files) {
  const rel = path.relative(root, file);
  try {
    const found = findSamples(fs.readFileSync(file, 'utf8'), rel);
    samples.push(...found.samples);
    notRun += found.notRun.length;
  } catch (error) {
    failed++;
    console.log(`FAIL  ${(error as Error).message}`);
  }
}

let passed = 0;
const queue = [...samples];
// Each worker's Python imports what any sample imports once, and runs each sample in a fork of itself.
const preload = [...new Set(samples.flatMap((sample) => importedModules(sample.code)))];
async function worker() {
  const runner = pythonRunner({ python, env: pythonEnv, preload, timeoutMs: TIMEOUT_MS });
  for (let sample = queue.shift(); sample; sample = queue.shift()) {
    const started = Date.now();
    const result = await runner.run(sample.code);
    const where = `${sample.file}:${sample.line}`;
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (result.timedOut || result.status !== 0) {
      failed++;
      const why = result.timedOut ? `did not finish in ${TIMEOUT_MS / 1000} s` : `exited with ${result.status}`;
      console.log(
        `FAIL  ${where}: the sample ${why}\n${result.stderr
          .trim()
          .split('\n')
          .slice(-6)
          .map((l) => `      ${l}`)
          .join('\n')}`,
      );
      continue;
    }
    const diff = compareOutput(sample.expected, result.stdout);
    if (diff) {
      failed++;
      const block = sample.outputLine ? `the output block at line ${sample.outputLine}` : 'no output block (add ```text output after the sample)';
      console.log(
        `FAIL  ${where}: prints something else than ${block}; output line ${diff.line}:\n      page:   ${diff.expected}\n      prints: ${diff.actual}`,
      );
      continue;
    }
    passed++;
    console.log(`ok    ${where} (${took})`);
  }
  runner.close();
}
const started = Date.now();
await Promise.all(Array.from({ length: PARALLEL }, worker));
console.log(
  `\n${samples.length} samples run in ${((Date.now() - started) / 1000).toFixed(1)} s with ${python}: ${passed} print what their page shows, ${failed} failed; ${notRun} marked not run.`,
);
if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);

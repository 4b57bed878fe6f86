#!/usr/bin/env node
// Rehearses an upgrade of every dependency, in a copy of the project, before one is made here:
//   npm run upgrade-check [-- --keep] [-- --transitive]
//   1. copies the files git tracks (and new files it would track), as they are in the working tree, to a
//      temporary folder: no node_modules, .cache or public;
//   2. installs there without the lockfile, so that every dependency moves to the newest version its range in
//      package.json allows (exact pins and the overrides stay where they are), and prints what moved, old → new,
//      from the two lockfiles (--transitive lists the packages below the direct dependencies too);
//   3. runs in the copy, on the Node its install brought: lint, the format check, the type check, the unit and
//      component tests, one production build and an end-to-end smoke of that build (tests/e2e/smoke.config.ts);
//   4. prints one summary, each step with its time and the first lines of what broke, and exits 1 if a step failed.
// The copy is removed at the end; --keep keeps it, with each step's full log. This checkout is only read: its
// node_modules, lockfile and build stay as they are.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, ensureChromium, INSTALL_HINT } from './lib/chromium.mjs';

const USAGE = 'usage: npm run upgrade-check [-- --keep] [-- --transitive]';
const args = process.argv.slice(2);
const unknown = args.filter((a) => !['--keep', '--transitive'].includes(a));
if (args.includes('--help') || unknown.length > 0) {
  console.log(unknown.filter((a) => a !== '--help').length ? `Unknown option ${unknown.join(' ')}.\n${USAGE}` : USAGE);
  process.exit(args.includes('--help') && unknown.length === 1 ? 0 : 2);
}
const keep = args.includes('--keep');
const listTransitive = args.includes('--transitive');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Each step's output is kept in memory up to this many characters for the summary (its log file has all of it).
const KEEP_CHARS = 2_000_000;
const FAILURE_LINES = 12;

// The build draws diagrams in Chromium and the smoke runs in it: without it every step after the type check fails
// for a reason that is not the upgrade's.
if (!ensureChromium()) {
  console.error(`The upgrade check builds the site and runs its tests in Chromium, and there is none at ${chromiumPath()}. ${INSTALL_HINT}`);
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-check-'));
const site = path.join(work, 'site');
const logs = path.join(work, 'logs');
fs.mkdirSync(logs, { recursive: true });

// The environment of the steps. `npm run` hands its scripts its own settings (npm_config_local_prefix among them,
// which would make an npm in the copy install into this checkout) and puts this checkout's node_modules/.bin first
// on PATH: the steps get neither, and the copy's node_modules/.bin instead, so that they run on the Node and the
// packages the copy's install brought.
const basePath = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((dir) => dir && !dir.endsWith(`node_modules${path.sep}.bin`) && !dir.includes(`${path.sep}node-gyp-bin`));
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && !['NODE', 'INIT_CWD'].includes(name)));
Object.assign(env, {
  PATH: [path.join(site, 'node_modules', '.bin'), ...basePath].join(path.delimiter),
  GATSBY_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: '0',
});

let current = null;
const cleanUp = () => {
  if (!keep) fs.rmSync(work, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) killGroup(current);
    cleanUp();
    process.exit(130);
  });
}

function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

// eslint-disable-next-line no-control-regex -- colour codes begin with ESC (\u001b)
const plain = (text) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');

/** Runs a command in the copy, its output shown as it comes and written to the step's log; resolves with its exit status and output. */
function run(name, command, commandArgs, { extraEnv = {}, timeoutMinutes = 20 } = {}) {
  const log = fs.createWriteStream(path.join(logs, `${name.replace(/\W+/g, '-')}.log`));
  console.log(`\n▶ ${name}: ${command} ${commandArgs.join(' ')}`);
  return new Promise((resolve) => {
    // Its own process group, so that a timeout or Ctrl+C stops its children (a build's workers, a test server) with it.
    const child = spawn(command, commandArgs, { cwd: site, env: { ...env, ...extraEnv }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    current = child;
    let output = '';
    const take = (chunk) => {
      process.stdout.write(chunk);
      log.write(chunk);
      if (output.length < KEEP_CHARS) output += chunk.toString('utf8');
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMinutes * 60_000);
    const finish = (status, error) => {
      clearTimeout(timer);
      current = null;
      log.end();
      if (error) output += `\n${command}: ${error.message}`;
      if (timedOut) output += `\nStopped after ${timeoutMinutes} minutes.`;
      resolve({ ok: status === 0 && !timedOut && !error, output: plain(output) });
    };
    child.on('error', (error) => finish(null, error));
    child.on('close', (status) => finish(status));
  });
}

const results = [];
/** Runs one step and records its verdict, its time and, when it failed, the first lines of what broke. */
async function step(name, action) {
  const started = Date.now();
  let outcome;
  try {
    outcome = await action();
  } catch (error) {
    outcome = { ok: false, failures: [String(error?.stack ?? error)] };
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, ok: outcome.ok, seconds, failures: outcome.ok ? [] : outcome.failures });
  console.log(`◀ ${name}: ${outcome.ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return outcome.ok;
}
const skipped = (name, why) => results.push({ name, ok: false, skipped: true, seconds: 0, failures: [why] });

/** The last lines of an output, for a step whose failures have no format of their own. */
const tail = (output, count = FAILURE_LINES) =>
  output
    .split('\n')
    .filter((line) => line.trim())
    .slice(-count);
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const firstLines = (text, count = 3) =>
  plain(String(text ?? ''))
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim())
    .slice(0, count);

// 1. The copy.
function copyProject() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files in ${root} failed (the upgrade check copies what git tracks): ${listed.stderr.trim()}`);
  // A file deleted in the working tree is still listed until the deletion is staged.
  const files = listed.stdout.split('\0').filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.cpSync(path.join(root, file), path.join(site, file), { verbatimSymlinks: true });
  }
  return files.length;
}

// 2. What moved, from the two lockfiles.
/** Every package of a lockfile (v2/v3 `packages`) by name, with the versions installed. */
function versionsByName(lock) {
  const byName = new Map();
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key || !entry.version || entry.link) continue;
    const name = entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!byName.has(name)) byName.set(name, new Set());
    byName.get(name).add(entry.version);
  }
  return byName;
}

function movedPackages(oldLock, newLock, manifest) {
  const ranges = { ...manifest.optionalDependencies, ...manifest.dependencies, ...manifest.devDependencies };
  const version = (lock, name) => lock.packages?.[`node_modules/${name}`]?.version ?? '(none)';
  const direct = Object.entries(ranges)
    .map(([name, range]) => ({ name, range, from: version(oldLock, name), to: version(newLock, name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const before = versionsByName(oldLock);
  const after = versionsByName(newLock);
  const list = (versions) => [...(versions ?? [])].sort().join(', ') || '(none)';
  const transitive = [...new Set([...before.keys(), ...after.keys()])]
    .filter((name) => !(name in ranges) && list(before.get(name)) !== list(after.get(name)))
    .sort()
    .map((name) => ({ name, from: list(before.get(name)), to: list(after.get(name)) }));
  return { moved: direct.filter((d) => d.from !== d.to), held: direct.filter((d) => d.from === d.to), transitive };
}

function printMoves({ moved, held, transitive }) {
  const width = Math.max(0, ...moved.map((d) => d.name.length));
  console.log(`\nDirect dependencies that moved (${moved.length} of ${moved.length + held.length}):`);
  for (const d of moved) console.log(`  ${d.name.padEnd(width)}  ${d.from} → ${d.to}  (${d.range})`);
  const pinned = held.filter((d) => /^\d+\.\d+\.\d+$/.test(d.range));
  if (pinned.length) console.log(`Held by exact pins: ${pinned.map((d) => `${d.name} ${d.range}`).join(', ')}`);
  console.log(`Packages below them that moved: ${transitive.length}${listTransitive || transitive.length === 0 ? '' : ' (--transitive lists them)'}`);
  if (listTransitive) for (const t of transitive) console.log(`  ${t.name}  ${t.from} → ${t.to}`);
}

// 3. The steps' failures, from their own reports where they write one.
/** ESLint's default format: a file's path, then its problems as `line:col  error  message  rule`. */
function eslintFailures(output) {
  const out = [];
  let file = '';
  for (const line of output.split('\n')) {
    if (line.startsWith('/')) file = path.relative(site, line.trim());
    const problem = /^\s+(\d+:\d+)\s+error\s+(.*)$/.exec(line);
    if (problem) out.push(`${file}:${problem[1]} ${problem[2].replace(/\s{2,}/g, '  ')}`);
  }
  return out.length ? out : tail(output);
}

function jestFailures(report, output) {
  if (!report) return tail(output);
  const out = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(site, suite.name);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push(`${file} › ${a.fullName}`, ...firstLines(a.failureMessages?.[0]).map((l) => `    ${l}`));
    // A suite that did not run (a module that fails to load) has a message and no failed test.
    if (!failed.length && suite.status === 'failed') out.push(`${file} (the suite did not run)`, ...firstLines(suite.message, 4).map((l) => `    ${l}`));
  }
  return out.length ? out : tail(output);
}

function playwrightFailures(report, output) {
  if (!report) return tail(output);
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const result = (t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (result) out.push(`${[...titles, spec.title].join(' › ')}`, ...firstLines(result.error?.message, 4).map((l) => `    ${l}`));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) out.push(...firstLines(error.message, 4));
  if (report.stats && report.stats.expected === 0 && out.length === 0) out.push('No smoke test ran: the titles of tests/e2e/smoke.config.ts match no test.');
  return out.length ? out : tail(output);
}

/** Gatsby's errors begin with "ERROR" (or "error" for a failed build step): from the first one on. */
function buildFailures(output) {
  const lines = output.split('\n');
  const first = lines.findIndex((line) => /^\s*(ERROR\b|error\s)/.test(line));
  return first < 0
    ? tail(output)
    : lines
        .slice(first)
        .filter((l) => l.trim())
        .slice(0, FAILURE_LINES);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// The run.
const startedAll = Date.now();
console.log(`Upgrade check of ${root}\nCopy: ${site}`);
let moves = null;
let copyNode = '';

const copied = await step('copy', () => {
  const count = copyProject();
  console.log(`${count} files copied.`);
  return { ok: true };
});

const installed =
  copied &&
  (await step('install at the newest versions the ranges allow', async () => {
    const oldLock = readJson(path.join(site, 'package-lock.json'));
    if (!oldLock) return { ok: false, failures: ['This checkout has no package-lock.json to compare with.'] };
    fs.rmSync(path.join(site, 'package-lock.json'));
    const { ok, output } = await run('install', 'npm', ['install', '--no-audit', '--no-fund'], { timeoutMinutes: 30 });
    if (!ok)
      return {
        ok,
        failures: tail(
          output
            .split('\n')
            .filter((l) => /ERR|error/i.test(l))
            .join('\n') || output,
        ),
      };
    moves = movedPackages(oldLock, readJson(path.join(site, 'package-lock.json')), readJson(path.join(site, 'package.json')));
    printMoves(moves);
    const node = spawnSync('node', ['--version'], { cwd: site, env, encoding: 'utf8' });
    copyNode = node.stdout.trim();
    console.log(`The steps run on Node ${copyNode} (${path.join(site, 'node_modules/.bin/node')}).`);
    return { ok: true };
  }));

if (installed) {
  await step('lint', async () => {
    const { ok, output } = await run('lint', 'npx', ['eslint', '.']);
    return { ok, failures: eslintFailures(output) };
  });
  await step('format check', async () => {
    const { ok, output } = await run('format check', 'npx', ['prettier', '--check', '.']);
    return { ok, failures: output.split('\n').filter((l) => l.startsWith('[warn] ') && !/Code style issues/.test(l)) };
  });
  await step('types', async () => {
    const { ok, output } = await run('types', 'npx', ['tsc', '--noEmit']);
    const errors = output.split('\n').filter((l) => /error TS\d+/.test(l));
    return { ok, failures: errors.length ? errors : tail(output) };
  });
  await step('unit and component tests', async () => {
    // As scripts/test.mjs runs them: native ESM, for the unified/MDX packages (jest.config.mjs).
    const reportFile = path.join(logs, 'jest.json');
    const { ok, output } = await run('unit and component tests', 'npx', ['jest', '--json', `--outputFile=${reportFile}`], {
      extraEnv: { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim() },
    });
    return { ok, failures: jestFailures(readJson(reportFile), output) };
  });
  const built = await step('production build', async () => {
    // The environment of scripts/test.mjs's production build, whose pages the end-to-end tests read.
    const { ok, output } = await run('production build', 'npx', ['gatsby', 'build'], {
      extraEnv: {
        GATSBY_TEST_PAGES: '1',
        E2E_PLAIN_MARKER: 'plain-marker-value',
        E2E_DEPLOY_TOKEN: 'e2e-deploy-token-must-never-publish',
        SITE_RENDER_THREADS: '2',
      },
      timeoutMinutes: 45,
    });
    return { ok, failures: buildFailures(output) };
  });
  if (built) {
    await step('end-to-end smoke', async () => {
      const reportFile = path.join(site, 'reports/smoke.json');
      const { ok, output } = await run('end-to-end smoke', 'npx', ['playwright', 'test', '--config', 'tests/e2e/smoke.config.ts'], {
        extraEnv: { E2E_PORT: String(await freePort()) },
      });
      return { ok, failures: playwrightFailures(readJson(reportFile), output) };
    });
  } else {
    skipped('end-to-end smoke', 'skipped: there is no build to serve');
  }
} else if (copied) {
  for (const name of ['lint', 'format check', 'types', 'unit and component tests', 'production build', 'end-to-end smoke'])
    skipped(name, 'skipped: the install failed');
}

// 4. The summary.
const width = Math.max(...results.map((r) => r.name.length));
console.log(`\n──── Upgrade check summary ────`);
if (copyNode) console.log(`Node ${copyNode} in the copy`);
if (moves) {
  const shown = moves.moved.map((d) => `${d.name} ${d.from} → ${d.to}`);
  console.log(`Moved: ${shown.length ? shown.join(', ') : 'no direct dependency'}; ${moves.transitive.length} packages below them`);
}
for (const r of results) {
  console.log(`${r.ok ? '✓' : r.skipped ? '–' : '✘'} ${r.name.padEnd(width)}  ${r.skipped ? '' : `${r.seconds.toFixed(1).padStart(6)} s`}`);
  const shown = r.failures.slice(0, FAILURE_LINES);
  for (const line of shown) console.log(`    ${line}`);
  if (r.failures.length > shown.length) console.log(`    … and ${r.failures.length - shown.length} more lines`);
}
const failed = results.filter((r) => !r.ok);
console.log(
  `${results.length - failed.length} of ${results.length} steps passed in ${((Date.now() - startedAll) / 60_000).toFixed(1)} min.` +
    (keep ? ` The copy and the logs are kept in ${work}.` : failed.length ? ' Run with --keep to keep the copy and its logs.' : ''),
);
cleanUp();
process.exit(failed.length ? 1 : 0);

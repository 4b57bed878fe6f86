// Runs Python samples one at a time, each as `python3 -` would, through one Python process that imports what the
// samples import once and forks a child per sample (scripts/lib/python_runner.py says why;
// docs/testing.md#the-contents-samples has the figures).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('python_runner.py', import.meta.url));

/** The top-level modules `code` imports (`import a.b, c`, `from d.e import f`), to be imported once before any sample runs. */
export function importedModules(code) {
  const names = new Set();
  for (const [, imports, from] of code.matchAll(/^[ \t]*(?:import[ \t]+([\w., \t]+)|from[ \t]+([\w.]+)[ \t]+import\b)/gm)) {
    if (from && !from.startsWith('.')) names.add(from);
    for (const part of imports?.split(',') ?? []) {
      const name = part.trim().split(/\s+/)[0];
      if (name) names.add(name);
    }
  }
  return [...names];
}

/**
 * A Python that runs samples one after another: `run(code)` resolves to {status, stdout, stderr, timedOut}, status null
 * when the sample was stopped or the runner died. `env` is the runner's environment, which every sample inherits.
 */
export function pythonRunner({ python, env, preload = [], timeoutMs }) {
  // Its replies come on fd 3: what a package prints as it is imported goes to fd 1, and is dropped.
  const server = spawn(python, [SERVER, ...preload], { env, stdio: ['pipe', 'ignore', 'pipe', 'pipe'] });
  let serverError = '';
  server.stderr.on('data', (d) => (serverError += d));
  const replies = [];
  let waiting = null;
  const lines = readline.createInterface({ input: server.stdio[3] });
  lines.on('line', (line) => {
    const reply = JSON.parse(line);
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve(reply);
    } else replies.push(reply);
  });
  let ended = false;
  server.on('close', () => {
    ended = true;
    waiting?.(null);
    waiting = null;
  });
  const next = () => (replies.length ? Promise.resolve(replies.shift()) : ended ? Promise.resolve(null) : new Promise((r) => (waiting = r)));

  let queue = Promise.resolve();
  async function runOne(code) {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-'));
    const streams = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-output-'));
    const stdout = path.join(streams, 'stdout');
    const stderr = path.join(streams, 'stderr');
    const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    const runnerDied = (timedOut) => ({ status: null, stdout: read(stdout), stderr: `the Python runner exited: ${serverError.trim()}`, timedOut });
    try {
      if (ended) return runnerDied(false);
      server.stdin.write(`${JSON.stringify({ code, cwd, stdout, stderr })}\n`);
      const started = await next();
      if (!started) return runnerDied(false);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        try {
          process.kill(started.pid, 'SIGKILL');
        } catch {
          // it has just ended
        }
      }, timeoutMs);
      const finished = await next();
      clearTimeout(timer);
      if (!finished) return runnerDied(timedOut);
      return { status: finished.status < 0 ? null : finished.status, stdout: read(stdout), stderr: read(stderr), timedOut };
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
      fs.rmSync(streams, { recursive: true, force: true });
    }
  }
  return {
    /** Runs `code` after the samples asked before it. */
    run(code) {
      const result = queue.then(() => runOne(code));
      queue = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    /** Ends the runner. */
    close() {
      server.stdin.end();
    },
  };
}

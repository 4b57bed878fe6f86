/**
 * A build that has decided to exit always does. Now and then a build that
 * panicked (Gatsby's `process.exit(1)`) never ended: its main thread waited
 * forever in `pthread_cond_signal` (`__condvar_quiesce_and_switch_g1`) while
 * V8 handed garbage-collection work to Node's platform threads during the
 * exit (gdb on a hung build: a doc without a title, 1 build in 10 to 25), the
 * glibc condition-variable bug https://sourceware.org/bugzilla/show_bug.cgi?id=25847.
 * A CI job then waits until its own time limit. When a build is failed, or the
 * process starts to exit, a worker thread, which runs on its own event loop,
 * is told to end the process if it is still there after `graceMs`.
 */
import { Worker } from 'node:worker_threads';

const WATCHDOG = `
const { parentPort } = require('node:worker_threads');
const { writeSync } = require('node:fs');
parentPort.once('message', ({ graceMs, code }) => {
  setTimeout(() => {
    // Written straight to the file descriptor: a worker's process.stderr goes through the main thread, which is stuck.
    writeSync(2, 'The build did not end ' + graceMs / 1000 + ' s after it failed or began to exit; ending it (exit code ' + code + ').\\n');
    process.kill(process.pid, 'SIGKILL');
  }, graceMs);
});
`;

let worker: Worker | null = null;
let grace = 5_000;

/**
 * Starts the watchdog: from when the process begins to exit, or a build is
 * failed on purpose ({@link armExitWatchdog}), it has `graceMs` to end.
 */
export function installExitWatchdog(graceMs = 5_000): void {
  grace = graceMs;
  worker = new Worker(WATCHDOG, { eval: true });
  worker.unref();
  // First of the exit listeners: one that runs before it could be the one that hangs.
  process.prependListener('exit', (code) => armExitWatchdog(code));
}

/**
 * Tells the watchdog that the process is about to end. A failing build calls
 * it before Gatsby's panic: the thread can hang while the panic is reported,
 * before any exit listener runs (CI, a doc without a title, 1 build in 10).
 */
export function armExitWatchdog(code = 1): void {
  worker?.postMessage({ graceMs: grace, code });
}

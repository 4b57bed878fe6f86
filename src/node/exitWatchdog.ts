/**
 * A build that has decided to exit always does. Now and then a build that
 * panicked (Gatsby's `process.exit(1)`) never ended: its main thread waited
 * forever in `pthread_cond_signal` (`__condvar_quiesce_and_switch_g1`) while
 * V8 handed garbage-collection work to Node's platform threads during the
 * exit (gdb on a hung build: a doc without a title, 1 build in 10 to 25), the
 * glibc condition-variable bug https://sourceware.org/bugzilla/show_bug.cgi?id=25847.
 * A CI job then waits until its own time limit. When the process starts to
 * exit, a worker thread, which runs on its own event loop, is told to end the
 * process if it is still there after `graceMs`.
 */
import { Worker } from 'node:worker_threads';

const WATCHDOG = `
const { parentPort } = require('node:worker_threads');
const { writeSync } = require('node:fs');
parentPort.once('message', ({ graceMs, code }) => {
  setTimeout(() => {
    // Written straight to the file descriptor: a worker's process.stderr goes through the main thread, which is stuck.
    writeSync(2, 'The build did not end ' + graceMs / 1000 + ' s after it began to exit; ending it (exit code ' + code + ').\\n');
    process.kill(process.pid, 'SIGKILL');
  }, graceMs);
});
`;

/** Ends the process `graceMs` after it begins to exit, if it has not ended by then. */
export function installExitWatchdog(graceMs = 5_000): void {
  const worker = new Worker(WATCHDOG, { eval: true });
  worker.unref();
  // First of the exit listeners: one that runs before it could be the one that hangs.
  process.prependListener('exit', (code) => worker.postMessage({ graceMs, code }));
}

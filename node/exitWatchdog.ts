/**
 * A build that has decided to exit always does. Now and then a build that
 * panicked (Gatsby's `process.exit(1)`) never ended: its main thread waited
 * forever in `pthread_cond_signal` (`__condvar_quiesce_and_switch_g1`) while
 * V8 handed garbage-collection work to Node's platform threads during the
 * exit (gdb on a hung build: a doc without a title, 1 build in 10 to 25), the
 * glibc condition-variable bug https://sourceware.org/bugzilla/show_bug.cgi?id=25847.
 * A CI job then waits until its own time limit. When a build is failed, or the
 * process starts to exit, a watchdog process is started that ends this one
 * if it is still there after `graceMs`.
 */
import { spawn } from 'node:child_process';

let grace = 5_000;
let installed = false;
let armed = false;

/**
 * Starts the watchdog: from when a build is failed on purpose
 * ({@link armExitWatchdog}) or the process begins to exit, it has `graceMs`
 * to end.
 */
export function installExitWatchdog(graceMs = 5_000): void {
  grace = graceMs;
  installed = true;
  // First of the exit listeners: one that runs before it could be the one that hangs.
  process.prependListener('exit', (code) => armExitWatchdog(code));
}

/**
 * Tells the watchdog that the process is about to end. A failing build calls
 * it before Gatsby's panic: the thread can hang while the panic is reported,
 * before any exit listener runs (CI, a doc without a title, 1 build in 10).
 * The watchdog is a process of its own: a thread of this one can be stuck
 * as the main thread is (a worker thread told in time did not end a hung
 * build in CI), since the condition variable in question is the process's.
 */
export function armExitWatchdog(code = 1): void {
  if (!installed || armed) return;
  armed = true;
  const seconds = grace / 1000;
  const message = `The build did not end ${seconds} s after it failed or began to exit; ending it (exit code ${code}).`;
  // It looks every 0.1 s and ends with the build: it holds the build's stderr, and a pipe reading the build's
  // output (CI's log, `| tee`) ends only when it does.
  const ticks = Math.ceil(grace / 100);
  const watch = `i=0; while kill -0 ${process.pid} 2>/dev/null; do if [ $i -ge ${ticks} ]; then echo '${message}' >&2; kill -9 ${process.pid}; exit 0; fi; sleep 0.1; i=$((i + 1)); done`;
  const watchdog = spawn('/bin/sh', ['-c', watch], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  watchdog.unref();
}

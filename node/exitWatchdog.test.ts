import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const watchdog = path.resolve('node/exitWatchdog.ts');

/**
 * Runs a Node program that installs the watchdog with `graceMs`, then exits with code 1 through `exitListener` (or,
 * with `armed`, hangs after arming it); returns once the program's output has closed.
 */
function exitWith(exitListener: string, armed = false, graceMs = 500) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'watchdog-')), 'exit.mts');
  fs.writeFileSync(
    file,
    armed
      ? `const { armExitWatchdog, installExitWatchdog } = await import(${JSON.stringify(watchdog)});\ninstallExitWatchdog(${graceMs});\narmExitWatchdog();\nfor (;;) {}\n`
      : `const { installExitWatchdog } = await import(${JSON.stringify(watchdog)});\ninstallExitWatchdog(${graceMs});\nprocess.on('exit', () => { ${exitListener} });\nprocess.exit(1);\n`,
  );
  try {
    // tsx as a loader of this Node, not its CLI, which runs the program in a child of its own.
    return spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', timeout: 20_000 });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

describe('installExitWatchdog', () => {
  it('ends a process whose exit hangs, once its grace has passed', () => {
    // An exit listener that never returns, as the main thread of a hung build never did.
    const hung = exitWith('for (;;) {}');
    expect(hung.signal).toBe('SIGKILL');
    expect(hung.stderr).toContain('The build did not end 0.5 s after it failed or began to exit; ending it (exit code 1).');
  });

  it('ends a failing build that hangs before it begins to exit, once armed', () => {
    // A build that hung while its panic was reported: no exit listener ever ran.
    const hung = exitWith('', true);
    expect(hung.signal).toBe('SIGKILL');
    expect(hung.stderr).toContain('The build did not end 0.5 s after it failed or began to exit');
  });

  it('leaves an exit that ends by itself alone, with its own code', () => {
    const ended = exitWith('');
    expect({ status: ended.status, signal: ended.signal }).toEqual({ status: 1, signal: null });
    expect(ended.stderr).not.toContain('did not end');
  });

  it('lets the output of an exit that ends by itself close with it, not when the grace has passed', () => {
    // The watchdog holds the build's stderr: a watchdog that slept out its grace kept `gatsby build | tee` waiting.
    const started = Date.now();
    const ended = exitWith('', false, 30_000);
    expect(ended.status).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

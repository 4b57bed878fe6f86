import type { Reporter } from 'gatsby';
import { armExitWatchdog } from './exitWatchdog';

/*
 * The site's ways to fail: each tells the exit watchdog first, so that the
 * process ends even if reporting the failure hangs (src/node/exitWatchdog.ts;
 * the watchdog is installed, and so armed, only under `gatsby build`).
 */

/** Fails a production build with `message` (Gatsby's `panicOnBuild`: under `gatsby develop` it is reported and the server goes on). */
export function failBuild(reporter: Reporter, message: string): void {
  armExitWatchdog();
  reporter.panicOnBuild(message);
}

/** Stops the command, whichever it is, with `message` (Gatsby's `panic`). */
export function failNow(reporter: Pick<Reporter, 'panic'>, message: string): never {
  armExitWatchdog();
  return reporter.panic(message);
}

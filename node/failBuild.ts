import type { Reporter } from 'gatsby';
import { armExitWatchdog } from './exitWatchdog';

/*
 * The site's ways to fail: each tells the exit watchdog first, so that the
 * process ends even if reporting the failure hangs (node/exitWatchdog.ts;
 * the watchdog is installed, and so armed, only under `gatsby build`).
 */

/**
 * An error of one of the site's own files (its config, an image it names), whose message says the file and
 * what to do: reported as it is, without the code frame of the build's compiled code Gatsby would print.
 */
export class SiteFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteFileError';
  }
}

/** Runs a step of a lifecycle, stopping the command with the message of a {@link SiteFileError} it throws. */
export async function reportingSiteFileErrors<T>(reporter: Pick<Reporter, 'panic'>, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof SiteFileError) failNow(reporter, error.message);
    throw error;
  }
}

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

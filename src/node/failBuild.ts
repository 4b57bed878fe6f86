import type { Reporter } from 'gatsby';
import { armExitWatchdog } from './exitWatchdog';

/**
 * Fails a production build with `message` (Gatsby's `panicOnBuild`: under
 * `gatsby develop` it is reported and the server goes on). A build is made to
 * end even if reporting the panic hangs (src/node/exitWatchdog.ts).
 */
export function failBuild(reporter: Reporter, message: string): void {
  if (process.env.gatsby_executing_command === 'build') armExitWatchdog();
  reporter.panicOnBuild(message);
}

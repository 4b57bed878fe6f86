/**
 * On two cores or fewer, `gatsby build` runs its page queries in its own
 * process rather than in its one worker. Gatsby starts cores − 1 workers (one,
 * here) and runs the queries in them unless it counts a single core
 * (`cpuCoreCount() === 1` in
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/commands/build.ts).
 * In the one worker they run no sooner, and the worker holds a second copy of
 * every page's context while they do: 0.7 to 1.1 GB on the 10,000-doc bench,
 * where the build's memory peaked (docs/performance.md#figures-behind-the-code).
 * `GATSBY_CPU_COUNT=1` says so, and changes nothing else on such a machine:
 * one worker renders the HTML either way, and terser and the CSS minimizer run
 * `max(1, count − 1)` = 1 at a time either way. A count the operator set is left alone.
 */
import os from 'node:os';

/** Sets `GATSBY_CPU_COUNT=1` in `env` on a machine of two cores or fewer, unless it is set; true when it did. */
export function queriesInBuildProcess(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): boolean {
  if (env.GATSBY_CPU_COUNT !== undefined || cores > 2) return false;
  env.GATSBY_CPU_COUNT = '1';
  return true;
}

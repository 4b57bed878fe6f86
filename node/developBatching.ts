import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * How long `gatsby develop` gathers node changes before it acts on them. A
 * save's changes (the file's File node, then its Mdx node) come within a few
 * milliseconds of each other; Gatsby waits 500 ms from the first
 * (`NODE_MUTATION_BATCH_TIMEOUT`), about half of an edit's way to the screen.
 */
export const NODE_CHANGE_BATCH_MS = 50;

interface StateConfig {
  after?: Record<string, unknown>;
}
interface MachineConfig {
  states: Record<string, StateConfig>;
}
interface Machine {
  config: MachineConfig;
  options: object;
}

/** Gatsby's waiting machine and the services the develop machine invokes it by, from the site's Gatsby. */
export function gatsbyWaiting(siteDir: string) {
  const load = createRequire(path.join(siteDir, 'package.json'));
  const fromGatsby = createRequire(load.resolve('gatsby/package.json'));
  const { createMachine } = fromGatsby('xstate') as { createMachine: (config: MachineConfig, options: object) => Machine };
  const { developServices } = load('gatsby/dist/state-machines/develop/services') as { developServices: Record<string, unknown> };
  return {
    createMachine,
    waiting: load('gatsby/dist/state-machines/waiting') as { waitingStates: MachineConfig; waitingMachine: Machine },
    developServices,
  };
}

/**
 * Makes `gatsby develop` act on node changes `ms` after the first instead of
 * 500 ms. Private API: the develop machine invokes the waiting machine by its
 * name in `developServices` when it goes idle
 * (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/state-machines/develop/services.ts),
 * so a machine of the same states, whose batching state's one delay is `ms`
 * (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/state-machines/waiting/index.ts),
 * put there is the one used. Returns why not when Gatsby's machines are not
 * of that shape (Gatsby's timing then stays).
 */
export function shortenNodeChangeBatch(siteDir: string, ms = NODE_CHANGE_BATCH_MS): string | null {
  const { createMachine, waiting, developServices } = gatsbyWaiting(siteDir);
  const batching = waiting.waitingStates?.states?.batchingNodeMutations;
  const delays = Object.keys(batching?.after ?? {});
  if (!batching || delays.length !== 1 || developServices?.waitForMutations !== waiting.waitingMachine) {
    return "Gatsby's develop machines are not those of Gatsby 5.16 (a batching state with one delay, invoked as waitForMutations)";
  }
  const states = {
    ...waiting.waitingStates,
    states: { ...waiting.waitingStates.states, batchingNodeMutations: { ...batching, after: { [ms]: batching.after![delays[0]] } } },
  };
  developServices.waitForMutations = createMachine(states, waiting.waitingMachine.options);
  return null;
}

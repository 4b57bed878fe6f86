import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { gatsbyWaiting, NODE_CHANGE_BATCH_MS, shortenNodeChangeBatch } from './developBatching';

const siteDir = path.resolve('.');
const fromGatsby = createRequire(createRequire(path.join(siteDir, 'package.json')).resolve('gatsby/package.json'));
interface Clock {
  increment(ms: number): void;
}
const { interpret } = fromGatsby('xstate') as { interpret: (machine: TestMachine, options: { clock: Clock }) => Service };
const { SimulatedClock } = fromGatsby('xstate/lib/SimulatedClock') as { SimulatedClock: new () => Clock };

interface Service {
  start(): Service;
  stop(): void;
  send(event: { type: string; payload?: unknown }): void;
  state: { value: unknown };
}
interface TestMachine {
  withConfig(options: object): TestMachine;
  withContext(context: object): TestMachine;
}

/** The state the develop machine's waiting service is in `ms` after a node change, on a simulated clock. */
function stateAfter(machine: TestMachine, ms: number): unknown {
  const clock = new SimulatedClock();
  // The batch is not run: only when it would be matters here.
  const service = interpret(
    machine.withConfig({ services: { runMutationBatch: () => new Promise(() => {}) } }).withContext({ nodeMutationBatch: [], runningBatch: [] }),
    { clock },
  ).start();
  try {
    service.send({ type: 'ADD_NODE_MUTATION', payload: { type: 'CREATE_NODE' } });
    clock.increment(ms);
    return service.state.value;
  } finally {
    service.stop();
  }
}

describe('shortenNodeChangeBatch', () => {
  const { developServices, waiting } = gatsbyWaiting(siteDir);
  const gatsbys = developServices.waitForMutations;
  afterEach(() => {
    developServices.waitForMutations = gatsbys;
  });

  it("acts on a node change after 50 ms where Gatsby's own machine waits 500 ms", () => {
    const own = waiting.waitingMachine as unknown as TestMachine;
    expect(stateAfter(own, 499)).toBe('batchingNodeMutations');
    expect(stateAfter(own, 500)).toBe('committingBatch');
    expect(shortenNodeChangeBatch(siteDir)).toBeNull();
    const shortened = developServices.waitForMutations as TestMachine;
    expect(shortened).not.toBe(gatsbys);
    expect(stateAfter(shortened, NODE_CHANGE_BATCH_MS - 1)).toBe('batchingNodeMutations');
    expect(stateAfter(shortened, NODE_CHANGE_BATCH_MS)).toBe('committingBatch');
  });

  it('leaves Gatsby alone, saying why, when its machines are not of the shape it knows', () => {
    developServices.waitForMutations = {};
    expect(shortenNodeChangeBatch(siteDir)).toMatch(/not those of Gatsby 5\.16/);
    expect(developServices.waitForMutations).toEqual({});
  });
});

import { spawnSync } from 'node:child_process';
import { HEAP_GROWING_PERCENT } from './heapGrowth';

/** The growing factors V8 picked for the heap of tests/support/heap-growth.mjs, as it printed them. */
function growingFactors(...args: string[]): number[] {
  const run = spawnSync(process.execPath, ['--expose-gc', '--trace-gc-verbose', '--import', 'tsx', 'tests/support/heap-growth.mjs', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stdout).toContain('kept 30 arrays');
  return [...run.stdout.matchAll(/\[HeapController\] factor ([\d.]+)/g)].map((m) => Number(m[1]));
}

/** Whether a factor V8 printed, to one decimal, is the build's. */
const isBuildFactor = (factor: number) => Math.abs(factor - (1 + HEAP_GROWING_PERCENT / 100)) <= 0.06;

describe('limitHeapGrowth', () => {
  it("makes V8 grow the heap by the build's factor at every full collection", () => {
    const limited = growingFactors('limited');
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every(isBuildFactor)).toBe(true);
  });

  it("leaves V8's own factor to a process that does not ask", () => {
    const own = growingFactors();
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((factor) => !isBuildFactor(factor))).toBe(true);
  });
});

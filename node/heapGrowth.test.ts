import { spawnSync } from 'node:child_process';
import { HEAP_GROWING_PERCENT } from './heapGrowth';

/** tests/support/heap-growth.mjs in a Node process of its own, with `flags`; its output. */
function run(flags: string[], ...args: string[]): string {
  const child = spawnSync(process.execPath, [...flags, '--import', 'tsx', 'tests/support/heap-growth.mjs', ...args], { encoding: 'utf8', timeout: 60_000 });
  expect(child.stderr).not.toMatch(/Error/);
  return child.stdout;
}

/** The growing factors V8 picked for the script's heap, as it printed them. */
function growingFactors(...args: string[]): number[] {
  const out = run(['--expose-gc', '--trace-gc-verbose'], ...args);
  expect(out).toContain('kept 30 arrays');
  return [...out.matchAll(/\[HeapController\] factor ([\d.]+)/g)].map((m) => Number(m[1]));
}

/** Whether a factor V8 printed, to one decimal, is the build's. */
const isBuildFactor = (factor: number) => Math.abs(factor - (1 + HEAP_GROWING_PERCENT / 100)) <= 0.06;

/**
 * The megabytes of array buffers the script's process held right after dropping 64 MB of them, and after
 * setting the growth (once V8 has freed them, for `now`); and whether the call itself collected them.
 */
function buffersAround(how: 'limited' | 'now'): [before: number, after: number, collected: boolean] {
  const out = run([], 'garbage', how);
  expect(out).toContain('made 64 buffers');
  const [, before, after, not] = /array buffers (\d+) MB then (\d+) MB, (not )?collected by the call/.exec(out) ?? [];
  return [Number(before), Number(after), before !== undefined && not === undefined];
}

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

describe('limitHeapGrowthNow', () => {
  it('collects the garbage left before it, in a process started without --expose-gc', () => {
    const [before, after, collected] = buffersAround('now');
    expect(before).toBeGreaterThanOrEqual(60);
    expect(collected).toBe(true);
    expect(after).toBeLessThan(8);
  });

  it('is what frees it: setting the growth alone leaves the garbage to the limit set before', () => {
    const [before, after, collected] = buffersAround('limited');
    expect(before).toBeGreaterThanOrEqual(60);
    expect(collected).toBe(false);
    expect(after).toBeGreaterThanOrEqual(60);
  });
});

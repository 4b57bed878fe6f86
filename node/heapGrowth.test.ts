import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEAP_GROWING_PERCENT } from './heapGrowth';

/** tests/support/heap-growth.mjs in a Node process of its own, with `flags` and `env`; its output. */
function run(flags: string[], args: string[], env: NodeJS.ProcessEnv = {}): string {
  const child = spawnSync(process.execPath, [...flags, '--import', 'tsx', 'tests/support/heap-growth.mjs', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...env },
  });
  expect(child.stderr).not.toMatch(/Error/);
  return `${child.stdout}${child.stderr}`;
}

/** The growing factors V8 picked for the script's heap, as it printed them, and whether the script's growth was limited. */
function growingFactors(...args: string[]): { factors: number[]; limited: boolean } {
  const out = run(['--expose-gc', '--trace-gc-verbose'], args);
  const [, growth] = /kept 30 arrays, growth (limited|V8 own)/.exec(out) ?? [];
  expect(growth).toBeDefined();
  return { factors: [...out.matchAll(/\[HeapController\] factor ([\d.]+)/g)].map((m) => Number(m[1])), limited: growth === 'limited' };
}

/** Whether a factor V8 printed, to one decimal, is the build's. */
const isBuildFactor = (factor: number) => Math.abs(factor - (1 + HEAP_GROWING_PERCENT / 100)) <= 0.06;

/**
 * The megabytes of array buffers the script's process held right after dropping 64 MB of them, and after
 * setting the growth (once V8 has freed them, for `now`); and whether the call itself collected them.
 */
function buffersAround(how: 'limited' | 'now'): [before: number, after: number, collected: boolean] {
  const out = run([], ['garbage', how]);
  expect(out).toContain('made 64 buffers');
  const [, before, after, not] = /array buffers (\d+) MB then (\d+) MB, (not )?collected by the call/.exec(out) ?? [];
  return [Number(before), Number(after), before !== undefined && not === undefined];
}

describe('limitHeapGrowth', () => {
  it("makes V8 grow the heap by the build's factor from the first full collection that leaves the heap large", () => {
    // The script's heap passes 8 MB live as it fills.
    const { factors, limited } = growingFactors('limited', '8');
    expect(limited).toBe(true);
    const first = factors.findIndex(isBuildFactor);
    expect(first).toBeGreaterThan(0);
    expect(factors.slice(0, first).some(isBuildFactor)).toBe(false);
    expect(factors.slice(first).every(isBuildFactor)).toBe(true);
  });

  it("leaves V8's own factor to a heap that stays under the size", () => {
    const { factors, limited } = growingFactors('limited', '4096');
    expect(limited).toBe(false);
    expect(factors.length).toBeGreaterThan(0);
    expect(factors.some((factor) => !isBuildFactor(factor))).toBe(true);
  });

  it("leaves V8's own factor to a process that does not ask", () => {
    const { factors, limited } = growingFactors();
    expect(limited).toBe(false);
    expect(factors.some((factor) => !isBuildFactor(factor))).toBe(true);
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

  it("leaves V8's flags as they were while the heap is small, so code compiled after it is cached as before", () => {
    // Node keeps a script's compiled code under a hash of V8's flags: a process that changed them compiles again
    // what another process cached, and caches it for itself (NODE_DEBUG_NATIVE prints which).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heap-growth-cache-'));
    try {
      const module = path.join(dir, 'module.cjs');
      fs.writeFileSync(module, `module.exports = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => i))};\n`);
      const env = { NODE_COMPILE_CACHE: path.join(dir, 'cache'), NODE_DEBUG_NATIVE: 'COMPILE_CACHE' };
      const cached = spawnSync(process.execPath, [module], { encoding: 'utf8', env: { ...process.env, NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE } });
      expect(cached.status).toBe(0);
      const verdict = (out: string) => new RegExp(`code cache for CommonJS ${module.replace(/[.\\/]/g, '\\$&')} was (accepted|rejected)`).exec(out)?.[1];
      const small = run([], ['cache', module], env);
      expect(small).toContain('required, growth V8 own');
      expect(verdict(small)).toBe('accepted');
      // The check sees a change: limited from 1 MB, the flag has changed, and the code is compiled again.
      const limited = run([], ['cache', module, '1'], env);
      expect(limited).toContain('required, growth limited');
      expect(verdict(limited)).toBe('rejected');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

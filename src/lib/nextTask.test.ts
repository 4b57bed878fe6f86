import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('resolves after a task, not among the microtasks of the running one', async () => {
    jest.useFakeTimers();
    let resolved = false;
    void nextTask().then(() => (resolved = true));
    // Every microtask queued now runs, and still it has not resolved.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resolved).toBe(false);
    jest.runOnlyPendingTimers();
    await Promise.resolve();
    expect(resolved).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const calls: string[] = [];
    (globalThis as { scheduler?: unknown }).scheduler = { yield: () => (calls.push('yield'), Promise.resolve()) };
    await nextTask();
    expect(calls).toEqual(['yield']);
  });
});

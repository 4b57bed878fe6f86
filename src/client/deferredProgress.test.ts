import { deferredProgress, type ProgressBar } from './deferredProgress';

/** A load the test completes or fails by hand, and a bar that records its calls. */
function harness() {
  const calls: string[] = [];
  const bar: ProgressBar = {
    startProgress: (startedAt) => calls.push(`start ${startedAt === undefined ? 'now' : 'from the navigation'}`),
    finishProgress: () => calls.push('finish'),
  };
  const loads: { resolve: (bar: ProgressBar) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<ProgressBar>((resolve, reject) => loads.push({ resolve, reject }));
  return { calls, bar, loads, progress: deferredProgress(load) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferredProgress', () => {
  it('starts the bar from the navigation’s start once its code is in', async () => {
    const { calls, bar, loads, progress } = harness();
    progress.start();
    expect(loads).toHaveLength(1);
    expect(calls).toEqual([]);
    loads[0].resolve(bar);
    await settle();
    expect(calls).toEqual(['start from the navigation']);
    progress.finish();
    expect(calls).toEqual(['start from the navigation', 'finish']);
  });

  it('shows no bar for a navigation that ended before the code was in', async () => {
    const { calls, bar, loads, progress } = harness();
    progress.start();
    progress.finish();
    loads[0].resolve(bar);
    await settle();
    expect(calls).toEqual([]);
  });

  it('uses code loaded ahead of the navigation at once, and loads it once', async () => {
    const { calls, bar, loads, progress } = harness();
    progress.preload();
    progress.preload();
    loads[0].resolve(bar);
    await settle();
    progress.start();
    expect(loads).toHaveLength(1);
    expect(calls).toEqual(['start now']);
  });

  it('loads the code again at the next navigation after a failed load', async () => {
    const { calls, bar, loads, progress } = harness();
    progress.start();
    loads[0].reject(new Error('Loading chunk 12 failed.'));
    await settle();
    expect(calls).toEqual([]);
    progress.start();
    expect(loads).toHaveLength(2);
    loads[1].resolve(bar);
    await settle();
    expect(calls).toEqual(['start from the navigation']);
  });
});

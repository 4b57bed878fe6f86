interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so that work after it does not lengthen the task
 * that is running: the browser may paint and take input in between. Uses
 * `scheduler.yield()` where there is one, whose continuation runs ahead of
 * other queued tasks (https://developer.mozilla.org/docs/Web/API/Scheduler/yield),
 * and a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

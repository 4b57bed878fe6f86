/**
 * Runs `work` when the browser is next idle (`requestIdleCallback`), or in a
 * later task where there is no such call (Safari before 18):
 * https://developer.mozilla.org/docs/Web/API/Window/requestIdleCallback
 */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work());
  else window.setTimeout(work, 1);
}

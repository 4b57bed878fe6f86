/**
 * How a failed search reaches the reader. DocSearch shows its "Unable to
 * fetch results" screen only for an error named RetryError, the name
 * algoliasearch gives "every host unreachable"
 * (https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/DocSearchModal.tsx):
 * every failure of either backend is turned into one, so a stalled index, a
 * broken file or a captive portal's HTML end on that screen, never on "no results".
 *
 * DocSearch rethrows the error after showing the screen, and nothing else
 * catches it; the reader has been told, so the console is spared an
 * "unhandled rejection" for it (and only for it).
 */
const SHOWN = Symbol.for('site.searchErrorShown');

let listening = false;
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('unhandledrejection', (event) => {
    if ((event.reason as Record<symbol, unknown> | null)?.[SHOWN]) event.preventDefault();
  });
}

/** The error to throw for a search that failed, whatever the cause. */
export function searchFailure(cause: unknown): Error {
  listen();
  const error =
    cause instanceof Error && cause.name === 'RetryError'
      ? cause
      : Object.assign(new Error('Unreachable hosts: the search could not be answered.', { cause }), { name: 'RetryError' });
  (error as unknown as Record<symbol, boolean>)[SHOWN] = true;
  return error;
}

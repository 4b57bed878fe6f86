/**
 * When a page's code fails to load (a deploy replaced the files, the network
 * dropped), Gatsby caches the failure and falls back to a full reload that
 * leaves a page that never hydrates. Instead, each component loader is wrapped
 * here: a chunk-load failure keeps the load pending and shows an error with a
 * Retry button, which loads the chunk again (webpack forgets a failed chunk, so
 * a second import() requests it anew). The notice shows while a navigation or
 * the first render waits for the chunk, not for a failed background prefetch.
 */

type Loader = () => Promise<unknown>;

const failures: { retry: () => void }[] = [];
let navigationPending = false;
let initialRendered = false;
let notice: HTMLDivElement | null = null;
let onShown: () => void = () => undefined;

function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return e?.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(e?.message ?? '');
}

/**
 * Wraps every loader of `components` (Gatsby's private `window.asyncRequires.components`, set by
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/production-app.js) in place.
 */
export function installChunkRetry(components: Record<string, Loader>, whenShown: () => void): void {
  onShown = whenShown;
  for (const name of Object.keys(components)) {
    const load = components[name];
    let inFlight: Promise<unknown> | null = null;
    const run = (): Promise<unknown> =>
      load().catch((error: unknown) => {
        if (!isChunkLoadError(error)) throw error;
        return new Promise((resolve) => {
          failures.push({ retry: () => resolve(run()) });
          update();
        });
      });
    components[name] = () => (inFlight ??= run().finally(() => (inFlight = null)));
  }
}

export function navigationStarted(): void {
  navigationPending = true;
  update();
}

export function navigationFinished(): void {
  navigationPending = false;
  update();
}

export function initialRenderDone(): void {
  initialRendered = true;
  update();
}

function retry(): void {
  const pending = failures.splice(0);
  update();
  for (const failure of pending) failure.retry();
}

function update(): void {
  const show = failures.length > 0 && (navigationPending || !initialRendered);
  if (show && !notice) {
    notice = document.createElement('div');
    notice.className = 'chunk-error';
    notice.setAttribute('role', 'alert');
    const text = document.createElement('p');
    text.textContent = 'This page could not be loaded. Check your connection, then retry.';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button';
    button.textContent = 'Retry';
    button.addEventListener('click', retry);
    notice.append(text, button);
    document.body.appendChild(notice);
    onShown();
  } else if (!show && notice) {
    notice.remove();
    notice = null;
  }
}

/**
 * The browser diagrams are drawn in, kept open between pages. Pages draw one
 * at a time (node/mdx/mermaid.ts), and a
 * browser launched for each page with a diagram took about 0.6 s each on this
 * project's 2-core machine. Each use takes the browser with `launch`, then
 * uses only its `newContext`, and hands it back with `close`; the page the
 * diagrams are drawn in stays open in it between uses (node/mdx/diagramPage.ts).
 */
import type { Browser, BrowserContext, LaunchOptions } from 'playwright';

/** What a user of the browser needs of it: a context to draw in, and closing it. */
export interface DrawingBrowser {
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  close(): Promise<void>;
  /** Only on a real browser: `disconnected` when it crashed or was closed. */
  on?(event: 'disconnected', listener: () => void): unknown;
}

/** What is used of Playwright's `chromium`. */
export interface BrowserLauncher {
  launch(options?: LaunchOptions): Promise<DrawingBrowser>;
}

export interface KeptBrowser extends BrowserLauncher {
  /** Closes the browser now, if one is open and no one is using it. */
  closeIdle(): Promise<void>;
}

/**
 * A launcher over `launcher` that keeps one browser while anyone uses it and
 * `idleMs` after the last one is done: a user's `close()` only hands the
 * browser back. A browser that crashed or failed to start is launched again
 * by the next use.
 */
export function keptBrowser(launcher: BrowserLauncher, idleMs: number): KeptBrowser {
  let open: Promise<DrawingBrowser> | null = null;
  let users = 0;
  let idle: NodeJS.Timeout | null = null;
  const stopIdle = () => {
    if (idle) clearTimeout(idle);
    idle = null;
  };
  const closeOpen = async () => {
    stopIdle();
    const closing = open;
    open = null;
    await closing?.then((browser) => browser.close()).catch(() => undefined);
  };
  const launchOnce = (options?: LaunchOptions) => {
    const launching = launcher.launch(options).then((browser) => {
      browser.on?.('disconnected', () => {
        if (open === launching) open = null;
      });
      return browser;
    });
    // A failed start is not kept: the next use tries again.
    launching.catch(() => {
      if (open === launching) open = null;
    });
    return launching;
  };
  return {
    async launch(options) {
      stopIdle();
      users++;
      let browser: DrawingBrowser;
      try {
        browser = await (open ??= launchOnce(options));
      } catch (error) {
        users--;
        throw error;
      }
      let handedBack = false;
      return {
        newContext: (contextOptions) => browser.newContext(contextOptions),
        close: () => {
          if (handedBack) return Promise.resolve();
          handedBack = true;
          if (--users === 0) idle = setTimeout(() => void closeOpen(), idleMs);
          return Promise.resolve();
        },
      };
    },
    closeIdle: () => (users === 0 ? closeOpen() : Promise.resolve()),
  };
}

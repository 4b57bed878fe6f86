/**
 * The page Mermaid draws in: one browser page with Mermaid loaded once, kept while its browser is open,
 * where each call draws a page's diagrams in both colour modes.
 *
 * mermaid-isomorphic (https://github.com/remcohaszing/mermaid-isomorphic), which the site drew with
 * before, opens a new page for each call and loads Mermaid's 8 MB script and two stylesheets with
 * their fonts into it; a page with diagrams made two calls, one per colour mode. The site's six
 * pages with diagrams took 12.8–13.4 s there and 2.8–3.3 s here, with the same SVG
 * (docs/performance.md#figures-behind-the-code). What this page loads, and how it draws, are
 * mermaid-isomorphic 3.1.0's: the same fonts, the same hidden container, `mermaid.render`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MermaidConfig } from 'mermaid';
import type { BrowserContext, Page } from 'playwright';
import type { DrawingBrowser } from './keptBrowser';

/** A diagram's drawing in one colour mode, or why it does not draw. */
export type ModeDrawing = { ok: true; svg: string } | { ok: false; reason: string };

/** The files the page loads: Mermaid, and the icon and math stylesheets its labels may use. */
function diagramPageAssets(siteDir: string): { stylesheets: string[]; script: string } {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const url = (file: string) => pathToFileURL(resolve(file)).href;
  return {
    stylesheets: [url('@fortawesome/fontawesome-free/css/all.css'), url('katex/dist/katex.css')],
    script: url('mermaid/dist/mermaid.js'),
  };
}

/** A page with Mermaid loaded and its fonts ready. */
async function openDiagramPage(context: BrowserContext, siteDir: string): Promise<Page> {
  const page = await context.newPage();
  const { stylesheets, script } = diagramPageAssets(siteDir);
  // A document on disk: stylesheets and scripts at `file:` URLs load into a `file:` page, not into `about:blank`.
  await page.goto(pathToFileURL(path.join(siteDir, 'node/mdx/diagramPage.html')).href);
  await Promise.all([...stylesheets.map((url) => page.addStyleTag({ url })), page.addScriptTag({ url: script })]);
  await page.evaluate(() => Promise.all(Array.from(document.fonts, (font) => font.load())));
  return page;
}

/**
 * What runs in the page: each mode's config, then each diagram drawn in a hidden container, as mermaid-isomorphic
 * does. It is sent to the page as its source, so it names no function of its own (esbuild's `keepNames`, under tsx
 * and in the site's Node bundle, would call a helper the page does not have).
 */
async function drawInPage({ sources, modes }: { sources: string[]; modes: { prefix: string; config: MermaidConfig }[] }): Promise<ModeDrawing[][]> {
  const { mermaid } = window as unknown as { mermaid: typeof import('mermaid').default };
  const parser = new DOMParser();
  const serializer = new XMLSerializer();
  const drawings: ModeDrawing[][] = [];
  // One mode after the other: `initialize` sets the config every `render` after it reads.
  for (const { prefix, config } of modes) {
    const container = document.createElement('div');
    container.ariaHidden = 'true';
    Object.assign(container.style, { maxHeight: '0', opacity: '0', overflow: 'hidden' });
    document.body.append(container);
    mermaid.initialize({ fontFamily: 'arial,sans-serif', ...config });
    const drawn = await Promise.allSettled(
      sources.map(async (source, index) => {
        const { svg } = await mermaid.render(`${prefix}-${index}`, source, container);
        const [element] = parser.parseFromString(svg, 'text/html').getElementsByTagName('svg');
        return serializer.serializeToString(element);
      }),
    );
    container.remove();
    drawings.push(
      drawn.map((d) => (d.status === 'fulfilled' ? { ok: true, svg: d.value } : { ok: false, reason: String((d.reason as Error)?.message ?? d.reason) })),
    );
  }
  return drawings;
}

/**
 * Draws with the page of the browser `launch` hands out, opening it when that browser has none (the first
 * call, or the browser was closed while idle or crashed). `launch` is a kept browser's (node/mdx/keptBrowser.ts):
 * each call holds the browser while it draws and hands it back after.
 */
export function diagramPageDrawer(launch: () => Promise<DrawingBrowser>, siteDir: string) {
  let open: { context: BrowserContext; page: Promise<Page> } | null = null;
  return async (sources: string[], modes: { prefix: string; config: MermaidConfig }[]): Promise<ModeDrawing[][]> => {
    const browser = await launch();
    try {
      let page = open && (await open.page.catch(() => null));
      if (!page || page.isClosed()) {
        const context = await browser.newContext({ bypassCSP: true });
        open = { context, page: openDiagramPage(context, siteDir) };
        page = await open.page;
      }
      return await page.evaluate(drawInPage, { sources, modes });
    } catch (error) {
      // A page that failed to load or crashed is not kept: the next call opens another.
      const failed = open;
      open = null;
      await failed?.context.close().catch(() => undefined);
      throw error;
    } finally {
      await browser.close();
    }
  };
}

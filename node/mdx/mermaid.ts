/**
 * Mermaid diagrams, drawn at build time: a ```` ```mermaid ```` block becomes
 * inline SVG, once with Mermaid's `default` theme and once with its `dark`
 * theme (the pair Docusaurus's theme-mermaid switches between), and the page
 * shows the one that matches the colour mode. Readers get no Mermaid code.
 *
 * Mermaid lays a diagram out by measuring text in a DOM, so it runs in a real
 * browser: the system Chromium, driven by Playwright, in one page with Mermaid
 * loaded once (node/mdx/diagramPage.ts). One browser stays open while
 * diagrams are drawn and closes once none has been drawn for a while
 * (node/mdx/keptBrowser.ts), so a build never leaves a browser behind.
 *
 * The SVG is not handed to MDX: React escapes the text of the `<style>`
 * element each SVG carries, which would break its CSS. The tree gets an empty
 * slot instead, and {@link fillDiagramSlots} puts the SVG into the rendered
 * HTML (the way file links are filled in, see src/lib/mdx/fileLinks.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { MermaidConfig } from 'mermaid';
import pLimit from 'p-limit';
import { SKIP, visit } from 'unist-util-visit';
import { roundSvgGeometry } from '../../src/lib/mdx/svgPrecision';
import { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, findChromium } from '../chromium';
import { gatsbyCommand } from '../gatsbyState';
import { installedVersion } from './rendererVersion';
import { diagramPageDrawer } from './diagramPage';
import type { Dependency } from './images';
import { keptBrowser, type KeptBrowser } from './keptBrowser';

/** One diagram drawn in both colour modes. */
export interface DrawnDiagram {
  light: string;
  dark: string;
}

/** A diagram's drawing, or why it does not draw; `pending` is the file its drawing will be kept in, while it is not drawn yet. */
export type DiagramResult = { ok: true; diagram: DrawnDiagram; pending?: string } | { ok: false; reason: string };

/** Draws diagrams (sources in, SVG or an error message out, in order); `prefix` makes the SVGs' ids unique on the page. */
export type DiagramDrawer = (sources: string[], prefix: string) => Promise<DiagramResult[]>;

/** A drawer that keeps what it drew, and says what it has kept without drawing. */
export interface CachedDrawer extends DiagramDrawer {
  /** The kept drawings of a page's diagrams, or null when one of them is not kept. */
  kept(sources: string[], prefix: string): DrawnDiagram[] | null;
  /** The files the drawings of a page's diagrams are kept in. */
  files(sources: string[], prefix: string): string[];
}

/** A diagram's place in the rendered HTML. */
export interface DiagramSlot {
  slot: string;
  svg: DrawnDiagram;
}

export const NO_BROWSER =
  'a mermaid diagram is drawn at build time in Chromium, and none was found (looked at CHROMIUM_PATH, then ' +
  CHROMIUM_CANDIDATES.join(', ') +
  '). Install it (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary';

/**
 * Mermaid's options for each colour mode. `securityLevel: 'strict'` encodes
 * HTML in labels, so text in a diagram is shown as text; `htmlLabels: false`
 * writes labels as SVG text, which scales with the drawing instead of being
 * clipped by the box measured in the build's fonts. `handDrawnSeed` seeds the
 * curves Mermaid draws its rounded shapes with (roughjs), which are otherwise
 * random: the same source then draws the same SVG in every build.
 */
const baseConfig: MermaidConfig = { securityLevel: 'strict', htmlLabels: false, flowchart: { htmlLabels: false }, handDrawnSeed: 1 };
export const THEMES = { light: { ...baseConfig, theme: 'default' }, dark: { ...baseConfig, theme: 'dark' } } satisfies Record<
  keyof DrawnDiagram,
  MermaidConfig
>;

let drawer: DiagramDrawer | null = null;

/**
 * Pages draw their diagrams one at a time, in the one page Mermaid is loaded in; the site
 * renders many MDX files at once, and a page each held a Chromium renderer, open together
 * (docs/performance.md#figures-behind-the-code).
 */
const oneAtATime = pLimit(1);

/** What decides how a diagram is drawn besides its source: the versions of Mermaid and of the stylesheets its page loads, the themes, and the rounding of its geometry. */
export function drawingVersion(siteDir = process.cwd()): string {
  const version = (name: string) => {
    try {
      return installedVersion(siteDir, name);
    } catch {
      // Not installed where the renderer looks: drawings are then kept for this process only.
      return `unknown-${process.pid}-${Date.now()}`;
    }
  };
  return `mermaid@${version('mermaid')} @fortawesome/fontawesome-free@${version('@fortawesome/fontawesome-free')} katex@${version('katex')} ${JSON.stringify(THEMES)} geometry to 0.01`;
}

/**
 * Keeps drawn diagrams, in memory and in `dir`, by their source, their place among the page's
 * diagrams (the ids in an SVG count from it) and `version`: a page rendered again after an edit
 * elsewhere in it draws nothing and starts no browser (`gatsby develop`, a warm build). When one of
 * a page's diagrams is new, the page's diagrams are drawn together, as the first time.
 */
export function cachedDrawer(draw: DiagramDrawer, dir: string, version: string): CachedDrawer {
  const memory = new Map<string, DrawnDiagram>();
  const keysOf = (sources: string[], prefix: string) =>
    sources.map((source, i) => createHash('sha256').update(`${version}\0${prefix}\0${i}\0${source}`).digest('hex'));
  const read = (key: string): DrawnDiagram | null => {
    const known = memory.get(key);
    if (known) return known;
    try {
      const stored = JSON.parse(fs.readFileSync(path.join(dir, `${key}.json`), 'utf8')) as DrawnDiagram;
      memory.set(key, stored);
      return stored;
    } catch {
      return null;
    }
  };
  const kept = (sources: string[], prefix: string) => {
    const drawings = keysOf(sources, prefix).map(read);
    return drawings.every((d): d is DrawnDiagram => d !== null) ? drawings : null;
  };
  const files = (sources: string[], prefix: string) => keysOf(sources, prefix).map((key) => path.join(dir, `${key}.json`));
  const cached: DiagramDrawer = async (sources, prefix) => {
    const drawings = kept(sources, prefix);
    if (drawings) return drawings.map((diagram) => ({ ok: true as const, diagram }));
    const keys = keysOf(sources, prefix);
    const drawn = await draw(sources, prefix);
    await fs.promises.mkdir(dir, { recursive: true });
    await Promise.all(
      drawn.map(async (result, i) => {
        if (!result.ok) return;
        memory.set(keys[i], result.diagram);
        await fs.promises.writeFile(path.join(dir, `${keys[i]}.json`), JSON.stringify(result.diagram));
      }),
    );
    return drawn;
  };
  return Object.assign(cached, { kept, files });
}

/** What a diagram shows under `gatsby develop` while it is being drawn. */
export const DRAWING_PLACEHOLDER: DrawnDiagram = {
  light: placeholderSvg('#57606a'),
  dark: placeholderSvg('#afb8c1'),
};

function placeholderSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Drawing the diagram" width="240" height="32" viewBox="0 0 240 32"><text x="0" y="21" font-family="sans-serif" font-size="14" fill="${color}">Drawing the diagram…</text></svg>`;
}

/**
 * Under `gatsby develop`, a page whose diagrams are not kept is not held up
 * by drawing them: it shows {@link DRAWING_PLACEHOLDER} for each, each naming
 * the file its drawing will be kept in (the page's render depends on it),
 * while `cached` draws them, once `allowed` resolves (when the browser first
 * asks the develop server for something: until then the browser drawing them
 * would take the cores the server's start needs). When they are drawn,
 * `drawn` gets those files, and the page is rendered again with its
 * drawings. A diagram that does not draw gives its reason when the page is
 * rendered again, and is not drawn again until its source changes.
 */
export function drawingLater(cached: CachedDrawer, drawn: (files: string[]) => void, allowed: Promise<void> = Promise.resolve()): DiagramDrawer {
  const failed = new Map<string, DiagramResult[]>();
  const drawing = new Set<string>();
  return (sources, prefix) => {
    const kept = cached.kept(sources, prefix);
    if (kept) return Promise.resolve(kept.map((diagram) => ({ ok: true as const, diagram })));
    const key = JSON.stringify([prefix, sources]);
    const failure = failed.get(key);
    if (failure) return Promise.resolve(failure);
    const files = cached.files(sources, prefix);
    if (!drawing.has(key)) {
      drawing.add(key);
      void allowed
        .then(() => cached(sources, prefix))
        .then(
          (results) => {
            if (results.some((r) => !r.ok)) failed.set(key, results);
          },
          (error: unknown) =>
            failed.set(
              key,
              sources.map(() => ({ ok: false as const, reason: reasonOf(error) })),
            ),
        )
        .finally(() => {
          drawing.delete(key);
          drawn(files);
        });
    }
    return Promise.resolve(files.map((pending) => ({ ok: true as const, diagram: DRAWING_PLACEHOLDER, pending })));
  };
}

let allowDrawingNow: () => void = () => {};
const drawingAllowed = new Promise<void>((resolve) => (allowDrawingNow = resolve));

/** Under `gatsby develop`, lets the diagrams waiting to be drawn be drawn (node/onCreateDevServer.ts, on the first request). */
export function allowDrawing(): void {
  allowDrawingNow();
}

let drawnListener: ((files: string[]) => void) | null = null;
/** Drawings finished before anyone listened (the develop server starts after the first pages are rendered). */
const undelivered: string[] = [];

/** Under `gatsby develop`, `listener` gets the files of diagrams drawn after their page was rendered without them (node/renderDependencies.ts). */
export function onDiagramsDrawn(listener: (files: string[]) => void): void {
  drawnListener = listener;
  if (undelivered.length > 0) listener(undelivered.splice(0));
}

/**
 * The drawer of this process: one renderer, whose browser lives while diagrams are drawn; drawings kept in
 * `.cache/mermaid-diagrams`. Under `gatsby develop`, pages do not wait for it ({@link drawingLater}).
 */
export function chromiumDrawer(): DiagramDrawer {
  if (drawer) return drawer;
  const cached = cachedDrawer(drawInChromium, path.resolve('.cache', 'mermaid-diagrams'), drawingVersion());
  drawer =
    gatsbyCommand() === 'develop'
      ? drawingLater(
          cached,
          (files) => {
            if (drawnListener) drawnListener(files);
            else undelivered.push(...files);
          },
          drawingAllowed,
        )
      : cached;
  return drawer;
}

/**
 * Makes `draw` this thread's drawer: a render thread draws with the main thread's (node/mdx/renderThread.ts),
 * so a build opens one Chromium however many threads render.
 */
export function drawWith(draw: DiagramDrawer): void {
  drawer = draw;
}

/** Draws a page's diagrams in Chromium, one page at a time. */
const drawInChromium: DiagramDrawer = (sources, prefix) =>
  oneAtATime(async () => {
    const executablePath = findChromium();
    if (!executablePath) return sources.map(() => ({ ok: false as const, reason: NO_BROWSER }));
    const launcher = await buildChromium();
    pageDrawer ??= diagramPageDrawer(() => launcher.launch({ executablePath, args: CHROMIUM_ARGS }), process.cwd());
    const [light, dark] = await pageDrawer(sources, [
      { prefix: `${prefix}-light`, config: THEMES.light },
      { prefix: `${prefix}-dark`, config: THEMES.dark },
    ]);
    return sources.map((_, i) => {
      const l = light[i];
      const d = dark[i];
      if (!l.ok) return { ok: false as const, reason: l.reason.trim() };
      if (!d.ok) return { ok: false as const, reason: d.reason.trim() };
      return { ok: true as const, diagram: { light: roundSvgGeometry(l.svg), dark: roundSvgGeometry(d.svg) } };
    });
  });
let pageDrawer: ReturnType<typeof diagramPageDrawer> | null = null;
let browser: KeptBrowser | null = null;

/**
 * The diagrams' Chromium, kept while pages draw. The docs PDF prints in one of its own, on a thread
 * (node/docsPdfPrint.ts), once the pages are rendered and their diagrams drawn: a build runs one at a time.
 */
async function buildChromium(): Promise<KeptBrowser> {
  const { chromium } = await import('playwright');
  return (browser ??= keptBrowser(chromium, browserIdleMs()));
}

/**
 * How long the drawing browser stays open after the last diagram. Under `gatsby develop`, an author's next
 * save finds it open; a build draws its pages' diagrams one after another, first (node/site.ts), and
 * closes it as soon as they are done, before the other pages fill the heap.
 */
const browserIdleMs = () => (gatsbyCommand() === 'develop' ? 10_000 : 0);

/** Closes the drawing browser now rather than when it has been idle a while (tests that draw, before they end). */
export function closeDrawingBrowser(): Promise<void> {
  return browser?.closeIdle() ?? Promise.resolve();
}

const reasonOf = (error: unknown) => String((error as { message?: string })?.message ?? error).trim();

/** The hash a page's render records for a drawing that is not made yet. */
export const NOT_DRAWN = 'not drawn yet';

const isMermaid = (code: Element) => {
  const className = code.properties.className;
  return Array.isArray(className) && className.includes('language-mermaid');
};

/** The error a diagram that does not draw gives: the file, the line of its fence, and Mermaid's reason. */
export class DiagramError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`);
    this.name = 'DiagramError';
  }
}

/**
 * Replaces each ```` ```mermaid ```` block with a slot and draws it. Runs
 * before the code-block frame and the highlighter, which would otherwise
 * take the block for code. A diagram that Mermaid cannot parse fails the
 * page with its line.
 */
export function rehypeMermaid(options: { file: string; lineOffset?: number; slots: DiagramSlot[]; dependencies?: Dependency[]; draw?: DiagramDrawer }) {
  return async (tree: Root) => {
    const found: { pre: Element; source: string; line: number | null }[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code || !isMermaid(code)) return;
      found.push({ pre: node, source: toString(code).replace(/\n$/, ''), line: node.position ? node.position.start.line + (options.lineOffset ?? 0) : null });
      return SKIP;
    });
    if (found.length === 0) return;
    const { slots } = options;
    // Ids inside an SVG (its CSS, its arrowheads) are page-wide: number diagrams across the page and its partials.
    const drawn = await (options.draw ?? chromiumDrawer())(
      found.map((f) => f.source),
      `mermaid-${slots.length}`,
    );
    drawn.forEach((result, i) => {
      const { pre, line } = found[i];
      // The fence's line: Mermaid's own line numbers count within the diagram (and not always exactly).
      if (!result.ok) throw new DiagramError(options.file, line, `the mermaid diagram that starts here does not draw: ${result.reason}`);
      // Its drawing, when made, renders the page again (drawingLater); no file's hash is this text.
      if (result.pending) options.dependencies?.push({ file: result.pending, hash: NOT_DRAWN });
      const slot = `${randomBytes(6).toString('hex')}-${slots.length}`;
      slots.push({ slot, svg: result.diagram });
      Object.assign(pre, {
        tagName: 'div',
        properties: { className: ['mermaid-diagram'], dataDiagramSlot: slot },
        children: [],
      } satisfies Partial<Element>);
    });
  };
}

/** Adds the colour-mode class to the root `<svg>` Mermaid wrote (which may have classes of its own). */
export function withClass(svg: string, className: string): string {
  const open = svg.slice(0, svg.indexOf('>'));
  return /\sclass="/.test(open) ? svg.replace(/^(<svg\b[^>]*?\sclass=")/, `$1${className} `) : svg.replace(/^<svg\b/, `<svg class="${className}"`);
}

/** Puts each diagram's two SVGs into its slot of the rendered HTML. */
export function fillDiagramSlots(html: string, slots: readonly DiagramSlot[]): string {
  if (slots.length === 0) return html;
  const bySlot = new Map(slots.map((s) => [s.slot, s.svg]));
  return html.replace(/<div class="mermaid-diagram" data-diagram-slot="([0-9a-f]+-\d+)"><\/div>/g, (whole, slot: string) => {
    const svg = bySlot.get(slot);
    if (!svg) return whole;
    return `<div class="mermaid-diagram">${withClass(svg.light, 'gh-light-mode-only')}${withClass(svg.dark, 'gh-dark-mode-only')}</div>`;
  });
}

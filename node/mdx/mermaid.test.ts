import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import type { Element, Root } from 'hast';
import {
  DRAWING_PLACEHOLDER,
  NOT_DRAWN,
  NO_BROWSER,
  cachedDrawer,
  drawingLater,
  drawingVersion,
  fillDiagramSlots,
  rehypeMermaid,
  closeDrawingBrowser,
  withClass,
  type DiagramDrawer,
  type DiagramSlot,
} from './mermaid';
import { findChromium } from '../chromium';
import { renderMdx } from './compile';

const mermaidBlock = (source: string, line: number): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  position: { start: { line, column: 1 }, end: { line: line + 3, column: 4 } },
  children: [{ type: 'element', tagName: 'code', properties: { className: ['language-mermaid'] }, children: [{ type: 'text', value: source }] }],
});

describe('withClass', () => {
  it("adds the class to the root svg, keeping Mermaid's own", () => {
    expect(withClass('<svg id="a" class="flowchart"><g class="x"/></svg>', 'gh-dark-mode-only')).toBe(
      '<svg id="a" class="gh-dark-mode-only flowchart"><g class="x"/></svg>',
    );
    expect(withClass('<svg id="a"><g class="x"/></svg>', 'gh-light-mode-only')).toBe('<svg class="gh-light-mode-only" id="a"><g class="x"/></svg>');
  });
});

describe('drawings kept by their source', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const counting = () => {
    const calls: string[][] = [];
    const draw: DiagramDrawer = (sources, prefix) => {
      calls.push(sources);
      return Promise.resolve(
        sources.map((s, i) =>
          s.includes('bad')
            ? { ok: false as const, reason: 'Parse error' }
            : { ok: true as const, diagram: { light: `<svg id="${prefix}-${i}">${s}</svg>`, dark: `<svg id="${prefix}-${i}-d">${s}</svg>` } },
        ),
      );
    };
    return { calls, draw };
  };

  it('draws a page whose diagrams did not change nothing again, in this process or the next', async () => {
    const { calls, draw } = counting();
    const first = await cachedDrawer(draw, dir, 'v1')(['graph A', 'graph B'], 'mermaid-0');
    expect(await cachedDrawer(draw, dir, 'v1')(['graph A', 'graph B'], 'mermaid-0')).toEqual(first);
    expect(calls).toHaveLength(1);
  });

  it('draws again when a diagram, its place on the page or the drawing version changes, and never keeps a failure', async () => {
    const { calls, draw } = counting();
    const cached = cachedDrawer(draw, dir, 'v1');
    await cached(['graph A', 'graph B'], 'mermaid-0');
    await cached(['graph A', 'graph C'], 'mermaid-0');
    expect(calls.at(-1)).toEqual(['graph A', 'graph C']);
    await cached(['graph B', 'graph A'], 'mermaid-0');
    await cached(['graph A', 'graph B'], 'mermaid-1');
    await cachedDrawer(draw, dir, 'v2')(['graph A', 'graph B'], 'mermaid-0');
    expect(calls).toHaveLength(5);
    const bad = await cached(['bad graph'], 'mermaid-0');
    expect(await cached(['bad graph'], 'mermaid-0')).toEqual(bad);
    expect(calls).toHaveLength(7);
  });
});

describe('drawingLater (gatsby develop)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A drawer that draws when `finish()` is called, as a browser does some time after the page asked. */
  const heldBack = () => {
    const calls: string[][] = [];
    let finish: () => void = () => {};
    const draw: DiagramDrawer = (sources, prefix) => {
      calls.push(sources);
      return new Promise((resolve) => {
        finish = () =>
          resolve(
            sources.map((s, i) =>
              s.includes('bad')
                ? { ok: false as const, reason: 'Parse error' }
                : { ok: true as const, diagram: { light: `<svg id="${prefix}-${i}">${s}</svg>`, dark: '<svg/>' } },
            ),
          );
      });
    };
    return { calls, draw, finish: () => finish() };
  };

  it('answers at once with placeholders naming the files the drawings will be kept in, draws once, and tells when drawn', async () => {
    const { calls, draw, finish } = heldBack();
    const cached = cachedDrawer(draw, dir, 'v1');
    const told: string[][] = [];
    let drawn: () => void = () => {};
    const whenDrawn = new Promise<void>((resolve) => (drawn = resolve));
    const later = drawingLater(cached, (files) => (told.push(files), drawn()));
    const first = await later(['graph A', 'graph B'], 'mermaid-0');
    expect(first).toEqual(cached.files(['graph A', 'graph B'], 'mermaid-0').map((pending) => ({ ok: true, diagram: DRAWING_PLACEHOLDER, pending })));
    // Rendered again while the drawing is under way: still placeholders, and no second drawing.
    expect(await later(['graph A', 'graph B'], 'mermaid-0')).toEqual(first);
    expect(calls).toHaveLength(1);
    expect(told).toEqual([]);
    finish();
    await whenDrawn;
    expect(told).toEqual([cached.files(['graph A', 'graph B'], 'mermaid-0')]);
    expect(await later(['graph A', 'graph B'], 'mermaid-0')).toEqual([
      { ok: true, diagram: { light: '<svg id="mermaid-0-0">graph A</svg>', dark: '<svg/>' } },
      { ok: true, diagram: { light: '<svg id="mermaid-0-1">graph B</svg>', dark: '<svg/>' } },
    ]);
    expect(calls).toHaveLength(1);
  });

  it('draws nothing before it is allowed to', async () => {
    const { calls, draw } = heldBack();
    let allow: () => void = () => {};
    const allowed = new Promise<void>((resolve) => (allow = resolve));
    const later = drawingLater(cachedDrawer(draw, dir, 'v1'), () => {}, allowed);
    await later(['graph A'], 'mermaid-0');
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([]);
    allow();
    await allowed;
    while (calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([['graph A']]);
  });

  it('gives a diagram that does not draw its reason once drawn, without drawing it again', async () => {
    const { calls, draw, finish } = heldBack();
    let drawn: () => void = () => {};
    const whenDrawn = new Promise<void>((resolve) => (drawn = resolve));
    const later = drawingLater(cachedDrawer(draw, dir, 'v1'), () => drawn());
    expect((await later(['bad graph'], 'mermaid-0'))[0].ok).toBe(true);
    finish();
    await whenDrawn;
    expect(await later(['bad graph'], 'mermaid-0')).toEqual([{ ok: false, reason: 'Parse error' }]);
    expect(calls).toHaveLength(1);
  });

  it("makes a page's render depend on each drawing it is waiting for", async () => {
    const dependencies: { file: string; hash: string }[] = [];
    const slots: DiagramSlot[] = [];
    const tree: Root = { type: 'root', children: [mermaidBlock('flowchart LR\n A --> B', 3)] };
    const later = drawingLater(cachedDrawer(heldBack().draw, dir, 'v1'), () => {});
    await rehypeMermaid({ file: 'docs/a.mdx', slots, dependencies, draw: later })(tree);
    expect(slots[0].svg).toEqual(DRAWING_PLACEHOLDER);
    expect(dependencies.map((d) => d.hash)).toEqual([NOT_DRAWN]);
    expect(path.relative(dir, dependencies[0].file)).toMatch(/^[0-9a-f]{64}\.json$/);
  });
});

describe('rehypeMermaid with a stand-in drawer', () => {
  const draw: DiagramDrawer = (sources, prefix) =>
    Promise.resolve(
      sources.map((s, i) =>
        s.includes('bad')
          ? { ok: false as const, reason: 'Parse error on line 2:\nExpecting NODE_STRING' }
          : { ok: true as const, diagram: { light: `<svg id="${prefix}-light-${i}">L</svg>`, dark: `<svg id="${prefix}-dark-${i}">D</svg>` } },
      ),
    );

  it('replaces each block with a slot, numbering diagrams across calls so ids stay unique on the page', async () => {
    const slots: DiagramSlot[] = [{ slot: 'abc-0', svg: { light: '', dark: '' } }];
    const tree: Root = { type: 'root', children: [mermaidBlock('flowchart LR\n A --> B', 3)] };
    await rehypeMermaid({ file: 'docs/a.mdx', slots, draw })(tree);
    const div = tree.children[0] as Element;
    expect(div.tagName).toBe('div');
    expect(div.children).toEqual([]);
    expect(slots[1].svg.light).toBe('<svg id="mermaid-1-light-0">L</svg>');
    const html = fillDiagramSlots(`<p>x</p><div class="mermaid-diagram" data-diagram-slot="${slots[1].slot}"></div>`, slots);
    expect(html).toBe(
      '<p>x</p><div class="mermaid-diagram"><svg class="gh-light-mode-only" id="mermaid-1-light-0">L</svg><svg class="gh-dark-mode-only" id="mermaid-1-dark-0">D</svg></div>',
    );
  });

  it("fails with the file, the fence's line in the file and Mermaid's reason", async () => {
    const tree: Root = { type: 'root', children: [mermaidBlock('flowchart LR\n bad -->', 10)] };
    await expect(rehypeMermaid({ file: 'docs/a.mdx', lineOffset: 4, slots: [], draw })(tree)).rejects.toThrow(
      /^docs\/a\.mdx:14: the mermaid diagram that starts here does not draw: Parse error on line 2/,
    );
  });

  it('leaves a slot that the page did not make as it is', () => {
    const html = '<div class="mermaid-diagram" data-diagram-slot="0123-0"></div>';
    expect(fillDiagramSlots(html, [{ slot: '4567-0', svg: { light: '<svg/>', dark: '<svg/>' } }])).toBe(html);
  });
});

/** Renders as the build does, drawing in the build's Chromium. */
const render = (source: string, file: string, offset = 0) =>
  renderMdx(source, file, offset, { sourceFile: path.resolve(file), siteDir: process.cwd(), staticDir: path.resolve('static') });

// Drawn for real, in the system Chromium, as the build draws them.
describe('Mermaid diagrams in a page', () => {
  const browser = findChromium();
  if (!browser) throw new Error(NO_BROWSER);

  const PAGE = `Intro.

\`\`\`mermaid
flowchart LR
  load[Load] --> split[Split] --> store[("<img src=x onerror=alert(1)>")]
\`\`\`

## After

\`\`\`mermaid
gitGraph
  commit
  branch feature
  commit
  checkout main
  merge feature
\`\`\`
`;
  let result: Awaited<ReturnType<typeof render>>;
  beforeAll(async () => {
    result = await render(PAGE, 'docs/diagrams.mdx');
  }, 120_000);
  afterAll(() => closeDrawingBrowser());

  it('draws each diagram as inline SVG twice, light and dark, with ids unique on the page', () => {
    const diagrams = result.html.match(/<div class="mermaid-diagram">.*?<\/svg><svg.*?<\/svg><\/div>/gs) ?? [];
    expect(diagrams).toHaveLength(2);
    expect(result.html).not.toContain('language-mermaid');
    expect(result.html).not.toContain('data-diagram-slot');
    const ids = [...result.html.matchAll(/<svg[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['mermaid-0-light-0', 'mermaid-0-dark-0', 'mermaid-0-light-1', 'mermaid-0-dark-1']);
    expect(result.html).toMatch(/<svg id="mermaid-0-light-0"[^>]* class="gh-light-mode-only flowchart"/);
    expect(result.html).toMatch(/<svg id="mermaid-0-dark-0"[^>]* class="gh-dark-mode-only flowchart"/);
  });

  it("keeps each SVG's stylesheet intact and uses the dark theme's colours for the dark one", () => {
    const [, lightCss] = /<svg[^>]*id="mermaid-0-light-0"[^>]*><style>(.*?)<\/style>/s.exec(result.html) ?? [];
    const [, darkCss] = /<svg[^>]*id="mermaid-0-dark-0"[^>]*><style>(.*?)<\/style>/s.exec(result.html) ?? [];
    expect(lightCss).toContain('#mermaid-0-light-0{');
    expect(lightCss).not.toContain('&gt;');
    expect(darkCss).toContain('#mermaid-0-dark-0{');
    expect(darkCss).not.toEqual(lightCss.replaceAll('light', 'dark'));
  });

  it('shows a hostile label as text, with what could run taken out', () => {
    expect(result.html).not.toMatch(/<img/);
    expect(result.html).not.toContain('onerror');
    expect(result.html).toMatch(/<tspan[^>]*>&lt;img src="x"&gt;<\/tspan>/);
  });

  it('leaves diagrams out of the text for search', () => {
    expect(JSON.stringify(result.searchBlocks)).not.toMatch(/Split|feature|onerror/);
  });

  it('fails on a diagram Mermaid cannot read, with the file and line', async () => {
    await expect(render('Text.\n\n```mermaid\nflowchart LR\n  A -->\n```\n', 'docs/broken.mdx', 5)).rejects.toThrow(
      /^docs\/broken\.mdx:8: the mermaid diagram that starts here does not draw: Parse error on line \d+:[^]*Expecting/,
    );
  }, 120_000);
});

describe('the drawing version', () => {
  it("names the installed versions of Mermaid and of its page's stylesheets, the same in every process", () => {
    const version = drawingVersion();
    expect(version).toMatch(/^mermaid@\d+\.\d+\.\d+\S* @fortawesome\/fontawesome-free@\d+\.\d+\.\d+\S* katex@\d+\.\d+\.\d+\S* \{/);
    expect(drawingVersion()).toBe(version);
  });
});

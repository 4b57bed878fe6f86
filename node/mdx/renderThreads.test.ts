import path from 'node:path';
import { renderMdx, type RenderedMdx } from './compile';
import type { RenderOptions } from './compileOptions';
import type { Render, RenderSource } from './renderCache';
import { MdxRenderError } from './renderErrors';
import { MAX_THREADS, spreadRender, startRenderThreads, THREADS_AFTER, threadPolicy, type RenderThreads } from './renderThreads';

describe('threadPolicy (SITE_RENDER_THREADS)', () => {
  it('by default starts a thread a core, up to a limit, once enough pages have rendered on the main thread', () => {
    expect(threadPolicy(undefined, 2)).toEqual({ threads: 2, after: THREADS_AFTER, required: false });
    expect(threadPolicy('auto', 32)).toEqual({ threads: MAX_THREADS, after: THREADS_AFTER, required: false });
    expect(threadPolicy(undefined, 1)).toBeNull();
  });

  it('takes 0 for none and a number of threads that start with the first page', () => {
    expect(threadPolicy('0', 8)).toBeNull();
    expect(threadPolicy('3', 2)).toEqual({ threads: 3, after: 0, required: true });
  });

  it('names the variable and what it takes when the value is not one of them', () => {
    for (const bad of ['two', '-1', '1.5', '65'])
      expect(() => threadPolicy(bad, 2)).toThrow(
        `SITE_RENDER_THREADS is "${bad}": it takes "auto" (the default), 0 (render on the main thread) or a number of threads up to 64`,
      );
  });
});

const page = (file: string): RenderSource => ({ file, body: `# ${file}\n`, lineOffset: 0 });
const made = (by: string): RenderedMdx => ({ html: by }) as RenderedMdx;

/** Threads that render by saying so, and start when `started` is resolved or rejected. */
function standInThreads() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  ready.catch(() => undefined);
  const counts: number[] = [];
  let closed = 0;
  const start = (count: number): RenderThreads => {
    counts.push(count);
    return { ready, render: (source) => Promise.resolve(made(`thread:${source.file}`)), close: () => Promise.resolve(void closed++) };
  };
  return { start, counts, settle, closed: () => closed };
}

describe('spreadRender', () => {
  const local: Render = (source) => Promise.resolve(made(`main:${source.file}`));
  const options: RenderOptions = {};

  it('renders on the main thread until the policy says to start threads, and there while they start', async () => {
    const threads = standInThreads();
    const render = spreadRender(local, options, { threads: 2, after: 2, required: false }, threads.start, () => undefined);
    expect((await render(page('a'))).html).toBe('main:a');
    expect((await render(page('b'))).html).toBe('main:b');
    expect(threads.counts).toEqual([]);
    expect((await render(page('c'))).html).toBe('main:c');
    expect(threads.counts).toEqual([2]);
    threads.settle.resolve();
    await Promise.resolve();
    expect((await render(page('d'))).html).toBe('thread:d');
    expect(threads.counts).toEqual([2]);
  });

  it('never starts threads without a policy', async () => {
    const threads = standInThreads();
    const render = spreadRender(local, options, null, threads.start, () => undefined);
    for (const name of ['a', 'b', 'c']) expect((await render(page(name))).html).toBe(`main:${name}`);
    expect(threads.counts).toEqual([]);
  });

  it('with threads asked for by number, waits for them from the first page', async () => {
    const threads = standInThreads();
    const render = spreadRender(local, options, { threads: 1, after: 0, required: true }, threads.start, () => undefined);
    const first = render(page('a'));
    threads.settle.resolve();
    expect((await first).html).toBe('thread:a');
  });

  it('renders on the main thread, and says why, when the threads it chose to start cannot', async () => {
    const threads = standInThreads();
    const warnings: string[] = [];
    const render = spreadRender(local, options, { threads: 1, after: 1, required: false }, threads.start, (message) => warnings.push(message));
    expect((await render(page('a'))).html).toBe('main:a');
    expect((await render(page('b'))).html).toBe('main:b');
    threads.settle.reject(new Error('no bundle'));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await render(page('c'))).html).toBe('main:c');
    expect(warnings).toEqual(['Pages render on the main thread: the render threads did not start (no bundle)']);
    expect(threads.counts).toEqual([1]);
  });

  it('fails each page, saying why, when threads asked for by number cannot start', async () => {
    const threads = standInThreads();
    const warnings: string[] = [];
    const render = spreadRender(local, options, { threads: 2, after: 0, required: true }, threads.start, (message) => warnings.push(message));
    const first = render(page('a'));
    threads.settle.reject(new Error('no bundle'));
    await expect(first).rejects.toThrow('a: not rendered: the render threads did not start (no bundle)');
    expect(warnings).toEqual([]);
  });

  it('stops its threads when closed, and starts them again as the policy says', async () => {
    const threads = standInThreads();
    const render = spreadRender(local, options, { threads: 1, after: 0, required: true }, threads.start, () => undefined);
    threads.settle.resolve();
    expect((await render(page('a'))).html).toBe('thread:a');
    await render.close();
    expect(threads.closed()).toBe(1);
    expect((await render(page('b'))).html).toBe('thread:b');
    expect(threads.counts).toEqual([1, 1]);
  });
});

// Real threads, running the renderer's bundled code, with this process's sandbox.
describe('render threads', () => {
  const siteDir = process.cwd();
  const sourceFile = path.join(siteDir, 'tests/fixtures/mdx/page.mdx');
  const options: RenderOptions = { siteDir, staticDir: path.join(siteDir, 'static') };
  let threads: RenderThreads;
  beforeAll(async () => {
    threads = startRenderThreads(siteDir, 2);
    await threads.ready;
  }, 120_000);
  afterAll(() => threads.close());

  const source = (body: string, lineOffset = 0): RenderSource => ({ file: 'tests/fixtures/mdx/page.mdx', body, lineOffset, sourceFile });

  it('renders a page as the main thread does: code, math, an imported component and partial', async () => {
    const body = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Note from './_shared-note.mdx';

## Setup

\`\`\`python title="train.py" {2}
import numpy as np
x = np.zeros(3)
\`\`\`

Math $\\hat{y} = wx + b$.

<Tabs><TabItem value="a" label="A">One</TabItem><TabItem value="b">Two</TabItem></Tabs>

<Note who="readers" />
`;
    const [onThread, onMain] = await Promise.all([
      threads.render(source(body), options),
      renderMdx(body, 'tests/fixtures/mdx/page.mdx', 0, { ...options, sourceFile }),
    ]);
    expect(onThread.html).toContain('class="katex"');
    expect(onThread.html).toContain('role="tabpanel"');
    expect(onThread.html).toContain('A partial with <strong>Markdown</strong>');
    expect(onThread).toEqual(onMain);
  });

  it('renders pages sent together, each its own', async () => {
    const bodies = Array.from({ length: 12 }, (_, i) => `## Page ${i}\n\nText ${i}.\n`);
    const pages = await Promise.all(bodies.map((body) => threads.render(source(body), options)));
    expect(pages.map((p) => p.headings[0]?.value)).toEqual(bodies.map((_, i) => `Page ${i}`));
  });

  it("gives an MDX error with the file and the line counted from the file's top", async () => {
    const error = await threads.render(source('Text.\n\n<Open>\n', 3), options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MdxRenderError);
    expect((error as MdxRenderError).message).toMatch(/^tests\/fixtures\/mdx\/page\.mdx:6:\d+: /);
  });

  it('refuses content code that writes a file, with the file, the line and what it tried, as the main thread does', async () => {
    const body = 'Intro.\n\n{process.getBuiltinModule("fs").writeFileSync("/tmp/mdx-sandbox-probe", "x")}\n';
    const [onThread, onMain] = await Promise.all(
      [threads.render(source(body, 2), options), renderMdx(body, 'tests/fixtures/mdx/page.mdx', 2, { ...options, sourceFile })].map((p) =>
        p.catch((e: unknown) => e),
      ),
    );
    expect(onThread).toBeInstanceOf(MdxRenderError);
    expect((onThread as MdxRenderError).message).toMatch(
      /^tests\/fixtures\/mdx\/page\.mdx:5:\d+: content code tried to write a file \(\/tmp\/mdx-sandbox-probe\)/,
    );
    expect((onThread as MdxRenderError).message).toBe((onMain as MdxRenderError).message);
  });

  it('keeps a partial failing in the sandbox placed in its own file', async () => {
    await expect(threads.render(source(`import Part from './_undefined-component.mdx';\n\n<Part />\n`), options)).rejects.toThrow(
      /^tests\/fixtures\/mdx\/_undefined-component\.mdx:5:\d+: rendering failed: Expected component `Nope` to be defined/,
    );
  });
});

import { jest } from '@jest/globals';
import type { RenderedMdx } from './compile';
import { cachedRenderer, type RenderSource, type RenderStore } from './renderCache';
import { versionKey } from './rendererVersion';

/** Gatsby's cache as it is between two builds: a store that outlives the process. */
function persistentStore(): RenderStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: (key) => Promise.resolve(data.get(key)), set: (key, value) => Promise.resolve(data.set(key, value)) };
}

const page: RenderSource = { file: 'content/docs/a.mdx', body: '# A\n\nText.', lineOffset: 3 };

const blank: RenderedMdx = {
  html: '',
  css: null,
  contentTitle: null,
  excerpt: null,
  warnings: [],
  headings: [],
  hasMath: false,
  searchBlocks: [],
  images: [],
  dependencies: [],
  fileLinks: [],
  twin: { markdown: '', refs: [] },
};

function renderer(label: string) {
  return jest.fn((source: RenderSource): Promise<RenderedMdx> => Promise.resolve({ ...blank, html: `<p>${label}: ${source.body}</p>` }));
}

describe('cached renderer', () => {
  it('renders a page once per version, within a build and across builds', async () => {
    const store = persistentStore();
    const render = renderer('v1');
    const first = cachedRenderer('v1', store, render);
    await first(page);
    await first(page);
    // The next build: a new process with the same renderer and the stored cache.
    const next = cachedRenderer('v1', store, render);
    expect((await next(page)).html).toBe('<p>v1: # A\n\nText.</p>');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('re-renders a cached page when the renderer version changes', async () => {
    const store = persistentStore();
    await cachedRenderer('v1', store, renderer('v1'))(page);
    const changed = renderer('v2');
    const html = (await cachedRenderer('v2', store, changed)(page)).html;
    expect(changed).toHaveBeenCalledTimes(1);
    expect(html).toBe('<p>v2: # A\n\nText.</p>');
  });

  it('re-renders a page whose source changed, and not the others', async () => {
    const store = persistentStore();
    const render = renderer('v1');
    const cached = cachedRenderer('v1', store, render);
    await cached(page);
    await cached({ ...page, body: '# A\n\nNew text.' });
    await cached(page);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('re-renders a stored page when a file it read has changed', async () => {
    const store = persistentStore();
    await cachedRenderer('v1', store, renderer('v1'))(page);
    const render = renderer('v1');
    let imageChanged = false;
    const next = cachedRenderer('v1', store, render, () => Promise.resolve(!imageChanged));
    await next(page);
    expect(render).toHaveBeenCalledTimes(0);
    imageChanged = true;
    await cachedRenderer('v1', store, render, () => Promise.resolve(!imageChanged))(page);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('shares a render in flight, and answers the next call from memory', async () => {
    const store = persistentStore();
    const get = jest.spyOn(store, 'get');
    const render = renderer('v1');
    const cached = cachedRenderer('v1', store, render);
    const [a, b] = await Promise.all([cached(page), cached(page)]);
    expect(a).toBe(b);
    expect(await cached(page)).toBe(a);
    expect(render).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed render: the next call tries again', async () => {
    const store = persistentStore();
    const render = jest
      .fn<(s: RenderSource) => Promise<RenderedMdx>>()
      .mockRejectedValueOnce(new Error('bad MDX'))
      .mockResolvedValue({ ...blank, html: '<p>ok</p>' });
    const cached = cachedRenderer('v1', store, render);
    await expect(cached(page)).rejects.toThrow('bad MDX');
    expect((await cached(page)).html).toBe('<p>ok</p>');
  });
});

describe('forgetting renderings whose files changed (gatsby develop)', () => {
  it('renders again the pages made from a changed file, and only those', async () => {
    const render = jest.fn((source: RenderSource): Promise<RenderedMdx> => {
      const uses = source.file.endsWith('a.mdx') ? ['/site/content/docs/_partial.mdx'] : [];
      return Promise.resolve({ ...blank, html: `<p>${source.file}</p>`, dependencies: uses.map((file) => ({ file, hash: 'h' })) });
    });
    // As the site's check does: a stored page is fresh while the files it read are unchanged.
    const edited = new Set<string>();
    const cached = cachedRenderer('v1', persistentStore(), render, (r) => Promise.resolve(!r.dependencies.some((d) => edited.has(d.file))));
    const b: RenderSource = { ...page, file: 'content/docs/b.mdx' };
    await cached(page);
    await cached(b);
    expect(cached.forget((file) => file === '/site/content/other.js')).toBe(0);
    edited.add('/site/content/docs/_partial.mdx');
    expect(cached.forget((file) => edited.has(file))).toBe(1);
    await cached(page);
    await cached(b);
    expect(render.mock.calls.map(([source]) => source.file)).toEqual(['content/docs/a.mdx', 'content/docs/b.mdx', 'content/docs/a.mdx']);
  });

  it('forgets, once settled, a rendering that was under way when its file changed', async () => {
    let finish: () => void = () => {};
    const render = jest.fn(
      (): Promise<RenderedMdx> =>
        new Promise((resolve) => (finish = () => resolve({ ...blank, dependencies: [{ file: '/site/.cache/drawing.json', hash: 'not drawn yet' }] }))),
    );
    const cached = cachedRenderer('v1', persistentStore(), render, () => Promise.resolve(false));
    const rendering = cached(page);
    while (render.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // Before the rendering ends, forget cannot know what it read.
    expect(cached.forget((file) => file === '/site/.cache/drawing.json')).toBe(0);
    const settled = cached.settle();
    finish();
    await settled;
    await rendering;
    expect(cached.forget((file) => file === '/site/.cache/drawing.json')).toBe(1);
  });
});

describe('renderer version', () => {
  const sources = [{ file: 'src/lib/mdx/a.ts', text: 'export const a = 1;' }];
  it('changes with the renderer code and with a plugin version, and only then', () => {
    const base = versionKey(sources, { shiki: '4.6.0' });
    expect(versionKey([...sources], { shiki: '4.6.0' })).toBe(base);
    expect(versionKey([{ ...sources[0], text: 'export const a = 2;' }], { shiki: '4.6.0' })).not.toBe(base);
    expect(versionKey(sources, { shiki: '4.7.0' })).not.toBe(base);
  });
});

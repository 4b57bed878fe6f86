import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { LoaderContext } from 'webpack';
import { createElement } from 'react';
import patch from './reactDomServerPatch.cjs';
import { bundlingReactDomServer } from '../onCreateWebpackConfig';

const { patch: applyReactDomServerPatch, PATCHES } = patch;
const require = createRequire(import.meta.url);
const installed = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.node.production.min.js');

/** The installed renderer's module, patched or not, loaded as Node would load it. */
function serverRenderer(source: string): { renderToPipeableStream: typeof import('react-dom/server').renderToPipeableStream } {
  const module = { exports: {} as never };
  const load = vm.runInThisContext(`(function (module, exports, require) {${source}\n})`) as (m: object, e: object, r: NodeJS.Require) => void;
  load(module, module.exports, require);
  return module.exports;
}

/** The HTML of paragraphs of `words`, rendered to the end as Gatsby renders a page (renderToPipeableStream, onAllReady). */
async function render(renderer: ReturnType<typeof serverRenderer>, paragraphs: string[]): Promise<string> {
  const out = new PassThrough();
  const html = text(out);
  const page = createElement('div', null, ...paragraphs.map((words, i) => createElement('p', { key: i }, words)));
  const { pipe } = renderer.renderToPipeableStream(page, { onAllReady: () => pipe(out) });
  return html;
}

describe('react-dom/server patch', () => {
  it('finds its code exactly once in the installed renderer, and rewrites it', () => {
    const { source, errors } = applyReactDomServerPatch(fs.readFileSync(installed, 'utf8'), installed);
    expect(errors).toEqual([]);
    for (const p of PATCHES) expect(source).toContain(p.replace);
  });

  it('renders Arabic paragraphs across its chunks without NUL bytes, where the unpatched renderer puts them', async () => {
    const source = fs.readFileSync(installed, 'utf8');
    // Texts of two-byte characters, each short enough to be encoded into the current view, after one ASCII byte:
    // at some view's end, one byte is left where the next character needs two.
    const paragraphs = Array.from({ length: 20 }, () => `a${'إصدار '.repeat(50)}`);
    expect(await render(serverRenderer(source), paragraphs)).toContain('\0');
    const html = await render(serverRenderer(applyReactDomServerPatch(source, installed).source), paragraphs);
    expect(html).not.toContain('\0');
    expect(html).toBe(`<div>${paragraphs.map((words) => `<p>${words}</p>`).join('')}</div>`);
  });

  it('runs as webpack runs a loader (Function.prototype.apply), emitting each error', () => {
    const errors: Error[] = [];
    // The two fields of webpack's loader context the loader reads.
    const context = { resourcePath: '/x.js', emitError: (e: Error) => void errors.push(e) } as unknown as LoaderContext<unknown>;
    const source = fs.readFileSync(installed, 'utf8');
    expect(Reflect.apply(patch, context, [source])).toContain(PATCHES[0].replace);
    expect(patch.apply(context, [''])).toBe('');
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('expected its code once in /x.js, found it 0 times')]);
  });

  it('names the patch and the file when the code is not there', () => {
    expect(applyReactDomServerPatch('', '/x.js').errors).toEqual([
      expect.stringMatching(/^react-dom\/server patch "only the bytes written sent at a chunk boundary": expected its code once in \/x\.js, found it 0 times/),
    ]);
  });
});

describe('bundlingReactDomServer', () => {
  it("keeps react-dom/server in the HTML renderer's bundle and leaves every other request to Gatsby's externals", () => {
    const seen: string[] = [];
    const gatsbys = (data: { request?: string }, callback: (error?: Error | null, result?: string) => void) => {
      seen.push(data.request!);
      callback(null, `external ${data.request}`);
    };
    const [dictionary, wrapped] = bundlingReactDomServer([{ fs: 'commonjs fs' }, gatsbys]) as [object, typeof gatsbys];
    expect(dictionary).toEqual({ fs: 'commonjs fs' });
    const results: (string | undefined)[] = [];
    for (const request of ['react-dom/server', 'react', 'react-dom/client']) wrapped({ request }, (_, result) => results.push(result));
    expect(results).toEqual([undefined, 'external react', 'external react-dom/client']);
    expect(seen).toEqual(['react', 'react-dom/client']);
  });
});

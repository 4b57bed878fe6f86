/**
 * The code a render thread runs (node/mdx/renderThreads.ts): it compiles
 * and renders the pages the main thread sends it, with the main thread's
 * content sandbox and diagram drawer, reached by message, so a build has one
 * sandbox process and one Chromium however many threads render.
 */
import { parentPort } from 'node:worker_threads';
import { renderMdx, runContentWith } from './compile';
import { drawWith, type DiagramResult } from './mermaid';
import type { SandboxRendering, SandboxRuntime } from './sandbox';
import { errorAsData, errorFromData, type ThreadReply, type ThreadRequest, type ToThread } from './renderThreads';

const port = parentPort!;

let nextId = 1;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

/** Asks the main thread to run `request` with its sandbox or its drawer. */
function ask<T>(request: ThreadRequest): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    port.postMessage({ type: 'ask', id, request } satisfies ThreadReply);
  });
}

runContentWith((siteDir, themeDir, frameOrigins) => {
  const at = { siteDir, themeDir, frameOrigins };
  return {
    render: (kind, code) => ask<SandboxRendering>({ service: 'sandbox', at, kind, code }),
    runtime: () => ask<SandboxRuntime>({ service: 'runtime', at }),
  };
});
drawWith((sources, prefix) => ask<DiagramResult[]>({ service: 'draw', sources, prefix }));

port.on('message', (message: ToThread) => {
  if (message.type === 'answer') {
    const request = waiting.get(message.id);
    if (!request) return;
    waiting.delete(message.id);
    if (message.error) request.reject(errorFromData(message.error));
    else request.resolve(message.result);
    return;
  }
  const { id, source, options } = message;
  renderMdx(source.body, source.file, source.lineOffset, { ...options, sourceFile: source.sourceFile, labels: source.labels }).then(
    (rendered) => port.postMessage({ type: 'rendered', id, rendered } satisfies ThreadReply),
    (error: unknown) => port.postMessage({ type: 'rendered', id, error: errorAsData(error) } satisfies ThreadReply),
  );
});

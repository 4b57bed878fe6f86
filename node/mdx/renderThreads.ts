/**
 * Pages render on worker threads when a build has many to render. Rendering
 * is JavaScript (MDX's parser, the remark and rehype plugins, Shiki, KaTeX):
 * on the main thread, a cold build of 10,000 docs kept one of two cores
 * busy while it rendered (docs/performance.md#figures-behind-the-code). Each thread
 * runs node/mdx/renderThread.ts and reaches the main thread's content
 * sandbox and diagram drawer by message. A build with few pages to render
 * (a warm build, a small site) renders them on the main thread: starting the
 * threads costs more than they would save.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedMdx } from './compile';
import type { RenderOptions } from './compileOptions';
import { chromiumDrawer, type DiagramResult } from './mermaid';
import type { Render, RenderSource } from './renderCache';
import { MdxRenderError } from './renderErrors';
import { SandboxError, sandboxFor, type SandboxErrorDetail } from './sandbox';
import { keptUntilFailed } from '../startedOnce';
import { bundleOnThread } from '../threadCode';

/** What a render thread asks of the main thread. */
export type ThreadRequest =
  | { service: 'sandbox'; at: SandboxAt; kind: 'body' | 'bundle'; code: string }
  | { service: 'runtime'; at: SandboxAt }
  | { service: 'draw'; sources: string[]; prefix: string };

/** The sandbox a page asks for, as `sandboxFor` takes it. */
interface SandboxAt {
  siteDir: string;
  themeDir?: string;
  frameOrigins?: readonly string[];
}

/** An error sent between threads: its class's fields as data. */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  /** An MdxRenderError's place. */
  place?: { file: string; line: number | null; column: number | null; reason: string };
  /** A SandboxError's detail. */
  sandbox?: SandboxErrorDetail;
}

/** Messages to a render thread. */
export type ToThread =
  { type: 'render'; id: number; source: RenderSource; options: RenderOptions } | { type: 'answer'; id: number; result?: unknown; error?: ThreadError };

/** Messages from a render thread. */
export type ThreadReply = { type: 'rendered'; id: number; rendered?: RenderedMdx; error?: ThreadError } | { type: 'ask'; id: number; request: ThreadRequest };

/** How many threads render, after how many pages rendered on the main thread they start, and whether they were asked for by number. */
export interface ThreadPolicy {
  threads: number;
  after: number;
  /** Asked for by number: threads that cannot start fail the build rather than leave the pages to the main thread. */
  required: boolean;
}

/**
 * Pages rendered on the main thread before threads start. Starting them takes 2 to 5 s (bundling their
 * code, loading it on each); a warm build renders a few pages, a cold one thousands.
 */
export const THREADS_AFTER = 64;

/** Threads at most, however many cores: each holds a heap of its own (about 200 MB while rendering). */
export const MAX_THREADS = 4;

/**
 * The policy `SITE_RENDER_THREADS` names: unset or `auto`, one thread a core (up to {@link MAX_THREADS}) once
 * {@link THREADS_AFTER} pages have rendered; `0`, none; a number, that many from the first page.
 */
export function threadPolicy(value: string | undefined, cores = os.availableParallelism()): ThreadPolicy | null {
  if (value === undefined || value === '' || value === 'auto')
    return cores > 1 ? { threads: Math.min(cores, MAX_THREADS), after: THREADS_AFTER, required: false } : null;
  if (!/^\d+$/.test(value) || Number(value) > 64)
    throw new Error(`SITE_RENDER_THREADS is "${value}": it takes "auto" (the default), 0 (render on the main thread) or a number of threads up to 64`);
  const threads = Number(value);
  return threads === 0 ? null : { threads, after: 0, required: true };
}

/** The thread's code, written once per process into the site's cache (a file, so a crash's stack names its lines); a failed start is tried again on the next one. */
const threadFiles = new Map<string, Promise<string>>();

function bundledThread(siteDir: string): Promise<string> {
  return keptUntilFailed(threadFiles, siteDir, async () => {
    // Native code (sharp), esbuild's own service, and the browser the main thread draws with stay out. Not kept
    // once written: 14 million characters, which a heap snapshot of a build found held to its end.
    const { code } = await bundleOnThread(siteDir, 'node/mdx/renderThread.ts', ['sharp', 'esbuild', 'playwright', 'playwright-core']);
    const file = path.join(siteDir, '.cache', 'render-thread', `thread-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.cjs`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written whole under another name first: another build of the site may be starting threads from it.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, code);
    await fs.rename(partial, file);
    return file;
  });
}

/** An error as data, for the other thread: a structured clone keeps only an Error's message, not its class or its fields. */
export function errorAsData(error: unknown): ThreadError {
  const e = error instanceof Error ? error : new Error(String(error));
  return {
    name: e.name,
    message: e.message,
    stack: e.stack,
    ...(e instanceof MdxRenderError ? { place: { file: e.file, line: e.line, column: e.column, reason: e.reason } } : {}),
    ...(e instanceof SandboxError ? { sandbox: e.detail } : {}),
  };
}

/** An error from the other thread, as the class it was. */
export function errorFromData(error: ThreadError): Error {
  const made = error.place
    ? new MdxRenderError(error.place.file, error.place.line, error.place.column, error.place.reason)
    : error.sandbox
      ? new SandboxError(error.sandbox)
      : Object.assign(new Error(error.message), { name: error.name });
  if (error.stack) made.stack = error.stack;
  return made;
}

/** What the main thread does for a thread: run its page's code in the sandbox, or draw its diagrams. */
function answer(request: ThreadRequest): Promise<unknown> {
  if (request.service === 'draw') return chromiumDrawer()(request.sources, request.prefix) satisfies Promise<DiagramResult[]>;
  const sandbox = sandboxFor(request.at.siteDir, request.at.themeDir, request.at.frameOrigins);
  return request.service === 'runtime' ? sandbox.runtime() : sandbox.render(request.kind, request.code);
}

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (rendered: RenderedMdx) => void; reject: (error: Error) => void }>;
}

/** Render threads, started together. */
export interface RenderThreads {
  /** Resolves when every thread has loaded its code; rejects when they cannot start. */
  ready: Promise<void>;
  render(source: RenderSource, options: RenderOptions): Promise<RenderedMdx>;
  /** Stops the threads; pages they are rendering fail. */
  close(): Promise<void>;
}

/** Starts `count` render threads for the site at `siteDir`. */
export function startRenderThreads(siteDir: string, count: number): RenderThreads {
  let nextId = 1;
  const threads: Thread[] = [];
  // A thread holds the process open only while it renders: a build that is done exits.
  const hold = (thread: Thread) => (thread.pending.size > 0 ? thread.worker.ref() : thread.worker.unref());
  const stopped = (thread: Thread, reason: string) => {
    threads.splice(threads.indexOf(thread), 1);
    for (const request of thread.pending.values()) request.reject(new Error(`a render thread stopped (${reason}) while rendering this page`));
    thread.pending.clear();
  };
  const ready = bundledThread(siteDir).then((file) =>
    Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(file);
            const thread: Thread = { worker, pending: new Map() };
            worker.once('online', () => {
              threads.push(thread);
              hold(thread);
              resolve();
            });
            worker.on('message', (message: ThreadReply) => {
              if (message.type === 'ask') {
                answer(message.request).then(
                  (result) => worker.postMessage({ type: 'answer', id: message.id, result } satisfies ToThread),
                  (error: unknown) => worker.postMessage({ type: 'answer', id: message.id, error: errorAsData(error) } satisfies ToThread),
                );
                return;
              }
              const request = thread.pending.get(message.id);
              if (!request) return;
              thread.pending.delete(message.id);
              hold(thread);
              if (message.error) request.reject(errorFromData(message.error));
              else request.resolve(message.rendered!);
            });
            worker.once('error', (error) => {
              reject(error);
              if (threads.includes(thread)) stopped(thread, error.message);
            });
            worker.once('exit', (code) => {
              reject(new Error(`a render thread exited (code ${code}) as it started`));
              if (threads.includes(thread)) stopped(thread, `exit code ${code}`);
            });
          }),
      ),
    ).then(() => undefined),
  );
  return {
    ready,
    render(source, options) {
      // The thread with the fewest pages under way.
      const thread = threads.reduce<Thread | undefined>((least, t) => (!least || t.pending.size < least.pending.size ? t : least), undefined);
      if (!thread) return Promise.reject(new Error('no render thread is running'));
      const id = nextId++;
      return new Promise<RenderedMdx>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        hold(thread);
        thread.worker.postMessage({ type: 'render', id, source, options } satisfies ToThread);
      });
    },
    async close() {
      await Promise.all([...threads].map((t) => t.worker.terminate()));
    },
  };
}

/** A renderer that spreads pages over threads as `policy` says, and renders them on the main thread with `local` until the threads are up. */
export interface SpreadRender extends Render {
  /** Stops the threads, if they started (the next page starts them again, as `policy` says). */
  close(): Promise<void>;
}

export function spreadRender(
  local: Render,
  options: RenderOptions,
  policy: ThreadPolicy | null,
  start: (count: number) => RenderThreads,
  warn: (message: string) => void,
): SpreadRender {
  let rendered = 0;
  let threads: RenderThreads | null = null;
  let up = false;
  let failed = false;
  const render: Render = (source) => {
    rendered++;
    if (policy && !threads && !failed && rendered > policy.after) {
      const started = start(policy.threads);
      threads = started;
      started.ready.then(
        () => (up = threads === started),
        (error: Error) => {
          void started.close();
          if (policy.required) return;
          // The pages render the same on the main thread, only slower.
          failed = true;
          threads = null;
          warn(`Pages render on the main thread: the render threads did not start (${error.message})`);
        },
      );
    }
    // Threads asked for by number: every page waits for them, and fails if they cannot start.
    if (threads && (up || policy?.required)) {
      const running = threads;
      return running.ready.then(
        () => running.render(source, options),
        (error: Error) => Promise.reject(new Error(`${source.file}: not rendered: the render threads did not start (${error.message})`)),
      );
    }
    return local(source);
  };
  const close = async () => {
    const running = threads;
    threads = null;
    up = false;
    rendered = 0;
    await running?.close();
  };
  return Object.assign(render, { close });
}

/**
 * Content code runs in a sandbox: a process of its own started with Node's
 * permission model, reading the site's folder and nothing else, and holding
 * no variable of the build's environment but the site's public settings
 * (`GATSBY_*`, which Gatsby puts in the browser code anyway, less any named
 * like a secret). An MDX expression that writes a file, starts a process or
 * reads outside the site fails the build, naming the file, the line and what
 * it tried. The trusted parts of the pipeline (MDX's compiler, images,
 * Mermaid, esbuild) stay in the build. Node 24's permission model does not
 * cover the network: README, "Trust model".
 * https://nodejs.org/docs/latest-v24.x/api/permissions.html
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import esbuild, { type BuildOptions, type Plugin } from 'esbuild';
import { scrubbedEnv } from '../../../lib/secrets';
import { buildErrors } from '../../buildErrors';
import { hashFile, type Dependency } from '../images';
import { RENDERER_SOURCES } from '../rendererVersion';
import { sitePlugin } from '../siteImports';

/** What the sandbox says of code that failed. */
export interface SandboxErrorDetail {
  name?: string;
  message?: string;
  stack?: string;
  /** An element the checked JSX runtime refused: where it was written. */
  file: string | null;
  line: number | null;
  column: number | null;
  reason: string | null;
  /** `ERR_ACCESS_DENIED` for what the permission model stopped, with the permission and the resource. */
  code: string | null;
  permission: string | null;
  resource: string | null;
}

export class SandboxError extends Error {
  constructor(readonly detail: SandboxErrorDetail) {
    super(detail.message ?? 'content code failed');
    this.name = 'SandboxError';
  }
}

/** How long one page may take before its rendering is stopped: content code that never ends must not hang the build. */
export const RENDER_TIMEOUT_MS = 60_000;

/** The sandbox's environment: the site's public settings only. */
export function publicEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
  for (const [name, value] of Object.entries(scrubbedEnv(env))) if (name.startsWith('GATSBY_') && value !== undefined) out[name] = value;
  return out;
}

/** How code for the sandbox is bundled: CommonJS for its `new Function`, packages loaded from the site's node_modules. */
export const SANDBOX_BUNDLE = {
  bundle: true,
  write: false,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  jsx: 'automatic',
  // A site's components are often JSX in .js files, as Docusaurus allows.
  loader: { '.js': 'jsx' },
  packages: 'external',
  logLevel: 'silent',
} as const satisfies BuildOptions;

/** Where a site keeps its global MDX components, as Docusaurus's swizzled theme does. */
const MDX_COMPONENTS = ['MDXComponents.tsx', 'MDXComponents.ts', 'MDXComponents.jsx', 'MDXComponents.js'];

/** The site's global MDX components file in `themeDir`, if it has one. */
async function mdxComponentsFile(themeDir: string): Promise<string | null> {
  for (const name of MDX_COMPONENTS) {
    const file = path.join(themeDir, name);
    if (
      await fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return file;
  }
  return null;
}

/** Resolves `site:mdx-components` to the site's global components, or to an empty map. */
function mdxComponentsPlugin(file: string | null): Plugin {
  return {
    name: 'site-mdx-components',
    setup(build) {
      build.onResolve({ filter: /^site:mdx-components$/ }, () => (file ? { path: file } : { path: 'none', namespace: 'site-mdx-components' }));
      build.onLoad({ filter: /.*/, namespace: 'site-mdx-components' }, () => ({ contents: 'export default {};', loader: 'js' }));
    },
  };
}

export interface SandboxRuntime {
  file: string;
  /** The site's files the runtime holds besides the renderer's own (its global MDX components and what they import): a page rendered with them depends on them. */
  dependencies: Dependency[];
}

/** The runtime the sandbox loads (runtime.tsx, with the site's global MDX components), bundled once per content of its sources. */
async function runtimeFile(siteDir: string, themeDir: string): Promise<SandboxRuntime> {
  const components = await mdxComponentsFile(themeDir);
  const context = {
    siteDir,
    compilePartial: () => Promise.reject(new Error(`${components}: the global MDX components cannot import Markdown`)),
  };
  let result;
  try {
    result = await esbuild.build({
      ...SANDBOX_BUNDLE,
      entryPoints: [path.join(siteDir, 'src/node/mdx/sandbox/runtime.tsx')],
      absWorkingDir: siteDir,
      metafile: true,
      plugins: [mdxComponentsPlugin(components), sitePlugin(context)],
    });
  } catch (error) {
    const first = buildErrors(error)[0];
    throw new Error(first ? `${first.file ? `${first.file}:${first.line}:${first.column}: ` : ''}${first.text}` : (error as Error).message);
  }
  const code = result.outputFiles[0].text;
  const file = path.join(siteDir, '.cache', 'content-sandbox', `runtime-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.cjs`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, code);
  // The renderer's own sources are in its version (rendererVersion.ts), packages in their versions; the rest are the pages' dependencies.
  const own = RENDERER_SOURCES.map((source) => path.join(siteDir, source));
  const inputs = Object.keys(result.metafile.inputs)
    .filter((f) => !f.includes(':'))
    .map((f) => path.resolve(siteDir, f))
    .filter((f) => !own.some((source) => f === source || f.startsWith(`${source}${path.sep}`)) && !f.split(path.sep).includes('node_modules'));
  const dependencies = await Promise.all(inputs.map(async (f) => ({ file: f, hash: await hashFile(f) })));
  return { file, dependencies };
}

interface Pending {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

class Sandbox {
  private child: ChildProcess | null = null;
  private starting: Promise<ChildProcess> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private built: Promise<SandboxRuntime> | null = null;

  constructor(
    private readonly siteDir: string,
    private readonly themeDir: string,
  ) {}

  /** The runtime this sandbox runs, built once. */
  runtime(): Promise<SandboxRuntime> {
    this.built ??= runtimeFile(this.siteDir, this.themeDir);
    this.built.catch(() => (this.built = null));
    return this.built;
  }

  private start(): Promise<ChildProcess> {
    this.starting ??= (async () => {
      const runtime = await this.runtime();
      const child = fork(path.join(this.siteDir, 'src/node/mdx/sandbox/runner.cjs'), [runtime.file, this.siteDir], {
        execArgv: ['--permission', `--allow-fs-read=${this.siteDir}`],
        env: publicEnv(process.env),
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      await new Promise<void>((resolve, reject) => {
        child.once('error', reject);
        child.once('exit', (code) => reject(new Error(`the content sandbox did not start (exit ${code})`)));
        child.once('message', () => resolve());
      });
      child.removeAllListeners();
      child.on('message', (message: { id: number; html?: string; error?: SandboxErrorDetail }) => this.settle(message));
      // A sandbox stopped for a page that never ended has been replaced already.
      child.on(
        'exit',
        (code, signal) => this.child === child && this.ended(`the content sandbox ended (${signal ?? `exit ${code}`}) while rendering this page`),
      );
      this.child = child;
      this.hold();
      return child;
    })();
    this.starting.catch(() => (this.starting = null));
    return this.starting;
  }

  /** Keeps the build alive while pages render, and never when the sandbox is idle: a finished build exits. */
  private hold() {
    const child = this.child;
    if (!child) return;
    const channel = child.channel as unknown as { ref(): void; unref(): void } | undefined;
    if (this.pending.size > 0) {
      child.ref();
      channel?.ref();
    } else {
      child.unref();
      channel?.unref();
    }
  }

  private settle({ id, html, error }: { id: number; html?: string; error?: SandboxErrorDetail }) {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.delete(id);
    clearTimeout(request.timer);
    if (error) request.reject(new SandboxError(error));
    else request.resolve(html ?? '');
    this.hold();
  }

  private ended(reason: string) {
    this.child = null;
    this.starting = null;
    for (const [id, request] of this.pending) {
      this.pending.delete(id);
      clearTimeout(request.timer);
      request.reject(new Error(reason));
    }
  }

  /** Runs a page's code (an MDX `function-body`, or a CommonJS bundle) and renders its component to HTML. */
  async render(kind: 'body' | 'bundle', code: string, timeoutMs = RENDER_TIMEOUT_MS): Promise<string> {
    const child = await this.start();
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`the page's code did not finish in ${timeoutMs / 1000} s (an expression that never ends?); its sandbox was stopped`));
        // The pages rendering beside it fail with it; the next page starts a new sandbox.
        this.ended('the content sandbox was stopped: the code of another page did not finish');
        child.kill('SIGKILL');
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.hold();
      child.send({ id, kind, code });
    });
  }

  stop() {
    this.child?.kill();
  }
}

const sandboxes = new Map<string, Sandbox>();

/**
 * The sandbox of a site (one process, started on the first page). Its
 * environment is fixed when it starts: when the public settings change (a
 * test sets one), a new sandbox takes over.
 */
export function sandboxFor(siteDir: string, themeDir = path.join(siteDir, 'src/theme')): Sandbox {
  const key = `${siteDir}\0${themeDir}\0${JSON.stringify(publicEnv(process.env))}`;
  let sandbox = sandboxes.get(key);
  if (!sandbox) {
    for (const [other, old] of sandboxes) {
      if (other.startsWith(`${siteDir}\0`)) {
        old.stop();
        sandboxes.delete(other);
      }
    }
    sandbox = new Sandbox(siteDir, themeDir);
    sandboxes.set(key, sandbox);
  }
  return sandbox;
}

process.once('exit', () => {
  for (const sandbox of sandboxes.values()) sandbox.stop();
});

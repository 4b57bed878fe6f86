/**
 * Content code runs in a sandbox: a process of its own started with Node's
 * permission model, reading the site's folder and nothing else, and holding
 * no variable of the build's environment but the site's public settings
 * (`GATSBY_*`, which Gatsby puts in the browser code anyway, less any named
 * like a secret). An MDX expression that writes a file, starts a process or
 * reads outside the site fails the build, naming the file, the line and what
 * it tried. The trusted parts of the pipeline (MDX's compiler, images,
 * Mermaid, esbuild) stay in the build. Node 24's permission model does not
 * cover the network: docs/trust-model.md.
 * https://nodejs.org/docs/latest-v24.x/api/permissions.html
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import esbuild, { type BuildOptions, type Plugin } from 'esbuild';
import { scrubbedEnv } from '../../../src/lib/secrets';
import { buildErrors } from '../../buildErrors';
import { hashFile, type Dependency } from '../images';
import { RENDERER_SOURCES } from '../rendererVersion';
import { inputFile, sitePlugin } from '../siteImports';
import { compileGlobalMarkdown } from '../globalMarkdown';

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

/** What a stylesheet of content's components may refer to. */
const STYLESHEET_ASSETS = ['.woff2', '.woff', '.ttf', '.otf', '.eot', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg'];

/** How code for the sandbox is bundled: CommonJS for its `new Function`, packages loaded from the site's node_modules. */
export const SANDBOX_BUNDLE = {
  bundle: true,
  write: false,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  jsx: 'automatic',
  // A site's components are often JSX in .js files, as Docusaurus allows; what their stylesheets
  // refer to (fonts, images) goes into the page's stylesheet as data: URLs.
  loader: { '.js': 'jsx', ...Object.fromEntries(STYLESHEET_ASSETS.map((ext) => [ext, 'dataurl' as const])) },
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

/**
 * The Markdown the global components import is compiled as pages are (`development`: each element
 * with its place), and runs on the checked JSX runtime, as a page's bundle does (node/mdx/checkedJsx.ts).
 */
function checkedJsxPlugin(siteDir: string): Plugin {
  return {
    name: 'checked-jsx-runtime',
    setup(build) {
      build.onResolve({ filter: /^react\/jsx-dev-runtime$/ }, () => ({ path: 'checked', namespace: 'checked-jsx' }));
      build.onLoad({ filter: /.*/, namespace: 'checked-jsx' }, () => ({
        contents: `import { checkedRuntime } from ${JSON.stringify(path.join(siteDir, 'node/mdx/checkedJsx.ts'))};\nexport const { Fragment, jsx, jsxs, jsxDEV } = checkedRuntime;\n`,
        loader: 'js',
        resolveDir: siteDir,
      }));
    },
  };
}

/**
 * What content code may read: the site's folder, and where its installed packages really are when
 * node_modules links to them (npm's `file:` packages, a node_modules shared between checkouts), since
 * Node loads a module from its real path.
 */
export async function readableRoots(siteDir: string): Promise<string[]> {
  const roots = new Set([siteDir]);
  const modules = path.join(siteDir, 'node_modules');
  const linked = async (entry: string) => {
    if (!(await fs.lstat(entry)).isSymbolicLink()) return;
    const real = await fs.realpath(entry).catch(() => null);
    if (!real) return;
    // A package of another node_modules: that whole folder (one flag, not one per package).
    const owner = real.slice(0, real.lastIndexOf(`${path.sep}node_modules${path.sep}`) + `${path.sep}node_modules`.length);
    roots.add(real.includes(`${path.sep}node_modules${path.sep}`) ? owner : real);
  };
  const entries = await fs.readdir(modules, { withFileTypes: true }).catch(() => []);
  await linked(modules).catch(() => undefined);
  for (const entry of entries) {
    const at = path.join(modules, entry.name);
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      for (const scoped of await fs.readdir(at)) await linked(path.join(at, scoped));
    } else await linked(at);
  }
  return [...roots].filter((root) => root === siteDir || !root.startsWith(`${siteDir}${path.sep}`));
}

export interface SandboxRuntime {
  file: string;
  /** The site's files the runtime holds besides the renderer's own (its global MDX components and what they import): a page rendered with them depends on them. */
  dependencies: Dependency[];
  /** The stylesheets its components import, bundled, which every page gets; or null. */
  css: string | null;
}

/** The runtime the sandbox loads (runtime.tsx, with the site's global MDX components), bundled once per content of its sources. */
async function runtimeFile(siteDir: string, themeDir: string): Promise<SandboxRuntime> {
  const components = await mdxComponentsFile(themeDir);
  const context = {
    siteDir,
    // Markdown they import, compiled once for every page (node/mdx/globalMarkdown.ts).
    compilePartial: (file: string, source: string) => compileGlobalMarkdown(siteDir, file, source, components!),
  };
  let result;
  try {
    result = await esbuild.build({
      ...SANDBOX_BUNDLE,
      entryPoints: [path.join(siteDir, 'node/mdx/sandbox/runtime.tsx')],
      // Named, for the stylesheet its components may import (runtime.css), which every page gets.
      outfile: path.join(siteDir, '.cache/content-sandbox/runtime.js'),
      absWorkingDir: siteDir,
      metafile: true,
      plugins: [mdxComponentsPlugin(components), checkedJsxPlugin(siteDir), sitePlugin(context)],
    });
  } catch (error) {
    const first = buildErrors(error)[0];
    throw new Error(first ? `${first.file ? `${first.file}:${first.line}:${first.column}: ` : ''}${first.text}` : (error as Error).message);
  }
  const code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? null;
  const file = path.join(siteDir, '.cache', 'content-sandbox', `runtime-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.cjs`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, code);
  // The renderer's own sources are in its version (rendererVersion.ts), packages in their versions; the rest are the pages' dependencies.
  const own = RENDERER_SOURCES.map((source) => path.join(siteDir, source));
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => inputFile(siteDir, input))
    .filter((f): f is string => f !== null)
    .filter((f) => !own.some((source) => f === source || f.startsWith(`${source}${path.sep}`)) && !f.split(path.sep).includes('node_modules'));
  const dependencies = await Promise.all(inputs.map(async (f) => ({ file: f, hash: await hashFile(f) })));
  return { file, dependencies, css };
}

/** A page rendered in the sandbox: its HTML, and the stylesheets of the packages it used (files in node_modules). */
export interface SandboxRendering {
  html: string;
  stylesheets: string[];
}

interface Pending {
  resolve: (rendering: SandboxRendering) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** What runner.cjs sends back for a page. */
interface SandboxMessage {
  id: number;
  html?: string;
  stylesheets?: string[];
  error?: SandboxErrorDetail;
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
    private readonly frameOrigins: readonly string[],
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
      const child = fork(path.join(this.siteDir, 'node/mdx/sandbox/runner.cjs'), [runtime.file, this.siteDir, JSON.stringify(this.frameOrigins)], {
        execArgv: ['--permission', ...(await readableRoots(this.siteDir)).map((dir) => `--allow-fs-read=${dir}`)],
        env: publicEnv(process.env),
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      await new Promise<void>((resolve, reject) => {
        child.once('error', reject);
        child.once('exit', (code) => reject(new Error(`the content sandbox did not start (exit ${code})`)));
        child.once('message', () => resolve());
      });
      child.removeAllListeners();
      child.on('message', (message: SandboxMessage) => this.settle(message));
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

  private settle({ id, html, stylesheets, error }: SandboxMessage) {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.delete(id);
    clearTimeout(request.timer);
    if (error) request.reject(new SandboxError(error));
    else request.resolve({ html: html ?? '', stylesheets: stylesheets ?? [] });
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
  async render(kind: 'body' | 'bundle', code: string, timeoutMs = RENDER_TIMEOUT_MS): Promise<SandboxRendering> {
    const child = await this.start();
    const id = this.nextId++;
    return new Promise<SandboxRendering>((resolve, reject) => {
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

  /** Whether the runtime this sandbox runs was made from a file `changed` says changed. */
  async holds(changed: (file: string) => boolean): Promise<boolean> {
    const runtime = await this.built?.catch(() => null);
    return !!runtime?.dependencies.some((d) => changed(d.file));
  }

  /** Drops the runtime and its process: the next page bundles the runtime again and starts a new process. */
  reset() {
    this.built = null;
    this.ended("the content sandbox was restarted: the site's global MDX components changed");
    this.stop();
  }
}

/**
 * Starts anew each sandbox whose runtime holds a file `changed` says changed (the site's global MDX
 * components and what they import), for `gatsby develop`; true when one did.
 */
export async function resetSandboxesHolding(changed: (file: string) => boolean): Promise<boolean> {
  let any = false;
  for (const sandbox of sandboxes.values()) {
    if (!(await sandbox.holds(changed))) continue;
    sandbox.reset();
    any = true;
  }
  return any;
}

/** What rendering uses of a sandbox: a render thread's stands in for the main thread's (node/mdx/renderThread.ts). */
export type ContentSandbox = Pick<Sandbox, 'render' | 'runtime'>;

const sandboxes = new Map<string, Sandbox>();

/**
 * The sandbox of a site (one process, started on the first page). Its
 * environment is fixed when it starts: when the public settings change (a
 * test sets one), a new sandbox takes over.
 */
export function sandboxFor(siteDir: string, themeDir = path.join(siteDir, 'src/theme'), frameOrigins: readonly string[] = []): Sandbox {
  const key = `${siteDir}\0${themeDir}\0${JSON.stringify(frameOrigins)}\0${JSON.stringify(publicEnv(process.env))}`;
  let sandbox = sandboxes.get(key);
  if (!sandbox) {
    for (const [other, old] of sandboxes) {
      if (other.startsWith(`${siteDir}\0`)) {
        old.stop();
        sandboxes.delete(other);
      }
    }
    sandbox = new Sandbox(siteDir, themeDir, frameOrigins);
    sandboxes.set(key, sandbox);
  }
  return sandbox;
}

process.once('exit', () => {
  for (const sandbox of sandboxes.values()) sandbox.stop();
});

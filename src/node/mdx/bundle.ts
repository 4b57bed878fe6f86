/**
 * MDX that imports or exports (Docusaurus's `import Tabs from '@theme/Tabs'`,
 * a partial `import Intro from './_intro.mdx'`, a component of the site
 * `import Chart from '@site/src/components/Chart'`, `export const …`) is
 * compiled as a module and bundled with what it imports by esbuild, then run
 * in the content sandbox (src/node/mdx/sandbox/) to render the page to HTML.
 * Packages stay external and come from the site's node_modules; React is the
 * sandbox's one instance, so the page renders with the same React as its
 * components.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import esbuild, { type Plugin } from 'esbuild';
import matter from 'gray-matter';
import type { RawSourceMap } from 'source-map-js';
import { hashFile, type Dependency } from './images';
import { SANDBOX_BUNDLE } from './sandbox';

export interface BundleContext {
  /** The page's path, for messages. */
  file: string;
  /** The page's absolute path (relative imports resolve beside it). */
  sourceFile: string;
  siteDir: string;
  /** Compiles an imported .md/.mdx file (a partial) with the site's MDX pipeline. */
  compilePartial(file: string, source: string): Promise<string>;
}

/** Docusaurus theme components the site provides (src/node/mdx/theme/). */
const THEME = new Set(['Tabs', 'TabItem', 'Admonition', 'Details', 'CodeBlock']);
/** `@docusaurus/*` modules the site provides (src/node/mdx/theme/docusaurus/). */
const DOCUSAURUS = new Set(['Link', 'useBaseUrl', 'BrowserOnly']);

function sitePlugin(context: BundleContext): Plugin {
  const { siteDir } = context;
  return {
    name: 'site',
    setup(build) {
      // Islands: hydrated in the browser on the pages that use them.
      build.onResolve({ filter: /^@site\/src\/islands\/[A-Za-z0-9_-]+\/?$/ }, (args) => ({
        path: args.path.replace(/^@site\/src\/islands\//, '').replace(/\/$/, ''),
        namespace: 'island',
      }));
      build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => ({
        contents: `import Component from ${JSON.stringify(path.join(siteDir, 'src/islands', args.path))};\nimport { island } from ${JSON.stringify(path.join(siteDir, 'src/node/mdx/components/island.tsx'))};\nexport default island(${JSON.stringify(args.path)}, Component);\n`,
        loader: 'js',
        resolveDir: siteDir,
      }));
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind }));
      build.onResolve({ filter: /^@theme\// }, (args) => {
        const name = args.path.slice('@theme/'.length);
        if (!THEME.has(name))
          return { errors: [{ text: `"${args.path}" is not a theme component of this site; it has ${[...THEME].map((t) => `@theme/${t}`).join(', ')}` }] };
        return { path: path.join(siteDir, 'src/node/mdx/theme', `${name}.tsx`) };
      });
      build.onResolve({ filter: /^@docusaurus\// }, (args) => {
        const name = args.path.slice('@docusaurus/'.length);
        if (!DOCUSAURUS.has(name))
          return { errors: [{ text: `"${args.path}" is not provided by this site; it has ${[...DOCUSAURUS].map((t) => `@docusaurus/${t}`).join(', ')}` }] };
        return { path: path.join(siteDir, 'src/node/mdx/theme/docusaurus', `${name}.tsx`) };
      });
      // Partials and other Markdown: through the site's own MDX pipeline, front matter dropped
      // (blank lines in its place, so that a place in the compiled code is a line of the file).
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const raw = await fs.readFile(args.path, 'utf8');
        const { content } = matter(raw);
        const frontMatterLines = raw.slice(0, raw.length - content.length).split('\n').length - 1;
        return {
          contents: await context.compilePartial(args.path, '\n'.repeat(frontMatterLines) + content),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
      // A component's stylesheet is the site's business, not the page's: CSS modules give their class names as written.
      build.onLoad({ filter: /\.css$/ }, (args) => ({
        contents: args.path.endsWith('.module.css') ? 'export default new Proxy({}, { get: (_, name) => String(name) });' : '',
        loader: 'js',
      }));
    },
  };
}

/** A page bundled with what it imports, to run in the sandbox (src/node/mdx/sandbox/). */
export interface BundledMdx {
  /** CommonJS: `require`, `module` and `exports` are given to it; packages stay external. */
  code: string;
  /** esbuild's source map of `code`; its sources are `pageSource` and the files it imported. */
  map: RawSourceMap;
  /** The name the page's own compiled code has among the map's sources. */
  pageSource: string;
  /** The files it was made from. */
  dependencies: Dependency[];
}

/** Bundles the compiled MDX program with what it imports. */
export async function bundleMdx(program: string, context: BundleContext): Promise<BundledMdx> {
  let result;
  const pageSource = `${path.basename(context.file)}.js`;
  try {
    result = await esbuild.build({
      // Named .js so the .mdx loader below does not take the page itself for a partial.
      stdin: { contents: program, resolveDir: path.dirname(context.sourceFile), sourcefile: pageSource, loader: 'js' },
      ...SANDBOX_BUNDLE,
      absWorkingDir: context.siteDir,
      outfile: path.join(context.siteDir, 'page.js'),
      metafile: true,
      sourcemap: 'external',
      plugins: [sitePlugin(context)],
    });
  } catch (error) {
    const errors = (error as { errors?: { text: string; location?: { lineText?: string } | null }[] }).errors;
    throw new Error(errors?.length ? errors.map((e) => e.text).join('; ') : (error as Error).message);
  }
  const code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map'))!.text) as RawSourceMap;
  // Every input but the compiled page itself (stdin) and virtual modules (island:…).
  const stdin = path.resolve(path.dirname(context.sourceFile), pageSource);
  const files = Object.keys(result.metafile.inputs).filter((f) => !f.includes(':') && path.resolve(context.siteDir, f) !== stdin);
  const dependencies = await Promise.all(
    files.map(async (f) => ({ file: path.resolve(context.siteDir, f), hash: await hashFile(path.resolve(context.siteDir, f)) })),
  );
  return { code, map, pageSource, dependencies };
}

/**
 * MDX that imports or exports (Docusaurus's `import Tabs from '@theme/Tabs'`,
 * a partial `import Intro from './_intro.mdx'`, a component of the site
 * `import Chart from '@site/src/components/Chart'`, `export const …`) is
 * compiled as a module and bundled with what it imports by esbuild, then run
 * in the content sandbox (node/mdx/sandbox/) to render the page to HTML.
 * Packages stay external and come from the site's node_modules; React is the
 * sandbox's one instance, so the page renders with the same React as its
 * components. The stylesheets the site's components import come out beside
 * the code, for the page's own stylesheet.
 */
import path from 'node:path';
import esbuild from 'esbuild';
import type { RawSourceMap } from 'source-map-js';
import { hashFile, type Dependency } from './images';
import { buildErrors } from '../buildErrors';
import { SANDBOX_BUNDLE } from './sandbox';
import { inputFile, sitePlugin, type SiteImportContext } from './siteImports';

export interface BundleContext extends SiteImportContext {
  /** The page's path, for messages. */
  file: string;
  /** The page's absolute path (relative imports resolve beside it). */
  sourceFile: string;
}

/** A page bundled with what it imports, to run in the sandbox (node/mdx/sandbox/). */
export interface BundledMdx {
  /** CommonJS: `require`, `module` and `exports` are given to it; packages stay external. */
  code: string;
  /** esbuild's source map of `code`; its sources are `pageSource` and the files it imported. */
  map: RawSourceMap;
  /** The name the page's own compiled code has among the map's sources. */
  pageSource: string;
  /** The files it was made from. */
  dependencies: Dependency[];
  /** The stylesheets the site's components it imports import, bundled (CSS modules' class names made unique), or null. */
  css: string | null;
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
    const errors = buildErrors(error);
    throw new Error(errors.length ? errors.map((e) => e.text).join('; ') : (error as Error).message);
  }
  const output = (name: string) => result.outputFiles.find((f) => path.basename(f.path) === name);
  const code = output('page.js')!.text;
  const map = JSON.parse(output('page.js.map')!.text) as RawSourceMap;
  const css = output('page.css')?.text ?? null;
  // Every input but the compiled page itself (stdin) and virtual modules (island:…).
  const stdin = path.resolve(path.dirname(context.sourceFile), pageSource);
  const files = Object.keys(result.metafile.inputs)
    .map((input) => inputFile(context.siteDir, input))
    .filter((f): f is string => f !== null && f !== stdin);
  const dependencies = await Promise.all(files.map(async (file) => ({ file, hash: await hashFile(file) })));
  return { code, map, pageSource, dependencies, css };
}

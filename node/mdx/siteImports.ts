/**
 * How the site's code that content runs resolves what it imports, as in
 * Docusaurus: `@site/…` from the site's root, `@theme/Tabs` and the other
 * theme components the site provides, `@theme-original/MDXComponents` (the
 * map a site's own src/theme/MDXComponents spreads), `@docusaurus/…`,
 * islands, partials through the site's MDX pipeline, and stylesheets. Used
 * for pages' bundles (bundle.ts) and the sandbox's runtime (sandbox/index.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import matter from 'gray-matter';

export interface SiteImportContext {
  siteDir: string;
  /** Compiles an imported .md/.mdx file (a partial) with the site's MDX pipeline. */
  compilePartial(file: string, source: string): Promise<string>;
}

/** Docusaurus theme components the site provides (node/mdx/theme/). */
const THEME = new Set(['Tabs', 'TabItem', 'Admonition', 'Details', 'CodeBlock']);
/** `@docusaurus/*` modules the site provides (node/mdx/theme/docusaurus/). */
const DOCUSAURUS = new Set(['Link', 'useBaseUrl', 'BrowserOnly']);

const CSS_MODULE = Symbol('css-module');

/** The name a CSS module is bundled under: `styles.module.css` → `styles-1a2b3c.module.css`, beside it. */
function cssModuleAlias(siteDir: string, file: string): string {
  const hash = createHash('sha256').update(path.relative(siteDir, file)).digest('hex').slice(0, 6);
  return file.replace(/\.module\.css$/, `-${hash}.module.css`);
}

/**
 * The file an input of esbuild's metafile was read from: a CSS module's alias (`css-module:…-1a2b3c.module.css`)
 * is its file; other virtual modules (`island:…`) are none.
 */
export function inputFile(siteDir: string, input: string): string | null {
  if (input.startsWith('css-module:')) return path.resolve(siteDir, input.slice('css-module:'.length).replace(/-[0-9a-f]{6}(\.module\.css)$/, '$1'));
  return input.includes(':') ? null : path.resolve(siteDir, input);
}

export function sitePlugin(context: SiteImportContext): Plugin {
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
        contents: `import Component from ${JSON.stringify(path.join(siteDir, 'src/islands', args.path))};\nimport { island } from ${JSON.stringify(path.join(siteDir, 'node/mdx/components/island.tsx'))};\nexport default island(${JSON.stringify(args.path)}, Component);\n`,
        loader: 'js',
        resolveDir: siteDir,
      }));
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind }));
      build.onResolve({ filter: /^@theme-original\/MDXComponents$/ }, () => ({ path: path.join(siteDir, 'node/mdx/theme/MDXComponents.tsx') }));
      build.onResolve({ filter: /^@theme\// }, (args) => {
        const name = args.path.slice('@theme/'.length);
        if (!THEME.has(name))
          return { errors: [{ text: `"${args.path}" is not a theme component of this site; it has ${[...THEME].map((t) => `@theme/${t}`).join(', ')}` }] };
        return { path: path.join(siteDir, 'node/mdx/theme', `${name}.tsx`) };
      });
      build.onResolve({ filter: /^@docusaurus\// }, (args) => {
        const name = args.path.slice('@docusaurus/'.length);
        if (!DOCUSAURUS.has(name))
          return { errors: [{ text: `"${args.path}" is not provided by this site; it has ${[...DOCUSAURUS].map((t) => `@docusaurus/${t}`).join(', ')}` }] };
        return { path: path.join(siteDir, 'node/mdx/theme/docusaurus', `${name}.tsx`) };
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
      // A component's stylesheet is bundled by esbuild into the page's own, but an island's is the browser
      // bundle's, where webpack names its classes: the island renders them as written.
      build.onResolve({ filter: /\.css$/ }, async (args) => {
        if (args.importer.startsWith(path.join(siteDir, 'src/islands') + path.sep)) return { path: args.path, namespace: 'island-css' };
        if (!args.path.endsWith('.module.css') || args.pluginData === CSS_MODULE) return undefined;
        // A CSS module's classes are named from its file's name (esbuild's local-css loader): named as
        // the file plus a hash of its path, two components' `styles.module.css` in two bundles (a page's,
        // the global components') never name a class alike.
        const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: CSS_MODULE });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: cssModuleAlias(siteDir, resolved.path), namespace: 'css-module', pluginData: resolved.path };
      });
      build.onLoad({ filter: /.*/, namespace: 'css-module' }, async (args) => ({
        contents: await fs.readFile(args.pluginData as string, 'utf8'),
        loader: 'local-css',
        resolveDir: path.dirname(args.pluginData as string),
        watchFiles: [args.pluginData as string],
      }));
      build.onLoad({ filter: /.*/, namespace: 'island-css' }, (args) => ({
        contents: args.path.endsWith('.module.css') ? 'export default new Proxy({}, { get: (_, name) => String(name) });' : '',
        loader: 'js',
      }));
    },
  };
}

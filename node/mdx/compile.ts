/**
 * Renders an MDX document to static HTML at build time.
 *
 * Every doc and post is rendered here, once per content and renderer version
 * (see `node/mdx/renderCache.ts`), into a string that a single template
 * shows. No page gets its own component, so the map of page components that
 * ships with every page lists a handful of templates however many docs there
 * are, and content costs readers no JavaScript at all.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { SourceMapGenerator, type RawSourceMap } from 'source-map-js';
import type { Root } from 'mdast';
import { splitExcerpt } from '../../src/lib/mdx/truncate';
import type { SearchBlock } from '../../src/lib/search/records';
import type { Heading } from '../../src/lib/toc';
import { bundleMdx } from './bundle';
import type { Dependency } from './images';
import { unsafeMarkup } from '../../src/lib/htmlSafety';
import { sandboxFor, type ContentSandbox, type SandboxRendering } from './sandbox';
import { contentStylesheet } from './contentStylesheet';
import { originalPlace } from './sandbox/sourcePlace';
import { fillDiagramSlots } from './mermaid';
import type { FileLink } from '../../src/lib/mdx/fileLinks';
import { IMAGE_BASE, type ProcessedImage } from '../../src/lib/mdx/images';
import { inlinePartials, type TwinRef } from '../../src/lib/mdx/twinTree';
import { twinMarkdown } from '../../src/lib/mdx/twinMarkdown';
import { mdx1CompatOf } from '../../src/lib/config/markdown';
import { compileOptions, markupPolicy, type Collected, type RenderOptions } from './compileOptions';
import { hasEsm, prepareSource } from './mdxSource';
import { MdxRenderError, renderInSandbox, toRenderError } from './renderErrors';

export interface RenderedMdx {
  html: string;
  /** The text of the `# Heading` the page opened with (taken out of `html`), if any. */
  contentTitle: string | null;
  /** The part above a truncate marker, for blog lists; null without one. */
  excerpt: string | null;
  headings: Heading[];
  hasMath: boolean;
  /** The page's own stylesheet: what its content's components and packages import (node/mdx/contentStylesheet.ts), or null. */
  css: string | null;
  /** The page's text for search, in order. */
  searchBlocks: SearchBlock[];
  /** Local images, with the variants to write. */
  images: ProcessedImage[];
  /** Files the rendering read besides the MDX (images). */
  dependencies: Dependency[];
  /** Links to other content files, as placeholders in `html` until the site model resolves them. */
  fileLinks: FileLink[];
  /** Problems that do not stop the build, with file and line. */
  warnings: string[];
  /** The page as Markdown, its URLs placeholders for the build to fill in (src/lib/twins.ts). */
  twin: { markdown: string; refs: TwinRef[] };
}

/** MDX's compile takes `source-map`'s generator; `source-map-js`'s has the same API (a fork of it). */
const WITH_SOURCE_MAP = { SourceMapGenerator: SourceMapGenerator as never };

/** Where this thread's pages run their code: the process's own sandbox, or on a render thread the main thread's. */
let sandboxOf: (siteDir: string, themeDir?: string, frameOrigins?: readonly string[]) => ContentSandbox = sandboxFor;

/**
 * Makes `sandbox` where this thread's pages run their code: a render thread runs them in the main thread's
 * sandbox (node/mdx/renderThread.ts), so a build starts one sandbox process however many threads render.
 */
export function runContentWith(sandbox: typeof sandboxOf): void {
  sandboxOf = sandbox;
}

/**
 * Compiles and renders an MDX body (front matter already removed).
 * @param body - the MDX source
 * @param file - the file's path, for error messages
 * @param lineOffset - lines of front matter above the body, so errors point at the file's real line
 */
export async function renderMdx(body: string, file: string, lineOffset = 0, options: RenderOptions = {}): Promise<RenderedMdx> {
  const compat = mdx1CompatOf({ mdx1Compat: options.mdx1Compat });
  const source = prepareSource(body, compat);
  const vfile = new VFile({ value: source, path: file });
  const sourceFile = options.sourceFile ?? path.resolve('index.mdx');
  const collected: Collected = { images: [], dependencies: [], fileLinks: [], diagrams: [], twinRefs: [], twinPartials: new Map() };
  const siteDir = options.siteDir ?? process.cwd();
  // Each compiled file's source map, by the name the bundle's map gives it: a failure is placed in its MDX.
  const maps = new Map<string, RawSourceMap>();
  const sandbox = sandboxOf(siteDir, options.themeDir, options.frameOrigins);
  let rendered: string;
  let css: string | null;
  try {
    let inSandbox: SandboxRendering;
    let pageCss: string | null = null;
    if (hasEsm(source)) {
      // import/export: compiled as a module and bundled with what it imports (node/mdx/bundle.ts).
      const program = await compile(vfile, {
        ...compileOptions(file, lineOffset, sourceFile, options, collected),
        outputFormat: 'program',
        ...WITH_SOURCE_MAP,
      });
      const bundled = await bundleMdx(String(program), {
        file,
        sourceFile,
        siteDir,
        compilePartial: async (partialFile, value) => {
          const partial = await compile(new VFile({ value: prepareSource(value, compat), path: partialFile }), {
            ...compileOptions(partialFile, 0, partialFile, options, collected, true),
            outputFormat: 'program',
            ...WITH_SOURCE_MAP,
          });
          if (partial.data.twinTree) collected.twinPartials.set(partialFile, partial.data.twinTree);
          if (partial.map) maps.set(path.relative(siteDir, partialFile), partial.map as unknown as RawSourceMap);
          return String(partial);
        },
      });
      if (program.map) maps.set(bundled.pageSource, program.map as unknown as RawSourceMap);
      collected.dependencies.push(...bundled.dependencies);
      pageCss = bundled.css;
      inSandbox = await renderInSandbox(sandbox, siteDir, 'bundle', bundled.code, file, lineOffset, (place) => {
        const inBundle = originalPlace(place, [bundled.map]);
        const map = inBundle?.source ? [...maps].find(([name]) => inBundle.source!.endsWith(name))?.[1] : undefined;
        return inBundle && map ? originalPlace(inBundle, [map]) : null;
      });
    } else {
      const body = await compile(vfile, {
        ...compileOptions(file, lineOffset, sourceFile, options, collected),
        outputFormat: 'function-body',
        ...WITH_SOURCE_MAP,
      });
      inSandbox = await renderInSandbox(sandbox, siteDir, 'body', String(body), file, lineOffset, (place) =>
        body.map ? originalPlace(place, [body.map as unknown as RawSourceMap]) : null,
      );
    }
    rendered = fillDiagramSlots(inSandbox.html, collected.diagrams);
    // Every page is rendered with the site's global MDX components: a change to them renders it again.
    const runtime = await sandbox.runtime();
    collected.dependencies.push(...runtime.dependencies);
    css = await contentStylesheet({ packages: inSandbox.stylesheets, bundled: [runtime.css, pageCss] });
  } catch (error) {
    throw toRenderError(error, file, lineOffset);
  }
  // Whatever made the HTML, nothing in it may run script (src/lib/htmlSafety.ts).
  const unsafe = unsafeMarkup(rendered, markupPolicy(options));
  if (unsafe.length > 0) {
    throw new MdxRenderError(
      file,
      null,
      null,
      `the page's HTML would hold ${unsafe.join('; ')}. Content may not put script-capable markup on a page (script or iframe elements, event handlers, javascript:, vbscript: or non-image data: URLs); show such text in \`code\`, or put interactive parts in an island (src/islands/)`,
    );
  }
  const { html, excerpt } = splitExcerpt(rendered);
  return {
    html,
    excerpt,
    contentTitle: vfile.data.contentTitle ?? null,
    headings: vfile.data.headings ?? [],
    hasMath: html.includes('class="katex"'),
    css,
    searchBlocks: vfile.data.searchBlocks ?? [],
    images: collected.images,
    dependencies: collected.dependencies,
    fileLinks: collected.fileLinks.map((l) => ({ ...l, line: l.line === null ? null : l.line + lineOffset })),
    warnings: vfile.messages.filter((m) => !m.fatal).map((m) => `${file}${m.line ? `:${m.line + lineOffset}` : ''}: ${m.reason}`),
    twin: pageTwin(vfile.data.twinTree!, collected),
  };
}

/** The page's twin, its partials in place and its local images at the URLs the build gives them. */
function pageTwin(tree: Root, collected: Collected): RenderedMdx['twin'] {
  const markdown = twinMarkdown(inlinePartials(tree, collected.twinPartials));
  const refs = collected.twinRefs.map((ref): TwinRef => {
    if (ref.kind !== 'image') return ref;
    const image = collected.images.find((i) => i.source === ref.source);
    const served = image ? (image.asIs ?? image.fallback[image.fallback.length - 1]) : null;
    return { kind: 'url', url: served ? `${IMAGE_BASE}/${served.file}` : ref.original };
  });
  return { markdown, refs };
}

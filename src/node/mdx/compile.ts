/**
 * Renders an MDX document to static HTML at build time.
 *
 * Every doc and post is rendered here, once per content and renderer version
 * (see `src/node/mdx/renderCache.ts`), into a string that a single template
 * shows. No page gets its own component, so the map of page components that
 * ships with every page lists a handful of templates however many docs there
 * are, and content costs readers no JavaScript at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile, nodeTypes } from '@mdx-js/mdx';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
// Docusaurus's fork of remark-comment, which reads a comment over several lines (leebyron/remark-comment#3).
import remarkComment from '@slorber/remark-comment';
import rehypeRaw from 'rehype-raw';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { SourceMapGenerator, type RawSourceMap } from 'source-map-js';
import type { Root } from 'mdast';
import { esmDefault } from '../../lib/esmDefault';
import { mapProseLines, normalizeAdmonitionTitles, remarkAdmonitions } from '../../lib/mdx/admonitions';
import { escapeHeadingId, remarkHeadingIds } from '../../lib/mdx/headingIds';
import { remarkCodeBlockComponent } from '../../lib/mdx/codeBlockComponent';
import { remarkTruncate, rewriteTruncateComment, splitExcerpt } from '../../lib/mdx/truncate';
import { rehypeCodeTitle } from '../../lib/mdx/codeTitle';
import { headingLinkOptions, rehypeCollectHeadings, rehypeContentTitle } from '../../lib/mdx/headings';
import type { ContentLabels } from '../../lib/mdx/contentLabels';
import { contentLabels } from '../contentLabels';
import { remarkContentSafety } from '../../lib/mdx/safety';
import { rehypeCollectSearchBlocks } from '../../lib/mdx/searchBlocks';
import type { SearchBlock } from '../../lib/search/records';
import type { Heading } from '../../lib/toc';
import { bundleMdx } from './bundle';
import { rehypeHighlight } from './highlight';
import { rehypeFileLinks } from './fileLinks';
import { rehypeImages, type Dependency } from './images';
import { unsafeMarkup, type MarkupPolicy } from '../../lib/htmlSafety';
import { UnsafeElementError } from './checkedJsx';
import { SandboxError, sandboxFor, type ContentSandbox, type SandboxRendering } from './sandbox';
import { contentStylesheet } from './contentStylesheet';
import { generatedPlace, originalPlace, type Place } from './sandbox/sourcePlace';
import { DiagramError, fillDiagramSlots, rehypeMermaid, type DiagramSlot } from './mermaid';
import type { FileLink } from '../../lib/mdx/fileLinks';
import { IMAGE_BASE, type ProcessedImage } from '../../lib/mdx/images';
import { inlinePartials, remarkTwin, type TwinRef } from '../../lib/mdx/twinTree';
import { twinMarkdown } from '../../lib/mdx/twinMarkdown';
import { mdx1CompatOf } from '../../lib/config/markdown';
import type { Mdx1Compat } from '../../lib/config/types';

/** The words rendering adds, in English: the default locale's, and a page's of a site of one locale. */
const ENGLISH = contentLabels('', null);

const plugin = esmDefault;

/**
 * The remark plugins, in order; remark-math only where the site's config turns math on (`markdown.math`),
 * remark-comment (`<!-- … -->` read as a comment, as Docusaurus reads it) unless `mdx1Compat.comments` is off.
 */
export const remarkPluginsFor = (math: boolean, comments = true, policy: MarkupPolicy = {}): PluggableList => [
  ...(comments ? [plugin(remarkComment)] : []),
  plugin(remarkGfm),
  plugin(remarkDirective),
  remarkAdmonitions,
  ...(math ? [plugin(remarkMath)] : []),
  remarkHeadingIds,
  remarkCodeBlockComponent,
  remarkTruncate,
  [remarkContentSafety, policy],
];

export interface RenderOptions {
  /** Absolute path of the content file, for relative images; without it they resolve from the working directory. */
  sourceFile?: string;
  /** Absolute path of `static/`, for `/img/x.png`. */
  staticDir?: string;
  /** The site's root, for `@site/…` imports. */
  siteDir?: string;
  /** Where the site's global MDX components are (`MDXComponents.js` or `.tsx`); `src/theme` of the site by default. */
  themeDir?: string;
  /** KaTeX math (`markdown.math` of the site's config); on unless told otherwise. */
  math?: boolean;
  /** How files are parsed (`markdown.format` of the site's config); `mdx` unless told otherwise. */
  format?: 'mdx' | 'md' | 'detect';
  /** The content folders (docs, blog): a link's file not beside the page is looked for from its folder's root, as in Docusaurus. */
  contentRoots?: readonly string[];
  /** The https origins whose pages content may embed in an `<iframe>` (the config's `frameOrigins`); none unless told. */
  frameOrigins?: readonly string[];
  /** What of MDX 1's syntax is read (`markdown.mdx1Compat`); all of it unless told otherwise. */
  mdx1Compat?: Mdx1Compat;
  /** The words rendering adds (heading anchors, code blocks' frame), in the page's locale; English unless told. */
  labels?: ContentLabels;
}

const markupPolicy = (options: RenderOptions): MarkupPolicy => ({ frameOrigins: options.frameOrigins ?? [] });

/** The MDX parser's format for a file: `detect` reads `.md` as CommonMark and the rest as MDX. */
export const formatOf = (file: string, format: RenderOptions['format'] = 'mdx'): 'mdx' | 'md' =>
  format === 'detect' ? (/\.md$/i.test(file) ? 'md' : 'mdx') : format;

/** What rendering a page and the partials it imports gathers besides the HTML. */
export interface Collected {
  images: ProcessedImage[];
  dependencies: Dependency[];
  fileLinks: FileLink[];
  diagrams: DiagramSlot[];
  /** The placeholders of the twin's URLs, and each partial's twin by its file (src/lib/mdx/twinTree.ts). */
  twinRefs: TwinRef[];
  twinPartials: Map<string, Root>;
}

const pluginsFor = (file: string, lineOffset: number, sourceFile: string, options: RenderOptions, collected: Collected): PluggableList => [
  // A file read as CommonMark (`md`) keeps its HTML, parsed into elements as Docusaurus parses it (rehype-raw),
  // so the checks and plugins below see it; MDX's own nodes pass through.
  ...((formatOf(file, options.format) === 'md' ? [[plugin(rehypeRaw), { passThrough: nodeTypes }]] : []) as PluggableList),
  // Diagrams before anything that takes a `pre` for code (the frame, the highlighter).
  [rehypeMermaid, { file, lineOffset, slots: collected.diagrams, dependencies: collected.dependencies }],
  [rehypeImages, { sourceFile, staticDir: options.staticDir ?? path.resolve('static'), collected }],
  [rehypeFileLinks, { sourceFile, contentRoots: options.contentRoots ?? [], links: collected.fileLinks }],
  // Slugs first: the title's `# Heading` takes its slug even though it leaves the body, so an h2 of
  // the same text gets `-1`, as in Docusaurus (where that h1 stays in the content).
  plugin(rehypeSlug),
  rehypeContentTitle,
  rehypeCollectHeadings,
  [plugin(rehypeAutolinkHeadings), headingLinkOptions(options.labels ?? ENGLISH)],
  // KaTeX first: remark-math hands display math over as `pre > code.language-math`.
  ...((options.math === false ? [] : [[plugin(rehypeKatex), { strict: 'error', throwOnError: true, output: 'html' }]]) as PluggableList),
  // Links to other sites open in a new tab, as Docusaurus's theme opens them (its Link component).
  [plugin(rehypeExternalLinks), { target: '_blank', rel: ['noopener', 'noreferrer'] }],
  [rehypeCodeTitle, { labels: options.labels ?? ENGLISH }],
  rehypeHighlight,
  rehypeCollectSearchBlocks,
];

/** The MDX options for one file: the page, or a partial it imports (which shares the page's collections). */
function compileOptions(file: string, lineOffset: number, sourceFile: string, options: RenderOptions, collected: Collected, partial = false) {
  const twin = [
    remarkTwin,
    {
      sourceFile,
      siteDir: options.siteDir ?? process.cwd(),
      contentRoots: options.contentRoots ?? [],
      exists: fs.existsSync,
      refs: collected.twinRefs,
      partial,
    },
  ];
  return {
    // `development`: each element carries its place in the file, for the check of src/node/mdx/checkedJsx.ts.
    development: true,
    format: formatOf(file, options.format),
    remarkPlugins: [...remarkPluginsFor(options.math !== false, options.mdx1Compat?.comments !== false, markupPolicy(options)), twin] as PluggableList,
    rehypePlugins: pluginsFor(file, lineOffset, sourceFile, options, collected),
  };
}

export interface RenderedMdx {
  html: string;
  /** The text of the `# Heading` the page opened with (taken out of `html`), if any. */
  contentTitle: string | null;
  /** The part above a truncate marker, for blog lists; null without one. */
  excerpt: string | null;
  headings: Heading[];
  hasMath: boolean;
  /** The page's own stylesheet: what its content's components and packages import (src/node/mdx/contentStylesheet.ts), or null. */
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

/** An MDX error with the file and position it comes from. */
export class MdxRenderError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly column: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${reason}`);
    this.name = 'MdxRenderError';
  }
}

/**
 * Runs a page's compiled code in the content sandbox and renders it; a
 * failure there becomes an error with the file and the line of the MDX
 * (`place` traces a place in the code back to it).
 */
async function renderInSandbox(
  sandbox: ContentSandbox,
  siteDir: string,
  kind: 'body' | 'bundle',
  code: string,
  file: string,
  lineOffset: number,
  place: (generated: { line: number; column: number }) => Place | null,
): Promise<SandboxRendering> {
  try {
    return await sandbox.render(kind, code);
  } catch (error) {
    if (!(error instanceof SandboxError)) throw new MdxRenderError(file, null, null, `rendering failed: ${(error as Error).message}`);
    const { detail } = error;
    if (detail.name === 'UnsafeElementError')
      throw placeUnsafeElement(new UnsafeElementError(detail.file, detail.line, detail.column, detail.reason ?? detail.message ?? ''), file, lineOffset);
    // A component the content uses and nothing defines: MDX's development code names its place
    // in the file it compiled (`_missingMdxReference` in @mdx-js/mdx's lib/plugin/recma-jsx-rewrite.js).
    const missing = MISSING_REFERENCE.exec(detail.message ?? '');
    if (missing) {
      const [line, column, source] = [Number(missing[2]), Number(missing[3]), missing[4] ?? file];
      const inPartial = source !== file;
      const reason = detail.message!.slice(0, missing.index) + detail.message!.slice(missing.index + missing[0].length);
      throw new MdxRenderError(inPartial ? path.relative(siteDir, source) : file, line + (inPartial ? 0 : lineOffset), column, `rendering failed: ${reason}`);
    }
    const generated = generatedPlace(detail.stack);
    const where = generated ? place(generated) : null;
    // A partial's place is in its own file; the page's counts its front matter.
    const inPartial = !!where?.source && where.source !== file;
    const at = {
      file: inPartial ? path.relative(siteDir, where.source!) : file,
      line: where ? where.line + (inPartial ? 0 : lineOffset) : null,
      column: where?.column ?? null,
    };
    const tried =
      detail.code === 'ERR_ACCESS_DENIED'
        ? `content code tried ${ACCESS[detail.permission ?? ''] ?? `to use ${detail.permission}`}${detail.resource ? ` (${detail.resource})` : ''}, which the build does not allow: content runs with read access to the site's folder only (README, "Trust model")`
        : `rendering failed: ${detail.message}`;
    throw new MdxRenderError(at.file, at.line, at.column, tried);
  }
}

/** The place MDX adds to "Expected component `X` to be defined": `line:column-line:column`, and the file. */
const MISSING_REFERENCE = /\n(It’s referenced in your code at `(\d+):(\d+)[^`]*`(?: in `([^`]+)`)?)/;

/** MDX's compile takes `source-map`'s generator; `source-map-js`'s has the same API (a fork of it). */
const WITH_SOURCE_MAP = { SourceMapGenerator: SourceMapGenerator as never };

/** What each permission the sandbox lacks lets code do, for the message. */
const ACCESS: Record<string, string> = {
  FileSystemWrite: 'to write a file',
  FileSystemRead: 'to read a file outside the site',
  ChildProcess: 'to start a process',
  WorkerThreads: 'to start a worker',
  Addon: 'to load a native addon',
  WASI: 'to run WASI',
  Inspector: 'to open the inspector',
};

/** Where this thread's pages run their code: the process's own sandbox, or on a render thread the main thread's. */
let sandboxOf: (siteDir: string, themeDir?: string, frameOrigins?: readonly string[]) => ContentSandbox = sandboxFor;

/**
 * Makes `sandbox` where this thread's pages run their code: a render thread runs them in the main thread's
 * sandbox (src/node/mdx/renderThread.ts), so a build starts one sandbox process however many threads render.
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
      // import/export: compiled as a module and bundled with what it imports (src/node/mdx/bundle.ts).
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

/**
 * Rewrites what Docusaurus authors write and MDX alone does not read (`:::tip Title`, `{#id}`, each unless
 * its `mdx1Compat` switch is off, and `<!-- truncate -->`), line for line.
 */
const prepareSource = (body: string, compat: Mdx1Compat) =>
  mapProseLines(compat.admonitions ? normalizeAdmonitionTitles(body) : body, (line) =>
    rewriteTruncateComment(compat.headingIds ? escapeHeadingId(line) : line),
  );

/** MDX reads a line that starts with `import` or `export` outside code as ES module syntax. */
const hasEsm = (source: string) => {
  let found = false;
  mapProseLines(source, (line) => {
    if (/^(import|export)\s/.test(line)) found = true;
    return line;
  });
  return found;
};

/** The page's lines count from its front matter; a partial's (another file) from its own top. */
function placeUnsafeElement(error: UnsafeElementError, file: string, lineOffset: number): MdxRenderError {
  const inPage = error.file === null || error.file === file;
  const line = error.line === null ? null : error.line + (inPage ? lineOffset : 0);
  return new MdxRenderError(inPage ? file : error.file, line, error.column, error.reason);
}

function toRenderError(error: unknown, file: string, lineOffset: number): MdxRenderError {
  if (error instanceof MdxRenderError) return error;
  // A diagram's error already names its file (the page or a partial) and its line in that file.
  if (error instanceof DiagramError) return new MdxRenderError(error.file, error.line, null, error.reason);
  const e = error as { reason?: string; message?: string; line?: number | null; column?: number | null };
  let reason = e.reason ?? e.message ?? String(error);
  if (typeof e.line === 'number') return new MdxRenderError(file, e.line + lineOffset, e.column ?? null, reason);
  // Some errors (a tag left open at the end of the file) carry their place in the text only: "… (8:1-8:6)".
  const place = /\((\d+):(\d+)-(\d+):(\d+)\)/.exec(reason);
  if (!place) return new MdxRenderError(file, null, null, reason);
  const [whole, l1, c1, l2, c2] = place;
  reason = reason.replace(whole, `(${Number(l1) + lineOffset}:${c1}-${Number(l2) + lineOffset}:${c2})`);
  return new MdxRenderError(file, Number(l1) + lineOffset, Number(c1), reason);
}

/**
 * The renderer the site's pages come from: one per process, its renderings cached by the content and the
 * renderer's version (node/mdx/renderCache.ts), spread over threads in a build of many pages; and what
 * `gatsby develop` tells it when files a page was rendered from besides its own change.
 */
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { markdownOf } from '../src/lib/config/markdown';
import { frameOriginsOf } from '../src/lib/config/defaults';
import { escapeHtml } from '../src/lib/html';
import type { ContentLabels } from '../src/lib/mdx/contentLabels';
import { contentLabels } from './contentLabels';
import { renderMdx, type RenderedMdx } from './mdx/compile';
import { hashFile } from './mdx/images';
import { cachedRenderer, type CachedRender, type RenderStore } from './mdx/renderCache';
import { rendererVersion } from './mdx/rendererVersion';
import { spreadRender, startRenderThreads, type SpreadRender, type ThreadPolicy } from './mdx/renderThreads';
import { resetSandboxesHolding } from './mdx/sandbox';
import type { MdxNode } from './mdxNode';
import { readIfThere } from './readIfThere';

let render: CachedRender | null = null;
/** The renderer under the cache, which renders on threads when there are many pages (node/mdx/renderThreads.ts). */
let spread: SpreadRender | null = null;
let warmUp: (() => Promise<void>) | null = null;
/** The content folder, where the locales' words for rendering are (set by initRenderer). */
let contentRoot = path.join(process.cwd(), 'content');

/** How many times files that pages are made from besides their own (partials, components, images) changed in this process. */
let dependencyChanges = 0;

/** The count of `forgetRenders`'s changes, part of the state of the content (node/site.ts, contentKey). */
export const dependencyChangeCount = () => dependencyChanges;

/**
 * Under `gatsby develop`: files that pages were rendered from besides their own content file changed
 * (a partial, a component, an image, the site's global MDX components). Their pages render again, with
 * a new content sandbox when its runtime held one of the files, on the site's next build, which this
 * makes due. Returns how many such changes there have been, or null when no page was made from them.
 */
export async function forgetRenders(files: readonly string[]): Promise<number | null> {
  const changed = new Set(files);
  const held = (file: string) => changed.has(file);
  const runtime = await resetSandboxesHolding(held);
  // A page being rendered now may have read a file that just changed (a diagram drawn while its page rendered).
  await render?.settle();
  const pages = render?.forget(held) ?? 0;
  if (!runtime && pages === 0) return null;
  return ++dependencyChanges;
}

/** What a page that does not render shows under `gatsby develop`: its error, with the file and the line, as text. */
export function errorRendering(error: Error): RenderedMdx {
  const message = error.message;
  return {
    html: `<div class="admonition admonition-danger" role="alert"><p class="admonition-title">This page does not build</p><div class="admonition-content"><pre><code>${escapeHtml(message)}</code></pre><p>Save a fix and the page shows again. A production build stops on this error.</p></div></div>`,
    css: null,
    contentTitle: null,
    excerpt: null,
    headings: [],
    hasMath: false,
    searchBlocks: [],
    images: [],
    dependencies: [],
    fileLinks: [],
    warnings: [],
    twin: { markdown: `This page does not build:\n\n    ${message.split('\n').join('\n    ')}\n`, refs: [] },
  };
}

/**
 * Sets up the renderer and its cache (initSite, in every process Gatsby starts); `threads` is how a build
 * spreads its pages over threads, null to render them on this thread.
 */
export function initRenderer(siteDir: string, contentDir: string, cache: RenderStore, contentRoots: readonly string[], threads: ThreadPolicy | null): void {
  contentRoot = contentDir;
  const staticDir = path.join(siteDir, 'static');
  const { math, format, mdx1Compat } = markdownOf(siteConfig.markdown);
  const frameOrigins = frameOriginsOf(siteConfig);
  const options = { staticDir, math, format, mdx1Compat, contentRoots, frameOrigins };
  warmUp = () => renderMdx('Warm-up.\n\n```bash\necho\n```\n', 'warm-up.mdx', 0, options).then(() => undefined);
  void spread?.close();
  spread = spreadRender(
    ({ body, file, lineOffset, sourceFile, labels }) => renderMdx(body, file, lineOffset, { ...options, sourceFile, labels }),
    options,
    threads,
    (count) => startRenderThreads(siteDir, count),
    (message) => console.warn(message),
  );
  render = cachedRenderer(
    // The config's switches are part of what decides the HTML.
    `${rendererVersion(siteDir)}:math=${math}:format=${format}:mdx1Compat=${JSON.stringify(mdx1Compat)}:frameOrigins=${frameOrigins.join(',')}`,
    cache,
    spread,
    async ({ dependencies }) => (await Promise.all(dependencies.map(async (d) => (await hashFile(d.file).catch(() => null)) === d.hash))).every(Boolean),
  );
}

/** Ends the render threads once every page is rendered: their heaps go back to the system. */
export async function closeRenderThreads(): Promise<void> {
  await spread?.close();
}

/**
 * Starts what rendering needs (the content sandbox, the highlighter) by rendering a line of MDX: under
 * `gatsby develop` every page comes from the cache at start, so without it an author's first edit would
 * wait for them (3.8 s instead of about 1).
 */
export function warmRenderer(): Promise<void> {
  if (!warmUp) return Promise.reject(new Error('initSite() must run before rendering (see node/onPluginInit.ts)'));
  return warmUp();
}

/** The words rendering adds, by locale, read once per process (node/contentLabels.ts). */
const labelsByLocale = new Map<string, ContentLabels>();

/** Renders one Mdx node (from the cache when neither it nor the renderer changed); a translation with its locale's words. */
export async function renderNode(node: MdxNode): Promise<RenderedMdx> {
  if (!render) throw new Error('initSite() must run before rendering (see node/onPluginInit.ts)');
  const file = node.fields?.sourcePath ?? node.internal.contentFilePath ?? node.id;
  const locale = node.fields?.locale;
  if (locale && !labelsByLocale.has(locale)) labelsByLocale.set(locale, contentLabels(contentRoot, locale));
  return render({
    file,
    body: node.body,
    lineOffset: frontMatterLines(node),
    sourceFile: node.internal.contentFilePath,
    ...(locale ? { labels: labelsByLocale.get(locale) } : {}),
  });
}

/**
 * Lines above the body (the front matter block), so MDX errors give the file's own line numbers. Read synchronously:
 * every content file is read on every build, and small files read in turn beat the thread pool (node/writeChangedFiles.ts
 * has the figures).
 */
function frontMatterLines(node: MdxNode): number {
  const raw = node.internal.contentFilePath ? readIfThere(node.internal.contentFilePath) : null;
  const at = raw ? raw.lastIndexOf(node.body) : -1;
  return at <= 0 ? 0 : raw!.slice(0, at).split('\n').length - 1;
}

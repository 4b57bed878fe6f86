/**
 * The options a page is rendered with, and the MDX compile options they make for the page and the
 * partials it imports: the remark and rehype plugins, in order, and what they gather besides the HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nodeTypes } from '@mdx-js/mdx';
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
import type { Root } from 'mdast';
import { esmDefault } from '../../src/lib/esmDefault';
import { remarkAdmonitions } from '../../src/lib/mdx/admonitions';
import { remarkHeadingIds } from '../../src/lib/mdx/headingIds';
import { remarkCodeBlockComponent } from '../../src/lib/mdx/codeBlockComponent';
import { remarkTruncate } from '../../src/lib/mdx/truncate';
import { rehypeCodeTitle } from '../../src/lib/mdx/codeTitle';
import { headingLinkOptions, rehypeCollectHeadings, rehypeContentTitle } from '../../src/lib/mdx/headings';
import type { ContentLabels } from '../../src/lib/mdx/contentLabels';
import { contentLabels } from '../contentLabels';
import { remarkContentSafety } from '../../src/lib/mdx/safety';
import { rehypeCollectSearchBlocks } from '../../src/lib/mdx/searchBlocks';
import { rehypeHighlight } from './highlight';
import { rehypeFileLinks } from './fileLinks';
import { rehypeImages, type Dependency } from './images';
import type { MarkupPolicy } from '../../src/lib/htmlSafety';
import { rehypeMermaid, type DiagramSlot } from './mermaid';
import type { FileLink } from '../../src/lib/mdx/fileLinks';
import type { ProcessedImage } from '../../src/lib/mdx/images';
import { remarkTwin, type TwinRef } from '../../src/lib/mdx/twinTree';
import type { Mdx1Compat } from '../../src/lib/config/types';

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

export const markupPolicy = (options: RenderOptions): MarkupPolicy => ({ frameOrigins: options.frameOrigins ?? [] });

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
  [rehypeImages, { sourceFile, staticDir: options.staticDir ?? path.resolve('static'), siteDir: options.siteDir ?? process.cwd(), collected }],
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
export function compileOptions(file: string, lineOffset: number, sourceFile: string, options: RenderOptions, collected: Collected, partial = false) {
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
    // `development`: each element carries its place in the file, for the check of node/mdx/checkedJsx.ts.
    development: true,
    format: formatOf(file, options.format),
    remarkPlugins: [...remarkPluginsFor(options.math !== false, options.mdx1Compat?.comments !== false, markupPolicy(options)), twin] as PluggableList,
    rehypePlugins: pluginsFor(file, lineOffset, sourceFile, options, collected),
  };
}

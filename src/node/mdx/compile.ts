/**
 * Renders an MDX document to static HTML at build time.
 *
 * Every doc and post is rendered here, once, into a string that a single
 * template shows. No page gets its own component, so the map of page
 * components that ships with every page lists a handful of templates however
 * many docs there are, and content costs readers no JavaScript at all.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import * as mdxModule from '@mdx-js/mdx';
import * as remarkGfmModule from 'remark-gfm';
import * as remarkDirectiveModule from 'remark-directive';
import * as remarkMathModule from 'remark-math';
import * as rehypeKatexModule from 'rehype-katex';
import * as rehypeSlugModule from 'rehype-slug';
import * as rehypePrismModule from 'rehype-prism-plus';
import { VFile } from 'vfile';
import { remarkAdmonitions } from '../../lib/mdx/admonitions';
import { rehypeCodeTitle, rehypeFocusableCode } from '../../lib/mdx/codeTitle';
import { rehypeCollectHeadings, rehypeHeadingLinks } from '../../lib/mdx/headings';
import { remarkContentSafety } from '../../lib/mdx/safety';
import { rehypeCollectSearchBlocks } from '../../lib/mdx/searchBlocks';
import type { SearchBlock } from '../../lib/search/records';
import type { Heading } from '../../lib/toc';

/**
 * ESM-only plugins reach this CommonJS-compiled module as namespaces: the
 * plugin is `default`. Passing the namespace itself makes MDX ignore the
 * plugin without a word (no tables, no ids), so unwrap it explicitly.
 */
function interop<T>(mod: T | { default: T }): T {
  return (mod as { default?: T }).default ?? (mod as T);
}

const { evaluate } = mdxModule;

export const remarkPlugins = [
  interop(remarkGfmModule),
  interop(remarkDirectiveModule),
  remarkAdmonitions,
  interop(remarkMathModule),
  remarkContentSafety,
];

export const rehypePlugins = [
  interop(rehypeSlugModule),
  rehypeCollectHeadings,
  rehypeHeadingLinks,
  rehypeCodeTitle,
  rehypeFocusableCode,
  [interop(rehypePrismModule), { ignoreMissing: true }],
  [interop(rehypeKatexModule), { strict: 'error', throwOnError: true, output: 'html' }],
  rehypeCollectSearchBlocks,
];

export interface RenderedMdx {
  html: string;
  headings: Heading[];
  hasMath: boolean;
  /** The page's text for search, in order. */
  searchBlocks: SearchBlock[];
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
 * Compiles and renders an MDX body (front matter already removed).
 * @param body - the MDX source
 * @param file - the file's path, for error messages
 * @param lineOffset - lines of front matter above the body, so errors point at the file's real line
 */
export async function renderMdx(body: string, file: string, lineOffset = 0): Promise<RenderedMdx> {
  const vfile = new VFile({ value: body, path: file });
  let Content: (props: Record<string, unknown>) => unknown;
  try {
    const mod = await evaluate(vfile, {
      ...(jsxRuntime as unknown as Parameters<typeof evaluate>[1]),
      development: false,
      remarkPlugins: remarkPlugins as never,
      rehypePlugins: rehypePlugins as never,
    });
    Content = mod.default as typeof Content;
  } catch (error) {
    throw toRenderError(error, file, lineOffset);
  }
  let html: string;
  try {
    html = renderToStaticMarkup(createElement(Content as never));
  } catch (error) {
    throw new MdxRenderError(file, null, null, `rendering failed: ${(error as Error).message}`);
  }
  return {
    html,
    headings: (vfile.data.headings as Heading[] | undefined) ?? [],
    hasMath: html.includes('class="katex"'),
    searchBlocks: (vfile.data.searchBlocks as SearchBlock[] | undefined) ?? [],
  };
}

function toRenderError(error: unknown, file: string, lineOffset: number): MdxRenderError {
  const e = error as { reason?: string; message?: string; line?: number | null; column?: number | null; place?: unknown };
  const line = typeof e.line === 'number' ? e.line + lineOffset : null;
  return new MdxRenderError(file, line, e.column ?? null, e.reason ?? e.message ?? String(error));
}

/**
 * Syntax highlighting with Shiki, at build time.
 *
 * One highlighter per process, whose languages load the first time a code
 * block uses them. The theme is Shiki's CSS-variables theme: each token gets
 * `color: var(--shiki-token-…)`, and `src/styles/global.css` sets those
 * variables for the light and the dark colour mode, so one rendering serves
 * both and the colours are the site's own, checked for contrast by the axe
 * tests (https://shiki.style/guide/theme-colors#css-variables-theme).
 */
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { transformerMetaHighlight } from '@shikijs/transformers';
import type { Root } from 'hast';
import { createCssVariablesTheme, createHighlighter, type HighlighterGeneric, type ShikiTransformer } from 'shiki';
import { applyMagicComments, lineNumbersStart } from '../../src/lib/mdx/magicComments';

const theme = createCssVariablesTheme({ name: 'site', variablePrefix: '--shiki-' });

/** Languages nearly every page uses, loaded up front; any other loads on first use. */
const PRELOADED = ['python', 'bash', 'text'] as const;

let highlighter: Promise<HighlighterGeneric<string, string>> | null = null;
const getHighlighter = () => (highlighter ??= createHighlighter({ themes: [theme], langs: [...PRELOADED] }) as Promise<HighlighterGeneric<string, string>>);

/** Docusaurus's magic comments and `showLineNumbers` (src/lib/mdx/magicComments.ts). */
const docusaurusLines: ShikiTransformer = {
  name: 'site:docusaurus-lines',
  preprocess(code, options) {
    const { code: shown, highlighted } = applyMagicComments(code, options.lang);
    (options as { magicLines?: Set<number> }).magicLines = highlighted;
    return shown;
  },
  line(node, line) {
    if ((this.options as { magicLines?: Set<number> }).magicLines?.has(line)) this.addClassToHast(node, 'highlighted');
  },
  pre(node) {
    const start = lineNumbersStart(this.options.meta?.__raw);
    if (start === null) return;
    this.addClassToHast(node, 'line-numbers');
    node.properties.style = `${node.properties.style ?? ''};--line-start:${start - 1}`;
  },
};

/** Code blocks kept in a process at most: a 10,000-doc build's blocks would otherwise all stay in memory. */
const CACHED_BLOCKS = 5000;

/**
 * Each code block's highlighted tree, by its language, meta string and code
 * (@shikijs/rehype's own key): a page rendered again after an edit elsewhere
 * (`gatsby develop`) highlights none of its unchanged blocks again. Trees are
 * copied in and out, so no later plugin changes a kept one.
 */
class HighlightedBlocks {
  readonly blocks = new Map<string, Root>();

  get(key: string): Root | undefined {
    const tree = this.blocks.get(key);
    return tree && structuredClone(tree);
  }

  set(key: string, tree: Root): this {
    if (this.blocks.size >= CACHED_BLOCKS) this.blocks.delete(this.blocks.keys().next().value!);
    this.blocks.set(key, structuredClone(tree));
    return this;
  }
}
export const highlightedBlocks = new HighlightedBlocks();

let keepBlocks = false;
/** Keeps highlighted blocks from now on: under `gatsby develop`, where pages are rendered again; a build renders each once, and copying every tree in would only cost. */
export function keepHighlightedBlocks(): void {
  keepBlocks = true;
}

/**
 * Highlights every `pre > code` block: ```` ```python {2,4-5} ```` and magic comments mark
 * lines (class `highlighted`), `showLineNumbers` numbers them; a language Shiki does not
 * know is shown as plain text.
 */
export function rehypeHighlight() {
  return async (tree: Root) => {
    const transform = rehypeShikiFromHighlighter(await getHighlighter(), {
      theme: 'site',
      lazy: true,
      cache: keepBlocks ? highlightedBlocks : undefined,
      fallbackLanguage: 'text',
      defaultLanguage: 'text',
      // No per-line time limit: Shiki's default 500 ms is for editors, and a loaded machine
      // reaches it on a grammar's first line, leaving the rest of the line unhighlighted.
      tokenizeTimeLimit: 0,
      transformers: [transformerMetaHighlight({ className: 'highlighted' }), docusaurusLines],
    });
    // The core plugin's transformer takes the tree alone (it ignores the file).
    await (transform as unknown as (tree: Root) => Promise<void> | void)(tree);
  };
}

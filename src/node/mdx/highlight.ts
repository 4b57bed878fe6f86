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
import { createCssVariablesTheme, createHighlighter, type HighlighterGeneric } from 'shiki';

const theme = createCssVariablesTheme({ name: 'site', variablePrefix: '--shiki-' });

/** Languages nearly every page uses, loaded up front; any other loads on first use. */
const PRELOADED = ['python', 'bash', 'text'] as const;

let highlighter: Promise<HighlighterGeneric<string, string>> | null = null;
const getHighlighter = () => (highlighter ??= createHighlighter({ themes: [theme], langs: [...PRELOADED] }) as Promise<HighlighterGeneric<string, string>>);

/**
 * Highlights every `pre > code` block: ```` ```python {2,4-5} ```` marks lines 2, 4 and 5
 * (class `highlighted`); a language Shiki does not know is shown as plain text.
 */
export function rehypeHighlight() {
  return async (tree: Root) => {
    const transform = rehypeShikiFromHighlighter(await getHighlighter(), {
      theme: 'site',
      lazy: true,
      fallbackLanguage: 'text',
      defaultLanguage: 'text',
      transformers: [transformerMetaHighlight({ className: 'highlighted' })],
    });
    // The core plugin's transformer takes the tree alone (it ignores the file).
    await (transform as unknown as (tree: Root) => Promise<void> | void)(tree);
  };
}

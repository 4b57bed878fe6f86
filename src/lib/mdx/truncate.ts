/**
 * The truncate marker of a blog post: the part above `{/* truncate *\/}` (or
 * `<!-- truncate -->`, which MDX cannot parse and which is rewritten to the
 * former, line for line) is the excerpt blog lists show, with "Read more".
 * See https://docusaurus.io/docs/blog#blog-list
 */
import type { Root, ThematicBreak } from 'mdast';

const HTML_COMMENT = /^\s*<!--\s*truncate\s*-->\s*$/;
const EXPRESSION = /^\s*\/\*\s*truncate\s*\*\/\s*$/;

/** `<!-- truncate -->` → `{/* truncate *\/}`, for a line of prose. */
export const rewriteTruncateComment = (line: string) => (HTML_COMMENT.test(line) ? '{/* truncate */}' : line);

/** What the marker becomes in the HTML, where the excerpt ends. */
export const TRUNCATE_MARK = '<hr data-truncate=""/>';

/** Turns a top-level truncate marker into a mark in the HTML (split off by {@link splitExcerpt}). */
export function remarkTruncate() {
  return (tree: Root) => {
    const index = tree.children.findIndex((n) => n.type === 'mdxFlowExpression' && EXPRESSION.test((n as { value: string }).value));
    if (index < 0) return;
    const mark: ThematicBreak = { type: 'thematicBreak', data: { hProperties: { dataTruncate: '' } } };
    tree.children[index] = mark;
  };
}

/** Splits rendered HTML at the mark: the excerpt (or null without one) and the whole, mark removed. */
export function splitExcerpt(html: string): { html: string; excerpt: string | null } {
  const at = html.indexOf(TRUNCATE_MARK);
  if (at < 0) return { html, excerpt: null };
  return { excerpt: html.slice(0, at).trim(), html: html.slice(0, at) + html.slice(at + TRUNCATE_MARK.length) };
}

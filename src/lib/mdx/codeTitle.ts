/**
 * Code blocks written as ```py title="train.py" get a title bar. Runs before
 * the highlighter, which replaces the `pre` wherever it sits.
 */
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

/** Reads the `title="…"` of a code block's meta string. */
export function parseCodeTitle(meta: string | undefined | null): string | null {
  if (!meta) return null;
  const match = TITLE.exec(meta);
  return match ? (match[1] ?? match[2]) : null;
}

export function rehypeCodeTitle() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      const meta = code?.data?.meta;
      const title = parseCodeTitle(meta);
      if (!title || !code) return;
      // The title is consumed here, so the highlighter reads the rest of the meta only.
      code.data = { ...code.data, meta: meta!.replace(TITLE, ' ').trim() };
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block', 'code-block-titled'] },
        children: [{ type: 'element', tagName: 'div', properties: { className: ['code-block-title'] }, children: [{ type: 'text', value: title }] }, node],
      };
      return SKIP;
    });
  };
}

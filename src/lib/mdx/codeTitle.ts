/**
 * Every code block gets a frame: a title bar when written as
 * ```py title="train.py", and a copy button (made to work, on first click, by
 * src/client/copyCode.ts). Runs before the highlighter, which replaces the
 * `pre` wherever it sits.
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

const COPY_LABEL = 'Copy code to clipboard';

export function rehypeCodeTitle() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const meta = code.data?.meta;
      const title = parseCodeTitle(meta);
      // The title is consumed here, so the highlighter reads the rest of the meta only.
      if (title) code.data = { ...code.data, meta: meta!.replace(TITLE, ' ').trim() };
      const copy: Element = {
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', className: ['copy-button'], ariaLabel: COPY_LABEL, title: 'Copy' },
        children: [{ type: 'text', value: 'Copy' }],
      };
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: title ? ['code-block', 'code-block-titled'] : ['code-block'] },
        children: [
          ...(title ? [{ type: 'element' as const, tagName: 'div', properties: { className: ['code-block-title'] }, children: [{ type: 'text' as const, value: title }] }] : []),
          node,
          copy,
        ],
      };
      return SKIP;
    });
  };
}

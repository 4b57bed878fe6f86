/**
 * Code blocks written as ```py title="train.py" get a title bar. Runs before
 * the highlighter, which finds `pre > code` wherever it sits.
 */
import { isElement, walk, type HastElement, type UnistNode } from './tree';

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

/** Reads the `title="…"` of a code block's meta string. */
export function parseCodeTitle(meta: string | undefined | null): string | null {
  if (!meta) return null;
  const match = TITLE.exec(meta);
  return match ? (match[1] ?? match[2]) : null;
}

export function rehypeCodeTitle() {
  return (tree: UnistNode) => {
    walk(tree, (node, index, parent) => {
      if (!isElement(node, 'pre') || !parent || index === null) return;
      const code = node.children.find((c): c is HastElement => isElement(c, 'code'));
      const meta = code?.data?.meta as string | undefined;
      const title = parseCodeTitle(meta);
      if (!title || !code) return;
      // The title is consumed here, so the wrapped block is not wrapped again.
      code.data = { ...code.data, meta: meta!.replace(TITLE, ' ').trim() };
      const wrapper: HastElement = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block', 'code-block-titled'] },
        children: [
          { type: 'element', tagName: 'div', properties: { className: ['code-block-title'] }, children: [{ type: 'text', value: title }] },
          node,
        ],
      };
      parent.children![index] = wrapper;
    });
  };
}

/**
 * Code blocks scroll sideways: each `pre` gets `tabindex="0"` so a keyboard
 * user can focus and scroll it (WCAG 2.1.1).
 */
export function rehypeFocusableCode() {
  return (tree: UnistNode) => {
    walk(tree, (node) => {
      if (isElement(node, 'pre')) node.properties.tabIndex = 0;
    });
  };
}

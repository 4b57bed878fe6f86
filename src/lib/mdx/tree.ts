/** A minimal walker over unist trees (mdast and hast), so the plugins here need no ESM-only packages. */

export interface UnistNode {
  type: string;
  children?: UnistNode[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
  [key: string]: unknown;
}

export interface HastElement extends UnistNode {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: UnistNode[];
}

/** The slice of a vfile the plugins use to report an error at a node. */
export interface ReportingFile {
  fail(reason: string, place?: unknown): never;
  data: Record<string, unknown>;
}

/**
 * Calls `visitor` on every node, parents before children. A visitor may replace
 * `parent.children[index]`; the walk then goes on into the replacement.
 */
export function walk(
  node: UnistNode,
  visitor: (node: UnistNode, index: number | null, parent: UnistNode | null) => void,
  index: number | null = null,
  parent: UnistNode | null = null,
): void {
  visitor(node, index, parent);
  const current = parent && index !== null ? parent.children![index] : node;
  const children = current.children ?? [];
  for (let i = 0; i < children.length; i++) walk(children[i], visitor, i, current);
}

export function isElement(node: UnistNode, tagName?: string | RegExp): node is HastElement {
  if (node.type !== 'element') return false;
  if (tagName === undefined) return true;
  const name = (node as HastElement).tagName;
  return typeof tagName === 'string' ? name === tagName : tagName.test(name);
}

/** Text content of a hast or mdast subtree. */
export function textOf(node: UnistNode): string {
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return (node.children ?? []).map(textOf).join('');
}

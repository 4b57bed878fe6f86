/**
 * Collects a rendered page's text for search, in order: headings (with their
 * ids) and blocks of text (paragraphs, list items, table cells). Inline code
 * stays, as words readers search for. Of a code block only the names it uses
 * are kept (`KNeighborsClassifier`, `similarity_search_with_score`,
 * `check-ignore`): readers search for an API by its name, but the rest of the
 * code (keywords, literals, punctuation) would match every query and triple
 * the index. Rendered math is left out.
 */
import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { SearchBlock } from '../search/records';
import { headingText } from './headings';

/** Parts of a page that are not prose: code, rendered math, anchors and box titles. */
const LEFT_OUT = new Set(['katex', 'hash-link', 'admonition-title', 'code-block-title']);

function leftOut(node: ElementContent): boolean {
  if (node.type !== 'element') return false;
  if (node.tagName === 'pre') return true;
  const className = node.properties.className;
  return Array.isArray(className) && className.some((c) => LEFT_OUT.has(String(c)));
}

/** The text of a node, without the parts that are left out. */
function text(node: ElementContent): string {
  if (leftOut(node)) return '';
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  return node.children.map(text).join('');
}

/** All text under a node, code included. */
function rawText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  return node.children.map(rawText).join('');
}

/**
 * Dotted, snake_case, kebab-case or camelCase names. A plain word (`print`,
 * `fit`) is left out: the prose has the plain words worth finding.
 */
const NAME = /[A-Za-z_][A-Za-z0-9_]*(?:[.-][A-Za-z_][A-Za-z0-9_]*)*/g;
const COMPOUND = /[._-]|[a-z0-9][A-Z]/;
/** File and host names (`requirements.txt`, `ghcr.io`): nobody searches an API by them. */
const FILE_NAME = /\.(txt|py|md|mdx|json|ya?ml|toml|cfg|ini|lock|csv|jpe?g|png|gif|svg|html?|js|ts|sh|org|com|io|dev|net)$/i;
/** A variable of the example (`X_train`, `y_test`): one letter, then a word. */
const EXAMPLE_VARIABLE = /^[A-Za-mo-z]_/;

/**
 * The names a piece of code uses, each once, in order. Of a dotted name only
 * the last part is kept (`cv2.findHomography` → `findHomography`,
 * `vector_store.similarity_search_with_score` → `similarity_search_with_score`):
 * it is the API's own name, while the receiver is a module alias or a local
 * (`np.`, `model.`) that every block repeats.
 */
export function codeNames(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(NAME)) {
    if (FILE_NAME.test(match[0])) continue;
    const name = match[0].slice(match[0].lastIndexOf('.') + 1);
    if (COMPOUND.test(name.replace(/^_+|_+$/g, '')) && !EXAMPLE_VARIABLE.test(name)) names.add(name);
  }
  return [...names];
}

/** A list item's own text: nested lists and blocks are collected on their own. */
const NESTED_BLOCK = new Set(['p', 'ul', 'ol', 'pre', 'div', 'table', 'blockquote']);
const ownText = (item: Element) =>
  item.children
    .filter((c) => !(c.type === 'element' && NESTED_BLOCK.has(c.tagName)))
    .map(text)
    .join('');

export function rehypeCollectSearchBlocks() {
  return (tree: Root, file: VFile) => {
    const blocks: SearchBlock[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'pre') {
        const names = codeNames(rawText(node));
        if (names.length) blocks.push({ kind: 'code', names });
        return SKIP;
      }
      if (leftOut(node)) return SKIP;
      if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
        blocks.push({ kind: 'heading', depth: Number(node.tagName[1]), id: node.properties.id, text: headingText(node) });
        return SKIP;
      }
      if (/^(p|td|th|dt|dd)$/.test(node.tagName)) {
        const value = text(node).trim();
        if (value) blocks.push({ kind: 'text', text: value });
        return SKIP;
      }
      if (node.tagName === 'li') {
        const value = ownText(node).trim();
        if (value) blocks.push({ kind: 'text', text: value });
      }
    });
    file.data.searchBlocks = blocks;
  };
}

declare module 'vfile' {
  interface DataMap {
    searchBlocks: SearchBlock[];
  }
}

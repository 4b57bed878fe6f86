/**
 * Collects a rendered page's text for search, in order: headings (with their
 * ids) and blocks of text (paragraphs, list items, table cells). Code blocks
 * and rendered math are left out; inline code stays, as words readers search for.
 */
import type { SearchBlock } from '../search/records';
import { isElement, walk, type HastElement, type ReportingFile, type UnistNode } from './tree';

const SKIP = (node: UnistNode): boolean =>
  isElement(node, 'pre') ||
  (isElement(node) && Array.isArray(node.properties.className) && (node.properties.className as string[]).some((c) => c === 'katex' || c === 'hash-link' || c === 'admonition-title' || c === 'code-block-title'));

function text(node: UnistNode): string {
  if (SKIP(node)) return '';
  if (node.type === 'text') return String(node.value);
  return (node.children ?? []).map(text).join('');
}

function inlineText(node: HastElement): string {
  // A list item's own text, without nested lists and blocks (they are collected on their own).
  return node.children.filter((c) => !isElement(c, /^(p|ul|ol|pre|div|table|blockquote)$/)).map(text).join('');
}

export function rehypeCollectSearchBlocks() {
  return (tree: UnistNode, file: ReportingFile) => {
    const blocks: SearchBlock[] = [];
    const taken = new Set<UnistNode>();
    walk(tree, (node, _index, parent) => {
      if (parent && taken.has(parent)) {
        taken.add(node);
        return;
      }
      if (!isElement(node)) return;
      if (SKIP(node)) {
        taken.add(node);
        return;
      }
      if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
        blocks.push({ kind: 'heading', depth: Number(node.tagName[1]), id: node.properties.id, text: text(node).replace(/\u200b/g, '').trim() });
        taken.add(node);
      } else if (/^(p|td|th|dt|dd)$/.test(node.tagName)) {
        const value = text(node).trim();
        if (value) blocks.push({ kind: 'text', text: value });
        taken.add(node);
      } else if (node.tagName === 'li') {
        const value = inlineText(node).trim();
        if (value) blocks.push({ kind: 'text', text: value });
      }
    });
    file.data.searchBlocks = blocks;
  };
}

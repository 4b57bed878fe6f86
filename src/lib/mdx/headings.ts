/**
 * Heading plugins, run after rehype-slug has given headings their ids:
 * one records the headings for the table of contents, one appends the
 * `Direct link to {heading}` anchor.
 */
import type { Heading } from '../toc';
import { isElement, textOf, walk, type HastElement, type ReportingFile, type UnistNode } from './tree';

const HEADING = /^h[1-6]$/;

/** Stores the page's headings (depth, id, text) in `file.data.headings`. */
export function rehypeCollectHeadings() {
  return (tree: UnistNode, file: ReportingFile) => {
    const headings: Heading[] = [];
    walk(tree, (node) => {
      if (!isElement(node, HEADING)) return;
      const id = node.properties.id;
      if (typeof id !== 'string' || id === '') return;
      headings.push({ depth: Number(node.tagName[1]), id, value: textOf(node).trim() });
    });
    file.data.headings = headings;
  };
}

/** Appends a `#` anchor link to every h2–h6 that has an id. */
export function rehypeHeadingLinks() {
  return (tree: UnistNode) => {
    walk(tree, (node) => {
      if (!isElement(node, /^h[2-6]$/)) return;
      const id = node.properties.id;
      if (typeof id !== 'string' || id === '') return;
      const label = `Direct link to ${textOf(node).trim()}`;
      const link: HastElement = {
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: label, title: label },
        // A zero-width space keeps the heading's text clean; CSS draws the '#'.
        children: [{ type: 'text', value: '\u200b' }],
      };
      node.children.push({ type: 'text', value: ' ' }, link);
    });
  };
}

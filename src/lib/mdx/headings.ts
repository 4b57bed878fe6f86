/**
 * Heading plugins, run after rehype-slug has given headings their ids: one
 * records the headings for the table of contents, and the options of
 * rehype-autolink-headings give each h2–h6 its `Direct link to {heading}` anchor.
 */
import type { Element, ElementContent, Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { toString } from 'hast-util-to-string';
import type { Options as AutolinkOptions } from 'rehype-autolink-headings';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Heading } from '../toc';
import type { ContentLabels } from './contentLabels';
import { interpolate } from '../../i18n/translate';

/** The text of a heading as a reader sees it (the anchor draws its '#' with CSS). */
export const headingText = (node: Element): string =>
  toString(node)
    .replace(/\u200b/g, '')
    .trim();

/**
 * A page that opens with `# Heading` has that heading as its title, shown by
 * the template like any other title: it is taken out of the body (and kept in
 * `file.data.contentTitle`), so the page never shows two h1s.
 */
export function rehypeContentTitle() {
  return (tree: Root, file: VFile) => {
    const first = tree.children.findIndex((c) => c.type === 'element' || (c.type === 'text' && c.value.trim() !== ''));
    const node = tree.children[first];
    if (node?.type === 'element' && node.tagName === 'h1') {
      file.data.contentTitle = headingText(node);
      tree.children.splice(first, 1);
    }
  };
}

/** Stores the page's headings (depth, id, text) in `file.data.headings`. */
export function rehypeCollectHeadings() {
  return (tree: Root, file: VFile) => {
    const headings: Heading[] = [];
    visit(tree, 'element', (node) => {
      const depth = headingRank(node);
      const id = node.properties.id;
      if (depth === undefined || typeof id !== 'string' || id === '') return;
      headings.push({ depth, id, value: headingText(node) });
    });
    file.data.headings = headings;
  };
}

/** Options for rehype-autolink-headings: Docusaurus's `hash-link` anchor, appended to h2–h6, labelled `Direct link to {heading}` in the page's locale. */
export function headingLinkOptions(labels: Pick<ContentLabels, 'headingLink'>): AutolinkOptions {
  const label = (heading: Element) => interpolate(labels.headingLink, { heading: headingText(heading) });
  return {
    behavior: 'append',
    test: ['h2', 'h3', 'h4', 'h5', 'h6'],
    properties: (heading) => ({ className: ['hash-link'], ariaLabel: label(heading), title: label(heading) }),
    // A zero-width space keeps the heading's text clean; CSS draws the '#'.
    content: (): ElementContent[] => [{ type: 'text', value: '\u200b' }],
  };
}

declare module 'vfile' {
  interface DataMap {
    headings: Heading[];
    contentTitle: string;
  }
}

/**
 * Custom heading ids, as Docusaurus writes them: `## Heading {#my-id}`, or the
 * form MDX parses as a comment, `## Heading {/* #my-id *\/}`. The first form
 * is not valid MDX (`{…}` is an expression), so like Docusaurus its braces are
 * escaped before parsing ({@link escapeHeadingIds}), and the plugin below
 * turns either form into the heading's id (rehype-slug keeps an id it finds).
 * See https://docusaurus.io/docs/markdown-features/toc#heading-ids
 */
import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const ID = /[\w-]+/.source;
const WRITTEN = new RegExp(`^(#{1,6}\\s.*?)\\s*\\{#(${ID})\\}\\s*$`);

/** Escapes the `{#id}` at the end of a heading line so MDX reads it as text. */
export function escapeHeadingId(line: string): string {
  return line.replace(WRITTEN, (_all, heading: string, id: string) => `${heading} \\{#${id}\\}`);
}

const TEXT_ID = new RegExp(`\\s*\\{#(${ID})\\}\\s*$`);
const COMMENT_ID = new RegExp(`^\\s*\\/\\*\\s*#(${ID})\\s*\\*\\/\\s*$`);

export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1] as { type: string; value?: string } | undefined;
      if (!last || typeof last.value !== 'string') return;
      let id: string | undefined;
      if (last.type === 'text') {
        const match = TEXT_ID.exec(last.value);
        if (!match) return;
        id = match[1];
        last.value = last.value.slice(0, match.index);
        if (last.value === '') node.children.pop();
      } else if (last.type === 'mdxTextExpression') {
        id = COMMENT_ID.exec(last.value)?.[1];
        if (!id) return;
        node.children.pop();
      }
      if (!id) return;
      const tail = node.children[node.children.length - 1] as { type: string; value?: string } | undefined;
      if (tail?.type === 'text' && typeof tail.value === 'string') tail.value = tail.value.replace(/\s+$/, '');
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}

/** Marks links to content files with placeholders (see src/lib/mdx/fileLinks.ts); the site model fills in the routes. */
import path from 'node:path';
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { parseFileLink, placeholder, type FileLink } from '../../lib/mdx/fileLinks';

export function rehypeFileLinks(options: { sourceFile: string; links: FileLink[] }) {
  return (tree: Root) => {
    const { links } = options;
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const parsed = parseFileLink(node.properties.href);
      if (!parsed) return;
      links.push({
        target: path.resolve(path.dirname(options.sourceFile), parsed.file),
        hash: parsed.hash,
        original: node.properties.href,
        line: node.position?.start.line ?? null,
      });
      node.properties.href = placeholder(links.length - 1);
    });
  };
}

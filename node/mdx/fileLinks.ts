/** Marks links to content files with placeholders (see src/lib/mdx/fileLinks.ts); the site model fills in the routes. */
import fs from 'node:fs';
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { isRelativeRoute, linkedFile, parseFileLink, placeholder, type FileLink } from '../../src/lib/mdx/fileLinks';

export function rehypeFileLinks(options: { sourceFile: string; contentRoots: readonly string[]; links: FileLink[] }) {
  return (tree: Root) => {
    const { links } = options;
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const parsed = parseFileLink(node.properties.href);
      if (!parsed) {
        if (!isRelativeRoute(node.properties.href)) return;
        links.push({ target: '', hash: '', original: node.properties.href, line: node.position?.start.line ?? null, relative: true });
        node.properties.href = placeholder(links.length - 1);
        return;
      }
      links.push({
        target: linkedFile(options.sourceFile, parsed.file, options.contentRoots, fs.existsSync),
        hash: parsed.hash,
        original: node.properties.href,
        line: node.position?.start.line ?? null,
      });
      node.properties.href = placeholder(links.length - 1);
    });
  };
}

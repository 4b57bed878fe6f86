/**
 * What makes a Markdown twin (src/lib/twins.ts) plain Markdown: it parses as
 * CommonMark with GitHub's extensions and math, writes back to the same text,
 * and holds no JSX, no import or export, and no HTML.
 */
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { twinMarkdown } from '../../src/lib/mdx/twinMarkdown';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

/** The problems of a twin (front matter first, then Markdown); none for a good one. */
export function markdownProblems(document: string): string[] {
  const match = /^---\n[\s\S]*?\n---\n\n/.exec(document);
  if (!match) return ['no front matter block at the top'];
  const body = document.slice(match[0].length);
  const tree = parser.parse(body);
  const problems: string[] = [];
  visit(tree, (node) => {
    // JSX, like HTML, is HTML to CommonMark: a block or an inline node.
    if (node.type === 'html') problems.push(`HTML or JSX at line ${node.position?.start.line}: ${(node as { value: string }).value}`);
    if (node.type === 'paragraph' && /^(import|export)\s/.test(toString(node)))
      problems.push(`an import or export at line ${node.position?.start.line}: ${toString(node)}`);
  });
  const written = twinMarkdown(tree);
  if (written !== body) problems.push('written again from its own tree, the Markdown changes');
  return problems;
}

/** The destinations of a twin's links, images and definitions (what code blocks hold is not one). */
export function markdownUrls(document: string): string[] {
  const urls: string[] = [];
  visit(parser.parse(document.replace(/^---\n[\s\S]*?\n---\n\n/, '')), (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url);
  });
  return urls;
}

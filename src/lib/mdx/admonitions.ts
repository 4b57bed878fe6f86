/**
 * `:::note`, `:::tip`, `:::info`, `:::warning`, `:::danger` blocks (remark-directive
 * syntax, optional title as `:::tip[Title]`) become admonition boxes. Text and leaf
 * directives are not a feature of the site, so `:30` in `10:30` or `::x` is put back
 * as the text it was written as.
 */
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { ADMONITION_NAMES, ADMONITION_TYPES, admonitionStyle } from './admonitionTypes';

export { ADMONITION_TYPES };

const FENCE = /^\s*(`{3,}|~{3,})/;
const TITLE_AFTER_TYPE = new RegExp(`^(\\s*:{3,})(${ADMONITION_NAMES.join('|')})[ \\t]+(\\S.*?)\\s*$`);

/**
 * Docusaurus also reads `:::tip My tip`, the title after the type, which
 * remark-directive does not parse; like Docusaurus, it is rewritten to
 * `:::tip[My tip]` before parsing (outside code fences, keeping every line
 * where it was, so errors still point at the right line).
 * See https://docusaurus.io/docs/markdown-features/admonitions#specifying-title
 */
export function normalizeAdmonitionTitles(source: string): string {
  return mapProseLines(source, (line) =>
    line.replace(TITLE_AFTER_TYPE, (_all, colons: string, type: string, title: string) => `${colons}${type}[${title.replace(/[[\]]/g, '\\$&')}]`),
  );
}

/** Applies `transform` to every line outside fenced code, keeping the number of lines. */
export function mapProseLines(source: string, transform: (line: string) => string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const open = FENCE.exec(line);
      if (open) {
        if (fence === null) fence = open[1];
        else if (open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1]) fence = null;
        return line;
      }
      return fence !== null ? line : transform(line);
    })
    .join('\n');
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        toAdmonition(node, file);
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        parent.children[index] = asWritten(node);
        return SKIP;
      }
    });
  };
}

function toAdmonition(node: ContainerDirective, file: VFile): void {
  const name = node.name;
  const style = admonitionStyle(name);
  if (!style) {
    file.fail(
      `Unknown admonition ":::${name}". Use one of: ${Object.keys(ADMONITION_TYPES)
        .map((t) => `:::${t}`)
        .join(', ')}`,
      node,
    );
  }
  const labelIndex = node.children.findIndex((c) => c.data && 'directiveLabel' in c.data && c.data.directiveLabel === true);
  const label = labelIndex >= 0 ? (node.children.splice(labelIndex, 1)[0] as Paragraph) : null;
  const titleChildren: PhrasingContent[] = label ? label.children : [{ type: 'text', value: style.title }];
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${style.type}`] } };
  const body = node.children;
  node.children = [
    { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition-title'] } }, children: titleChildren },
    // A block that only mdast-util-to-hast's `data.hName` turns into a <div>.
    { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['admonition-content'] } }, children: body },
  ];
}

/** A text or leaf directive, back to the characters the author typed. */
function asWritten(node: Directive): RootContent {
  const colons = node.type === 'textDirective' ? ':' : '::';
  const label = toString(node);
  const text = { type: 'text' as const, value: `${colons}${node.name}${label ? `[${label}]` : ''}` };
  return node.type === 'leafDirective' ? { type: 'paragraph', children: [text] } : text;
}

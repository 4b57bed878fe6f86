/**
 * `:::note`, `:::tip`, `:::info`, `:::warning`, `:::danger` blocks (remark-directive
 * syntax, optional title as `:::tip[Title]`) become admonition boxes. Text and leaf
 * directives are not a feature of the site, so `:30` in `10:30` or `::x` is put back
 * as the text it was written as.
 */
import { textOf, walk, type ReportingFile, type UnistNode } from './tree';

export const ADMONITION_TYPES = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
} as const;

export function remarkAdmonitions() {
  return (tree: UnistNode, file: ReportingFile) => {
    walk(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const name = String(node.name);
        if (!(name in ADMONITION_TYPES)) {
          file.fail(
            `Unknown admonition ":::${name}". Use one of: ${Object.keys(ADMONITION_TYPES).map((t) => `:::${t}`).join(', ')}`,
            node,
          );
        }
        const children = node.children ?? [];
        const labelIndex = children.findIndex((c) => c.data?.directiveLabel === true);
        const title =
          labelIndex >= 0 ? children.splice(labelIndex, 1)[0] : { type: 'text', value: ADMONITION_TYPES[name as keyof typeof ADMONITION_TYPES] };
        const titleChildren = title.type === 'paragraph' ? (title.children ?? []) : [title];
        node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${name}`] } };
        node.children = [
          { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition-title'] } }, children: titleChildren },
          { type: 'admonitionBody', data: { hName: 'div', hProperties: { className: ['admonition-content'] } }, children },
        ];
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== null) {
        const colons = node.type === 'textDirective' ? ':' : '::';
        const label = textOf(node);
        const text = { type: 'text', value: `${colons}${String(node.name)}${label ? `[${label}]` : ''}` };
        parent.children![index] = node.type === 'leafDirective' ? { type: 'paragraph', children: [text] } : text;
      }
    });
  };
}

/**
 * Docusaurus's `<CodeBlock language="py" title="x.py" showLineNumbers>` with
 * its code written in the element (as text or a template literal) becomes an
 * ordinary code block before rendering, so it gets the same highlighting,
 * title, line numbers and copy button as a fenced one.
 * See https://docusaurus.io/docs/markdown-features/code-blocks#interactive-code-editor
 */
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/** The literal code of the element's children: text, or one `{`…`}` / `{'…'}` expression. */
function literalCode(node: MdxJsxFlowElement): string | null {
  if (node.children.length !== 1) return null;
  const child = node.children[0] as { type: string; value?: string; children?: { type: string; value?: string }[] };
  if (child.type === 'mdxFlowExpression' && typeof child.value === 'string') {
    const match = /^\s*(`|'|")([\s\S]*)\1\s*$/.exec(child.value);
    if (!match || (match[1] === '`' && /\$\{/.test(match[2]))) return null;
    return match[2]
      .replace(/\\`/g, '`')
      .replace(/^\n/, '')
      .replace(/\n\s*$/, '');
  }
  if (child.type === 'paragraph' && child.children?.length === 1 && child.children[0].type === 'text') return child.children[0].value ?? null;
  return null;
}

function attribute(node: MdxJsxFlowElement, name: string): string | true | null {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr || attr.type !== 'mdxJsxAttribute') return null;
  if (attr.value === null || attr.value === undefined) return true;
  return typeof attr.value === 'string' ? attr.value : null;
}

export function remarkCodeBlockComponent() {
  return (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name !== 'CodeBlock' || !parent || index === undefined) return;
      const code = literalCode(node);
      if (code === null) return;
      const language = attribute(node, 'language');
      const title = attribute(node, 'title');
      const lines = attribute(node, 'showLineNumbers');
      const metastring = attribute(node, 'metastring');
      const meta = [
        typeof title === 'string' ? `title=${JSON.stringify(title)}` : '',
        lines ? 'showLineNumbers' : '',
        typeof metastring === 'string' ? metastring : '',
      ]
        .filter(Boolean)
        .join(' ');
      const replacement: Code = {
        type: 'code',
        lang: typeof language === 'string' ? language : null,
        meta: meta || null,
        value: code,
        position: node.position,
      };
      parent.children[index] = replacement;
    });
  };
}

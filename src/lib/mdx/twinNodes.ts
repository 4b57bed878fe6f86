/**
 * The Markdown a twin (src/lib/mdx/twinTree.ts) writes for single
 * constructs: code blocks, admonitions, literal expressions and the
 * attributes of JSX elements it reads.
 */
import type { BlockContent, Code, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { ADMONITION_TYPES } from './admonitionTypes';
import { parseCodeTitle, parseSampleMeta } from './codeTitle';
import { applyMagicComments } from './magicComments';

/** The text of a `{'…'}` or `{"…"}` expression (how MDX authors escape characters), or null for any other expression. */
export function literalOf(expression: string): string | null {
  const match = /^\s*(['"])((?:\\.|(?!\1)[^\\])*)\1\s*$/.exec(expression);
  if (!match) return null;
  try {
    return JSON.parse(`"${match[2].replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
  } catch {
    return match[2];
  }
}

/** The code as the page shows it: magic comments taken out; the language and the title kept. */
export function codeBlock(node: Code): Code {
  const sample = parseSampleMeta(node.meta);
  const title = parseCodeTitle(node.meta) ?? (sample.output ? 'Output' : null);
  return {
    type: 'code',
    lang: node.lang,
    meta: title === null ? null : `title=${JSON.stringify(title)}`,
    value: applyMagicComments(node.value, node.lang ?? undefined).code,
  };
}

/** `> **Note:** …`; a title of its own is written after the type, in bold. */
export function admonition(type: string, title: PhrasingContent[] | null, body: RootContent[]): BlockContent {
  const label = ADMONITION_TYPES[type as keyof typeof ADMONITION_TYPES] ?? type;
  const content = [...body];
  if (title && title.length > 0) {
    content.unshift({ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: `${label}: ` }, ...title] }] });
  } else if (content[0]?.type === 'paragraph') {
    content[0] = {
      ...content[0],
      children: [{ type: 'strong', children: [{ type: 'text', value: `${label}:` }] }, { type: 'text', value: ' ' }, ...content[0].children],
    };
  } else {
    content.unshift({ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: `${label}:` }] }] });
  }
  return { type: 'blockquote', children: content as BlockContent[] };
}

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A string attribute's value; `true` for one written without a value; null when absent or an expression. */
export function attribute(node: JsxElement, name: string): string | true | null {
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return null;
  if (attr.value === null || attr.value === undefined) return true;
  return typeof attr.value === 'string' ? attr.value : null;
}

/** An attribute written as `{expression}`: its source. */
export function expressionAttribute(node: JsxElement, name: string): string | null {
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return attr && attr.value && typeof attr.value === 'object' ? attr.value.value : null;
}

export const stringAttribute = (node: JsxElement, name: string) => {
  const value = attribute(node, name);
  return typeof value === 'string' ? value : null;
};

export const strongParagraph = (content: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children: [{ type: 'strong', children: content }] });

/** `values={[{label: 'Apple', value: 'apple'}, …]}`: labels by value, as far as they are written as literals. */
export function tabLabels(expression: string | null): Map<string, string> {
  const labels = new Map<string, string>();
  for (const item of expression?.match(/\{[^{}]*\}/g) ?? []) {
    const value = /\bvalue\s*:\s*(['"])(.*?)\1/.exec(item)?.[2];
    const label = /\blabel\s*:\s*(['"])(.*?)\1/.exec(item)?.[2];
    if (value !== undefined && label !== undefined) labels.set(value, label);
  }
  return labels;
}

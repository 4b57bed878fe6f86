/**
 * A page's Markdown twin (`<route>.md`, for agents): the page's own MDX tree,
 * after the site's remark plugins, turned into plain Markdown that says what
 * the reader sees. Tabs become one labelled section per tab, admonitions
 * `> **Note:**` blockquotes, `<details>` its summary then its body, components
 * their content; imports, expressions and JSX are gone. URLs are left as
 * placeholders (`mdx-twin:N`, the N-th of `refs`) for the build to make
 * absolute once every page's route is known (src/lib/twins.ts).
 */
import path from 'node:path';
import type { BlockContent, Heading, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { admonitionStyle } from './admonitionTypes';
import { linkedFile, parseFileLink } from './fileLinks';
import { classifyImageSrc, imageSourceFile } from './images';
import { admonition, codeBlock, expressionAttribute, literalOf, stringAttribute, strongParagraph, tabLabels, type JsxElement } from './twinNodes';

/** What a placeholder URL of a twin stands for. */
export type TwinRef =
  /** A link to another content file: its route is known once every file is read. */
  | { kind: 'file'; target: string; hash: string; original: string }
  /** A local image: its URL is the processed image's. */
  | { kind: 'image'; source: string; original: string }
  /** Any other URL: made absolute against the page's own URL. */
  | { kind: 'url'; url: string };

export const twinPlaceholder = (index: number) => `mdx-twin:${index}`;

/** Where a partial's twin goes: the partial's file, filled in once it is compiled ({@link inlinePartials}). */
export interface TwinPartial {
  type: 'twinPartial';
  file: string;
}

declare module 'vfile' {
  interface DataMap {
    twinTree: Root;
  }
}

declare module 'mdast' {
  interface RootContentMap {
    twinPartial: TwinPartial;
  }
}

export interface TwinOptions {
  /** Absolute path of the file the tree is of, for relative links and images. */
  sourceFile: string;
  /** The site's root, for `@site/…` imports. */
  siteDir: string;
  /** The content folders, where a link's file is looked for when it is not beside the page ({@link linkedFile}). */
  contentRoots?: readonly string[];
  /** Whether a file exists (the build's `fs.existsSync`). */
  exists?: (file: string) => boolean;
  /** The page's and its partials' placeholders, shared so that each index is unique. */
  refs: TwinRef[];
  /** A partial's tree keeps a leading `# Heading`; a page's is its title, written by the build. */
  partial?: boolean;
}

/** Keeps the twin of the tree in `file.data.twinTree`; the tree itself is left as it is. */
export function remarkTwin(options: TwinOptions) {
  return (tree: Root, file: VFile) => {
    file.data.twinTree = twinTree(tree, options);
  };
}

interface Context extends TwinOptions {
  /** Names imported by the file, with what they import. */
  imports: Map<string, string>;
}

export function twinTree(tree: Root, options: TwinOptions): Root {
  const context: Context = { ...options, imports: importsOf(tree) };
  const children = flow(tree.children, context);
  if (!options.partial) {
    const first = children.findIndex((n) => n.type !== 'twinPartial');
    if (first >= 0 && children[first].type === 'heading' && children[first].depth === 1) children.splice(first, 1);
  }
  return { type: 'root', children };
}

/** Replaces each partial's place in `tree` with its twin (partials can use partials), in place. */
export function inlinePartials(tree: Root, partials: ReadonlyMap<string, Root>, seen: ReadonlySet<string> = new Set()): Root {
  const visit = (parent: Parent) => {
    parent.children = parent.children.flatMap((child) => {
      if (child.type === 'twinPartial') {
        // An import written without its extension names the partial's file without it.
        const file = [child.file, `${child.file}.mdx`, `${child.file}.md`].find((f) => partials.has(f));
        if (!file || seen.has(file)) return [];
        return inlinePartials(structuredClone(partials.get(file)!), partials, new Set([...seen, file])).children;
      }
      if ('children' in child) visit(child);
      return [child];
    });
  };
  visit(tree);
  return tree;
}

function importsOf(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree?.body ?? []) as { type: string; source?: { value?: unknown }; specifiers?: { local: { name: string } }[] }[]) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue;
      for (const specifier of statement.specifiers ?? []) imports.set(specifier.local.name, statement.source.value);
    }
  }
  return imports;
}

const ref = (context: Context, value: TwinRef) => twinPlaceholder(context.refs.push(value) - 1);

/** The placeholder of a link's or image's URL; URLs of other sites stay as they are. */
function urlOf(url: string, context: Context, image: boolean): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  if (image && (classifyImageSrc(url) === 'relative' || classifyImageSrc(url) === 'site-file')) {
    const source = imageSourceFile(url, { sourceFile: context.sourceFile, siteDir: context.siteDir, staticDir: path.join(context.siteDir, 'static') });
    return ref(context, { kind: 'image', source, original: url });
  }
  const file = image ? null : parseFileLink(url);
  if (file) {
    const target = linkedFile(context.sourceFile, file.file, context.contentRoots ?? [], context.exists ?? (() => true));
    return ref(context, { kind: 'file', target, hash: file.hash, original: url });
  }
  return ref(context, { kind: 'url', url });
}

/** Phrasing in a place for blocks (JSX written on one line: `<Tabs><TabItem>One</TabItem></Tabs>`), held in paragraphs. */
function flow(nodes: readonly RootContent[], context: Context): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    if (!PHRASING.has(node.type)) {
      out.push(...flowNode(node, context));
      continue;
    }
    const content = phrasingNode(node as PhrasingContent, context);
    const last = out[out.length - 1];
    if (last?.type === 'paragraph' && (last.data as { loose?: boolean } | undefined)?.loose) last.children.push(...content);
    else if (content.length > 0) out.push({ type: 'paragraph', data: { loose: true } as never, children: content });
  }
  return out;
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'inlineMath',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

function phrasing(nodes: readonly RootContent[], context: Context): PhrasingContent[] {
  return nodes.flatMap((node) => phrasingNode(node as PhrasingContent, context));
}

/** Children of a block, mapped as blocks. */
function children(node: Parent, context: Context): RootContent[] {
  return flow(node.children, context);
}

function flowNode(node: RootContent, context: Context): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
      return literalOf(node.value) === null ? [] : [{ type: 'paragraph', children: [{ type: 'text', value: literalOf(node.value)! }] }];
    case 'thematicBreak':
      // The truncate marker of a post (src/lib/mdx/truncate.ts) is not shown.
      return (node.data as { hProperties?: { dataTruncate?: string } } | undefined)?.hProperties?.dataTruncate === undefined ? [{ type: 'thematicBreak' }] : [];
    case 'containerDirective':
      return [admonitionOfDirective(node, context)];
    case 'code':
      return [codeBlock(node)];
    case 'html':
      return /^\s*<!--/.test(node.value) ? [] : [{ type: 'html', value: node.value }];
    case 'definition':
      return [{ ...node, url: urlOf(node.url, context, false), position: undefined }];
    case 'mdxJsxFlowElement':
      return jsxFlow(node, context);
    case 'heading':
      return [{ type: 'heading', depth: node.depth, children: phrasing(node.children, context) }];
    case 'paragraph': {
      const content = phrasing(node.children, context);
      return content.length === 0 ? [] : [{ type: 'paragraph', children: content }];
    }
    case 'twinPartial':
      return [node];
    default:
      if ('children' in node)
        return [
          {
            ...node,
            position: undefined,
            data: undefined,
            children: node.type === 'tableCell' ? phrasing(node.children, context) : children(node, context),
          } as RootContent,
        ];
      return [{ ...node, position: undefined, data: undefined }];
  }
}

function phrasingNode(node: PhrasingContent, context: Context): PhrasingContent[] {
  switch (node.type) {
    case 'mdxTextExpression': {
      const text = literalOf(node.value);
      return text === null ? [] : [{ type: 'text', value: text }];
    }
    case 'link':
      return [{ type: 'link', url: urlOf(node.url, context, false), title: node.title, children: phrasing(node.children, context) }];
    case 'image':
      return [{ type: 'image', url: urlOf(node.url, context, true), title: node.title, alt: node.alt }];
    case 'mdxJsxTextElement':
      return jsxText(node, context);
    case 'html':
      return /^\s*<!--/.test(node.value) ? [] : [{ type: 'html', value: node.value }];
    default:
      if ('children' in node) return [{ ...node, position: undefined, data: undefined, children: phrasing(node.children, context) }];
      return [{ ...node, position: undefined, data: undefined }];
  }
}

/** An admonition as src/lib/mdx/admonitions.ts leaves it: a title paragraph, then the body in a blockquote. */
function admonitionOfDirective(node: ContainerDirective, context: Context): BlockContent {
  const [titleNode, bodyNode] = node.children as [RootContent, RootContent];
  const style = admonitionStyle(node.name);
  const title = titleNode && 'children' in titleNode && toString(titleNode) !== style?.title ? phrasing(titleNode.children, context) : null;
  return admonition(style?.type ?? node.name, title, bodyNode && 'children' in bodyNode ? children(bodyNode, context) : []);
}

/** A partial's file, when `name` is imported from a Markdown file. */
function partialFile(name: string, context: Context): string | null {
  const specifier = context.imports.get(name);
  // A Markdown file, or a path without an extension that may name one (`./_intro`).
  if (!specifier || !(/\.mdx?$/i.test(specifier) || !/\.[a-z0-9]+$/i.test(path.basename(specifier)))) return null;
  if (specifier.startsWith('@site/')) return path.join(context.siteDir, specifier.slice('@site/'.length));
  return specifier.startsWith('.') ? path.resolve(path.dirname(context.sourceFile), specifier) : null;
}

function jsxFlow(node: MdxJsxFlowElement, context: Context): RootContent[] {
  const name = node.name ?? '';
  const inner = () => children(node, context);
  switch (name) {
    case 'Tabs':
      return tabs(node, context);
    case 'details':
    case 'Details': {
      const summaryNode = (node.children as RootContent[]).find(
        (c): c is JsxElement => (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'summary',
      );
      const summaryText = stringAttribute(node, 'summary');
      const summary: PhrasingContent[] = summaryNode
        ? phrasing(summaryNode.children, context)
        : summaryText
          ? [{ type: 'text', value: summaryText }]
          : [{ type: 'text', value: 'Details' }];
      const body = flow(
        (node.children as RootContent[]).filter((c) => c !== summaryNode),
        context,
      );
      return [strongParagraph(summary), ...body];
    }
    case 'Admonition': {
      const title = stringAttribute(node, 'title');
      return [admonition(stringAttribute(node, 'type') ?? 'note', title ? [{ type: 'text', value: title }] : null, inner())];
    }
    case 'p':
      return [{ type: 'paragraph', children: phrasing(node.children, context) }];
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [{ type: 'heading', depth: Number(name[1]) as Heading['depth'], children: phrasing(node.children, context) }];
    case 'br':
    case 'hr':
      return name === 'hr' ? [{ type: 'thematicBreak' }] : [];
    case 'img':
    case 'a':
    case 'Link': {
      const content = jsxText(node as unknown as MdxJsxTextElement, context);
      return content.length === 0 ? [] : [{ type: 'paragraph', children: content }];
    }
    default: {
      const file = partialFile(name, context);
      return file ? [{ type: 'twinPartial', file }] : inner();
    }
  }
}

function jsxText(node: MdxJsxTextElement, context: Context): PhrasingContent[] {
  const name = node.name ?? '';
  const inner = () => phrasing(node.children, context);
  switch (name) {
    case 'br':
      return [{ type: 'break' }];
    case 'strong':
    case 'b':
      return [{ type: 'strong', children: inner() }];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: inner() }];
    case 'del':
    case 's':
      return [{ type: 'delete', children: inner() }];
    case 'code':
    case 'kbd':
      return [{ type: 'inlineCode', value: toString(node) }];
    case 'a':
    case 'Link': {
      const href = stringAttribute(node, 'href') ?? stringAttribute(node, 'to');
      return href === null ? inner() : [{ type: 'link', url: urlOf(href, context, false), children: inner() }];
    }
    case 'img': {
      const src = stringAttribute(node, 'src') ?? imported(expressionAttribute(node, 'src'), context);
      return src === null ? [] : [{ type: 'image', url: urlOf(src, context, true), alt: stringAttribute(node, 'alt') ?? '' }];
    }
    default:
      return inner();
  }
}

/** `src={photo}` where `photo` is imported: the imported file's path. */
function imported(expression: string | null, context: Context): string | null {
  const name = expression?.trim();
  return name ? (context.imports.get(name) ?? null) : null;
}

/** Tabs: one section per tab, its label in bold, then its content. */
function tabs(node: MdxJsxFlowElement, context: Context): RootContent[] {
  const labels = tabLabels(expressionAttribute(node, 'values'));
  const isItem = (c: RootContent): c is JsxElement => (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'TabItem';
  // Written on one line, the items are inline elements of a paragraph.
  const items = (node.children as RootContent[]).flatMap((c) =>
    c.type === 'paragraph' && c.children.some((i) => isItem(i)) ? (c.children as RootContent[]) : [c],
  );
  return items.flatMap((child) => {
    if (!isItem(child)) return flow([child], context);
    const value = stringAttribute(child, 'value') ?? '';
    const label = labels.get(value) ?? stringAttribute(child, 'label') ?? value;
    return [strongParagraph([{ type: 'text', value: label }]), ...flow(child.children, context)];
  });
}

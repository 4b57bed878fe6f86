/**
 * Writes a twin's tree (src/lib/mdx/twinTree.ts) as Markdown: CommonMark with
 * GitHub's tables, strikethrough and footnotes, and math between `$`.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify, { type Options } from 'remark-stringify';
import { unified } from 'unified';
import { esmDefault } from '../esmDefault';

/** The plainest spelling of each construct, so a twin reads like hand-written Markdown. */
const STYLE: Options = { bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one', incrementListMarker: true };

// Table cells are not padded to align the pipes: the build puts each URL in after writing (src/lib/twins.ts),
// which would leave aligned columns crooked and the text different from what its own tree writes.
const processor = unified().use(esmDefault(remarkGfm), { tablePipeAlign: false }).use(esmDefault(remarkMath)).use(esmDefault(remarkStringify), STYLE).freeze();

export function twinMarkdown(tree: Root): string {
  return processor.stringify(tree);
}

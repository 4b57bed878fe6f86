/**
 * Code samples that run: a fence marked `run` (```` ```python run ````) is a
 * self-contained program, and the ```` ```text output ```` fence right after
 * it is what the page says it prints. scripts/samples.mts runs each one and
 * compares; this module finds them and compares, with no I/O.
 *
 * The source is read as CommonMark (remark-parse), not MDX: only fences
 * matter here, and CommonMark reads them the same way whatever JSX sits
 * around them (a fence inside `<TabItem>` with blank lines around it).
 */
import type { Code, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseSampleMeta } from './mdx/codeTitle';

/** A sample to run, with what it should print. */
export interface Sample {
  file: string;
  /** Line of the sample's opening fence in the file. */
  line: number;
  lang: string;
  code: string;
  /** What the page shows it printing ('' when no output block follows). */
  expected: string;
  /** Line of the output block's fence, or null. */
  outputLine: number | null;
}

/** A program the page does not run, and why. */
export interface NotRun {
  file: string;
  line: number;
  reason: string;
}

/** Languages a `run` sample may be written in: the only runtime the checks have. */
export const RUNNABLE = new Set(['python', 'py', 'python3']);

function codeNodes(tree: Root): Code[] {
  const out: Code[] = [];
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'code') out.push(node);
      else if ('children' in node) walk(node.children);
    }
  };
  walk(tree.children);
  return out;
}

/** The error a malformed sample gives: file, line and what is allowed. */
export class SampleError extends Error {}

/**
 * The samples of one content file.
 * @param source - the whole file, front matter included (lines count from its top)
 */
export function findSamples(source: string, file: string): { samples: Sample[]; notRun: NotRun[] } {
  const tree = unified().use(remarkParse).parse(source);
  const nodes = codeNodes(tree);
  const samples: Sample[] = [];
  const notRun: NotRun[] = [];
  nodes.forEach((node, i) => {
    const line = node.position?.start.line ?? 0;
    const { run, norun } = parseSampleMeta(node.meta);
    if (norun !== null) notRun.push({ file, line, reason: norun });
    if (!run) return;
    if (norun !== null) throw new SampleError(`${file}:${line}: a code block is either \`run\` or \`norun="…"\`, not both`);
    if (!RUNNABLE.has(node.lang ?? ''))
      throw new SampleError(`${file}:${line}: \`run\` is for Python samples (\`\`\`python run); this block is \`${node.lang ?? 'without a language'}\``);
    const next = nodes[i + 1];
    const output =
      next && parseSampleMeta(next.meta).output && next.position && node.position && next.position.start.line > node.position.end.line ? next : null;
    samples.push({ file, line, lang: node.lang!, code: node.value, expected: output?.value ?? '', outputLine: output?.position?.start.line ?? null });
  });
  return { samples, notRun };
}

/** Output as a reader compares it: line ends and trailing blank lines do not count. */
export const normaliseOutput = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');

/** Null when the sample printed what the page shows; otherwise the first line that differs, both ways. */
export function compareOutput(expected: string, actual: string): { line: number; expected: string; actual: string } | null {
  const e = normaliseOutput(expected).split('\n');
  const a = normaliseOutput(actual).split('\n');
  if (e.join('\n') === a.join('\n')) return null;
  const n = Math.max(e.length, a.length);
  for (let i = 0; i < n; i++) {
    if (e[i] !== a[i]) return { line: i + 1, expected: e[i] ?? '(nothing)', actual: a[i] ?? '(nothing)' };
  }
  return null;
}

/**
 * Every code block gets a frame: a title bar when written as
 * ```py title="train.py", and a copy button (made to work, on first click, by
 * src/client/copyCode.ts). Runs before the highlighter, which replaces the
 * `pre` wherever it sits.
 *
 * Samples that run (scripts/samples/run.ts): ```` ```text output ```` is what
 * the sample above it prints, titled "Output"; ```` ```python norun="needs an
 * API key" ```` is a program the site does not run, and says why to the reader.
 */
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;
const NORUN = /(?:^|\s)norun=(?:"([^"]*)"|'([^']*)')/;

/** Reads the `title="…"` of a code block's meta string. */
export function parseCodeTitle(meta: string | undefined | null): string | null {
  if (!meta) return null;
  const match = TITLE.exec(meta);
  return match ? (match[1] ?? match[2]) : null;
}

/** The bare words of a meta string: quoted values left out, so `title="run me"` is not the flag `run`. */
const flags = (meta: string) => meta.replace(/(["'])(?:(?!\1).)*\1/g, '').split(/\s+/);

/**
 * What a code block's meta says about running it (src/lib/samples.ts): `run`
 * (a sample the checks run), `output` (what the sample above prints), `norun="why"`.
 */
export function parseSampleMeta(meta: string | undefined | null): { run: boolean; output: boolean; norun: string | null } {
  const words = flags(meta ?? '');
  const norun = meta ? NORUN.exec(meta) : null;
  return { run: words.includes('run'), output: words.includes('output'), norun: norun ? (norun[1] ?? norun[2]) : null };
}

const COPY_LABEL = 'Copy code to clipboard';

export function rehypeCodeTitle() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const meta = code.data?.meta;
      const sample = parseSampleMeta(meta);
      const title = parseCodeTitle(meta) ?? (sample.output ? 'Output' : null);
      // Consumed here, so the highlighter reads the rest of the meta only.
      if (meta && code.data) code.data.meta = meta.replace(TITLE, ' ').replace(NORUN, ' ').trim();
      const note: Element[] = sample.norun
        ? [
            {
              type: 'element',
              tagName: 'div',
              properties: { className: ['code-block-note'] },
              children: [{ type: 'text', value: `Not run by this site: ${sample.norun}` }],
            },
          ]
        : [];
      const copy: Element = {
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', className: ['copy-button'], ariaLabel: COPY_LABEL, title: 'Copy' },
        children: [{ type: 'text', value: 'Copy' }],
      };
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block', ...(title ? ['code-block-titled'] : []), ...(sample.output ? ['code-block-output'] : [])] },
        children: [
          ...(title
            ? [
                {
                  type: 'element' as const,
                  tagName: 'div',
                  properties: { className: ['code-block-title'] },
                  children: [{ type: 'text' as const, value: title }],
                },
              ]
            : []),
          node,
          copy,
          ...note,
        ],
      };
      return SKIP;
    });
  };
}

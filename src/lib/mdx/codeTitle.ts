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
import type { ContentLabels } from './contentLabels';
import { interpolate } from '../../i18n/translate';

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

/** The frame of every code block, its words in the page's locale. */
export function rehypeCodeTitle({ labels }: { labels: ContentLabels }) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const meta = code.data?.meta;
      const sample = parseSampleMeta(meta);
      const title = parseCodeTitle(meta) ?? (sample.output ? labels.output : null);
      // Consumed here, so the highlighter reads the rest of the meta only.
      if (meta && code.data) code.data.meta = meta.replace(TITLE, ' ').replace(NORUN, ' ').trim();
      const note: Element[] = sample.norun
        ? [
            {
              type: 'element',
              tagName: 'div',
              properties: { className: ['code-block-note'] },
              children: [{ type: 'text', value: interpolate(labels.notRun, { reason: sample.norun }) }],
            },
          ]
        : [];
      const copy: Element = {
        type: 'element',
        tagName: 'button',
        // What it says once it has copied goes with it (src/client/copyCode.ts), in the page's locale.
        properties: {
          type: 'button',
          className: ['copy-button'],
          ariaLabel: labels.copyAria,
          title: labels.copy,
          ...(labels.copied === 'Copied' ? {} : { dataCopied: labels.copied }),
        },
        children: [{ type: 'text', value: labels.copy }],
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

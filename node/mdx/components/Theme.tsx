/**
 * Docusaurus theme components beyond the tabs, rendered at build time in the
 * site's own markup: `Admonition` (as `:::type` renders), `Details`, and
 * `CodeBlock` for code that is not a literal (a literal one becomes a fenced
 * block before rendering, see src/lib/mdx/codeBlockComponent.ts).
 */
import type { ReactNode } from 'react';
// The types alone: this module is bundled into pages, and the admonitions plugin pulls in the Markdown toolchain.
import { ADMONITION_TYPES, admonitionStyle } from '../../../src/lib/mdx/admonitionTypes';

export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const style = admonitionStyle(type);
  if (!style) throw new Error(`<Admonition type="${type}"> is not a known type; use one of: ${Object.keys(ADMONITION_TYPES).join(', ')}`);
  return (
    <div className={`admonition admonition-${style.type}`}>
      <p className="admonition-title">{title ?? style.title}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}

export function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; open?: boolean; className?: string }) {
  return (
    <details {...rest}>
      {summary !== undefined && (typeof summary === 'string' ? <summary>{summary}</summary> : summary)}
      {children}
    </details>
  );
}

export function CodeBlock({ children, language, title }: { children?: ReactNode; language?: string; title?: string }) {
  return (
    <div className={title ? 'code-block code-block-titled' : 'code-block'}>
      {title && <div className="code-block-title">{title}</div>}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a code block scrolls sideways, and a scrollable region must be reachable from the keyboard (axe: scrollable-region-focusable) */}
      <pre className="shiki site" tabIndex={0} data-language={language}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

/**
 * `<CodeBlock language="bash" title="install.sh">` of @theme/CodeBlock in a React page: the code in the
 * frame content's code blocks have (node/mdx/components/Theme.tsx renders content's), with its
 * title. Its text is not coloured: content's code is highlighted once at build time
 * (docs/decisions/2026-11-23-shiki-over-prism.md), and a page's would need the highlighter in its
 * bundle (docs/importing-docusaurus.md#react-pages).
 */
import type { ReactNode } from 'react';

export interface Props {
  children?: ReactNode;
  language?: string;
  title?: string;
}

export default function CodeBlock({ children, language, title }: Props) {
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

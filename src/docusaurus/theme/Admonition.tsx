/**
 * `<Admonition type="tip" title="…">` of @theme/Admonition in a React page: the markup `:::tip` renders
 * in content (node/mdx/components/Theme.tsx, which renders content at build time), so the site's
 * stylesheet styles both alike.
 */
import type { ReactNode } from 'react';
import { ADMONITION_TYPES, admonitionStyle } from '../../lib/mdx/admonitionTypes';

export interface Props {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, children }: Props) {
  const style = admonitionStyle(type);
  if (!style) throw new Error(`<Admonition type="${type}"> is not a known type; use one of: ${Object.keys(ADMONITION_TYPES).join(', ')}`);
  return (
    <div className={`admonition admonition-${style.type}`}>
      <p className="admonition-title">{title ?? style.title}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}

/**
 * `<Heading as="h2" id="features">` of @theme/Heading: a heading with the link to it that rendered
 * content's headings have (src/lib/mdx/headings.ts), in the page's locale; an `h1`, or one without an
 * id, has none, as in Docusaurus (https://docusaurus.io/docs/markdown-features/toc#heading-ids).
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { translate } from '../../i18n/translate';
import { nodeText } from '../nodeText';

export interface Props extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  children?: ReactNode;
}

export default function Heading({ as: As, id, children, ...rest }: Props) {
  if (As === 'h1' || !id) {
    return (
      <As id={id} {...rest}>
        {children}
      </As>
    );
  }
  const label = translate(
    { id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}', description: 'Title for link to heading' },
    { heading: nodeText(children) },
  );
  return (
    <As id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={label} title={label}>
        {'\u200b'}
      </a>
    </As>
  );
}

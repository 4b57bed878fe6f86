/** The text of React children, as a reader sees it (elements' text included): a `<title>`'s, a heading's for its link's label. */
import { Children, isValidElement, type ReactNode } from 'react';

export const nodeText = (node: ReactNode): string =>
  Children.toArray(node)
    .map((child) =>
      typeof child === 'string' || typeof child === 'number'
        ? String(child)
        : isValidElement<{ children?: ReactNode }>(child)
          ? nodeText(child.props.children)
          : '',
    )
    .join('');

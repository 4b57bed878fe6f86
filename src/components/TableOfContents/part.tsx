/**
 * The table of contents as a part the server renders whole and the browser
 * runs after the page (src/client/partRoot.ts). This is the server's,
 * develop's and the tests' version; a production build's browser code takes
 * ./part.browser.tsx.
 */
import { TableOfContents, type Props } from '.';
import { PartFrame, type PartWrapperProps } from '../DeferredPart/PartFrame';

export type { Props };

export function TableOfContentsPart({ partClassName, ...props }: Props & PartWrapperProps) {
  return (
    <PartFrame name="toc" className={partClassName}>
      <TableOfContents {...props} />
    </PartFrame>
  );
}

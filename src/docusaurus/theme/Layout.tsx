/**
 * `<Layout title description wrapperClassName>` of @theme/Layout: a Docusaurus page inside the
 * site's frame (the navbar, the footer, the announcement bar, which src/wrapPageElement.tsx draws
 * around every page), its title and description in the page's head (src/docusaurus/pageHead.tsx),
 * and the Infima classes such pages are written with (./infima.css).
 * https://docusaurus.io/docs/advanced/swizzling#wrapper-your-site-with-root
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Seo } from '../../components/Seo';
import useIsBrowser from '../useIsBrowser';
import { InHead, keepPageHead, onServer, useServerHeadRemoved, usePageRoute } from '../pageHead';
import { LayoutHead, type LayoutHeadSetter } from './layoutHead';
import './infima.css';

export interface Props {
  children?: ReactNode;
  title?: string;
  description?: string;
  /** A class of the page's wrapper, as Docusaurus's `main-wrapper` takes it. */
  wrapperClassName?: string;
  /** No footer under the page. */
  noFooter?: boolean;
}

export default function Layout({ children, title, description, wrapperClassName, noFooter = false }: Props) {
  const pathname = usePageRoute();
  const isBrowser = useIsBrowser();
  // What a <Head> inside says, over the Layout's own, as a deeper Helmet wins in Docusaurus.
  const [said, setSaid] = useState<{ title?: string; description?: string }>({});
  const setter = useMemo<LayoutHeadSetter>(
    () => ({
      say: (head) => {
        setSaid(head);
        return () => setSaid({});
      },
    }),
    [],
  );
  if (onServer) keepPageHead(pathname, { title, description, elements: [] });
  useServerHeadRemoved(isBrowser);
  return (
    <LayoutHead.Provider value={setter}>
      {isBrowser && (
        <InHead>
          <Seo title={said.title ?? title} description={said.description ?? description} pathname={pathname} />
        </InHead>
      )}
      <div className={['main-wrapper', noFooter ? 'main-wrapper--no-footer' : '', wrapperClassName ?? ''].filter(Boolean).join(' ')}>{children}</div>
    </LayoutHead.Provider>
  );
}

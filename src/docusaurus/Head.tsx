/**
 * `<Head>` of @docusaurus/Head: a page's `<title>`, `<meta>` and `<link>` elements in the document's
 * head (https://docusaurus.io/docs/docusaurus-core#head), through src/docusaurus/pageHead.tsx.
 */
import { useContext, useEffect, type ReactNode } from 'react';
import useIsBrowser from './useIsBrowser';
import { headOf, InHead, keepPageHead, onServer, useServerHeadRemoved, usePageRoute } from './pageHead';
import { LayoutHead } from './theme/layoutHead';

export default function Head({ children }: { children?: ReactNode }) {
  const pathname = usePageRoute();
  const head = headOf(children);
  const isBrowser = useIsBrowser();
  const layout = useContext(LayoutHead);
  if (onServer) keepPageHead(pathname, head);
  useServerHeadRemoved(isBrowser);
  // The title and description go to the page's Layout, which writes them with the rest of the page's head.
  useEffect(() => layout?.say({ title: head.title, description: head.description }), [layout, head.title, head.description]);
  useEffect(() => {
    if (layout || head.title === undefined) return;
    const before = document.title;
    document.title = head.title;
    return () => {
      document.title = before;
    };
  }, [layout, head.title]);
  return isBrowser ? <InHead>{head.elements}</InHead> : null;
}

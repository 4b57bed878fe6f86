/**
 * `<BrowserOnly fallback={…}>{() => …}</BrowserOnly>` of @docusaurus/BrowserOnly: the fallback in the
 * server's HTML and the hydrating render, its children's function once in the browser
 * (https://docusaurus.io/docs/docusaurus-core#browseronly).
 */
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser';

export interface Props {
  children: () => ReactNode;
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback = null }: Props) {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <>{fallback}</>;
  if (typeof children !== 'function')
    throw new Error('<BrowserOnly> takes a function as its child (() => <Component />), so that its code runs only in the browser');
  return <>{children()}</>;
}

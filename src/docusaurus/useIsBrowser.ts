/**
 * `useIsBrowser()` of @docusaurus/useIsBrowser: false on the server and in the render that hydrates
 * the server's HTML, true once the page runs in the browser, so both renders make the same markup
 * (https://docusaurus.io/docs/docusaurus-core#useIsBrowser). React's `useSyncExternalStore` gives the
 * server's value while hydrating, then renders again with the browser's
 * (https://react.dev/reference/react/useSyncExternalStore#adding-support-for-server-rendering).
 */
import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

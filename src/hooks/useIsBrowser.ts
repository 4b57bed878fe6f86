import { useEffect, useState } from 'react';

/** False during server rendering and hydration, true once the page runs in the browser. */
export function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}

import { useEffect, useState } from 'react';

/** False during server rendering and hydration, true once the page runs in the browser. */
export function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- true from the first effect on, so that hydration renders what the server rendered
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}

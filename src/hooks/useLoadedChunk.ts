import { useEffect, useState } from 'react';

/**
 * A chunk's module once `wanted` and loaded; null before. A failed load calls
 * `onError` (a stable callback: a new one starts the effect again) and is
 * tried again the next time it is wanted (with a loader from
 * src/lib/retryingLoader.ts). React.lazy keeps a failed load and throws it at
 * every render, and with no error boundary that unmounts the whole page.
 */
export function useLoadedChunk<T>(load: () => Promise<T>, wanted: boolean, onError: () => void): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let current = true;
    load().then(
      (module) => current && setLoaded(() => module),
      () => current && onError(),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, load, onError]);
  return loaded;
}

/**
 * A loader that loads once and shares the result, but forgets a failure, so
 * the next call loads again: webpack forgets a chunk that failed to load, and
 * a second `import()` requests it anew.
 */
export function retryingLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let request: Promise<T> | null = null;
  return () => {
    if (!request) {
      const current = load();
      request = current;
      current.catch(() => {
        if (request === current) request = null;
      });
    }
    return request;
  };
}

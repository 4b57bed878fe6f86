/**
 * Browser storage through one small wrapper. When local storage is blocked or
 * throws (private modes, disabled cookies, sandboxed frames), every call does
 * nothing and one console warning says why; the site keeps working and choices
 * last for the page's life in component state.
 */

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls `onChange` when another tab changes the value; returns the unsubscribe function. */
  listen(onChange: (value: string | null) => void): () => void;
}

let warned = false;
/** Storage that took the probe's write: probed once per page, as every call reads or writes it again anyway. */
let usable: Storage | null = null;

function getStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  if (usable) return usable;
  try {
    const storage = window.localStorage;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    usable = storage;
    return storage;
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn(`Browser storage is not available, so choices such as the colour mode will not be remembered. Cause: ${(error as Error)?.message ?? error}`);
    }
    return null;
  }
}

/** A slot in local storage under `key`. */
export function createStorageSlot(key: string): StorageSlot {
  return {
    get() {
      try {
        return getStorage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(value) {
      try {
        getStorage()?.setItem(key, value);
      } catch {
        // Quota or policy errors: the value lasts for the page's life only.
      }
    },
    del() {
      try {
        getStorage()?.removeItem(key);
      } catch {
        // As above.
      }
    },
    listen(onChange) {
      if (typeof window === 'undefined') return () => undefined;
      const handler = (event: StorageEvent) => {
        if (event.key === key) onChange(event.newValue);
      };
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
  };
}

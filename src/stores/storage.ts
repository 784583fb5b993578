/**
 * Browser storage that never throws: private modes, quotas and disabled
 * storage degrade to an in-memory store for this page (the guest's choices
 * then last until they leave), and `available` tells which one is in use.
 */
export interface SafeStorage {
  readonly available: boolean;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStorage(): SafeStorage {
  const data = new Map<string, string>();
  return {
    available: false,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function probe(storage: Storage): boolean {
  try {
    const key = '__storage_probe__';
    storage.setItem(key, key);
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

const cached = new Map<'localStorage' | 'sessionStorage', SafeStorage>();

/** The page's local storage, or the in-memory stand-in. */
export const safeLocalStorage = (): SafeStorage => safeStorage('localStorage');

/** The tab's session storage, or the in-memory stand-in. */
export const safeSessionStorage = (): SafeStorage => safeStorage('sessionStorage');

function safeStorage(kind: 'localStorage' | 'sessionStorage'): SafeStorage {
  const known = cached.get(kind);
  if (known) return known;
  let storage: Storage | undefined;
  try {
    storage = typeof window !== 'undefined' ? window[kind] : undefined;
  } catch {
    storage = undefined;
  }
  if (!storage || !probe(storage)) {
    const memory = memoryStorage();
    cached.set(kind, memory);
    return memory;
  }
  const fallback = memoryStorage();
  const real = storage;
  const safe: SafeStorage = {
    available: true,
    getItem(key) {
      try {
        return real.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        real.setItem(key, value);
      } catch {
        fallback.setItem(key, value);
      }
    },
    removeItem(key) {
      try {
        real.removeItem(key);
      } catch {
        /* already unavailable */
      }
      fallback.removeItem(key);
    },
  };
  cached.set(kind, safe);
  return safe;
}

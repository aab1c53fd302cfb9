import { useSyncExternalStore } from 'react';

/** How a value is written to and read back from its storage entry. */
export interface StorageCodec<T> {
  encode: (value: T) => string;
  /** The value an entry holds, or null when it is absent or unreadable (then the store's `fallback`). */
  decode: (raw: string) => T | null;
}

/** Values written as JSON; `accept` says whether what was read has the expected shape. */
export const jsonCodec = <T>(accept: (value: unknown) => value is T = (_value): _value is T => true) => ({
  encode: (value: T): string => JSON.stringify(value),
  decode: (raw: string): T | null => {
    try {
      const value: unknown = JSON.parse(raw);
      return accept(value) ? value : null;
    } catch {
      return null;
    }
  },
});

/** Plain strings, written as they are (the tokens). */
export const textCodec: StorageCodec<string> = { encode: (value) => value, decode: (raw) => raw };

export interface PersistedStoreOptions<T> {
  /** The storage entry's key (one of `storageEntries` in lib/storage.ts). */
  key: string;
  /** localStorage outlives the tab; sessionStorage lasts as long as the tab. */
  storage: 'local' | 'session';
  codec: StorageCodec<NonNullable<T>>;
  /** The value while the entry is absent or unreadable. */
  fallback: T;
}

/**
 * One piece of client state kept in browser storage. The entry is the single source of truth: every read goes
 * back to it (a change written by another tab, or by a test, is seen), and the value is the same object for as
 * long as the entry's text is the same (React's useSyncExternalStore needs that).
 */
export interface PersistedStore<T> {
  get: () => T;
  /** Writes the value; null removes the entry (the store then gives its fallback). */
  set: (value: T | null) => void;
  /** Calls the listener when the value changes, in this tab or (localStorage) another. */
  subscribe: (listener: () => void) => () => void;
  /** The value, in a component: it re-renders on every change. */
  useValue: () => T;
}

const browserStorage = (kind: 'local' | 'session'): Storage | null => {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

const readEntry = (kind: 'local' | 'session', key: string): string | null => {
  try {
    return browserStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const writeEntry = (kind: 'local' | 'session', key: string, raw: string | null): void => {
  try {
    const storage = browserStorage(kind);
    if (raw === null) storage?.removeItem(key);
    else storage?.setItem(key, raw);
  } catch {
    // Storage full or disabled (private mode): the state lasts as long as the page.
  }
};

/** Each entry's stores' notify functions, so an entry removed by `forgetEntries` re-renders its readers. */
const notifiersByKey = new Map<string, Set<() => void>>();

/** Removes storage entries, whether or not a store for them is loaded (signing out forgets them all). */
export const forgetEntries = (
  entries: ReadonlyArray<Pick<PersistedStoreOptions<unknown>, 'key' | 'storage'>>,
) => {
  for (const { key, storage } of entries) writeEntry(storage, key, null);
  for (const { key } of entries) notifiersByKey.get(key)?.forEach((notify) => notify());
};

export const createPersistedStore = <T>(options: PersistedStoreOptions<T>): PersistedStore<T> => {
  const { key, storage, codec, fallback } = options;
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T = fallback;

  const notify = (): void => listeners.forEach((listener) => listener());
  notifiersByKey.set(key, (notifiersByKey.get(key) ?? new Set()).add(notify));

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === key) notify();
    });
  }

  const get = (): T => {
    const raw = readEntry(storage, key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = raw === null ? fallback : (codec.decode(raw) ?? fallback);
    }
    return cached;
  };

  const set = (value: T | null): void => {
    writeEntry(storage, key, value === null ? null : codec.encode(value as NonNullable<T>));
    notify();
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    get,
    set,
    subscribe,
    useValue: () => useSyncExternalStore(subscribe, get),
  };
};

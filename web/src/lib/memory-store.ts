import { useSyncExternalStore } from 'react';
import type { PersistedStore } from './persisted-store';

/**
 * One piece of client state kept in memory only, for as long as the page: the same surface as a store kept in
 * browser storage (lib/persisted-store.ts), for values that cannot be written there (File objects).
 */
export type MemoryStore<T> = PersistedStore<T>;

/** A store holding `fallback` until it is set; setting null brings the fallback back. */
export const createMemoryStore = <T>(fallback: T): MemoryStore<T> => {
  const listeners = new Set<() => void>();
  let value = fallback;

  const get = (): T => value;

  const set = (next: T | null): void => {
    value = next ?? fallback;
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return { get, set, subscribe, useValue: () => useSyncExternalStore(subscribe, get) };
};

import { useSyncExternalStore } from 'react';

/**
 * One string kept in browser storage that React components follow: the console's token (in
 * sessionStorage, so it ends with the tab) and the chosen merchant (in localStorage, so the
 * next shift starts on it). Writes go through here, so every reader re-renders at once.
 */
export type StoredValue = {
  get(): string | null;
  set(value: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
};

export function storedValue(storage: () => Storage | undefined, key: string): StoredValue {
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      // Storage refused (private mode, quota): the console still works for this page.
      return null;
    }
  };
  let value = read();
  const change = (next: string | null) => {
    value = next;
    try {
      if (next === null) storage()?.removeItem(key);
      else storage()?.setItem(key, next);
    } catch {
      // As above: the value lives in memory only.
    }
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => value,
    set: (next) => change(next),
    clear: () => change(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStoredValue(stored: StoredValue): string | null {
  return useSyncExternalStore(stored.subscribe, stored.get);
}

import { useSyncExternalStore } from 'react';
import { COMPARE_STORAGE_KEY } from './constants';
import { parseStoredCompare, toggleCompare, type CompareItem } from './rules';

/**
 * The compare list, kept in the browser's storage so it outlives pages and reloads
 * (docs/rules/compare.md#the-drawer). A plain external store rather than Apollo reactive
 * variables: the cards never read it (compareCardCss does), so the one reader, the drawer, needs
 * no cache machinery. The storage is passed in, so tests bring their own.
 */
export interface CompareStore {
  subscribe(listener: () => void): () => void;
  items(): readonly CompareItem[];
  /** Adds or removes a car (toggleCompare); true when it was added. */
  toggle(item: CompareItem): boolean;
  remove(id: string): void;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function createCompareStore(storage: Storage | undefined): CompareStore {
  const listeners = new Set<() => void>();
  let text: string | null = null;
  let items: readonly CompareItem[] = [];
  const read = () => {
    let stored: string | null = null;
    try {
      stored = storage?.getItem(COMPARE_STORAGE_KEY) ?? null;
    } catch {
      // Storage refused (private mode, quota): the list lives for this page only.
    }
    // The same text is the same list: React compares snapshots by identity.
    if (stored !== text) [text, items] = [stored, parseStoredCompare(stored)];
    return items;
  };
  const write = (next: readonly CompareItem[]) => {
    items = next;
    text = JSON.stringify(next);
    try {
      storage?.setItem(COMPARE_STORAGE_KEY, text);
    } catch {
      // As above: kept in memory.
    }
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    items: read,
    toggle(item) {
      const { items: next, added } = toggleCompare(read(), item);
      if (next !== items) write(next);
      return added;
    },
    remove(id) {
      const current = read();
      if (current.some((i) => i.id === id)) write(current.filter((i) => i.id !== id));
    },
  };
}

/** The browser's list; on the server, an empty one that never changes. */
export const compareStore = createCompareStore(typeof window === 'undefined' ? undefined : window.localStorage);

const NONE: readonly CompareItem[] = [];

/**
 * The compare list, read after hydration: the server and the hydrating render see an empty list,
 * so the server's markup matches; the stored list shows from the next render.
 */
export function useCompareItems(store: CompareStore = compareStore): readonly CompareItem[] {
  return useSyncExternalStore(store.subscribe, store.items, () => NONE);
}

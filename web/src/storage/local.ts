/**
 * localStorage, read and written so that storage that refuses (private mode, a full quota, no
 * window on the server) remembers nothing and fails nothing.
 */

export type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export const browserStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

export function readStored(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the value as JSON; refused, it is kept for this page only. */
export function writeStored(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Refused: nothing to do.
  }
}

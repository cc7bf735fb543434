import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * A value only the browser knows, read without a hydration mismatch: `serverValue` on the server
 * and while hydrating the server's HTML (React renders with the server snapshot then), the
 * browser's `read()` from the render after. The value is read once per render; it never changes.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChanges, read, () => serverValue);
}

import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A value only the browser knows, read without a hydration mismatch: `serverValue` on the server,
 * while hydrating the server's HTML and in a component's first render; the browser's `read()` from
 * the render after, which React makes in a transition. A transition renders in slices of a few
 * milliseconds between which the browser paints and answers input; a store's change (what
 * useSyncExternalStore with a server snapshot makes of this after hydration) re-renders every such
 * component at once, in one long task on a phone. `read` is asked once, after the first render.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  const [value, setValue] = useState(serverValue);
  useEffect(() => {
    const client = read();
    if (!Object.is(client, serverValue)) startTransition(() => setValue(client));
    // Read once: the value never changes while the component is mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}

const noChanges = () => () => {};

/**
 * True exactly while React hydrates the server's HTML (it renders with the server snapshot then),
 * false in any render in the browser after, a component's first included. The render after
 * hydration is a synchronous one: keep it to components whose children do not re-render.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}

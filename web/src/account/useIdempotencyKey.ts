import { useCallback, useRef } from 'react';

/**
 * The idempotency key of one intended change (docs/rules/account-pages.md#idempotency): the same key for
 * every retry of that change, so the gateway answers a retry without writing twice; `done()` after
 * the change succeeded (or the shopper changed what to send) makes the next call a new change.
 */
export function useIdempotencyKey(): { key: () => string; done: () => void } {
  const current = useRef<string | undefined>(undefined);
  const key = useCallback(() => (current.current ??= crypto.randomUUID()), []);
  const done = useCallback(() => {
    current.current = undefined;
  }, []);
  return { key, done };
}

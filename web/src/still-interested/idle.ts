/** How long work waiting for an idle moment waits at most, in ms (docs/rules/still-interested.md#loading). */
const IDLE_TIMEOUT_MS = 3_000;

/** Runs `run` once the browser is idle (at most IDLE_TIMEOUT_MS later); answers a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}

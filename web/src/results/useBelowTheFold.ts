import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../still-interested/idle';
import { BELOW_THE_FOLD_DELAY_MS } from './constants';

/** What tells the page the shopper is heading past the first screen. */
const HEADING_DOWN = ['scroll', 'pointerdown', 'keydown'] as const;

/**
 * Whether the parts below the first screen may load: the ads, the peekaboo, the groups after the
 * results (docs/rules/ads-client.md#asking-for-ads). From the shopper's first scroll, tap or key, or
 * BELOW_THE_FOLD_DELAY_MS after the page started, whichever comes first, and then at an idle moment,
 * in a transition: the first screen's hydration and first taps never wait for them. `now` skips the
 * wait (a sparse search, whose supplemental and similar listings are its first screen).
 */
export function useBelowTheFold(now: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let cancelIdle = () => {};
    const stop = () => {
      for (const type of HEADING_DOWN) removeEventListener(type, go);
      clearTimeout(timer);
    };
    function go() {
      stop();
      cancelIdle = whenIdle(() => startTransition(() => setReady(true)));
    }
    for (const type of HEADING_DOWN) addEventListener(type, go, { passive: true });
    const timer = setTimeout(go, now ? 0 : BELOW_THE_FOLD_DELAY_MS);
    return () => {
      stop();
      cancelIdle();
    };
  }, [ready, now]);
  return ready;
}

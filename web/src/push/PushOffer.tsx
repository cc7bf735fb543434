import { lazy, Suspense, useEffect, useState } from 'react';
import { useFeature } from '../ssr/page';
import { whenIdle } from '../still-interested/idle';
import { mayNeedPush } from './gate';

/*
 * Push on the results page (docs/rules/push.md#the-prompt), where the brand has it: nothing on the
 * server or in the first render. Once the browser is idle, gate.ts decides without importing
 * anything whether push's chunk (PushHost: the device's work, the rules in full, the dialog) may be
 * needed, and only then is it loaded, so a page that offers nothing loads none of it.
 */
const PushHost = lazy(() => import('./PushHost').then((m) => ({ default: m.PushHost })));

/** `filtered`: the search has a make or a body style filter (hasPromptFilter). */
export function PushOffer({ filtered }: { filtered: boolean }) {
  const on = useFeature('push');
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!on || loaded) return;
    return whenIdle(() => {
      if (!mayNeedPush(filtered)) return;
      // The chunk first: one that fails to load (a deploy between page and chunk) is only logged.
      import('./PushHost').then(
        () => setLoaded(true),
        (error: unknown) => console.warn('push: not loaded', error),
      );
    });
  }, [on, filtered, loaded]);
  return (
    loaded && (
      <Suspense fallback={null}>
        <PushHost filtered={filtered} />
      </Suspense>
    )
  );
}

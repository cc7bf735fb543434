import { lazy, Suspense, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { whenIdle } from './idle';
import { recentlyViewed, saveSyncedFor, signedInCookie } from './store';

/*
 * The still-interested alert's loader (docs/rules/still-interested.md#loading): nothing on the
 * server or in the first render; after hydration, once the browser is idle, the consumer history
 * is asked for when due (docs/rules/history.md#in-the-browser), a signed-in consumer's list is
 * brought up to date with their account (#signing-in), and only when the shopper viewed a car is
 * the alert's chunk imported and rendered.
 */
const StillInterestedAlert = lazy(() =>
  import('./StillInterestedAlert').then((m) => ({ default: m.StillInterestedAlert })),
);

export function StillInterested() {
  const client = useApolloClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      // The consumer history first (at most every 2 minutes): it feeds the lists the alert reads.
      // A chunk that fails to load (a deploy between page and chunk) is logged; the lists stand.
      const history = import('./history')
        .then((m) => m.refreshHistory(client))
        .catch((error: unknown) => console.warn('consumer history: not loaded', error));
      if (!signedInCookie()) {
        // Signed out: the next sign-in merges this browser's list again.
        saveSyncedFor(null);
        void history.then(() => live && setReady(recentlyViewed().length > 0));
        return;
      }
      void history
        .then(() => import('./sync'))
        .then((m) => m.syncRecentlyViewed(client))
        .then(() => live && setReady(recentlyViewed().length > 0));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [client]);
  return (
    ready && (
      <Suspense fallback={null}>
        <StillInterestedAlert />
      </Suspense>
    )
  );
}

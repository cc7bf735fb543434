import { Suspense } from 'react';
import { lazyAfterViewer } from '../account/lazyAfterViewer';
import { useClientValue } from '../hooks/useClientValue';

/*
 * The saved cars controller (account/SavedCarsController.tsx), in a chunk of its own that the
 * browser loads only after hydration: the server never renders it, because it asks who is asking
 * and no server render does (docs/rules/saved-cars.md#the-heart). It renders once the Viewer
 * query's document is ready (account/lazyAfterViewer.tsx).
 */
const SavedCarsController = lazyAfterViewer(() =>
  import('../account/SavedCarsController').then((m) => m.SavedCarsController),
);

export function SavedCarsHost() {
  const hydrated = useClientValue(() => true, false);
  return hydrated ? (
    <Suspense fallback={null}>
      <SavedCarsController />
    </Suspense>
  ) : null;
}

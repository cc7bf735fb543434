import { lazy, Suspense, type ComponentProps } from 'react';
import { useClientValue } from '../hooks/useClientValue';

/*
 * The vehicle page's listing actions, in a chunk of their own that the browser loads only after
 * hydration: the server never renders them (they need script), and the page is whole without them.
 */
const ListingActions = lazy(() => import('./ListingActions').then((m) => ({ default: m.ListingActions })));

/** Its line is kept from the server's HTML on, so nothing below moves when the buttons arrive. */
export function VehicleActions(props: ComponentProps<typeof ListingActions>) {
  const hydrated = useClientValue(() => true, false);
  return (
    <div className="vdp__actions">
      {hydrated && (
        <Suspense fallback={null}>
          <ListingActions {...props} />
        </Suspense>
      )}
    </div>
  );
}

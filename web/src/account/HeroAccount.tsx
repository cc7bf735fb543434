import { lazy, Suspense, type ComponentProps } from 'react';
import { useClientValue } from '../hooks/useClientValue';

/*
 * The account parts of the results page's hero, in chunks of their own that the browser loads only
 * after hydration: the server never renders them (they ask who is asking, which no server render
 * does: the page's HTML is the same for everyone, and its first query stays as small as it is).
 */
const AccountNav = lazy(() => import('./AccountNav').then((m) => ({ default: m.AccountNav })));
const SaveSearch = lazy(() => import('./SaveSearch').then((m) => ({ default: m.SaveSearch })));

const useHydrated = () => useClientValue(() => true, false);

export function HeroAccountNav() {
  const hydrated = useHydrated();
  return (
    <div className="hero__account">
      {hydrated && (
        <Suspense fallback={null}>
          <AccountNav />
        </Suspense>
      )}
    </div>
  );
}

/** Its line is kept from the server's HTML on, so the results do not move down when it arrives. */
export function HeroSaveSearch(props: ComponentProps<typeof SaveSearch>) {
  const hydrated = useHydrated();
  return (
    <div className="hero__save-search">
      {hydrated && (
        <Suspense fallback={null}>
          <SaveSearch {...props} />
        </Suspense>
      )}
    </div>
  );
}

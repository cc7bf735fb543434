import { lazy, Suspense, type ComponentProps } from 'react';
import { useClientValue } from '../hooks/useClientValue';

/*
 * The account parts of the pages: the site header's account nav (on every page of the app) and the
 * results page's Save Search, in chunks of their own that the browser loads only
 * after hydration: the server never renders them (they ask who is asking, which no server render
 * does: the page's HTML is the same for everyone, and its first query stays as small as it is).
 */
const AccountNav = lazy(() => import('./AccountNav').then((m) => ({ default: m.AccountNav })));
const SaveSearch = lazy(() => import('./SaveSearch').then((m) => ({ default: m.SaveSearch })));

const useHydrated = () => useClientValue(() => true, false);

/** The site header's account entries (docs/rules/pages.md#site-chrome); its place is kept from the server's HTML on. */
export function HeroAccountNav() {
  const hydrated = useHydrated();
  return (
    <div className="site-header__account">
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

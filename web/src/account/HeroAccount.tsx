import { Suspense, type ComponentProps } from 'react';
import { useClientValue } from '../hooks/useClientValue';
import { lazyAfterViewer } from './lazyAfterViewer';

/*
 * The account parts of the pages: the site header's account nav (on every page of the app) and the
 * results page's Save Search, in chunks of their own that the browser loads only
 * after hydration: the server never renders them (they ask who is asking, which no server render
 * does: the page's HTML is the same for everyone, and its first query stays as small as it is).
 * They render once the Viewer query's document is ready (lazyAfterViewer.tsx).
 */
const AccountNav = lazyAfterViewer(() => import('./AccountNav').then((m) => m.AccountNav));
const SaveSearch = lazyAfterViewer(() => import('./SaveSearch').then((m) => m.SaveSearch));

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

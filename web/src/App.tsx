import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ExpiredListingBanner } from './components/ExpiredListingBanner';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { SkipLink } from './components/SkipLink';
import { HeroAccountNav } from './account/HeroAccount';
import { deferred } from './deferred';
import { EventsLoader } from './events/record';
import { SearchResultsPage } from './routes/SearchResultsPage';
import { SRP_PATH } from '../../contracts/search';
import { ACCOUNT_PATHS } from './account/constants';
import { COMPARE_PATH } from './compare/constants';
import { VEHICLE_ROUTE } from './vehicle/constants';
import { BUILD_PRICE_PATH } from './research/constants';
import { SavedCarsHost } from './saved-cars/SavedCarsHost';
import { WalletProvider } from './wallet/WalletContext';
import { useFeature } from './ssr/page';
import { ServerCrawlLinks } from './ssr/ServerCrawlLinks';

/** The vehicle page is another route: out of the SRP's first chunk (the server renders it when asked for). */
const VehiclePage = deferred('src/routes/VehiclePage.tsx', () =>
  import('./routes/VehiclePage').then((m) => m.VehiclePage),
);

/** The compare page (docs/rules/compare.md#compare-page): a route of its own, in a chunk of its own. */
const ComparePage = deferred('src/routes/ComparePage.tsx', () =>
  import('./routes/ComparePage').then((m) => m.ComparePage),
);
/** The build-price page (docs/rules/trims.md#build-price-page): a route of its own, in a chunk of its own. */
const BuildPricePage = deferred('src/research/BuildPricePage.tsx', () =>
  import('./research/BuildPricePage').then((m) => m.BuildPricePage),
);
/** The compare drawer, on every page (docs/rules/compare.md#the-drawer): out of the first chunk. */
const CompareDrawer = deferred('src/compare/CompareDrawer.tsx', () =>
  import('./compare/CompareDrawer').then((m) => m.CompareDrawer),
);

/** The account pages (docs/rules/account-pages.md#pages): routes of their own, in chunks of their own. */
const SignInPage = deferred('src/account/SignInPage.tsx', () =>
  import('./account/SignInPage').then((m) => m.SignInPage),
);
const SavedCarsPage = deferred('src/account/SavedCarsPage.tsx', () =>
  import('./account/SavedCarsPage').then((m) => m.SavedCarsPage),
);
const SavedSearchesPage = deferred('src/account/SavedSearchesPage.tsx', () =>
  import('./account/SavedSearchesPage').then((m) => m.SavedSearchesPage),
);

/** The skip link (docs/rules/pages.md#site-chrome): its own component, so only it re-renders as the URL changes. */
function PageSkipLink() {
  const { pathname } = useLocation();
  return <SkipLink label={pathname === SRP_PATH ? 'Skip to results' : 'Skip to content'} />;
}

export function App() {
  const compareOn = useFeature('compare');
  return (
    <WalletProvider>
      {/* The site's chrome on every page (docs/rules/pages.md#site-chrome); the skip link is the first focusable element. */}
      <PageSkipLink />
      <ServerCrawlLinks />
      <SiteHeader account={<HeroAccountNav />} />
      {/* After an expired vehicle page sent the shopper home, the SRP (docs/rules/pages.md#expired-listing). */}
      <ExpiredListingBanner />
      <Routes>
        <Route path={SRP_PATH} element={<SearchResultsPage />} />
        <Route
          path={VEHICLE_ROUTE}
          element={
            <Suspense fallback={null}>
              <VehiclePage />
            </Suspense>
          }
        />
        <Route
          path={ACCOUNT_PATHS.signIn}
          element={
            <Suspense fallback={null}>
              <SignInPage />
            </Suspense>
          }
        />
        <Route
          path={ACCOUNT_PATHS.savedSearches}
          element={
            <Suspense fallback={null}>
              <SavedSearchesPage />
            </Suspense>
          }
        />
        <Route
          path={ACCOUNT_PATHS.savedCars}
          element={
            <Suspense fallback={null}>
              <SavedCarsPage />
            </Suspense>
          }
        />
        <Route
          path={COMPARE_PATH}
          element={
            <Suspense fallback={null}>
              <ComparePage />
            </Suspense>
          }
        />
        <Route
          path={BUILD_PRICE_PATH}
          element={
            <Suspense fallback={null}>
              <BuildPricePage />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to={SRP_PATH} replace />} />
      </Routes>
      <SiteFooter />
      {compareOn && (
        <Suspense fallback={null}>
          <CompareDrawer />
        </Suspense>
      )}
      {/* Serves every heart of every page, from the browser only (docs/rules/saved-cars.md#the-heart). */}
      <SavedCarsHost />
      {/* Shopper events and error reports, loaded at idle time (docs/rules/events-client.md#loading). */}
      <EventsLoader />
    </WalletProvider>
  );
}

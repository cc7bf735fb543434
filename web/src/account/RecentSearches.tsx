import { lazy, Suspense } from 'react';
import { RECENT_SEARCHES_LOADING, RECENT_SEARCHES_TITLE } from '../history/constants';

const RecentSearchesList = lazy(() =>
  import('../history/RecentSearchesList').then((m) => ({ default: m.RecentSearchesList })),
);

const loadingLine = <p role="status">{RECENT_SEARCHES_LOADING}</p>;

/**
 * The saved searches page's Recent searches (docs/rules/history.md#recent-searches-on-the-saved-searches-page):
 * the heading and a loading line from the server's HTML on, so nothing below moves when the browser
 * takes over; the list, its query and its texts load in a chunk of their own after hydration.
 */
export function RecentSearches({ inBrowser }: { inBrowser: boolean }) {
  return (
    <section className="recent-searches__section" aria-labelledby="recent-searches-title">
      <h2 id="recent-searches-title" className="recent-searches__title">
        {RECENT_SEARCHES_TITLE}
      </h2>
      {inBrowser ? (
        <Suspense fallback={loadingLine}>
          <RecentSearchesList />
        </Suspense>
      ) : (
        loadingLine
      )}
    </section>
  );
}

import { useEffect } from 'react';
import { Link } from 'react-router';
import { useClientValue } from '../hooks/useClientValue';
import { SRP_PATH } from '../../../contracts/search';
import { setPageTitle } from './pageTitle';
import { ACCOUNT_PATHS, ACCOUNT_TITLES, ACCOUNT_TEXTS } from './constants';
import { signInHref } from './refUrl';
import { RecentSearches } from './RecentSearches';
import { SavedSearchItem } from './SavedSearchItem';
import { useViewer } from './useViewer';

/**
 * The list, in the server's HTML too: the page is the consumer's own and no cache keeps it, and a
 * list asked for only after hydration came seconds late on a phone (docs/rules/account-pages.md#pages).
 */
function SavedSearchesList() {
  const { viewer, loading, error } = useViewer();
  if (loading && !viewer) return <p role="status">Loading your saved searches…</p>;
  if (error || !viewer)
    return (
      <p className="alert alert--danger" role="alert">
        {ACCOUNT_TEXTS.genericError}
      </p>
    );
  if (!viewer.signedIn)
    return (
      <div className="account__prompt">
        <p>Sign in to see the searches you saved.</p>
        <a className="button" href={signInHref(ACCOUNT_PATHS.savedSearches)}>
          Sign in
        </a>
      </div>
    );
  if (viewer.savedSearches.length === 0)
    return (
      <p className="account__empty">
        You have no saved searches yet. Use Save Search on a search results page to keep a search here.
      </p>
    );
  return (
    <ul className="saved-searches" aria-label="Your saved searches">
      {viewer.savedSearches.map((search) => (
        <SavedSearchItem key={search.bookmarkId} search={search} />
      ))}
    </ul>
  );
}

/** /account/saved-searches (docs/rules/account-pages.md#saved-searches-page). */
export function SavedSearchesPage() {
  const inBrowser = useClientValue(() => true, false);
  useEffect(() => {
    setPageTitle(ACCOUNT_TITLES.savedSearches);
  }, []);
  return (
    <main id="main" tabIndex={-1} className="account account--wide">
      <div className="account__top">
        <Link to={SRP_PATH}>Search cars for sale</Link>
      </div>
      <h1 className="account__title">{ACCOUNT_TITLES.savedSearches}</h1>
      {/* Its height is kept for the sign-in prompt, so Recent searches below does not move. */}
      <div className="account__saved">
        <SavedSearchesList />
      </div>
      <RecentSearches inBrowser={inBrowser} />
    </main>
  );
}

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { hasStoredDevice } from '../push/gate';
import { ACCOUNT_PATHS } from './constants';
import { SignOutDocument } from './documents';
import { signInHref } from './refUrl';
import { useViewer } from './useViewer';

/**
 * The account links of the header (docs/rules/account-pages.md#header): 'Sign in' for a visitor, back
 * to this page afterwards, and 'Saved cars (N)' once they saved one; 'Saved searches (N)', 'Saved cars (N)'
 * and 'Sign out' for a signed-in consumer. Rendered
 * by the browser only, after hydration (it asks who is asking).
 */
export function AccountNav({ onSignedOut = () => window.location.reload() }: { onSignedOut?: () => void }) {
  const { viewer, refetch } = useViewer();
  const { pathname, search } = useLocation();
  const client = useApolloClient();
  const [signOut] = useMutation(SignOutDocument);
  const [signingOut, setSigningOut] = useState(false);

  // A page the browser restores from its back-forward cache (Back after signing out elsewhere)
  // asks again who is asking, so it does not keep showing a signed-out consumer's links.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refetch();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetch]);

  async function leave() {
    setSigningOut(true);
    try {
      await signOut();
      // This browser stops getting the account's alerts (docs/rules/push.md#signing-out); push's
      // code loads only where a device is stored.
      if (hasStoredDevice())
        await import('../push/register').then(
          ({ unlinkOnSignOut }) => unlinkOnSignOut(),
          (error: unknown) => console.warn('push: the device could not be unlinked', String(error)),
        );
      // Nothing of the consumer's stays in memory; the reload renders the page as a visitor's.
      await client.clearStore();
      onSignedOut();
    } catch {
      setSigningOut(false);
    }
  }

  if (!viewer) return null;
  return (
    <nav className="account-nav" aria-label="Account">
      {viewer.signedIn ? (
        <>
          <Link to={ACCOUNT_PATHS.savedSearches}>Saved searches ({viewer.savedSearchCount})</Link>
          <Link to={ACCOUNT_PATHS.savedCars}>Saved cars ({viewer.savedListingIds.length})</Link>
          <button type="button" className="link-button" onClick={() => void leave()} disabled={signingOut}>
            Sign out
          </button>
        </>
      ) : (
        <>
          {/* A visitor's quick saves have a page too. */}
          {viewer.savedListingIds.length > 0 && (
            <Link to={ACCOUNT_PATHS.savedCars}>Saved cars ({viewer.savedListingIds.length})</Link>
          )}
          {/* A full page load: the sign-in page is served by the server like any page. */}
          <a href={signInHref(`${pathname}${search}`)}>Sign in</a>
        </>
      )}
    </nav>
  );
}

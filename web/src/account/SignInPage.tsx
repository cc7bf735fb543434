import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { setPageTitle } from './pageTitle';
import { ACCOUNT_PATHS, ACCOUNT_TITLES, SIGN_IN_PARAMS } from './constants';
import { safeRefUrl } from './refUrl';
import { SignInForm, type SignInScreen } from './SignInForm';

/** A full page load, so the server renders the page with the new session's cookie. */
const loadPage = (path: string) => window.location.assign(path);

/**
 * /account/sign-in (docs/rules/account-pages.md#sign-in): sign in, or sign up with
 * `defaultScreen=signup`; afterwards the page of `refUrl` loads, if it is a path of this site.
 */
export function SignInPage({ onSignedIn = loadPage }: { onSignedIn?: (path: string) => void }) {
  const [params] = useSearchParams();
  const screen: SignInScreen = params.get(SIGN_IN_PARAMS.screen) === SIGN_IN_PARAMS.signUpScreen ? 'signup' : 'signin';
  const returnTo = safeRefUrl(params.get(SIGN_IN_PARAMS.refUrl));
  const title = screen === 'signup' ? ACCOUNT_TITLES.signUp : ACCOUNT_TITLES.signIn;

  useEffect(() => {
    setPageTitle(title);
  }, [title]);

  // The other screen keeps where to return to.
  const other = new URLSearchParams(params);
  if (screen === 'signup') other.delete(SIGN_IN_PARAMS.screen);
  else other.set(SIGN_IN_PARAMS.screen, SIGN_IN_PARAMS.signUpScreen);
  const otherHref = `${ACCOUNT_PATHS.signIn}?${other.toString()}`;

  return (
    <main id="main" tabIndex={-1} className="account">
      <h1 className="account__title">{title}</h1>
      {/* Keyed by screen: switching screens starts the form over. */}
      <SignInForm key={screen} screen={screen} onSignedIn={() => onSignedIn(returnTo)} />
      <p className="account__switch">
        {screen === 'signup' ? 'Already have an account? ' : 'New here? '}
        <Link to={otherHref} replace>
          {screen === 'signup' ? 'Sign in' : 'Create a free account'}
        </Link>
      </p>
    </main>
  );
}

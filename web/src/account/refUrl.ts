import { ACCOUNT_PATHS, DEFAULT_RETURN_PATH, SIGN_IN_PARAMS } from './constants';

/**
 * Where sign-in sends the shopper back to (docs/rules/account-pages.md#return-after-sign-in): only a
 * path of this site, so a link cannot make the sign-in page forward a fresh session to another
 * site (an open redirect). A path starts with exactly one '/'; '//host' and '/\host' are read by
 * browsers as another host, and anything with a scheme or control characters is refused too.
 */
export function safeRefUrl(raw: string | null | undefined): string {
  if (!raw) return DEFAULT_RETURN_PATH;
  // Browsers drop tabs and newlines from URLs before reading them: '/\t/evil.example' is '//evil.example'.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return DEFAULT_RETURN_PATH;
  if (!raw.startsWith('/') || raw[1] === '/' || raw[1] === '\\') return DEFAULT_RETURN_PATH;
  // Resolved against a placeholder origin, a path stays on it; anything else left.
  const base = 'https://placeholder.invalid';
  let resolved: URL;
  try {
    resolved = new URL(raw, base);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (resolved.origin !== base) return DEFAULT_RETURN_PATH;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The link to the sign-in page (or its sign-up screen) that comes back to `returnTo` afterwards. */
export function signInHref(returnTo: string, signUp = false): string {
  const params = new URLSearchParams();
  if (signUp) params.set(SIGN_IN_PARAMS.screen, SIGN_IN_PARAMS.signUpScreen);
  params.set(SIGN_IN_PARAMS.refUrl, returnTo);
  return `${ACCOUNT_PATHS.signIn}?${params.toString()}`;
}

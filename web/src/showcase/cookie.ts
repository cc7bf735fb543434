import { SHOWCASE_HIDDEN_COOKIE, SHOWCASE_HIDDEN_VALUE, SHOWCASE_HIDE_MAX_AGE_S } from './constants';

/** Whether a cookie value says the shopper hid the showcase. */
export const isHidden = (value: string | undefined): boolean => value === SHOWCASE_HIDDEN_VALUE;

/** Whether a document.cookie string holds the Hide answer. */
export const hiddenIn = (cookies: string): boolean =>
  cookies.split(/;\s*/).includes(`${SHOWCASE_HIDDEN_COOKIE}=${SHOWCASE_HIDDEN_VALUE}`);

/** The document.cookie text of Hide: for the session, or for the timed suppression when one is set. */
export const hideCookie = (maxAgeSeconds: number | null = SHOWCASE_HIDE_MAX_AGE_S): string =>
  `${SHOWCASE_HIDDEN_COOKIE}=${SHOWCASE_HIDDEN_VALUE}; Path=/; SameSite=Lax${
    maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`
  }`;

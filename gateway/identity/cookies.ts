import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_COOKIES, type SessionResponse } from '../../contracts/account/index';
import { VISITOR_COOKIE_MAX_AGE_S } from './constants';

/** What resolvers may do to the browser's cookies: the gateway's port onto the reply. */
export interface CookiePort {
  set(name: string, value: string, options: { expires: Date; httpOnly: boolean }): void;
  clear(name: string): void;
}

/**
 * Cookies on a Fastify reply (docs/rules/accounts.md#cookies): Path=/, SameSite=Lax, Secure when
 * the request came over HTTPS (request.protocol honours trustProxy's X-Forwarded-Proto).
 */
export function replyCookies(request: FastifyRequest, reply: FastifyReply): CookiePort {
  const base = { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
  return {
    set: (name, value, { expires, httpOnly }) => void reply.setCookie(name, value, { ...base, httpOnly, expires }),
    clear: (name) => void reply.clearCookie(name, base),
  };
}

/** Signed in: the identity token and refresh token (httpOnly) and the readable signed-in flag. */
export function setSessionCookies(cookies: CookiePort, session: SessionResponse): void {
  const sessionEnds = new Date(session.sessionExpiresAt);
  cookies.set(ACCOUNT_COOKIES.idToken, session.idToken, {
    expires: new Date(session.idTokenExpiresAt),
    httpOnly: true,
  });
  cookies.set(ACCOUNT_COOKIES.refreshToken, session.refreshToken, { expires: sessionEnds, httpOnly: true });
  cookies.set(ACCOUNT_COOKIES.signedIn, '1', { expires: sessionEnds, httpOnly: false });
}

/** Signed out (or the session is over): all three go. */
export function clearSessionCookies(cookies: CookiePort): void {
  cookies.clear(ACCOUNT_COOKIES.idToken);
  cookies.clear(ACCOUNT_COOKIES.refreshToken);
  cookies.clear(ACCOUNT_COOKIES.signedIn);
}

export function setVisitorCookie(cookies: CookiePort, visitorId: string, now = Date.now()): void {
  cookies.set(ACCOUNT_COOKIES.visitorId, visitorId, {
    expires: new Date(now + VISITOR_COOKIE_MAX_AGE_S * 1000),
    httpOnly: true,
  });
}

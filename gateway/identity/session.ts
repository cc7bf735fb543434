import { randomUUID } from 'node:crypto';
import { ACCOUNT_COOKIES, type SessionResponse } from '../../contracts/account/index';
import type { AccountCaller, AccountClient } from '../upstreams/account/client';
import { createAccountLoaders, type AccountLoaders } from '../upstreams/account/loaders';
import { clearSessionCookies, setSessionCookies, setVisitorCookie, type CookiePort } from './cookies';
import type { IdentityKeySource } from './key';
import { verifyIdentityToken, type ViewerIdentity } from './token';

/** What one HTTP request says about its caller, and the port to its reply's cookies. */
export interface AccountHttp {
  /** The request's cookies (@fastify/cookie). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** The Authorization header, if any. */
  authorization: string | undefined;
  cookiePort: () => CookiePort;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Why a request that presented an identity is a visitor after all: its token (or the session
 * behind it) was refused, or the account service could not be asked to refresh it.
 */
export type IdentityFailure = 'rejected' | 'unavailable';

/**
 * Who is asking, for one request (docs/rules/accounts.md#gateway). Nothing happens until a
 * resolver asks: a search never verifies a token or builds an account loader. The token is
 * verified once per request, whichever resolvers ask; an expired web session is refreshed once.
 */
export class AccountSession {
  #viewer: Promise<ViewerIdentity | null> | undefined;
  #loaders: AccountLoaders | undefined;
  #visitorId: string | undefined;
  #cookies: CookiePort | undefined;
  #identityFailure: IdentityFailure | undefined;

  constructor(
    readonly client: AccountClient,
    private readonly identityKey: IdentityKeySource,
    private readonly http: AccountHttp | undefined,
  ) {}

  /** The signed-in consumer, or null for a visitor (no token, or one that does not verify). */
  viewer(): Promise<ViewerIdentity | null> {
    return (this.#viewer ??= this.#identify());
  }

  /**
   * Why the identity the request presented gave no viewer, or undefined when it presented none (or
   * it verified). A read treats such a caller as a visitor; a write that must not happen
   * anonymously instead (docs/rules/push.md#device-registration) refuses it.
   */
  async identityFailure(): Promise<IdentityFailure | undefined> {
    await this.viewer();
    return this.#identityFailure;
  }

  /** The browser's cookies; a request without one (in-process execution) keeps none. */
  get cookies(): CookiePort {
    return (this.#cookies ??= this.http?.cookiePort() ?? { set() {}, clear() {} });
  }

  /** The logged-out visitor's id from their cookie, if they have one. */
  get visitorId(): string | undefined {
    if (this.#visitorId) return this.#visitorId;
    const cookie = this.http?.cookies[ACCOUNT_COOKIES.visitorId];
    return cookie && UUID.test(cookie) ? (this.#visitorId = cookie) : undefined;
  }

  /** The visitor's id for a write: a new random one, kept in their cookie, the first time they save. */
  ensureVisitorId(): string {
    const existing = this.visitorId;
    if (existing) return existing;
    this.#visitorId = randomUUID();
    setVisitorCookie(this.cookies, this.#visitorId);
    return this.#visitorId;
  }

  /** Who the account service is told is calling. */
  async caller(): Promise<AccountCaller> {
    const viewer = await this.viewer();
    return viewer ? { idToken: viewer.idToken } : { visitorId: this.visitorId };
  }

  /** The request's account loaders, built the first time a field asks. */
  async loaders(): Promise<AccountLoaders> {
    const caller = await this.caller();
    return (this.#loaders ??= createAccountLoaders(this.client, caller));
  }

  /** A sign-up or sign-in succeeded: the session's cookies are set and the rest of this request is theirs. */
  async signedIn(session: SessionResponse): Promise<void> {
    setSessionCookies(this.cookies, session);
    this.#identityFailure = undefined;
    this.#viewer = this.http ? verifyIdentityToken(session.idToken, await this.identityKey()) : Promise.resolve(null);
    this.#loaders = undefined;
  }

  /** Signed out, or the session turned out to be over: the cookies go, the caller is a visitor. */
  signedOut(): void {
    clearSessionCookies(this.cookies);
    this.#identityFailure = undefined;
    this.#viewer = Promise.resolve(null);
    this.#loaders = undefined;
  }

  async #identify(): Promise<ViewerIdentity | null> {
    if (!this.http) return null;
    const bearer = BEARER.exec(this.http.authorization ?? '')?.[1];
    // A Bearer token speaks for a channel other than the web: no cookies, no refresh.
    if (bearer) return this.#rejectedUnlessVerified(await verifyIdentityToken(bearer, await this.identityKey()));
    const token = this.http.cookies[ACCOUNT_COOKIES.idToken];
    const identity = token ? await verifyIdentityToken(token, await this.identityKey()) : null;
    if (identity) return identity;
    const refreshToken = this.http.cookies[ACCOUNT_COOKIES.refreshToken];
    if (refreshToken) return this.#refresh(refreshToken);
    // A token that no longer verifies, or a signed-in flag left without a session: the page must not think it is signed in.
    if (token || this.http.cookies[ACCOUNT_COOKIES.signedIn]) clearSessionCookies(this.cookies);
    if (token) this.#identityFailure = 'rejected';
    return null;
  }

  #rejectedUnlessVerified(identity: ViewerIdentity | null): ViewerIdentity | null {
    if (!identity) this.#identityFailure = 'rejected';
    return identity;
  }

  /** The identity token expired (or its cookie did): one refresh from the session's refresh token. */
  async #refresh(refreshToken: string): Promise<ViewerIdentity | null> {
    let answer;
    try {
      answer = await this.client.refresh({ refreshToken }, { idempotencyKey: randomUUID() });
    } catch {
      // The service is unavailable: a visitor for this request; the cookies stay for the next.
      this.#identityFailure = 'unavailable';
      return null;
    }
    if (!answer.ok) {
      clearSessionCookies(this.cookies);
      this.#identityFailure = 'rejected';
      return null;
    }
    const identity = await verifyIdentityToken(answer.data.idToken, await this.identityKey());
    if (identity) setSessionCookies(this.cookies, answer.data);
    else clearSessionCookies(this.cookies);
    return this.#rejectedUnlessVerified(identity);
  }
}

import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import {
  ACCOUNT_HEADERS,
  ACCOUNT_LIMITS,
  DEFAULT_ALERT_FREQUENCY,
  IDENTITY_TOKEN,
  LeadProfileRequest,
  RefreshRequest,
  SaveSearchRequest,
  SignInRequest,
  SignUpRequest,
  SubscribeRequest,
  SUBSCRIBE_LIMIT_MESSAGE,
  UnsubscribeRequest,
  type AccountErrorCode,
  type AccountUser,
  type LeadProfile,
  type SearchBookmark,
  type SessionResponse,
} from '../../contracts/account/index';
import { alertsKey, signUnsubscribeToken, verifyUnsubscribeToken } from '../../upstreams/alerts/unsubscribe-token';
import { listenOnLoopback } from './stack';

/**
 * A small in-memory account service for the gateway's unit tests, answering the REST paths of
 * contracts/account exactly as the contract states them: the same payloads, error bodies, status
 * codes, headers and idempotency. It signs identity tokens with the key it is given, as the real
 * service does with the shared key. The real service (upstreams/account) is tested on its own;
 * integration tests put the two together.
 */
export interface AccountMock {
  url: string;
  app: FastifyInstance;
  /** Every request: method, path and the caller headers. */
  requests: Array<{ method: string; path: string; headers: Record<string, string | undefined> }>;
  /** Writes actually applied (an idempotent replay is not one). */
  writes: number;
  /** Revokes every open session of a user, as a sign-out elsewhere does. */
  revokeSessions(userId: string): void;
  /** An identity token for a user's open session, as sign-in would issue. */
  tokenFor(userId: string, ttlSeconds?: number): Promise<string>;
  /** The unsubscribe token an alert email of the bookmark carries now (its current generation). */
  unsubscribeTokenFor(bookmarkId: string): string;
  close(): Promise<void>;
}

interface Session {
  id: string;
  userId: string;
  refreshToken: string;
  open: boolean;
}

type Owner = { kind: 'user'; id: string } | { kind: 'visitor'; id: string };

export async function startAccountMock(key: Uint8Array): Promise<AccountMock> {
  const app = Fastify();
  const users = new Map<string, AccountUser & { password: string }>();
  const sessions = new Map<string, Session>();
  const bookmarks: Array<SearchBookmark & { owner: string; generation?: number }> = [];
  const linkKey = alertsKey(key);
  const leadProfiles = new Map<string, LeadProfile>();
  const replays = new Map<string, { status: number; body: unknown; fingerprint: string }>();
  const state = {
    requests: [] as AccountMock['requests'],
    writes: 0,
  };

  const refuse = (reply: FastifyReply, status: number, code: AccountErrorCode, message: string, field?: string) =>
    reply.code(status).send({ error: { code, message, ...(field ? { field } : {}) } });

  const sign = (userId: string, sessionId: string, ttlSeconds: number = IDENTITY_TOKEN.ttlSeconds) =>
    new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: IDENTITY_TOKEN.algorithm })
      .setSubject(userId)
      .setIssuer(IDENTITY_TOKEN.issuer)
      .setAudience(IDENTITY_TOKEN.audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(key);

  const publicUser = ({ password: _password, ...user }: AccountUser & { password: string }): AccountUser => user;

  async function openSession(user: AccountUser & { password: string }): Promise<SessionResponse> {
    const session: Session = { id: randomUUID(), userId: user.id, refreshToken: randomUUID(), open: true };
    sessions.set(session.id, session);
    return sessionResponse(session);
  }

  async function sessionResponse(session: Session): Promise<SessionResponse> {
    const now = Date.now();
    return {
      user: publicUser(users.get(session.userId)!),
      sessionId: session.id,
      idToken: await sign(session.userId, session.id),
      idTokenExpiresAt: new Date(now + IDENTITY_TOKEN.ttlSeconds * 1000).toISOString(),
      refreshToken: session.refreshToken,
      sessionExpiresAt: new Date(now + IDENTITY_TOKEN.sessionTtlSeconds * 1000).toISOString(),
    };
  }

  /** The signed-in caller, checked the way the service does: a token it signed, of a session still open. */
  async function userOf(request: FastifyRequest): Promise<string | undefined> {
    const token = request.headers[ACCOUNT_HEADERS.idToken];
    if (typeof token !== 'string') return undefined;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [IDENTITY_TOKEN.algorithm],
        issuer: IDENTITY_TOKEN.issuer,
        audience: IDENTITY_TOKEN.audience,
      });
      const session = sessions.get(String(payload.sid));
      return session?.open && session.userId === payload.sub ? session.userId : undefined;
    } catch {
      return undefined;
    }
  }

  async function ownerOf(request: FastifyRequest): Promise<Owner | undefined> {
    const userId = await userOf(request);
    if (userId) return { kind: 'user', id: userId };
    const visitor = request.headers[ACCOUNT_HEADERS.visitorId];
    return typeof visitor === 'string' && visitor ? { kind: 'visitor', id: visitor } : undefined;
  }

  const ownerKey = (owner: Owner) => `${owner.kind}:${owner.id}`;
  const bookmarksOf = (owner: string) =>
    bookmarks.filter((b) => b.owner === owner).sort((a, b) => b.searchBookmarkDate.localeCompare(a.searchBookmarkDate));
  const wire = ({
    owner: _owner,
    generation: _generation,
    ...bookmark
  }: SearchBookmark & { owner: string; generation?: number }): SearchBookmark => bookmark;

  /** What a visitor saved becomes the user's on sign-up and sign-in. */
  function adoptVisitorSaves(request: FastifyRequest, userId: string) {
    const visitor = request.headers[ACCOUNT_HEADERS.visitorId];
    if (typeof visitor !== 'string') return;
    for (const b of bookmarks) if (b.owner === `visitor:${visitor}`) b.owner = `user:${userId}`;
  }

  /** A write answered once per caller and key: a retry gets the first answer and writes nothing. */
  function idempotent(handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers[ACCOUNT_HEADERS.idempotencyKey];
      if (typeof key !== 'string' || !key) return refuse(reply, 400, 'BAD_REQUEST', 'idempotency-key header required');
      const caller = (await userOf(request)) ?? request.headers[ACCOUNT_HEADERS.visitorId] ?? 'anonymous';
      const replayKey = `${caller}|${key}`;
      const fingerprint = `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`;
      const seen = replays.get(replayKey);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          return refuse(reply, 422, 'IDEMPOTENCY_KEY_REUSED', 'key used for another request', 'idempotency-key');
        }
        return reply.code(seen.status).send(seen.body);
      }
      const body = await handler(request, reply);
      if (reply.statusCode < 500) replays.set(replayKey, { status: reply.statusCode, body, fingerprint });
      if (reply.statusCode < 300) state.writes++;
      return reply.send(body);
    };
  }

  /** A handler's refusal: sent at once, and the same refusal on a retry. */
  const refusal = (reply: FastifyReply, status: number, code: AccountErrorCode, message: string, field?: string) => {
    reply.code(status);
    return { error: { code, message, ...(field ? { field } : {}) } };
  };

  app.addHook('onRequest', async (request) => {
    state.requests.push({
      method: request.method,
      path: request.url.split('?')[0],
      headers: {
        idtoken: request.headers[ACCOUNT_HEADERS.idToken] as string | undefined,
        visitor: request.headers[ACCOUNT_HEADERS.visitorId] as string | undefined,
        idempotencyKey: request.headers[ACCOUNT_HEADERS.idempotencyKey] as string | undefined,
      },
    });
  });

  app.get('/readyz', async () => ({ status: 'ready' }));

  app.post(
    '/account-api/users',
    idempotent(async (request, reply) => {
      const parsed = SignUpRequest.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refusal(reply, 400, 'BAD_REQUEST', issue.message, String(issue.path[0]));
      }
      if ([...users.values()].some((u) => u.email === parsed.data.email)) {
        return refusal(reply, 409, 'EMAIL_TAKEN', 'email taken', 'email');
      }
      const user = {
        id: randomUUID(),
        email: parsed.data.email,
        firstName: parsed.data.firstName ?? null,
        lastName: parsed.data.lastName ?? null,
        createdAt: new Date().toISOString(),
        password: parsed.data.password,
      };
      users.set(user.id, user);
      adoptVisitorSaves(request, user.id);
      reply.code(201);
      return openSession(user);
    }),
  );

  app.post(
    '/account-api/sessions',
    idempotent(async (request, reply) => {
      const parsed = SignInRequest.safeParse(request.body);
      const user = parsed.success ? [...users.values()].find((u) => u.email === parsed.data.email) : undefined;
      if (!parsed.success || !user || user.password !== parsed.data.password) {
        return refusal(reply, 401, 'BAD_CREDENTIALS', 'bad credentials');
      }
      adoptVisitorSaves(request, user.id);
      return openSession(user);
    }),
  );

  app.post(
    '/account-api/sessions/refresh',
    idempotent(async (request, reply) => {
      const parsed = RefreshRequest.safeParse(request.body);
      const session = parsed.success
        ? [...sessions.values()].find((s) => s.refreshToken === parsed.data.refreshToken && s.open)
        : undefined;
      if (!session) return refusal(reply, 401, 'UNAUTHENTICATED', 'session is over');
      return sessionResponse(session);
    }),
  );

  app.delete(
    '/account-api/sessions/current',
    idempotent(async (request, reply) => {
      const token = request.headers[ACCOUNT_HEADERS.idToken];
      const userId = await userOf(request);
      if (!userId || typeof token !== 'string') return refusal(reply, 401, 'UNAUTHENTICATED', 'sign in');
      const session = sessions.get(String(decodeJwt(token).sid));
      const revoked = !!session?.open;
      if (session) session.open = false;
      return { revoked };
    }),
  );

  app.get('/account-api/me', async (request, reply) => {
    const userId = await userOf(request);
    if (!userId) return refuse(reply, 401, 'UNAUTHENTICATED', 'sign in');
    return { user: publicUser(users.get(userId)!), savedSearchCount: bookmarksOf(`user:${userId}`).length };
  });

  app.get('/account-api/lead-profile', async (request, reply) => {
    const owner = await ownerOf(request);
    if (!owner) return refuse(reply, 401, 'UNAUTHENTICATED', 'who is asking?');
    const empty = { firstName: null, lastName: null, email: null, phone: null, isOneClickOptedIn: false };
    return { leadProfile: leadProfiles.get(ownerKey(owner)) ?? empty };
  });

  app.put(
    '/account-api/lead-profile',
    idempotent(async (request, reply) => {
      const owner = await ownerOf(request);
      if (!owner) return refusal(reply, 401, 'UNAUTHENTICATED', 'who is asking?');
      const parsed = LeadProfileRequest.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refusal(reply, 400, 'BAD_REQUEST', issue.message, String(issue.path[0]));
      }
      leadProfiles.set(ownerKey(owner), parsed.data);
      return { leadProfile: parsed.data };
    }),
  );

  app.get<{ Querystring: { searchBookmarkId?: string } }>('/account-api/searchbookmarks', async (request, reply) => {
    const owner = await ownerOf(request);
    if (!owner) return refuse(reply, 401, 'UNAUTHENTICATED', 'who is asking?');
    const id = request.query.searchBookmarkId;
    const own = bookmarksOf(ownerKey(owner)).filter((b) => id === undefined || b.bookmarkId === id);
    return { myAtcSearchViewBeans: own.map(wire) };
  });

  app.get<{ Params: { id: string } }>('/account-api/searchbookmarks/share-bookmark/:id', async (request, reply) => {
    const userId = await userOf(request);
    if (!userId) return refuse(reply, 401, 'UNAUTHENTICATED', 'sign in');
    const bookmark = bookmarks.find((b) => b.bookmarkId === request.params.id && b.owner === `user:${userId}`);
    if (!bookmark) return refuse(reply, 404, 'NOT_FOUND', 'no such bookmark');
    return {
      bookmarkId: bookmark.bookmarkId,
      bookmarkTitle: bookmark.bookmarkTitle,
      searchResultsURL: bookmark.searchResultsURL,
    };
  });

  app.post(
    '/account-api/search',
    idempotent(async (request, reply) => {
      const userId = await userOf(request);
      if (!userId) return refusal(reply, 401, 'UNAUTHENTICATED', 'sign in');
      const parsed = SaveSearchRequest.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refusal(reply, 400, 'BAD_REQUEST', issue.message, String(issue.path[0]));
      }
      const { bookmarkId, ...change } = parsed.data;
      if (bookmarkId) {
        const bookmark = bookmarks.find((b) => b.bookmarkId === bookmarkId && b.owner === `user:${userId}`);
        if (!bookmark) return refusal(reply, 404, 'NOT_FOUND', 'no such bookmark');
        Object.assign(bookmark, Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)));
        return { bookmark: wire(bookmark) };
      }
      if (change.searchResultsURL === undefined) {
        return refusal(reply, 400, 'BAD_REQUEST', 'searchResultsURL required', 'searchResultsURL');
      }
      const bookmark = {
        owner: `user:${userId}`,
        bookmarkId: randomUUID(),
        bookmarkTitle: change.bookmarkTitle ?? change.searchName ?? 'Saved search',
        searchName: change.searchName ?? '',
        lastExecuted: change.lastExecuted ?? null,
        searchBookmarkDate: new Date().toISOString(),
        searchResultsURL: change.searchResultsURL,
        alertsEnabled: change.alertsEnabled ?? true,
        alertFrequency: change.alertFrequency ?? DEFAULT_ALERT_FREQUENCY,
        alertEmail: users.get(userId)!.email,
      };
      bookmarks.push(bookmark);
      reply.code(201);
      return { bookmark: wire(bookmark) };
    }),
  );

  app.delete<{ Params: { id: string } }>(
    '/account-api/searchbookmarks/:id',
    idempotent(async (request, reply) => {
      const userId = await userOf(request);
      if (!userId) return refusal(reply, 401, 'UNAUTHENTICATED', 'sign in');
      const id = (request.params as { id: string }).id;
      const index = bookmarks.findIndex((b) => b.bookmarkId === id && b.owner === `user:${userId}`);
      if (index < 0) return refusal(reply, 404, 'NOT_FOUND', 'no such bookmark');
      bookmarks.splice(index, 1);
      return { bookmarkId: id, deleted: true };
    }),
  );

  app.post(
    '/account-api/subscriptions',
    idempotent(async (request, reply) => {
      const visitor = request.headers[ACCOUNT_HEADERS.visitorId];
      if (typeof visitor !== 'string' || !visitor) return refusal(reply, 401, 'UNAUTHENTICATED', 'visitor id required');
      const parsed = SubscribeRequest.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refusal(reply, 400, 'BAD_REQUEST', issue.message, String(issue.path[0]));
      }
      const owner = `visitor:${visitor}`;
      const byEmail = bookmarks.filter((b) => b.owner.startsWith('visitor:') && b.alertEmail === parsed.data.email);
      const max = ACCOUNT_LIMITS.visitorMaxSavedSearches;
      if (bookmarksOf(owner).length >= max || byEmail.length >= max) {
        return refusal(reply, 409, 'SUBSCRIBE_LIMIT', SUBSCRIBE_LIMIT_MESSAGE, 'email');
      }
      const bookmark = {
        owner,
        bookmarkId: randomUUID(),
        bookmarkTitle: parsed.data.searchName,
        searchName: parsed.data.searchName,
        lastExecuted: null,
        searchBookmarkDate: new Date().toISOString(),
        searchResultsURL: parsed.data.searchResultsURL,
        alertsEnabled: true,
        alertFrequency: parsed.data.alertFrequency ?? DEFAULT_ALERT_FREQUENCY,
        alertEmail: parsed.data.email,
      };
      bookmarks.push(bookmark);
      reply.code(201);
      return { bookmark: wire(bookmark), visitorSavedSearchCount: bookmarksOf(owner).length };
    }),
  );

  /** The bookmark a link names while its generation is current, else the refusal the service gives. */
  function linkTarget(
    token: unknown,
  ): (SearchBookmark & { owner: string; generation?: number }) | [number, AccountErrorCode] {
    const link = typeof token === 'string' ? verifyUnsubscribeToken(linkKey, token) : undefined;
    if (!link) return [400, 'INVALID_TOKEN'];
    const bookmark = bookmarks.find((b) => b.bookmarkId === link.bookmarkId);
    if (!bookmark) return [404, 'NOT_FOUND'];
    return (bookmark.generation ?? 0) === link.generation ? bookmark : [410, 'LINK_USED'];
  }

  app.get<{ Querystring: { token?: string } }>('/account-api/alerts/unsubscribe', async (request, reply) => {
    const target = linkTarget(request.query.token);
    if (Array.isArray(target)) return refuse(reply, target[0], target[1], 'this link does nothing');
    const { alertsEnabled, bookmarkTitle, searchName } = target;
    return { status: alertsEnabled ? 'SUBSCRIBED' : 'UNSUBSCRIBED', bookmarkTitle, searchName };
  });

  app.post('/account-api/alerts/unsubscribe', async (request, reply) => {
    const parsed = UnsubscribeRequest.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'BAD_REQUEST', 'token required', 'token');
    const target = linkTarget(parsed.data.token);
    if (Array.isArray(target)) return refuse(reply, target[0], target[1], 'this link does nothing');
    target.alertsEnabled = false;
    target.generation = (target.generation ?? 0) + 1;
    state.writes++;
    return { status: 'UNSUBSCRIBED', bookmarkTitle: target.bookmarkTitle, searchName: target.searchName };
  });

  const url = await listenOnLoopback(app);
  return {
    url,
    app,
    requests: state.requests,
    get writes() {
      return state.writes;
    },
    revokeSessions(userId) {
      for (const session of sessions.values()) if (session.userId === userId) session.open = false;
    },
    async tokenFor(userId, ttlSeconds) {
      const session = [...sessions.values()].find((s) => s.userId === userId && s.open);
      if (!session) throw new Error('no open session');
      return sign(userId, session.id, ttlSeconds);
    },
    unsubscribeTokenFor(bookmarkId) {
      const bookmark = bookmarks.find((b) => b.bookmarkId === bookmarkId);
      if (!bookmark) throw new Error('no such bookmark');
      return signUnsubscribeToken(linkKey, bookmarkId, bookmark.generation ?? 0);
    },
    close: () => app.close(),
  };
}

import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import {
  AccountErrorBody,
  DeleteSearchBookmarkResponse,
  IDENTITY_TOKEN,
  LeadProfileResponse,
  MeResponse,
  SaveSearchResponse,
  SearchBookmarksResponse,
  SessionResponse,
  ShareBookmarkResponse,
  SignOutResponse,
  SUBSCRIBE_LIMIT_MESSAGE,
  SubscribeResponse,
} from '../../contracts/account/index';
import { createUpstreamServer } from '../../upstreams/server';
import { accountClient, listen } from '../support/account-client';
import { captureLog } from '../support/log-capture';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

const KEY = new Uint8Array(randomBytes(32));
let fixture: UpstreamFixture;
let baseUrl = '';
const { raw, ok, refused } = accountClient(() => baseUrl);
const sql = <T>(text: string, params: unknown[] = []) => fixture.testDb.db.query<T>(text, params);

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 50, identityTokenKey: KEY });
  baseUrl = await listen(fixture.upstream.app);
});
afterAll(() => fixture.close());

const PASSWORD = 'correct horse battery';
let emailCount = 0;
const newEmail = () => `Shopper${++emailCount}.${randomUUID().slice(0, 8)}@Example.com`;
const key = () => `key-${randomUUID()}`;

async function signUp(extra: { visitorId?: string; email?: string } = {}) {
  const email = extra.email ?? newEmail();
  const session = await ok(
    SessionResponse,
    'POST',
    '/users',
    { body: { email, password: PASSWORD, firstName: 'Ada' }, visitorId: extra.visitorId },
    201,
  );
  return { ...session, email };
}

const saveSearch = (idToken: string, body: Record<string, unknown>, idempotencyKey?: string) =>
  ok(SaveSearchResponse, 'POST', '/search', { idToken, body, idempotencyKey }, body.bookmarkId ? 200 : 201);

const subscribe = (visitorId: string, email: string, searchResultsURL = 'makeCode=FORD&zip=30301') =>
  raw('POST', '/subscriptions', { visitorId, body: { email, searchResultsURL, searchName: 'Used Ford near 30301' } });

describe('sign up, sign in, refresh, sign out', () => {
  test('sign up answers a session whose token opens /me; the email is kept lowercase', async () => {
    const session = await signUp();
    expect(session.user.email).toBe(session.email.toLowerCase());
    expect(session.user.firstName).toBe('Ada');
    expect(session.user.lastName).toBeNull();
    const me = await ok(MeResponse, 'GET', '/me', { idToken: session.idToken });
    expect(me).toEqual({ user: session.user, savedSearchCount: 0 });
    const [row] = await sql<{ password_hash: string; refresh_token_hash: string }>(
      'SELECT u.password_hash, s.refresh_token_hash FROM users u JOIN sessions s ON s.user_id = u.id WHERE u.id = $1',
      [session.user.id],
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.refresh_token_hash).not.toContain(session.refreshToken);
  });

  test('an email registered in any case answers EMAIL_TAKEN on field email', async () => {
    const { email } = await signUp();
    const { status, body } = await refused('POST', '/users', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });

  test.each([
    [{ email: 'not-an-email', password: PASSWORD }, 'email'],
    [{ email: 'a@example.com', password: 'short' }, 'password'],
    [{ email: 'a@example.com', password: PASSWORD, firstName: 'x'.repeat(61) }, 'firstName'],
    [{ password: PASSWORD }, 'email'],
    ['just a string', 'body'],
  ])('sign-up input %j is refused with 400 on field %s', async (body, field) => {
    const { status, body: error } = await refused('POST', '/users', { body });
    expect(status).toBe(400);
    expect(error.error).toMatchObject({ code: 'BAD_REQUEST', field });
  });

  test('broken JSON and a missing body are 400s naming the body, without a stack', async () => {
    for (const options of [{ rawBody: '{"email": ' }, {}]) {
      const { status, body } = await refused('POST', '/users', options);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
      expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
      expect(JSON.stringify(body)).not.toContain('"email": ');
    }
    const textBody = await fetch(`${baseUrl}/account-api/users`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a@example.com',
    });
    expect(textBody.status).toBe(400);
    expect(AccountErrorBody.parse(await textBody.json()).error.field).toBe('body');
    const huge = await refused('POST', '/users', { body: { email: 'a@example.com', password: 'x'.repeat(100_000) } });
    expect(huge.status).toBe(400);
    expect(huge.body.error.field).toBe('body');
  });

  test('sign in: a wrong password and an unknown email get the same BAD_CREDENTIALS', async () => {
    const { email, user } = await signUp();
    const wrong = await refused('POST', '/sessions', { body: { email, password: 'wrong password' } });
    const unknown = await refused('POST', '/sessions', { body: { email: newEmail(), password: PASSWORD } });
    expect(wrong).toEqual({ status: 401, body: unknown.body });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('BAD_CREDENTIALS');
    expect(unknown.body.error.field).toBeUndefined();
    const session = await ok(SessionResponse, 'POST', '/sessions', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(session.user.id).toBe(user.id);
    expect((await ok(MeResponse, 'GET', '/me', { idToken: session.idToken })).user.id).toBe(user.id);
  });

  test('an unknown email takes about as long as a wrong password (a password is verified either way)', async () => {
    const { email } = await signUp();
    const median = async (body: object) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        expect((await raw('POST', '/sessions', { body })).status).toBe(401);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2];
    };
    const wrongPassword = await median({ email, password: 'wrong password' });
    const unknownEmail = await median({ email: newEmail(), password: 'wrong password' });
    // Without the dummy verification an unknown email would answer in a database lookup's time.
    expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.5);
  });

  test('refresh gives a new identity token; sign out ends the session for both tokens', async () => {
    const session = await signUp();
    const refreshed = await ok(SessionResponse, 'POST', '/sessions/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.sessionId).toBe(session.sessionId);
    expect(refreshed.user).toEqual(session.user);
    await ok(MeResponse, 'GET', '/me', { idToken: refreshed.idToken });

    expect(await ok(SignOutResponse, 'DELETE', '/sessions/current', { idToken: refreshed.idToken })).toEqual({
      revoked: true,
    });
    for (const idToken of [session.idToken, refreshed.idToken]) {
      const { status, body } = await refused('GET', '/me', { idToken });
      expect(status).toBe(401);
      expect(body.error.code).toBe('UNAUTHENTICATED');
    }
    const again = await refused('POST', '/sessions/refresh', { body: { refreshToken: session.refreshToken } });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('UNAUTHENTICATED');
    // Signing out twice is not an error: nothing was open any more.
    expect(await ok(SignOutResponse, 'DELETE', '/sessions/current', { idToken: session.idToken })).toEqual({
      revoked: false,
    });
  });

  test('an unknown refresh token is refused', async () => {
    const { status, body } = await refused('POST', '/sessions/refresh', { body: { refreshToken: 'made-up-token' } });
    expect(status).toBe(401);
    expect(body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('identity tokens are refused unless this service signed them for an open session', () => {
  let session: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    session = await signUp();
  });

  const claims = () => ({ sid: session.sessionId });
  const signed = (key: Uint8Array, edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt, alg = 'HS256') =>
    edit(
      new SignJWT(claims())
        .setProtectedHeader({ alg })
        .setSubject(session.user.id)
        .setIssuer(IDENTITY_TOKEN.issuer)
        .setAudience(IDENTITY_TOKEN.audience)
        .setIssuedAt()
        .setExpirationTime('5m'),
    ).sign(key);

  test('a token made here the same way is accepted (the refusals below are not accidents)', async () => {
    await ok(MeResponse, 'GET', '/me', { idToken: await signed(KEY) });
  });

  test.each<[string, () => Promise<string>]>([
    [
      'alg none',
      async () =>
        new UnsecuredJWT(claims())
          .setSubject(session.user.id)
          .setIssuer(IDENTITY_TOKEN.issuer)
          .setAudience(IDENTITY_TOKEN.audience)
          .setIssuedAt()
          .setExpirationTime('5m')
          .encode(),
    ],
    ['another key', () => signed(new Uint8Array(randomBytes(32)))],
    ['another algorithm (HS512)', () => signed(KEY, undefined, 'HS512')],
    ['another issuer', () => signed(KEY, (jwt) => jwt.setIssuer('urn:someone:else'))],
    ['another audience', () => signed(KEY, (jwt) => jwt.setAudience('urn:someone:else'))],
    [
      'expired',
      () =>
        signed(KEY, (jwt) =>
          jwt.setIssuedAt(Math.floor(Date.now() / 1000) - 3600).setExpirationTime(Math.floor(Date.now() / 1000) - 60),
        ),
    ],
    [
      'tampered (another user in the payload)',
      async () => {
        const [header, payload, signature] = session.idToken.split('.');
        const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: randomUUID() };
        return [header, Buffer.from(JSON.stringify(edited)).toString('base64url'), signature].join('.');
      },
    ],
    ['garbage', async () => 'not.a.token'],
  ])('%s: 401 UNAUTHENTICATED', async (_name, make) => {
    const { status, body } = await refused('GET', '/me', { idToken: await make() });
    expect(status).toBe(401);
    expect(body.error.code).toBe('UNAUTHENTICATED');
  });

  test('a valid token of an expired session: 401', async () => {
    const other = await signUp();
    await sql("UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = $1", [other.sessionId]);
    const { status } = await refused('GET', '/searchbookmarks', { idToken: other.idToken });
    expect(status).toBe(401);
  });

  test('a bad token is refused even with a visitor id beside it', async () => {
    const { status } = await refused('GET', '/searchbookmarks', { idToken: 'x.y.z', visitorId: randomUUID() });
    expect(status).toBe(401);
  });
});

describe('saved searches', () => {
  test('save, list newest first, rename, toggle alerts, mark executed, share, delete', async () => {
    const { idToken, user } = await signUp();
    const first = await saveSearch(idToken, { searchResultsURL: 'makeCode=FORD', searchName: 'Used Ford' });
    expect(first.bookmark).toMatchObject({
      bookmarkTitle: 'Used Ford',
      searchName: 'Used Ford',
      searchResultsURL: 'makeCode=FORD',
      alertsEnabled: true,
      alertEmail: user.email,
      lastExecuted: null,
    });
    const second = await saveSearch(idToken, {
      searchResultsURL: 'makeCode=TOYOTA',
      searchName: 'Used Toyota',
      bookmarkTitle: 'My Toyota',
      alertsEnabled: false,
    });
    const list = await ok(SearchBookmarksResponse, 'GET', '/searchbookmarks', { idToken });
    expect(list.myAtcSearchViewBeans.map((b) => b.bookmarkId)).toEqual([
      second.bookmark.bookmarkId,
      first.bookmark.bookmarkId,
    ]);
    expect((await ok(MeResponse, 'GET', '/me', { idToken })).savedSearchCount).toBe(2);

    const executed = '2026-01-02T03:04:05.000Z';
    const renamed = await saveSearch(idToken, {
      bookmarkId: first.bookmark.bookmarkId,
      bookmarkTitle: 'Trucks',
      alertsEnabled: false,
      lastExecuted: executed,
    });
    expect(renamed.bookmark).toMatchObject({
      bookmarkId: first.bookmark.bookmarkId,
      bookmarkTitle: 'Trucks',
      searchName: 'Used Ford',
      alertsEnabled: false,
      lastExecuted: executed,
      searchBookmarkDate: first.bookmark.searchBookmarkDate,
    });
    const one = await ok(
      SearchBookmarksResponse,
      'GET',
      `/searchbookmarks?searchBookmarkId=${first.bookmark.bookmarkId}`,
      {
        idToken,
      },
    );
    expect(one.myAtcSearchViewBeans).toEqual([renamed.bookmark]);

    expect(
      await ok(ShareBookmarkResponse, 'GET', `/searchbookmarks/share-bookmark/${first.bookmark.bookmarkId}`, {
        idToken,
      }),
    ).toEqual({ bookmarkId: first.bookmark.bookmarkId, bookmarkTitle: 'Trucks', searchResultsURL: 'makeCode=FORD' });

    expect(
      await ok(DeleteSearchBookmarkResponse, 'DELETE', `/searchbookmarks/${first.bookmark.bookmarkId}`, { idToken }),
    ).toEqual({ bookmarkId: first.bookmark.bookmarkId, deleted: true });
    expect((await ok(MeResponse, 'GET', '/me', { idToken })).savedSearchCount).toBe(1);
    expect((await refused('DELETE', `/searchbookmarks/${first.bookmark.bookmarkId}`, { idToken })).status).toBe(404);
  });

  test('the title defaults to the search name; a blank title is refused on its field', async () => {
    const { idToken } = await signUp();
    const { bookmark } = await saveSearch(idToken, { searchResultsURL: 'zip=30301', searchName: 'Cars near 30301' });
    expect(bookmark.bookmarkTitle).toBe('Cars near 30301');
    const blank = await refused('POST', '/search', {
      idToken,
      body: { searchResultsURL: 'zip=1', bookmarkTitle: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.field).toBe('bookmarkTitle');
    const noSearch = await refused('POST', '/search', { idToken, body: { searchName: 'x' } });
    expect(noSearch.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'searchResultsURL' });
    const tooLong = await refused('POST', '/search', { idToken, body: { searchResultsURL: 'a'.repeat(4_001) } });
    expect(tooLong.body.error.field).toBe('searchResultsURL');
  });

  test('saving needs a signed-in caller', async () => {
    const { status, body } = await refused('POST', '/search', {
      visitorId: randomUUID(),
      body: { searchResultsURL: 'makeCode=FORD' },
    });
    expect(status).toBe(401);
    expect(body.error.code).toBe('UNAUTHENTICATED');
    expect((await refused('GET', '/searchbookmarks')).status).toBe(401);
  });

  test("another user's bookmark: never read, renamed, shared or deleted (NOT_FOUND or an empty list)", async () => {
    const owner = await signUp();
    const other = await signUp();
    const { bookmark } = await saveSearch(owner.idToken, { searchResultsURL: 'makeCode=BMW', searchName: 'BMW' });
    const id = bookmark.bookmarkId;

    const list = await ok(SearchBookmarksResponse, 'GET', `/searchbookmarks?searchBookmarkId=${id}`, {
      idToken: other.idToken,
    });
    expect(list.myAtcSearchViewBeans).toEqual([]);
    for (const [method, path, body] of [
      ['POST', '/search', { bookmarkId: id, bookmarkTitle: 'Mine now' }],
      ['GET', `/searchbookmarks/share-bookmark/${id}`, undefined],
      ['DELETE', `/searchbookmarks/${id}`, undefined],
    ] as const) {
      const refusal = await refused(method, path, { idToken: other.idToken, body });
      expect(refusal.status).toBe(404);
      expect(refusal.body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(refusal.body)).not.toContain('BMW');
    }
    // A visitor cannot reach it either.
    expect((await refused('GET', `/searchbookmarks/share-bookmark/${id}`, { visitorId: randomUUID() })).status).toBe(
      404,
    );
    const mine = await ok(SearchBookmarksResponse, 'GET', '/searchbookmarks', { idToken: owner.idToken });
    expect(mine.myAtcSearchViewBeans).toEqual([bookmark]);
  });

  test('ids that cannot be a bookmark are not found, never a 500', async () => {
    const { idToken } = await signUp();
    expect((await refused('GET', '/searchbookmarks/share-bookmark/not-a-uuid', { idToken })).status).toBe(404);
    expect((await refused('DELETE', '/searchbookmarks/42', { idToken })).status).toBe(404);
    expect((await refused('POST', '/search', { idToken, body: { bookmarkId: "1' OR 1=1" } })).status).toBe(404);
    const list = await ok(SearchBookmarksResponse, 'GET', '/searchbookmarks?searchBookmarkId=nope', { idToken });
    expect(list.myAtcSearchViewBeans).toEqual([]);
  });
});

describe('visitor subscriptions', () => {
  test('a visitor keeps at most 2; the third is SUBSCRIBE_LIMIT on field email', async () => {
    const visitorId = randomUUID();
    for (const n of [1, 2]) {
      const reply = await subscribe(visitorId, `v${n}-${randomUUID().slice(0, 8)}@example.com`);
      expect(reply.status).toBe(201);
      const parsed = SubscribeResponse.parse(reply.body);
      expect(parsed.visitorSavedSearchCount).toBe(n);
      expect(parsed.bookmark.alertsEnabled).toBe(true);
    }
    const third = await refused('POST', '/subscriptions', {
      visitorId,
      body: { email: 'third@example.com', searchResultsURL: 'makeCode=KIA', searchName: 'Kia' },
    });
    expect(third.status).toBe(409);
    expect(third.body.error).toEqual({ code: 'SUBSCRIBE_LIMIT', message: SUBSCRIBE_LIMIT_MESSAGE, field: 'email' });
    const own = await ok(SearchBookmarksResponse, 'GET', '/searchbookmarks', { visitorId });
    expect(own.myAtcSearchViewBeans).toHaveLength(2);
  });

  test('an email address keeps at most 2 across visitors', async () => {
    const email = `shared-${randomUUID().slice(0, 8)}@example.com`;
    expect((await subscribe(randomUUID(), email)).status).toBe(201);
    expect((await subscribe(randomUUID(), email.toUpperCase())).status).toBe(201);
    const third = await subscribe(randomUUID(), email);
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ error: { code: 'SUBSCRIBE_LIMIT', field: 'email' } });
  });

  test('concurrent subscriptions cannot pass the limit, per visitor or per email', async () => {
    const visitorId = randomUUID();
    const byVisitor = await Promise.all(
      Array.from({ length: 6 }, (_, i) => subscribe(visitorId, `c${i}-${randomUUID().slice(0, 6)}@example.com`)),
    );
    expect(byVisitor.filter((r) => r.status === 201)).toHaveLength(2);
    expect(byVisitor.filter((r) => r.status === 409)).toHaveLength(4);
    const email = `race-${randomUUID().slice(0, 8)}@example.com`;
    const byEmail = await Promise.all(Array.from({ length: 6 }, () => subscribe(randomUUID(), email)));
    expect(byEmail.filter((r) => r.status === 201)).toHaveLength(2);
    const [{ count }] = await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM search_bookmarks WHERE alert_email = $1',
      [email],
    );
    expect(count).toBe(2);
  });

  test('a subscription needs a visitor id, and a valid email of at most 45 characters', async () => {
    const noVisitor = await refused('POST', '/subscriptions', {
      body: { email: 'a@example.com', searchResultsURL: 'x=1', searchName: 'x' },
    });
    expect(noVisitor.status).toBe(400);
    expect(noVisitor.body.error.field).toBe('x-visitor-id');
    const badVisitor = await refused('POST', '/subscriptions', {
      visitorId: 'not-a-uuid',
      body: { email: 'a@example.com', searchResultsURL: 'x=1', searchName: 'x' },
    });
    expect(badVisitor.body.error.field).toBe('x-visitor-id');
    const long = await subscribe(randomUUID(), `${'a'.repeat(40)}@example.com`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'email' } });
  });
});

describe("a visitor's saves move to the account", () => {
  test('on sign up: subscriptions and lead profile', async () => {
    const visitorId = randomUUID();
    const subscribed = SubscribeResponse.parse(
      (await subscribe(visitorId, `move-${randomUUID().slice(0, 8)}@example.com`)).body,
    );
    await ok(LeadProfileResponse, 'PUT', '/lead-profile', {
      visitorId,
      body: {
        firstName: 'Vi',
        lastName: 'Sitor',
        email: 'vi@example.com',
        phone: '4045551234',
        isOneClickOptedIn: true,
      },
    });
    const { idToken } = await signUp({ visitorId });
    const list = await ok(SearchBookmarksResponse, 'GET', '/searchbookmarks', { idToken });
    expect(list.myAtcSearchViewBeans.map((b) => b.bookmarkId)).toEqual([subscribed.bookmark.bookmarkId]);
    expect((await ok(MeResponse, 'GET', '/me', { idToken })).savedSearchCount).toBe(1);
    expect((await ok(LeadProfileResponse, 'GET', '/lead-profile', { idToken })).leadProfile.firstName).toBe('Vi');
    // The visitor has nothing left: the account owns it now, and the limit counts it no more.
    expect((await ok(SearchBookmarksResponse, 'GET', '/searchbookmarks', { visitorId })).myAtcSearchViewBeans).toEqual(
      [],
    );
    expect((await ok(LeadProfileResponse, 'GET', '/lead-profile', { visitorId })).leadProfile.firstName).toBeNull();
  });

  test("on sign in: subscriptions move; the user's own lead profile is kept", async () => {
    const account = await signUp();
    await ok(LeadProfileResponse, 'PUT', '/lead-profile', {
      idToken: account.idToken,
      body: { firstName: 'Own', lastName: null, email: null, phone: null, isOneClickOptedIn: false },
    });
    const visitorId = randomUUID();
    await subscribe(visitorId, `in-${randomUUID().slice(0, 8)}@example.com`);
    await ok(LeadProfileResponse, 'PUT', '/lead-profile', {
      visitorId,
      body: { firstName: 'Visitor', lastName: null, email: null, phone: null, isOneClickOptedIn: false },
    });
    const session = await ok(SessionResponse, 'POST', '/sessions', {
      visitorId,
      body: { email: account.email, password: PASSWORD },
    });
    expect((await ok(MeResponse, 'GET', '/me', { idToken: session.idToken })).savedSearchCount).toBe(1);
    expect(
      (await ok(LeadProfileResponse, 'GET', '/lead-profile', { idToken: session.idToken })).leadProfile.firstName,
    ).toBe('Own');
  });
});

describe('idempotent retries', () => {
  test('a retried save answers the first answer and writes one row; another body with the key is refused', async () => {
    const { idToken, user } = await signUp();
    const idempotencyKey = key();
    const body = { searchResultsURL: 'makeCode=AUDI', searchName: 'Audi' };
    const first = await saveSearch(idToken, body, idempotencyKey);
    const retry = await saveSearch(idToken, body, idempotencyKey);
    expect(retry).toEqual(first);
    const [{ count }] = await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM search_bookmarks WHERE user_id = $1',
      [user.id],
    );
    expect(count).toBe(1);
    const reused = await refused('POST', '/search', {
      idToken,
      idempotencyKey,
      body: { ...body, searchName: 'Other' },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency-key' });
    // The same key is another user's own key.
    const other = await signUp();
    const theirs = await saveSearch(other.idToken, body, idempotencyKey);
    expect(theirs.bookmark.bookmarkId).not.toBe(first.bookmark.bookmarkId);
  });

  test('concurrent retries of one save write once', async () => {
    const { idToken, user } = await signUp();
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        saveSearch(idToken, { searchResultsURL: 'makeCode=MAZDA', searchName: 'Mazda' }, idempotencyKey),
      ),
    );
    expect(new Set(answers.map((a) => a.bookmark.bookmarkId)).size).toBe(1);
    const [{ count }] = await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM search_bookmarks WHERE user_id = $1',
      [user.id],
    );
    expect(count).toBe(1);
  });

  test('a retried sign-up answers the same user and session, with tokens that work, and one user row', async () => {
    const visitorId = randomUUID();
    const body = { email: newEmail(), password: PASSWORD };
    const idempotencyKey = key();
    const first = await ok(SessionResponse, 'POST', '/users', { body, visitorId, idempotencyKey }, 201);
    const retry = await ok(SessionResponse, 'POST', '/users', { body, visitorId, idempotencyKey }, 201);
    expect(retry.user).toEqual(first.user);
    expect(retry.sessionId).toBe(first.sessionId);
    await ok(MeResponse, 'GET', '/me', { idToken: retry.idToken });
    await ok(SessionResponse, 'POST', '/sessions/refresh', { body: { refreshToken: retry.refreshToken } });
    const [{ count }] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE email = $1', [
      body.email.toLowerCase(),
    ]);
    expect(count).toBe(1);
    const stored = await sql<{ response_body: unknown }>('SELECT response_body FROM idempotency_keys WHERE key = $1', [
      idempotencyKey,
    ]);
    expect(JSON.stringify(stored)).not.toContain(first.refreshToken);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });

  test('a retried subscription does not count twice; a retried delete answers the first answer', async () => {
    const visitorId = randomUUID();
    const idempotencyKey = key();
    const body = { email: `idem-${randomUUID().slice(0, 8)}@example.com`, searchResultsURL: 'a=1', searchName: 'A' };
    const first = await ok(SubscribeResponse, 'POST', '/subscriptions', { visitorId, body, idempotencyKey }, 201);
    const retry = await ok(SubscribeResponse, 'POST', '/subscriptions', { visitorId, body, idempotencyKey }, 201);
    expect(retry).toEqual(first);
    expect(
      (
        await ok(
          SubscribeResponse,
          'POST',
          '/subscriptions',
          { visitorId, body: { ...body, searchResultsURL: 'a=2', searchName: 'B' } },
          201,
        )
      ).visitorSavedSearchCount,
    ).toBe(2);

    const deleteKey = key();
    const path = `/searchbookmarks/${first.bookmark.bookmarkId}`;
    const deleted = await ok(DeleteSearchBookmarkResponse, 'DELETE', path, { visitorId, idempotencyKey: deleteKey });
    expect(await ok(DeleteSearchBookmarkResponse, 'DELETE', path, { visitorId, idempotencyKey: deleteKey })).toEqual(
      deleted,
    );
    expect((await refused('DELETE', path, { visitorId, idempotencyKey: key() })).status).toBe(404);
  });

  test('a key outside 8 to 100 characters is refused on its field', async () => {
    const { idToken } = await signUp();
    for (const idempotencyKey of ['short', 'k'.repeat(101)]) {
      const { status, body } = await refused('POST', '/search', {
        idToken,
        idempotencyKey,
        body: { searchResultsURL: 'a=1' },
      });
      expect(status).toBe(400);
      expect(body.error.field).toBe('idempotency-key');
    }
  });

  test('keys older than 24 hours are forgotten', async () => {
    const { idToken } = await signUp();
    const idempotencyKey = key();
    const first = await saveSearch(idToken, { searchResultsURL: 'makeCode=JEEP' }, idempotencyKey);
    await sql("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1", [idempotencyKey]);
    // Remembered, the key with another search would be refused as reused; forgotten, it saves it.
    const later = await saveSearch(idToken, { searchResultsURL: 'makeCode=RAM' }, idempotencyKey);
    expect(later.bookmark.bookmarkId).not.toBe(first.bookmark.bookmarkId);
  });
});

describe('lead profile', () => {
  test('empty until saved, then as saved; a bad phone is refused on its field', async () => {
    const { idToken } = await signUp();
    expect(await ok(LeadProfileResponse, 'GET', '/lead-profile', { idToken })).toEqual({
      leadProfile: { firstName: null, lastName: null, email: null, phone: null, isOneClickOptedIn: false },
    });
    const profile = {
      firstName: 'Lee',
      lastName: 'Doe',
      email: 'LEE@example.com',
      phone: '4045550000',
      isOneClickOptedIn: true,
    };
    const saved = await ok(LeadProfileResponse, 'PUT', '/lead-profile', {
      idToken,
      body: profile,
      idempotencyKey: key(),
    });
    expect(saved.leadProfile).toEqual({ ...profile, email: 'lee@example.com' });
    expect(await ok(LeadProfileResponse, 'GET', '/lead-profile', { idToken })).toEqual(saved);
    const bad = await refused('PUT', '/lead-profile', { idToken, body: { ...profile, phone: '123' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'phone' });
    // Another user sees their own (empty) profile, never this one.
    const other = await signUp();
    expect(
      (await ok(LeadProfileResponse, 'GET', '/lead-profile', { idToken: other.idToken })).leadProfile.firstName,
    ).toBeNull();
  });

  test('nobody at all: 401', async () => {
    expect((await refused('GET', '/lead-profile')).status).toBe(401);
  });
});

test('an unknown account path answers NOT_FOUND in the error shape', async () => {
  const { status, body } = await refused('GET', '/nothing-here');
  expect(status).toBe(404);
  expect(body.error.code).toBe('NOT_FOUND');
});

test('the request log holds no bodies, emails, passwords or tokens', async () => {
  const log = captureLog();
  const logging = await createUpstreamServer({
    db: fixture.testDb.db,
    seedListings: 50,
    identityTokenKey: KEY,
    logger: true,
    logStream: log.stream,
  });
  try {
    const email = newEmail();
    const headers = { 'content-type': 'application/json' };
    const signUpReply = await logging.app.inject({
      method: 'POST',
      url: '/account-api/users',
      headers,
      payload: { email, password: PASSWORD, firstName: 'Zelda' },
    });
    const session = SessionResponse.parse(signUpReply.json());
    await logging.app.inject({ method: 'GET', url: '/account-api/me', headers: { idtoken: session.idToken } });
    await logging.app.inject({
      method: 'POST',
      url: '/account-api/sessions',
      headers,
      payload: { email, password: 'wrong password' },
    });
    await logging.app.inject({ method: 'POST', url: '/account-api/users', headers, payload: '{"email": "x@' });
    // A database failure whose detail quotes the row ('Failing row contains (…, Zelda, …)').
    await sql(`ALTER TABLE lead_profiles ADD CONSTRAINT refuse_zelda CHECK (first_name <> 'Zelda') NOT VALID`);
    try {
      const failed = await logging.app.inject({
        method: 'PUT',
        url: '/account-api/lead-profile',
        headers: { ...headers, idtoken: session.idToken },
        payload: { firstName: 'Zelda', lastName: null, email, phone: '4045550101', isOneClickOptedIn: false },
      });
      expect(failed.statusCode).toBe(500);
      expect(AccountErrorBody.parse(failed.json()).error.code).toBe('INTERNAL');
      expect(failed.body).not.toContain('Zelda');
    } finally {
      await sql('ALTER TABLE lead_profiles DROP CONSTRAINT refuse_zelda');
    }
    expect(log.text()).toContain('account request failed');
    expect(log.text()).toContain('/account-api/me');
    for (const secret of [
      email,
      email.toLowerCase(),
      PASSWORD,
      'wrong password',
      'Zelda',
      session.idToken,
      session.refreshToken,
    ])
      expect(log.text()).not.toContain(secret);
  } finally {
    await logging.close();
  }
});

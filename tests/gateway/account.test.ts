import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { SignJWT, UnsecuredJWT } from 'jose';
import { ACCOUNT_COOKIES, IDENTITY_TOKEN, SUBSCRIBE_LIMIT_MESSAGE } from '../../contracts/account/index';
import { BAD_CREDENTIALS_MESSAGE, NO_FILTER_MESSAGE } from '../../gateway/account/constants';
import { createGateway, type Gateway } from '../../gateway/server';
import { createLogger } from '../../gateway/observability/logger';
import { identityKeyFile, readOrCreateKeyFile } from '../../gateway/identity/key';
import { createAccountClient } from '../../gateway/upstreams/account/client';
import { createLeadsClient } from '../../gateway/upstreams/leads/client';
import { createLscClient } from '../../gateway/upstreams/lsc/client';
import { createResearchClient } from '../../gateway/upstreams/research/client';
import { startAccountMock, type AccountMock } from '../support/account-mock';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * The gateway's account side over real HTTP: the gateway, the listing upstream, and a mock account
 * service that answers contracts/account exactly (tests/support/account-mock.ts).
 */
const KEY = new Uint8Array(randomBytes(32));
const PASSWORD = 'correct horse battery';

let mock: AccountMock;
let lsc: UpstreamFixture;
let lscUrl: string;
let proxy: FaultProxy;
let gateway: Gateway;
const gateways: Gateway[] = [];
const logLines: string[] = [];
/** Every secret the tests sent or received: none may reach a log line. */
const secrets = new Set<string>([PASSWORD]);

async function gatewayFor(accountUrl: string, breakers?: { timeout: number; resetTimeout?: number }): Promise<Gateway> {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const created = await createGateway({
    upstreams: {
      lsc: createLscClient(lscUrl),
      research: createResearchClient(lscUrl),
      account: createAccountClient(accountUrl, breakers ? { breakers } : {}),
      leads: createLeadsClient(lscUrl),
    },
    imagesUrl: lscUrl,
    identityKey: KEY,
    logger: createLogger({ level: 'debug', destination }),
    trustProxy: true,
    rateLimit: { max: 100_000 },
  });
  gateways.push(created);
  return created;
}

beforeAll(async () => {
  mock = await startAccountMock(KEY);
  lsc = await startUpstream({ seedListings: 300 });
  lscUrl = await listenOnLoopback(lsc.upstream.app);
  proxy = await startFaultProxy(mock.url);
  gateway = await gatewayFor(mock.url);
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.app.close()));
  await proxy.close();
  await mock.close();
  await lsc.close();
});

interface Cookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  path?: string;
  expires?: Date;
  maxAge?: number;
}

interface Answer {
  data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
  cookies: Cookie[];
}

interface Caller {
  cookies?: Record<string, string>;
  bearer?: string;
  https?: boolean;
}

async function ask(
  query: string,
  variables: Record<string, unknown> = {},
  caller: Caller = {},
  on: Gateway = gateway,
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller.bearer) headers.authorization = `Bearer ${caller.bearer}`;
  if (caller.https) headers['x-forwarded-proto'] = 'https';
  const response = await on.app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    cookies: caller.cookies,
    payload: { query, variables },
  });
  const body = response.json() as Omit<Answer, 'cookies'>;
  return { ...body, cookies: response.cookies as Cookie[] };
}

/** The cookies a browser keeps from an answer, over the ones it had. */
function jar(before: Record<string, string>, answer: Answer): Record<string, string> {
  const next = { ...before };
  for (const cookie of answer.cookies) {
    const cleared = (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0;
    if (cleared) delete next[cookie.name];
    else next[cookie.name] = cookie.value;
  }
  return next;
}

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { user { id email } token tokenExpiresAt errors { field message } } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { user { id } token errors { field message } } }`;
const SIGN_OUT = `mutation { signOut { signedOut } }`;
const ME = `{ me { signedIn user { email } savedSearchCount remainingVisitorSubscriptions savedSearches { bookmarkId searchResultsURL } } }`;
const SAVE = `mutation($input: SaveSearchInput!, $key: String) { saveSearch(input: $input, idempotencyKey: $key) {
  bookmark { bookmarkId bookmarkTitle searchName searchResultsURL searchResultsPath title alertsEnabled textModalDisclaimer saveSearchInstrText saveSearchString }
  savedSearchCount errors { field message } } }`;
const RENAME = `mutation($id: ID!, $title: String!) { renameSavedSearch(bookmarkId: $id, bookmarkTitle: $title) { bookmark { bookmarkTitle } errors { field message } } }`;
const DELETE = `mutation($id: ID!) { deleteSavedSearch(bookmarkId: $id) { bookmarkId savedSearchCount } }`;
const SUBSCRIBE = `mutation($input: SubscribeToSearchInput!, $key: String) { subscribeToSearch(input: $input, idempotencyKey: $key) {
  subscribed limitReached bookmark { bookmarkId } errors { field message } } }`;

let emails = 0;
/** A new consumer, signed up: their browser's cookies and their token. */
async function newConsumer(): Promise<{ email: string; cookies: Record<string, string>; token: string; id: string }> {
  const email = `shopper${++emails}.${Date.now()}@example.com`;
  secrets.add(email);
  const answer = await ask(SIGN_UP, { input: { email, password: PASSWORD, firstName: 'Pat' } });
  expect(answer.data?.signUp.errors).toEqual([]);
  secrets.add(answer.data?.signUp.token);
  const cookies = jar({}, answer);
  for (const value of Object.values(cookies)) if (value.length > 8) secrets.add(value);
  return { email, cookies, token: answer.data?.signUp.token, id: answer.data?.signUp.user.id };
}

const callsTo = (path: string) => mock.requests.filter((r) => r.path === path).length;

describe('signing up and in', () => {
  test('sign-up sets the session cookies (httpOnly, SameSite=Lax, Path=/, not Secure over http) and me knows the consumer', async () => {
    const consumer = await newConsumer();
    const answer = await ask(SIGN_IN, { input: { email: consumer.email, password: PASSWORD } });
    expect(answer.data?.signIn.errors).toEqual([]);
    const byName = Object.fromEntries(answer.cookies.map((c) => [c.name, c]));
    for (const name of [ACCOUNT_COOKIES.idToken, ACCOUNT_COOKIES.refreshToken]) {
      expect(byName[name]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(byName[name].secure).toBeFalsy();
      secrets.add(byName[name].value);
    }
    expect(byName[ACCOUNT_COOKIES.signedIn]).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(byName[ACCOUNT_COOKIES.signedIn].httpOnly).toBeFalsy();

    const me = await ask(ME, {}, { cookies: jar({}, answer) });
    expect(me.data?.me).toMatchObject({
      signedIn: true,
      user: { email: consumer.email },
      remainingVisitorSubscriptions: null,
    });
  });

  test('under HTTPS the cookies are Secure', async () => {
    const email = `secure.${Date.now()}@example.com`;
    secrets.add(email);
    const answer = await ask(SIGN_UP, { input: { email, password: PASSWORD } }, { https: true });
    secrets.add(answer.data?.signUp.token);
    expect(answer.cookies.length).toBe(3);
    for (const cookie of answer.cookies) {
      expect(cookie.secure).toBe(true);
      if (cookie.name !== ACCOUNT_COOKIES.signedIn) secrets.add(cookie.value);
    }
  });

  test('user mistakes are field errors, checked before any call', async () => {
    const before = callsTo('/account-api/users');
    const answer = await ask(SIGN_UP, { input: { email: 'not-an-address', password: 'short' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.signUp).toMatchObject({ user: null, token: null });
    expect(answer.data?.signUp.errors).toEqual([
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'password', message: 'Use at least 8 characters' },
    ]);
    expect(callsTo('/account-api/users')).toBe(before);
  });

  test('an email already taken is a field error on email', async () => {
    const consumer = await newConsumer();
    const answer = await ask(SIGN_UP, { input: { email: consumer.email, password: PASSWORD } });
    expect(answer.data?.signUp.errors).toEqual([{ field: 'email', message: expect.stringContaining('already') }]);
    expect(answer.cookies).toEqual([]);
  });

  test('a wrong password and an unknown email get the same form error, which names neither', async () => {
    const consumer = await newConsumer();
    const wrongPassword = await ask(SIGN_IN, { input: { email: consumer.email, password: 'wrong password' } });
    const unknownEmail = await ask(SIGN_IN, { input: { email: 'nobody@example.com', password: PASSWORD } });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.data?.signIn).toEqual({
        user: null,
        token: null,
        errors: [{ field: 'form', message: BAD_CREDENTIALS_MESSAGE }],
      });
    }
    expect(BAD_CREDENTIALS_MESSAGE).not.toMatch(/password is|email is|no account/i);
  });

  test('sign out revokes the session and clears all three cookies', async () => {
    const consumer = await newConsumer();
    const answer = await ask(SIGN_OUT, {}, { cookies: consumer.cookies });
    expect(answer.data?.signOut).toEqual({ signedOut: true });
    const cleared = answer.cookies.filter((c) => (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0);
    expect(cleared.map((c) => c.name).sort()).toEqual(
      [ACCOUNT_COOKIES.idToken, ACCOUNT_COOKIES.refreshToken, ACCOUNT_COOKIES.signedIn].sort(),
    );
    // The token no longer works anywhere, even sent as a Bearer token.
    const save = await ask(SAVE, { input: { queryString: 'makeCode=FORD' } }, { bearer: consumer.token });
    expect(save.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  test('an expired identity cookie with a refresh cookie is refreshed once, and the new cookie set', async () => {
    const consumer = await newConsumer();
    const before = callsTo('/account-api/sessions/refresh');
    const answer = await ask(
      ME,
      {},
      { cookies: { [ACCOUNT_COOKIES.refreshToken]: consumer.cookies[ACCOUNT_COOKIES.refreshToken] } },
    );
    expect(answer.data?.me).toMatchObject({ signedIn: true, user: { email: consumer.email } });
    expect(callsTo('/account-api/sessions/refresh') - before).toBe(1);
    const idToken = answer.cookies.find((c) => c.name === ACCOUNT_COOKIES.idToken);
    expect(idToken).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    secrets.add(idToken!.value);
  });

  test('a refresh cookie of a revoked session: a visitor, and the cookies are cleared', async () => {
    const consumer = await newConsumer();
    mock.revokeSessions(consumer.id);
    const answer = await ask(
      ME,
      {},
      { cookies: { [ACCOUNT_COOKIES.refreshToken]: consumer.cookies[ACCOUNT_COOKIES.refreshToken] } },
    );
    expect(answer.data?.me).toMatchObject({ signedIn: false, user: null });
    expect(jar({ [ACCOUNT_COOKIES.refreshToken]: 'x' }, answer)).toEqual({});
  });
});

describe('tokens the gateway refuses', () => {
  const claims = (userId: string) => ({ sid: 'any', sub: userId });
  const signed = (payload: Record<string, unknown>, key: Uint8Array, edit: (jwt: SignJWT) => SignJWT = (j) => j) =>
    edit(
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(IDENTITY_TOKEN.issuer)
        .setAudience(IDENTITY_TOKEN.audience)
        .setIssuedAt()
        .setExpirationTime('10m'),
    ).sign(key);

  test.each([
    [
      'alg none',
      async (id: string) =>
        new UnsecuredJWT(claims(id))
          .setIssuer(IDENTITY_TOKEN.issuer)
          .setAudience(IDENTITY_TOKEN.audience)
          .setExpirationTime('10m')
          .encode(),
    ],
    ['another key', (id: string) => signed(claims(id), new Uint8Array(randomBytes(32)))],
    ['another issuer', (id: string) => signed(claims(id), KEY, (j) => j.setIssuer('urn:someone:else'))],
    ['another audience', (id: string) => signed(claims(id), KEY, (j) => j.setAudience('urn:someone:else'))],
    [
      'expired',
      (id: string) => signed(claims(id), KEY, (j) => j.setExpirationTime(Math.floor(Date.now() / 1000) - 60)),
    ],
    [
      'a tampered payload',
      async (id: string) => {
        const [header, , signature] = (await signed(claims('someone-else'), KEY)).split('.');
        return [
          header,
          Buffer.from(
            JSON.stringify({
              ...claims(id),
              iss: IDENTITY_TOKEN.issuer,
              aud: IDENTITY_TOKEN.audience,
              exp: Math.floor(Date.now() / 1000) + 600,
            }),
          ).toString('base64url'),
          signature,
        ].join('.');
      },
    ],
  ])('%s: a visitor, and UNAUTHENTICATED for a save', async (_name, make) => {
    const consumer = await newConsumer();
    const token = await make(consumer.id);
    const before = callsTo('/account-api/search');
    for (const caller of [{ bearer: token }, { cookies: { [ACCOUNT_COOKIES.idToken]: token } }]) {
      const me = await ask(ME, {}, caller);
      expect(me.data?.me).toMatchObject({ signedIn: false, user: null });
      const save = await ask(SAVE, { input: { queryString: 'makeCode=FORD' } }, caller);
      expect(save.data).toBeNull();
      expect(save.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(callsTo('/account-api/search')).toBe(before);
  });

  test('a valid token of a revoked session: UNAUTHENTICATED from the service, passed on', async () => {
    const consumer = await newConsumer();
    mock.revokeSessions(consumer.id);
    const save = await ask(SAVE, { input: { queryString: 'makeCode=FORD' } }, { bearer: consumer.token });
    expect(save.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await ask(ME, {}, { bearer: consumer.token })).data?.me.signedIn).toBe(false);
  });
});

describe('saved searches', () => {
  test('a save stores the canonical query string under a name made from its filters', async () => {
    const consumer = await newConsumer();
    const answer = await ask(
      SAVE,
      { input: { queryString: '?zip=30301&makeCode=FORD&listingType=USED&firstRecord=30' } },
      { cookies: consumer.cookies },
    );
    expect(answer.data?.saveSearch.errors).toEqual([]);
    expect(answer.data?.saveSearch.bookmark).toMatchObject({
      searchResultsURL: 'firstRecord=30&listingType=USED&makeCode=FORD&zip=30301',
      searchResultsPath: '/cars-for-sale?firstRecord=30&listingType=USED&makeCode=FORD&zip=30301',
      searchName: 'Used Ford near 30301',
      bookmarkTitle: 'Used Ford near 30301',
      title: 'Used Ford near 30301',
      alertsEnabled: true,
      saveSearchString: expect.any(String),
      textModalDisclaimer: expect.any(String),
      saveSearchInstrText: expect.any(String),
    });
    expect(answer.data?.saveSearch.savedSearchCount).toBe(1);
  });

  test('a title too long is a field error, and no call is made', async () => {
    const consumer = await newConsumer();
    const before = callsTo('/account-api/search');
    const answer = await ask(
      SAVE,
      { input: { queryString: 'makeCode=FORD', bookmarkTitle: 'x'.repeat(81) } },
      { cookies: consumer.cookies },
    );
    expect(answer.data?.saveSearch).toMatchObject({
      bookmark: null,
      errors: [{ field: 'bookmarkTitle', message: 'Use at most 80 characters' }],
    });
    expect(callsTo('/account-api/search')).toBe(before);
  });

  test('a search of every car, or one the results page refuses, is a field error on queryString and is not saved', async () => {
    const consumer = await newConsumer();
    const before = callsTo('/account-api/search');
    for (const queryString of ['', '%%%&&&====', 'zip=30301&searchRadius=50&sortBy=distance_asc']) {
      const answer = await ask(SAVE, { input: { queryString } }, { cookies: consumer.cookies });
      expect(answer.data?.saveSearch).toMatchObject({
        bookmark: null,
        errors: [{ field: 'queryString', message: NO_FILTER_MESSAGE }],
      });
    }
    for (const [queryString, parameter] of [
      ['makeCode=FORD&maxPrice=-5', 'maxPrice'],
      ['makeCode=FORD&sortBy=bogus', 'sortBy'],
    ]) {
      const answer = await ask(SAVE, { input: { queryString } }, { cookies: consumer.cookies });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.saveSearch.bookmark).toBeNull();
      expect(answer.data?.saveSearch.errors).toEqual([
        {
          field: 'queryString',
          message: expect.stringMatching(new RegExp(`^This search cannot be saved: .*${parameter}`)),
        },
      ]);
    }
    expect(callsTo('/account-api/search')).toBe(before);
    const me = await ask(ME, {}, { cookies: consumer.cookies });
    expect(me.data?.me.savedSearchCount).toBe(0);
  });

  test("someone else's bookmark: NOT_FOUND to rename or delete, null to read or share", async () => {
    const owner = await newConsumer();
    const other = await newConsumer();
    const saved = await ask(SAVE, { input: { queryString: 'makeCode=TOYOTA' } }, { cookies: owner.cookies });
    const id = saved.data?.saveSearch.bookmark.bookmarkId;
    const rename = await ask(RENAME, { id, title: 'Mine now' }, { cookies: other.cookies });
    expect(rename.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(rename.data).toBeNull();
    const remove = await ask(DELETE, { id }, { cookies: other.cookies });
    expect(remove.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const read = await ask(
      `query($id: ID!) { me { savedSearch(bookmarkId: $id) { bookmarkId } } sharedSearch(bookmarkId: $id) { bookmarkId } }`,
      { id },
      { cookies: other.cookies },
    );
    expect(read.data).toEqual({ me: { savedSearch: null }, sharedSearch: null });
    // The owner still has it, untouched.
    const mine = await ask(
      `query($id: ID!) { me { savedSearch(bookmarkId: $id) { bookmarkTitle } } sharedSearch(bookmarkId: $id) { searchResultsPath } }`,
      { id },
      { cookies: owner.cookies },
    );
    expect(mine.data).toEqual({
      me: { savedSearch: { bookmarkTitle: 'Toyota' } },
      sharedSearch: { searchResultsPath: '/cars-for-sale?makeCode=TOYOTA' },
    });
    const deleted = await ask(DELETE, { id }, { cookies: owner.cookies });
    expect(deleted.data?.deleteSavedSearch).toEqual({ bookmarkId: id, savedSearchCount: 0 });
  });

  test("the service's refusals never open the circuit: ten NOT_FOUNDs, then a save still goes through", async () => {
    const consumer = await newConsumer();
    for (let i = 0; i < 10; i++) {
      const answer = await ask(RENAME, { id: `missing-${i}`, title: 'x' }, { cookies: consumer.cookies });
      expect(answer.errors?.[0].extensions.code).toBe('NOT_FOUND');
    }
    const save = await ask(SAVE, { input: { queryString: 'makeCode=BMW' } }, { cookies: consumer.cookies });
    expect(save.data?.saveSearch.errors).toEqual([]);
  });

  test('the idempotency key is forwarded, and a retry with it saves once', async () => {
    const consumer = await newConsumer();
    const key = `save-${Date.now()}`;
    const writes = mock.writes;
    const first = await ask(SAVE, { input: { queryString: 'makeCode=HONDA' }, key }, { cookies: consumer.cookies });
    const retry = await ask(SAVE, { input: { queryString: 'makeCode=HONDA' }, key }, { cookies: consumer.cookies });
    expect(retry.data?.saveSearch.bookmark.bookmarkId).toBe(first.data?.saveSearch.bookmark.bookmarkId);
    expect(mock.writes - writes).toBe(1);
    expect(retry.data?.saveSearch.savedSearchCount).toBe(1);
    const sent = mock.requests.filter((r) => r.path === '/account-api/search').slice(-2);
    expect(sent.map((r) => r.headers.idempotencyKey)).toEqual([key, key]);
    // The same key for a different change is refused, naming the argument.
    const reused = await ask(SAVE, { input: { queryString: 'makeCode=AUDI' }, key }, { cookies: consumer.cookies });
    expect(reused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    // Without one, each call gets its own.
    await ask(SAVE, { input: { queryString: 'makeCode=KIA' } }, { cookies: consumer.cookies });
    await ask(SAVE, { input: { queryString: 'makeCode=KIA' } }, { cookies: consumer.cookies });
    const generated = mock.requests.filter((r) => r.path === '/account-api/search').slice(-2);
    expect(generated[0].headers.idempotencyKey).not.toBe(generated[1].headers.idempotencyKey);
  });

  test('an idempotency key outside 8 to 100 characters is BAD_USER_INPUT', async () => {
    const consumer = await newConsumer();
    for (const key of ['short', 'k'.repeat(101)]) {
      const answer = await ask(SAVE, { input: { queryString: 'makeCode=FORD' }, key }, { cookies: consumer.cookies });
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    }
  });

  test('a saved search id in the SRP query string opens its filters for the owner only', async () => {
    const owner = await newConsumer();
    const other = await newConsumer();
    const saved = await ask(SAVE, { input: { queryString: 'makeCode=FORD&zip=30301' } }, { cookies: owner.cookies });
    const id = saved.data?.saveSearch.bookmark.bookmarkId;
    const search = `query($qs: String!) { searchListings(brand: USED_CAR, queryString: $qs) { request { queryString } } }`;
    for (const name of ['searchBookmarkId', 'bookmarkId']) {
      const mine = await ask(search, { qs: `${name}=${id}&makeCode=TOYOTA` }, { cookies: owner.cookies });
      expect(mine.data?.searchListings.request.queryString).toMatch(/makeCode=FORD/);
      expect(mine.data?.searchListings.request.queryString).not.toMatch(/TOYOTA|bookmark/i);
    }
    const theirs = await ask(search, { qs: `searchBookmarkId=${id}&makeCode=TOYOTA` }, { cookies: other.cookies });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.searchListings.request.queryString).not.toMatch(/FORD|TOYOTA/);
    const missing = await ask(search, { qs: 'searchBookmarkId=no-such-id' }, { cookies: owner.cookies });
    expect(missing.errors).toBeUndefined();
  });

  test('opening a saved search records when it ran (lastExecuted), for its owner only', async () => {
    const owner = await newConsumer();
    const other = await newConsumer();
    const saved = await ask(SAVE, { input: { queryString: 'makeCode=HONDA' } }, { cookies: owner.cookies });
    const id = saved.data?.saveSearch.bookmark.bookmarkId;
    const lastExecuted = async () => {
      const answer = await ask(`{ me { savedSearches { bookmarkId lastExecuted } } }`, {}, { cookies: owner.cookies });
      return answer.data?.me.savedSearches.find((b: { bookmarkId: string }) => b.bookmarkId === id)?.lastExecuted;
    };
    expect(await lastExecuted()).toBeNull();
    const search = `query($qs: String!) { searchListings(brand: USED_CAR, queryString: $qs) { totalResultCount } }`;
    // Someone else opening it records nothing.
    await ask(search, { qs: `searchBookmarkId=${id}` }, { cookies: other.cookies });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await lastExecuted()).toBeNull();
    const before = Date.now();
    await ask(search, { qs: `searchBookmarkId=${id}` }, { cookies: owner.cookies });
    // Recorded in the background: the search did not wait for it.
    let recorded: string | null | undefined = null;
    for (let tries = 0; tries < 50 && !recorded; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recorded = await lastExecuted();
    }
    expect(recorded).not.toBeNull();
    expect(Date.parse(recorded!)).toBeGreaterThanOrEqual(before - 1_000);
  });
});

describe('a visitor subscribing', () => {
  const query = (n: number) => `makeCode=FORD&zip=3030${n}`;

  test('a search of every car, or one the results page refuses, is not subscribed and gives no visitor id', async () => {
    const email = `visitor.refused.${Date.now()}@example.com`;
    secrets.add(email);
    const before = callsTo('/account-api/subscriptions');
    for (const [queryString, message] of [
      ['%%%', NO_FILTER_MESSAGE],
      ['zip=30301', NO_FILTER_MESSAGE],
      ['makeCode=FORD&maxPrice=-5', expect.stringMatching(/^This search cannot be saved: .*maxPrice/)],
    ]) {
      const answer = await ask(SUBSCRIBE, { input: { email, queryString } });
      expect(answer.data?.subscribeToSearch).toEqual({
        subscribed: false,
        limitReached: false,
        bookmark: null,
        errors: [{ field: 'queryString', message }],
      });
      expect(answer.cookies.find((c) => c.name === ACCOUNT_COOKIES.visitorId)).toBeUndefined();
    }
    expect(callsTo('/account-api/subscriptions')).toBe(before);
  });

  test('gets a visitor cookie, and the third subscription hits the limit on the email field', async () => {
    const email = `visitor.${Date.now()}@example.com`;
    secrets.add(email);
    const first = await ask(SUBSCRIBE, { input: { email, queryString: query(1) } });
    expect(first.data?.subscribeToSearch).toMatchObject({ subscribed: true, limitReached: false, errors: [] });
    const visitor = first.cookies.find((c) => c.name === ACCOUNT_COOKIES.visitorId);
    expect(visitor).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const cookies = { [ACCOUNT_COOKIES.visitorId]: visitor!.value };
    const second = await ask(SUBSCRIBE, { input: { email, queryString: query(2) } }, { cookies });
    expect(second.data?.subscribeToSearch).toMatchObject({ subscribed: true, limitReached: true });
    expect(second.cookies.find((c) => c.name === ACCOUNT_COOKIES.visitorId)).toBeUndefined();
    const me = await ask(ME, {}, { cookies });
    expect(me.data?.me).toMatchObject({ signedIn: false, savedSearchCount: 2, remainingVisitorSubscriptions: 0 });
    const third = await ask(SUBSCRIBE, { input: { email, queryString: query(3) } }, { cookies });
    expect(third.data?.subscribeToSearch).toEqual({
      subscribed: false,
      limitReached: true,
      bookmark: null,
      errors: [{ field: 'email', message: SUBSCRIBE_LIMIT_MESSAGE }],
    });
  });

  test('a filled honeypot is told it subscribed; nothing is sent or logged', async () => {
    const email = `bot.${Date.now()}@example.com`;
    secrets.add(email);
    const before = callsTo('/account-api/subscriptions');
    const answer = await ask(SUBSCRIBE, { input: { email, queryString: query(1), honeypot: 'I am a bot' } });
    expect(answer.data?.subscribeToSearch).toEqual({
      subscribed: true,
      limitReached: false,
      bookmark: null,
      errors: [],
    });
    expect(callsTo('/account-api/subscriptions')).toBe(before);
  });

  test('an address that is not one, or longer than 45 characters, is a field error before any call', async () => {
    const before = callsTo('/account-api/subscriptions');
    for (const email of ['nope', `${'a'.repeat(40)}@example.com`]) {
      const answer = await ask(SUBSCRIBE, { input: { email, queryString: query(1) } });
      expect(answer.data?.subscribeToSearch).toMatchObject({ subscribed: false, errors: [{ field: 'email' }] });
    }
    expect(callsTo('/account-api/subscriptions')).toBe(before);
  });

  test('a signed-in consumer is told to save the search instead: FORBIDDEN', async () => {
    const consumer = await newConsumer();
    const answer = await ask(
      SUBSCRIBE,
      { input: { email: consumer.email, queryString: query(1) } },
      { cookies: consumer.cookies },
    );
    expect(answer.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  test('saves made as a visitor move to the account on sign-up', async () => {
    const email = `mover.${Date.now()}@example.com`;
    secrets.add(email);
    const first = await ask(SUBSCRIBE, { input: { email, queryString: query(4) } });
    const cookies = jar({}, first);
    const signUp = await ask(SIGN_UP, { input: { email, password: PASSWORD } }, { cookies });
    secrets.add(signUp.data?.signUp.token);
    const me = await ask(ME, {}, { cookies: jar(cookies, signUp) });
    expect(me.data?.me).toMatchObject({ signedIn: true, savedSearchCount: 1 });
  });
});

describe('the lead profile', () => {
  const UPDATE = `mutation($input: LeadProfileInput!) { updateLeadProfile(input: $input) {
    leadProfile { firstName lastName email phone isOneClickOptedIn } errors { field message } } }`;
  const READ = `{ me { leadProfile { firstName phone isOneClickOptedIn } } }`;

  test("a visitor's profile is kept for their browser only, the phone read as its digits", async () => {
    const email = `lead.${Date.now()}@example.com`;
    secrets.add(email);
    const input = { firstName: 'Sam', lastName: '', email, phone: '(404) 555-0100', isOneClickOptedIn: true };
    const saved = await ask(UPDATE, { input });
    expect(saved.data?.updateLeadProfile).toEqual({
      leadProfile: { firstName: 'Sam', lastName: null, email, phone: '4045550100', isOneClickOptedIn: true },
      errors: [],
    });
    const cookies = jar({}, saved);
    expect(Object.keys(cookies)).toEqual([ACCOUNT_COOKIES.visitorId]);
    expect((await ask(READ, {}, { cookies })).data?.me.leadProfile).toEqual({
      firstName: 'Sam',
      phone: '4045550100',
      isOneClickOptedIn: true,
    });
    // Another browser has none, and asking costs no call.
    const before = callsTo('/account-api/lead-profile');
    expect((await ask(READ)).data?.me.leadProfile).toEqual({ firstName: null, phone: null, isOneClickOptedIn: false });
    expect(callsTo('/account-api/lead-profile')).toBe(before);
  });

  test('a phone that is not 10 digits and an address that is not one are field errors', async () => {
    const answer = await ask(UPDATE, { input: { email: 'nope', phone: '555-0100', isOneClickOptedIn: false } });
    expect(answer.data?.updateLeadProfile).toEqual({
      leadProfile: null,
      errors: [
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'phone', message: 'Enter a 10-digit phone number' },
      ],
    });
  });
});

describe('alert frequency', () => {
  const ALERTS = `mutation($id: ID!, $on: Boolean!, $frequency: AlertFrequency) {
    setSavedSearchAlerts(bookmarkId: $id, alertsEnabled: $on, frequency: $frequency) {
      bookmark { bookmarkId alertsEnabled alertFrequency } errors { field message } } }`;

  test('DAILY unless chosen; set on save, changed with the alerts, kept while they are off', async () => {
    const consumer = await newConsumer();
    const daily = await ask(SAVE, { input: { queryString: 'makeCode=FORD' } }, { cookies: consumer.cookies });
    const id = daily.data?.saveSearch.bookmark.bookmarkId;
    const weekly = await ask(
      `mutation($input: SaveSearchInput!) { saveSearch(input: $input) { bookmark { alertFrequency } } }`,
      { input: { queryString: 'makeCode=KIA', alertFrequency: 'WEEKLY' } },
      { cookies: consumer.cookies },
    );
    expect(weekly.data?.saveSearch.bookmark.alertFrequency).toBe('WEEKLY');
    const instant = await ask(ALERTS, { id, on: true, frequency: 'INSTANT' }, { cookies: consumer.cookies });
    expect(instant.data?.setSavedSearchAlerts).toEqual({
      bookmark: { bookmarkId: id, alertsEnabled: true, alertFrequency: 'INSTANT' },
      errors: [],
    });
    const off = await ask(ALERTS, { id, on: false }, { cookies: consumer.cookies });
    expect(off.data?.setSavedSearchAlerts.bookmark).toMatchObject({ alertsEnabled: false, alertFrequency: 'INSTANT' });
    const listed = await ask(`{ me { savedSearches { alertFrequency } } }`, {}, { cookies: consumer.cookies });
    expect(listed.data?.me.savedSearches.map((b: { alertFrequency: string }) => b.alertFrequency).sort()).toEqual([
      'INSTANT',
      'WEEKLY',
    ]);
  });

  test('a value that is not a frequency is refused before any call', async () => {
    const consumer = await newConsumer();
    const before = callsTo('/account-api/search');
    const answer = await ask(ALERTS, { id: 'any', on: true, frequency: 'HOURLY' }, { cookies: consumer.cookies });
    expect(answer.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(callsTo('/account-api/search')).toBe(before);
  });

  test("a visitor's subscription takes a frequency too", async () => {
    const email = `freq.${Date.now()}@example.com`;
    secrets.add(email);
    const answer = await ask(
      `mutation($input: SubscribeToSearchInput!) { subscribeToSearch(input: $input) { bookmark { alertFrequency } errors { field } } }`,
      { input: { email, queryString: 'makeCode=FORD&zip=30301', alertFrequency: 'WEEKLY' } },
    );
    expect(answer.data?.subscribeToSearch).toEqual({ bookmark: { alertFrequency: 'WEEKLY' }, errors: [] });
  });
});

describe('the unsubscribe link of an alert email', () => {
  const HTML = 'text/html,application/xhtml+xml';

  /** A consumer's saved search with alerts on, and its current link's token. */
  async function subscribedSearch(title = 'Fords & “friends” <near me>') {
    const consumer = await newConsumer();
    const saved = await ask(
      SAVE,
      { input: { queryString: 'makeCode=FORD&zip=30301', bookmarkTitle: title } },
      { cookies: consumer.cookies },
    );
    const id: string = saved.data?.saveSearch.bookmark.bookmarkId;
    const token = mock.unsubscribeTokenFor(id);
    secrets.add(token);
    return { consumer, id, token, title };
  }

  const alertsOn = async (cookies: Record<string, string>, id: string) => {
    const answer = await ask(
      `query($id: ID!) { me { savedSearch(bookmarkId: $id) { alertsEnabled } } }`,
      { id },
      { cookies },
    );
    return answer.data?.me.savedSearch.alertsEnabled as boolean;
  };

  const open = (token: string, on: Gateway = gateway) =>
    on.app.inject({
      method: 'GET',
      url: `/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { accept: HTML },
    });

  /** A mail provider's one-click POST (RFC 8058): the form body, no cookie, no Origin, no browser. */
  const oneClick = (token: string, headers: Record<string, string> = {}, payload = 'List-Unsubscribe=One-Click') =>
    gateway.app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload,
    });

  const expectPrivatePage = (response: { headers: Record<string, unknown> }) => {
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  };

  test('GET names the search and offers one button posting to the link itself; it changes nothing', async () => {
    const { consumer, id, token, title } = await subscribedSearch();
    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectPrivatePage(page);
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).toContain('Fords &amp; “friends” &lt;near me&gt;');
    expect(page.body).not.toContain(title);
    const forms = page.body.match(/<form[^>]*>/g) ?? [];
    expect(forms).toHaveLength(1);
    expect(forms[0]).toContain('method="post"');
    expect(forms[0]).toContain(`action="/alerts/unsubscribe?token=${encodeURIComponent(token)}"`);
    expect(page.body.match(/<button/g)).toHaveLength(1);
    // Server HTML only: no client script to run.
    expect(page.body).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(await alertsOn(consumer.cookies, id)).toBe(true);
  });

  test("a mail provider's one-click POST unsubscribes at once: 200, in plain text", async () => {
    const { consumer, id, token } = await subscribedSearch('Weekend Fords');
    const response = await oneClick(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expectPrivatePage(response);
    expect(response.body).toContain('You will no longer get alerts for “Weekend Fords”');
    expect(await alertsOn(consumer.cookies, id)).toBe(false);
  });

  test("the page's own button (a browser's form POST) answers the page that says it is done", async () => {
    const { consumer, id, token } = await subscribedSearch('Weekend Fords');
    const response = await oneClick(token, { accept: HTML, origin: 'http://localhost', cookie: 'visitor=x' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('You will no longer get alerts for “Weekend Fords”');
    expect(await alertsOn(consumer.cookies, id)).toBe(false);
    // Opened again, the used link says so.
    const again = await open(token);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This link is no longer valid');
  });

  test('a multipart one-click body, and an empty one, are accepted too', async () => {
    const first = await subscribedSearch();
    const boundary = 'x-boundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const response = await oneClick(
      first.token,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      multipart,
    );
    expect(response.statusCode).toBe(200);
    const second = await subscribedSearch();
    const empty = await gateway.app.inject({ method: 'POST', url: `/alerts/unsubscribe?token=${second.token}` });
    expect(empty.statusCode).toBe(200);
    expect(await alertsOn(second.consumer.cookies, second.id)).toBe(false);
  });

  test('a reused link: 410, the link is not valid and nothing was changed', async () => {
    const { consumer, id, token } = await subscribedSearch();
    expect((await oneClick(token)).statusCode).toBe(200);
    // Turned back on from the saved searches page: the old link must not turn them off again.
    await ask(
      `mutation($id: ID!) { setSavedSearchAlerts(bookmarkId: $id, alertsEnabled: true) { errors { field } } }`,
      { id },
      { cookies: consumer.cookies },
    );
    const writes = mock.writes;
    for (const accept of [HTML, '*/*']) {
      const reused = await oneClick(token, { accept });
      expect(reused.statusCode).toBe(410);
      expectPrivatePage(reused);
      expect(reused.body).toContain('no longer valid');
      expect(reused.body).toContain('Nothing was changed');
    }
    expect(mock.writes).toBe(writes);
    expect(await alertsOn(consumer.cookies, id)).toBe(true);
  });

  test('a tampered, foreign or missing token: 400, nothing was changed, and no call opens a circuit', async () => {
    const { consumer, id, token } = await subscribedSearch();
    const tampered = token.replace(/\.0\./, '.1.');
    for (let i = 0; i < 12; i++) {
      const response = await oneClick(i % 2 ? tampered : 'garbage', { accept: HTML });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This link is not valid');
      expect(response.body).toContain('Nothing was changed');
    }
    for (const url of ['/alerts/unsubscribe', '/alerts/unsubscribe?token=', `/alerts/unsubscribe?token=${tampered}`]) {
      const response = await gateway.app.inject({ method: 'GET', url, headers: { accept: HTML } });
      expect(response.statusCode).toBe(400);
      expectPrivatePage(response);
    }
    const missing = await gateway.app.inject({ method: 'POST', url: '/alerts/unsubscribe', payload: '' });
    expect(missing.statusCode).toBe(400);
    expect(await alertsOn(consumer.cookies, id)).toBe(true);
    // The refusals were answers, not failures: the link still works.
    expect((await oneClick(token)).statusCode).toBe(200);
  });

  test('a deleted search: 404, said plainly', async () => {
    const { consumer, id, token } = await subscribedSearch();
    await ask(DELETE, { id }, { cookies: consumer.cookies });
    const response = await open(token);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This saved search no longer exists');
  });

  test('alerts already off: the page says so, with no button', async () => {
    const { consumer, id, token } = await subscribedSearch('Quiet Fords');
    await ask(
      `mutation($id: ID!) { setSavedSearchAlerts(bookmarkId: $id, alertsEnabled: false) { errors { field } } }`,
      { id },
      { cookies: consumer.cookies },
    );
    const response = await open(token);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Alerts for “Quiet Fords” are already off');
    expect(response.body).not.toContain('<button');
  });

  test('a body too large is refused with the page, never a 500 or a stack', async () => {
    const { token } = await subscribedSearch();
    const response = await oneClick(token, { accept: HTML }, `List-Unsubscribe=One-Click&pad=${'x'.repeat(10_000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Nothing was changed');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  test('the account service down: 503 with the page, nothing about it named', async () => {
    const { token } = await subscribedSearch();
    const behindProxy = await gatewayFor(proxy.url);
    await proxy.fault('', 'refuse');
    try {
      for (const response of [
        await open(token, behindProxy),
        await behindProxy.app.inject({
          method: 'POST',
          url: `/alerts/unsubscribe?token=${token}`,
          headers: { accept: HTML },
        }),
      ]) {
        expect(response.statusCode).toBe(503);
        expectPrivatePage(response);
        expect(response.body).toContain('Nothing was changed');
        expect(response.body).not.toMatch(/account-api|127\.0\.0\.1|at .*\.(ts|js):\d+/);
      }
    } finally {
      await proxy.fault('', 'pass');
    }
  });
});

describe('the account service unavailable', () => {
  test('refused connections: a retryable error, never INTERNAL_SERVER_ERROR, and the search still works', async () => {
    const consumer = await newConsumer();
    const behindProxy = await gatewayFor(proxy.url);
    await proxy.fault('', 'refuse');
    try {
      const save = await ask(
        SAVE,
        { input: { queryString: 'makeCode=FORD' } },
        { bearer: consumer.token },
        behindProxy,
      );
      expect(save.errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', retryable: true });
      const me = await ask(ME, {}, { bearer: consumer.token }, behindProxy);
      expect(me.errors?.[0].extensions).toMatchObject({ retryable: true });
      const search = await ask(
        `{ searchListings(brand: USED_CAR, queryString: "zip=30301") { totalResultCount } }`,
        {},
        { bearer: consumer.token },
        behindProxy,
      );
      expect(search.errors).toBeUndefined();
      expect(search.data?.searchListings.totalResultCount).toBeGreaterThan(0);
    } finally {
      await proxy.fault('', 'pass');
    }
  });

  test('a slow service times out: UPSTREAM_TIMEOUT, retryable', async () => {
    const consumer = await newConsumer();
    const slowGateway = await gatewayFor(proxy.url, { timeout: 300 });
    await proxy.fault('/account-api/search', 'slow');
    try {
      const save = await ask(
        SAVE,
        { input: { queryString: 'makeCode=FORD' } },
        { bearer: consumer.token },
        slowGateway,
      );
      expect(save.errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', retryable: true });
      expect(save.errors?.[0].message).not.toMatch(/account-api|127\.0\.0\.1/);
    } finally {
      await proxy.fault('/account-api/search', 'pass');
    }
  });
});

describe('the account client', () => {
  test("a 4xx without the service's error body is a failure (UPSTREAM_ERROR), not a refusal", async () => {
    const client = createAccountClient(`${mock.url}/no-such-prefix`);
    await expect(client.me({})).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_ERROR' } });
  });

  test("a refusal in the service's error body comes back typed, with its status", async () => {
    const client = createAccountClient(mock.url);
    expect(await client.me({})).toEqual({
      ok: false,
      status: 401,
      refusal: { code: 'UNAUTHENTICATED', message: 'sign in' },
    });
  });
});

describe('the signing key file', () => {
  test('created once, whole and private, whoever starts first; every reader gets the same key', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'identity-key-'));
    try {
      const file = identityKeyFile(dir);
      const keys = await Promise.all([1, 2, 3, 4].map(() => readOrCreateKeyFile(file)));
      expect(keys[0]).toHaveLength(32);
      for (const key of keys) expect(Buffer.from(key).equals(Buffer.from(keys[0]))).toBe(true);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

afterAll(() => {
  // No email, password or token in any log line of any test above.
  const log = logLines.join('');
  expect(log.length).toBeGreaterThan(0);
  const leaked = [...secrets].filter((secret) => secret && log.includes(secret));
  expect(leaked).toEqual([]);
});

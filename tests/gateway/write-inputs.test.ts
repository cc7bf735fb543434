import { randomBytes, randomUUID } from 'node:crypto';
import { CONTROL_CHARACTER_MESSAGE } from '../../contracts/text';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { listenOnLoopback, PATIENT_UPSTREAMS } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * What a client developer may send the write path that a form would not, through the gateway and
 * the real account and leads services on a private database: text with control characters, ids
 * that cannot be a saved search's, the same search saved twice, a retried sign-up, and several
 * mistakes at once. Each is a field error, NOT_FOUND or the same answer again; never an upstream
 * failure, which would count towards opening a circuit for everyone.
 */
const KEY = new Uint8Array(randomBytes(32));
let upstream: UpstreamFixture;
let gateway: Gateway;
/** Upstream answers of 500 and over, by path: none may happen. */
const failures: string[] = [];
/** Upstream requests by method and path. */
const calls = new Map<string, number>();
const callsTo = (path: string) => calls.get(path) ?? 0;

beforeAll(async () => {
  upstream = await startUpstream({ seedListings: 200, identityTokenKey: KEY });
  upstream.upstream.app.addHook('onResponse', async (request, reply) => {
    const path = `${request.method} ${request.url.split('?')[0]}`;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    if (reply.statusCode >= 500 || reply.statusCode === 414) failures.push(`${reply.statusCode} ${path}`);
  });
  const url = await listenOnLoopback(upstream.upstream.app);
  gateway = await createGateway({
    upstreams: createUpstreams(url, PATIENT_UPSTREAMS),
    imagesUrl: url,
    identityKey: KEY,
    rateLimit: { max: 100_000 },
  });
});
afterAll(async () => {
  expect(failures).toEqual([]);
  await gateway.app.close();
  await upstream.close();
});

interface Answer {
  data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
  cookies: Record<string, string>;
}

async function ask(query: string, variables: Record<string, unknown> = {}, cookies: Record<string, string> = {}) {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    cookies,
    payload: { query, variables },
  });
  const kept = { ...cookies };
  for (const cookie of response.cookies) kept[cookie.name] = cookie.value;
  return { ...(response.json() as Omit<Answer, 'cookies'>), cookies: kept } as Answer;
}

const SIGN_UP = `mutation($input: SignUpInput!, $key: String) { signUp(input: $input, idempotencyKey: $key) {
  user { id email } token errors { field message } } }`;
const SAVE = `mutation($input: SaveSearchInput!, $key: String) { saveSearch(input: $input, idempotencyKey: $key) {
  bookmark { bookmarkId bookmarkTitle searchResultsURL } savedSearchCount errors { field message } } }`;
const SUBSCRIBE = `mutation($input: SubscribeToSearchInput!) { subscribeToSearch(input: $input) {
  subscribed limitReached bookmark { bookmarkId } errors { field message } } }`;
const ME = `{ me { savedSearchCount savedSearches { bookmarkId } } }`;

/** A new consumer, signed up: their browser's cookies. */
async function newConsumer(): Promise<{ cookies: Record<string, string>; id: string }> {
  const email = `writes.${randomUUID().slice(0, 8)}@example.com`;
  const answer = await ask(SIGN_UP, { input: { email, password: 'correct horse battery' } });
  expect(answer.data?.signUp.errors).toEqual([]);
  return { cookies: answer.cookies, id: answer.data?.signUp.user.id };
}

/** A listing that is for sale, as the search answers it. */
async function listingId(): Promise<string> {
  const answer = await ask(`{ searchListings(queryString: "") { listings { id } } }`);
  return answer.data?.searchListings.listings[0].id;
}

/** Emails the seller of a listing for sale, as Pat Lee unless `input` says otherwise. */
async function emailSeller(input: Record<string, unknown>) {
  const answer = await ask(
    `mutation($input: EmailSellerInput!) { emailSeller(input: $input) { lead { id } errors { field message } } }`,
    { input: { listingId: await listingId(), firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com', ...input } },
  );
  return answer.data?.emailSeller;
}

describe('text with control characters', () => {
  const NUL = 'Smith\u0000';

  test('is a field error on its field, before any call, in every form that keeps text', async () => {
    const consumer = await newConsumer();
    const before = new Map(calls);
    const signUp = await ask(SIGN_UP, {
      input: { email: `nul.${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery', lastName: NUL },
    });
    expect(signUp.data?.signUp).toMatchObject({
      user: null,
      errors: [{ field: 'lastName', message: CONTROL_CHARACTER_MESSAGE }],
    });
    const save = await ask(
      SAVE,
      { input: { queryString: 'makeCode=FORD', bookmarkTitle: `Ford${NUL}` } },
      consumer.cookies,
    );
    expect(save.data?.saveSearch.errors).toEqual([{ field: 'bookmarkTitle', message: CONTROL_CHARACTER_MESSAGE }]);
    const profile = await ask(
      `mutation($input: LeadProfileInput!) { updateLeadProfile(input: $input) { leadProfile { firstName } errors { field message } } }`,
      { input: { firstName: '\u0007Pat', isOneClickOptedIn: false } },
    );
    expect(profile.data?.updateLeadProfile.errors).toEqual([
      { field: 'firstName', message: CONTROL_CHARACTER_MESSAGE },
    ]);
    const lead = await emailSeller({ message: 'Is it still for sale?\u0000' });
    expect(lead.errors).toEqual([{ field: 'message', message: CONTROL_CHARACTER_MESSAGE }]);
    // None of them reached a service that keeps text.
    for (const path of [
      'POST /account-api/users',
      'POST /account-api/search',
      'PUT /account-api/lead-profile',
      'POST /seller-leads',
    ])
      expect(callsTo(path)).toBe(before.get(path) ?? 0);
  });

  test('a message keeps its line breaks and tabs; the services refuse a NUL themselves with 400, not a failure', async () => {
    const lead = await emailSeller({
      email: `lines.${randomUUID().slice(0, 8)}@example.com`,
      message: 'Hello,\n\tis it still for sale?\r\nThanks',
    });
    expect(lead.errors).toEqual([]);
    expect(lead.lead.id).toEqual(expect.any(String));
    // Called directly, past the gateway: the account service answers the field, never a 500.
    const direct = await upstream.upstream.app.inject({
      method: 'POST',
      url: '/account-api/users',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        email: `direct.${randomUUID().slice(0, 8)}@example.com`,
        password: 'correct horse battery',
        lastName: NUL,
      },
    });
    expect(direct.statusCode).toBe(400);
    expect(direct.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'lastName' } });
  });
});

describe('what anyone may send without signing in', () => {
  test('a sign-in with a NUL in the email is the usual form error, and many of them leave sign-in working', async () => {
    const email = `signin.${randomUUID().slice(0, 8)}@example.com`;
    await ask(SIGN_UP, { input: { email, password: 'correct horse battery' } });
    const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { user { id } errors { field } } }`;
    for (let i = 0; i < 12; i++) {
      const answer = await ask(SIGN_IN, {
        input: { email: `a\u0000${i}@example.com`, password: 'correct horse battery' },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.signIn).toEqual({ user: null, errors: [{ field: 'form' }] });
    }
    const answer = await ask(SIGN_IN, { input: { email, password: 'correct horse battery' } });
    expect(answer.data?.signIn.errors).toEqual([]);
  });

  test('a push subscription with a NUL in its endpoint is 400 on the field, to register and to remove', async () => {
    const token = JSON.stringify({
      endpoint: 'https://push.example.com/send/a\u0000b',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    });
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await gateway.app.inject({
        method,
        url: '/cars-for-sale/consumer-device/browser',
        payload:
          method === 'POST'
            ? { brand: 'motormart', pixall_id: randomUUID(), browser_token: token }
            : { browser_token: token },
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('browser_token');
    }
  });

  test.each([
    ['a NUL in the route', { route: '/cars-for-sale\u0000x' }],
    ['a lone surrogate in a filter value', { filter: { name: 'makeCode', values: ['\ud800'] } }],
  ])('a shopper event with %s is 400, never kept or failed', async (_name, extra) => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/events',
      payload: {
        browserId: randomUUID(),
        events: [{ type: 'filter_changed', at: new Date().toISOString(), route: '/cars-for-sale', ...extra }],
      },
    });
    expect(response.statusCode).toBe(400);
  });

  test("a control character in a filter value is no part of the saved search's name, nor an error on the title", async () => {
    const consumer = await newConsumer();
    const answer = await ask(
      SAVE,
      { input: { queryString: 'makeCode=F%00RD', bookmarkTitle: 'Mine' } },
      consumer.cookies,
    );
    expect(answer.data?.saveSearch.errors.map((e: { field: string }) => e.field)).not.toContain('bookmarkTitle');
  });
});

describe('an idempotency key that cannot be a header', () => {
  test.each([
    ['a NUL', 'key-\u0000-12345'],
    ['letters outside ASCII', 'ключ-ключ-ключ'],
    ['a line break', 'key-1234\r\nx-evil: 1'],
  ])('(%s) is BAD_USER_INPUT on idempotencyKey, never an upstream failure', async (_name, key) => {
    const consumer = await newConsumer();
    const answer = await ask(SAVE, { input: { queryString: 'makeCode=AUDI' }, key }, consumer.cookies);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  });
});

describe('an id that cannot be a saved search', () => {
  test.each([
    ['129 characters', 'b'.repeat(129)],
    ['4000 characters', 'x'.repeat(4000)],
    ['not a UUID', 'not-a-bookmark'],
  ])('(%s) is NOT_FOUND to change and null to read or share, asked of no service', async (_name, id) => {
    const consumer = await newConsumer();
    const before = calls.get('DELETE /account-api/searchbookmarks/' + id) ?? 0;
    const deleted = await ask(
      `mutation($id: ID!) { deleteSavedSearch(bookmarkId: $id) { bookmarkId } }`,
      { id },
      consumer.cookies,
    );
    expect(deleted.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const renamed = await ask(
      `mutation($id: ID!) { renameSavedSearch(bookmarkId: $id, bookmarkTitle: "Mine") { bookmark { bookmarkId } errors { field } } }`,
      { id },
      consumer.cookies,
    );
    expect(renamed.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const alerts = await ask(
      `mutation($id: ID!) { setSavedSearchAlerts(bookmarkId: $id, alertsEnabled: false) { bookmark { bookmarkId } } }`,
      { id },
      consumer.cookies,
    );
    expect(alerts.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const read = await ask(
      `query($id: ID!) { sharedSearch(bookmarkId: $id) { bookmarkId } me { savedSearch(bookmarkId: $id) { bookmarkId } } }`,
      { id },
      consumer.cookies,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({ sharedSearch: null, me: { savedSearch: null } });
    expect(calls.get('DELETE /account-api/searchbookmarks/' + id) ?? 0).toBe(before);
  });

  test('many of them in a row leave the circuits closed: a real delete still goes through', async () => {
    const consumer = await newConsumer();
    for (let i = 0; i < 8; i++)
      await ask(
        `mutation($id: ID!) { deleteSavedSearch(bookmarkId: $id) { bookmarkId } }`,
        { id: 'z'.repeat(300) },
        consumer.cookies,
      );
    const saved = await ask(SAVE, { input: { queryString: 'makeCode=HONDA' } }, consumer.cookies);
    const id = saved.data?.saveSearch.bookmark.bookmarkId;
    const deleted = await ask(
      `mutation($id: ID!) { deleteSavedSearch(bookmarkId: $id) { bookmarkId savedSearchCount } }`,
      { id },
      consumer.cookies,
    );
    expect(deleted.data?.deleteSavedSearch).toEqual({ bookmarkId: id, savedSearchCount: 0 });
  });
});

describe('the same search saved twice', () => {
  test('is the saved search it already is, whatever order its filters come in; another consumer has their own', async () => {
    const first = await newConsumer();
    const saved = await ask(
      SAVE,
      { input: { queryString: '?makeCode=FORD&zip=30301&listingType=USED' } },
      first.cookies,
    );
    expect(saved.data?.saveSearch.errors).toEqual([]);
    const again = await ask(
      SAVE,
      { input: { queryString: 'listingType=USED&zip=30301&makeCode=FORD', bookmarkTitle: 'Another name' } },
      first.cookies,
    );
    expect(again.data?.saveSearch).toEqual(saved.data?.saveSearch);
    expect((await ask(ME, {}, first.cookies)).data?.me.savedSearchCount).toBe(1);

    const second = await newConsumer();
    const theirs = await ask(
      SAVE,
      { input: { queryString: 'makeCode=FORD&zip=30301&listingType=USED' } },
      second.cookies,
    );
    expect(theirs.data?.saveSearch.bookmark.bookmarkId).not.toBe(saved.data?.saveSearch.bookmark.bookmarkId);
    expect((await ask(ME, {}, second.cookies)).data?.me.savedSearches).toEqual([
      { bookmarkId: theirs.data?.saveSearch.bookmark.bookmarkId },
    ]);
    expect((await ask(ME, {}, first.cookies)).data?.me.savedSearches).toEqual([
      { bookmarkId: saved.data?.saveSearch.bookmark.bookmarkId },
    ]);
  });

  test('saved at the same moment, still one', async () => {
    const consumer = await newConsumer();
    const answers = await Promise.all(
      ['makeCode=BMW&zip=10001', 'zip=10001&makeCode=BMW', 'makeCode=BMW&zip=10001'].map((queryString) =>
        ask(SAVE, { input: { queryString } }, consumer.cookies),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.data?.saveSearch.bookmark.bookmarkId));
    expect(ids.size).toBe(1);
    expect((await ask(ME, {}, consumer.cookies)).data?.me.savedSearchCount).toBe(1);
  });

  test("a visitor's subscription to the same address is the one they have, and does not count towards the limit", async () => {
    const email = `visitor.${randomUUID().slice(0, 8)}@example.com`;
    const first = await ask(SUBSCRIBE, { input: { email, queryString: 'makeCode=TOYOTA&zip=60601' } });
    expect(first.data?.subscribeToSearch).toMatchObject({ subscribed: true, limitReached: false, errors: [] });
    let cookies = first.cookies;
    for (const queryString of ['zip=60601&makeCode=TOYOTA', 'makeCode=TOYOTA&zip=60601']) {
      const again = await ask(SUBSCRIBE, { input: { email, queryString } }, cookies);
      cookies = again.cookies;
      expect(again.data?.subscribeToSearch).toEqual(first.data?.subscribeToSearch);
    }
    // A second search is the visitor's second of two.
    const second = await ask(SUBSCRIBE, { input: { email, queryString: 'makeCode=KIA&zip=60601' } }, cookies);
    expect(second.data?.subscribeToSearch).toMatchObject({ subscribed: true, limitReached: true, errors: [] });
    expect((await ask(ME, {}, cookies)).data?.me.savedSearchCount).toBe(2);
  });
  test("signing in moves a visitor's subscriptions, but not one of a search the account already has", async () => {
    const email = `mover.${randomUUID().slice(0, 8)}@example.com`;
    const password = 'correct horse battery';
    const signedUp = await ask(SIGN_UP, { input: { email, password } });
    await ask(SAVE, { input: { queryString: 'makeCode=MAZDA&zip=30301' } }, signedUp.cookies);
    // As a visitor in another browser: the same search (in another order) and a new one.
    const same = await ask(SUBSCRIBE, { input: { email, queryString: 'zip=30301&makeCode=MAZDA' } });
    const other = await ask(SUBSCRIBE, { input: { email, queryString: 'makeCode=NISSAN&zip=30301' } }, same.cookies);
    expect(other.data?.subscribeToSearch.subscribed).toBe(true);
    const signedIn = await ask(
      `mutation($input: SignInInput!) { signIn(input: $input) { user { id } errors { field } } }`,
      { input: { email, password } },
      other.cookies,
    );
    expect(signedIn.data?.signIn.errors).toEqual([]);
    const me = await ask(`{ me { savedSearchCount savedSearches { searchResultsURL } } }`, {}, signedIn.cookies);
    expect(me.data?.me.savedSearchCount).toBe(2);
    expect(me.data?.me.savedSearches.map((s: { searchResultsURL: string }) => s.searchResultsURL).sort()).toEqual([
      'makeCode=MAZDA&zip=30301',
      'makeCode=NISSAN&zip=30301',
    ]);
  });
});

describe('a retried sign-up', () => {
  test('with the same idempotency key answers the same user and a session; without one, the email is taken', async () => {
    const input = { email: `retry.${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' };
    const key = randomUUID();
    const first = await ask(SIGN_UP, { input, key });
    const retried = await ask(SIGN_UP, { input, key });
    expect(first.data?.signUp.errors).toEqual([]);
    expect(retried.data?.signUp.errors).toEqual([]);
    expect(retried.data?.signUp.user).toEqual(first.data?.signUp.user);
    expect(retried.data?.signUp.token).toEqual(expect.any(String));
    const me = await ask(`{ me { signedIn user { id } } }`, {}, retried.cookies);
    expect(me.data?.me).toEqual({ signedIn: true, user: { id: first.data?.signUp.user.id } });
    const fresh = await ask(SIGN_UP, { input });
    expect(fresh.data?.signUp.errors).toEqual([{ field: 'email', message: expect.any(String) }]);
    // The key belongs to that sign-up: another account with it is refused, not answered as the first.
    const other = await ask(SIGN_UP, {
      input: { ...input, email: `other.${randomUUID().slice(0, 8)}@example.com` },
      key,
    });
    expect(other.data?.signUp.user ?? null).toBeNull();
  });
});

describe('several mistakes at once', () => {
  test('updateWallet names every field that is wrong', async () => {
    const consumer = await newConsumer();
    const answer = await ask(
      `mutation($input: PaymentEstimateInput!) { updateWallet(input: $input) { wallet { downPayment } errors { field message } } }`,
      { input: { downPayment: -1, tradeInValue: 2_000_000, termMonths: 13, aprPercent: 31 } },
      consumer.cookies,
    );
    expect(answer.data?.updateWallet.errors.map((e: { field: string }) => e.field)).toEqual([
      'downPayment',
      'tradeInValue',
      'termMonths',
      'aprPercent',
    ]);
  });

  test('an offer below zero says what an offer must be, not that it is missing', async () => {
    const lead = await emailSeller({ message: 'An offer', offerAmount: -5 });
    expect(lead.errors).toEqual([{ field: 'offerAmount', message: 'Enter more than 0' }]);
  });
});

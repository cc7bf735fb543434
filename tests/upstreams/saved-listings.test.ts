import { randomBytes, randomUUID } from 'node:crypto';
import {
  ACCOUNT_LIMITS,
  QUICK_SAVE_LIMIT_MESSAGE,
  SavedListingsResponse,
  SaveListingResponse,
  SessionResponse,
  UnsaveListingResponse,
} from '../../contracts/account/index';
import { accountClient, listen, type CallOptions } from '../support/account-client';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/** The account service's saved cars over real HTTP (docs/rules/accounts.md#saved-cars). */

const KEY = new Uint8Array(randomBytes(32));
let fixture: UpstreamFixture;
let baseUrl = '';
const { raw, ok, refused } = accountClient(() => baseUrl);
const sql = <T>(text: string, params: unknown[] = []) => fixture.testDb.db.query<T>(text, params);

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 30, identityTokenKey: KEY });
  baseUrl = await listen(fixture.upstream.app);
});
afterAll(() => fixture.close());

const PASSWORD = 'correct horse battery';
const MAX = ACCOUNT_LIMITS.visitorMaxSavedListings;
type Who = Pick<CallOptions, 'idToken' | 'visitorId'>;

async function signUp(visitorId?: string) {
  const email = `saver.${randomUUID().slice(0, 8)}@example.com`;
  const session = await ok(SessionResponse, 'POST', '/users', { body: { email, password: PASSWORD }, visitorId }, 201);
  return { idToken: session.idToken, email, userId: session.user.id };
}

const snapshot = (id: string) => ({ title: `2021 Car ${id}`, priceWhenSaved: 20_000 + Number(id) });
const put = (who: Who, id: string, options: Partial<CallOptions> = {}) =>
  raw('PUT', `/saved-listings/${id}`, { ...who, body: snapshot(id), ...options });
const save = (who: Who, id: string, status = 201, idempotencyKey?: string) =>
  ok(SaveListingResponse, 'PUT', `/saved-listings/${id}`, { ...who, body: snapshot(id), idempotencyKey }, status);
const unsave = (who: Who, id: string, idempotencyKey?: string) =>
  ok(UnsaveListingResponse, 'DELETE', `/saved-listings/${id}`, { ...who, idempotencyKey });
const list = async (who: Who) => (await ok(SavedListingsResponse, 'GET', '/saved-listings', who)).savedListings;
const ids = async (who: Who) => (await list(who)).map((saved) => saved.listingId);
const rowCount = async (column: 'user_id' | 'visitor_id', owner: string) =>
  (await sql<{ count: number }>(`SELECT count(*)::int AS count FROM saved_listings WHERE ${column} = $1`, [owner]))[0]
    .count;

describe('saving, listing and unsaving', () => {
  test('a save keeps the title and price; newest first; unsave removes it; unsaving again is no error', async () => {
    const { idToken } = await signUp();
    expect(await list({ idToken })).toEqual([]);
    const first = await save({ idToken }, '101');
    expect(first.savedListing).toMatchObject({ listingId: '101', title: '2021 Car 101', priceWhenSaved: 20_101 });
    expect(new Date(first.savedListing.savedAt).toISOString()).toBe(first.savedListing.savedAt);
    await save({ idToken }, '102');
    expect((await save({ idToken }, '103')).savedListingIds).toEqual(['103', '102', '101']);
    expect(await ids({ idToken })).toEqual(['103', '102', '101']);

    expect(await unsave({ idToken }, '102')).toEqual({
      listingId: '102',
      removed: true,
      savedListingIds: ['103', '101'],
    });
    expect(await unsave({ idToken }, '102')).toEqual({
      listingId: '102',
      removed: false,
      savedListingIds: ['103', '101'],
    });
  });

  test('saving a car already saved answers it again (200), unchanged, with one row', async () => {
    const { idToken, userId } = await signUp();
    const first = await save({ idToken }, '7');
    const again = await ok(SaveListingResponse, 'PUT', '/saved-listings/7', {
      idToken,
      body: { title: 'Another title', priceWhenSaved: 1 },
    });
    expect(again.savedListing).toEqual(first.savedListing);
    expect(again.savedListingIds).toEqual(['7']);
    expect(await rowCount('user_id', userId)).toBe(1);
  });

  test('a price may be null; a signed-in consumer has no quick-save maximum', async () => {
    const { idToken } = await signUp();
    const none = await ok(
      SaveListingResponse,
      'PUT',
      '/saved-listings/55',
      { idToken, body: { title: 'New car, call for price', priceWhenSaved: null } },
      201,
    );
    expect(none.savedListing.priceWhenSaved).toBeNull();
    for (let i = 1; i <= MAX + 2; i += 1) await save({ idToken }, String(i));
    expect(await ids({ idToken })).toHaveLength(MAX + 3);
  });

  test('a caller with neither a token nor a visitor id has none, and cannot save', async () => {
    expect(await list({})).toEqual([]);
    const answer = await refused('PUT', '/saved-listings/1', { body: snapshot('1') });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'x-visitor-id' });
    expect((await refused('DELETE', '/saved-listings/1')).body.error.field).toBe('x-visitor-id');
  });
});

describe('input', () => {
  test.each([['abc'], ['1234567890123456'], ['-1'], ['1.5'], ['%20']])(
    'listing id %j is 400 on field listingId',
    async (id) => {
      const { idToken } = await signUp();
      for (const method of ['PUT', 'DELETE']) {
        const answer = await refused(method, `/saved-listings/${id}`, { idToken, body: snapshot('1') });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'listingId' });
      }
      expect(await list({ idToken })).toEqual([]);
    },
  );

  test.each([
    [{ title: '', priceWhenSaved: 1 }, 'title'],
    [{ title: 'x'.repeat(ACCOUNT_LIMITS.savedListingTitleMaxLength + 1), priceWhenSaved: 1 }, 'title'],
    [{ title: 'Car', priceWhenSaved: -1 }, 'priceWhenSaved'],
    [{ title: 'Car', priceWhenSaved: 1.5 }, 'priceWhenSaved'],
    [{ title: 'Car', priceWhenSaved: 3_000_000_000 }, 'priceWhenSaved'],
    [{ title: 'Car' }, 'priceWhenSaved'],
  ])('body %j is 400 on field %s', async (body, field) => {
    const { idToken } = await signUp();
    const answer = await refused('PUT', '/saved-listings/9', { idToken, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST', field });
  });
});

describe('the quick-save maximum', () => {
  test(`a visitor's car past ${MAX} is 409 QUICK_SAVE_LIMIT on listingId; one already saved still answers`, async () => {
    const visitorId = randomUUID();
    for (let i = 1; i <= MAX; i += 1) await save({ visitorId }, String(i));
    const past = await refused('PUT', '/saved-listings/99', { visitorId, body: snapshot('99') });
    expect(past.status).toBe(409);
    expect(past.body.error).toEqual({
      code: 'QUICK_SAVE_LIMIT',
      message: QUICK_SAVE_LIMIT_MESSAGE,
      field: 'listingId',
    });
    expect(QUICK_SAVE_LIMIT_MESSAGE).toBe('Sign in to save more than 3 cars.');
    // Saving one of the three again is no new car.
    expect((await save({ visitorId }, '2', 200)).savedListing.listingId).toBe('2');
    // Unsaving one frees a place.
    await unsave({ visitorId }, '1');
    await save({ visitorId }, '99');
    expect(await ids({ visitorId })).toEqual(['99', '3', '2']);
  });

  test('10 concurrent saves of different cars by one visitor keep exactly the maximum', async () => {
    const visitorId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => put({ visitorId }, String(500 + i))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10 - MAX);
    expect(await rowCount('visitor_id', visitorId)).toBe(MAX);
  });

  test('concurrent saves of the same car keep one row', async () => {
    const { idToken, userId } = await signUp();
    const answers = await Promise.all(Array.from({ length: 5 }, () => put({ idToken }, '42')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await rowCount('user_id', userId)).toBe(1);
  });
});

describe('ownership', () => {
  test("a second user or visitor neither sees nor deletes the first's cars", async () => {
    const [first, second] = [await signUp(), await signUp()];
    const [visitor, otherVisitor] = [randomUUID(), randomUUID()];
    await save({ idToken: first.idToken }, '11');
    await save({ visitorId: visitor }, '21');
    expect(await ids({ idToken: second.idToken })).toEqual([]);
    expect(await ids({ visitorId: otherVisitor })).toEqual([]);
    expect((await unsave({ idToken: second.idToken }, '11')).removed).toBe(false);
    expect((await unsave({ visitorId: otherVisitor }, '21')).removed).toBe(false);
    expect(await ids({ idToken: first.idToken })).toEqual(['11']);
    expect(await ids({ visitorId: visitor })).toEqual(['21']);
  });

  test('a signed-in call ignores a visitor id beside the token', async () => {
    const { idToken } = await signUp();
    const visitorId = randomUUID();
    await save({ visitorId }, '31');
    await save({ idToken, visitorId }, '32');
    expect(await ids({ idToken, visitorId })).toEqual(['32']);
    expect(await ids({ visitorId })).toEqual(['31']);
    expect((await unsave({ idToken, visitorId }, '31')).removed).toBe(false);
  });
});

describe('visitor to user', () => {
  test("on sign-up the visitor's cars become the account's; the visitor's maximum is free again", async () => {
    const visitorId = randomUUID();
    for (const id of ['1', '2', '3']) await save({ visitorId }, id);
    const { idToken, userId } = await signUp(visitorId);
    expect(await ids({ idToken })).toEqual(['3', '2', '1']);
    expect(await ids({ visitorId })).toEqual([]);
    expect(await rowCount('user_id', userId)).toBe(3);
    for (const id of ['4', '5', '6']) await save({ visitorId }, id);
  });

  test("on sign-in they move too; a car both saved is kept once, as the user's", async () => {
    const { idToken, email, userId } = await signUp();
    const mine = await save({ idToken }, '8');
    const visitorId = randomUUID();
    await save({ visitorId }, '8');
    await save({ visitorId }, '9');
    const session = await ok(SessionResponse, 'POST', '/sessions', {
      body: { email, password: PASSWORD },
      visitorId,
    });
    const after = await list({ idToken: session.idToken });
    expect(after.map((saved) => saved.listingId).sort()).toEqual(['8', '9']);
    expect(after.find((saved) => saved.listingId === '8')).toEqual(mine.savedListing);
    expect(await rowCount('user_id', userId)).toBe(2);
    expect(await rowCount('visitor_id', visitorId)).toBe(0);
    for (const id of ['1', '2', '3']) await save({ visitorId }, id);
  });
});

describe('idempotency', () => {
  test('the same key answers the first answer, status included, and writes once', async () => {
    const visitorId = randomUUID();
    const key = `save-${randomUUID()}`;
    const first = await save({ visitorId }, '77', 201, key);
    await unsave({ visitorId }, '77');
    // The retry answers what the first call did, and does not save the car again.
    expect(await save({ visitorId }, '77', 201, key)).toEqual(first);
    expect(await ids({ visitorId })).toEqual([]);

    const unsaveKey = `unsave-${randomUUID()}`;
    await save({ visitorId }, '78');
    const removed = await unsave({ visitorId }, '78', unsaveKey);
    expect(removed.removed).toBe(true);
    expect(await unsave({ visitorId }, '78', unsaveKey)).toEqual(removed);
  });

  test('the same key with another request is IDEMPOTENCY_KEY_REUSED; a refused save records nothing', async () => {
    const visitorId = randomUUID();
    const key = `save-${randomUUID()}`;
    await save({ visitorId }, '1', 201, key);
    for (const other of [
      put({ visitorId }, '2', { idempotencyKey: key }),
      put({ visitorId }, '1', { idempotencyKey: key, body: { title: 'Other', priceWhenSaved: 5 } }),
      raw('DELETE', '/saved-listings/1', { visitorId, idempotencyKey: key }),
    ]) {
      const answer = await other;
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    }
    await save({ visitorId }, '2');
    await save({ visitorId }, '3');
    const limitKey = `limit-${randomUUID()}`;
    expect((await put({ visitorId }, '4', { idempotencyKey: limitKey })).status).toBe(409);
    await unsave({ visitorId }, '3');
    // The refusal was not recorded: the retry is checked again, and now saves.
    expect((await put({ visitorId }, '4', { idempotencyKey: limitKey })).status).toBe(201);
  });
});

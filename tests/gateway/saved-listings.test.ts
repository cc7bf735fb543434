import { randomBytes, randomUUID } from 'node:crypto';
import { ACCOUNT_COOKIES, ACCOUNT_LIMITS, QUICK_SAVE_LIMIT_MESSAGE } from '../../contracts/account/index';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { latestChangeSeq } from '../../upstreams/lsc/change-feed';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * Saved cars (docs/rules/accounts.md#saved-cars) over HTTP: saveListing, unsaveListing and the
 * viewer's saved cars, through the gateway and the real reference upstreams on a private database.
 */
const KEY = new Uint8Array(randomBytes(32));
const MAX = ACCOUNT_LIMITS.visitorMaxSavedListings;
let upstream: UpstreamFixture;
let gateway: Gateway;
/** Upstream requests by path (query string removed). */
const calls = new Map<string, number>();
let forSale: Array<{ id: string; price: number }> = [];

beforeAll(async () => {
  upstream = await startUpstream({ seedListings: 40, identityTokenKey: KEY });
  upstream.upstream.app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    calls.set(path, (calls.get(path) ?? 0) + 1);
  });
  const url = await listenOnLoopback(upstream.upstream.app);
  gateway = await createGateway({
    upstreams: createUpstreams(url),
    imagesUrl: url,
    identityKey: KEY,
    rateLimit: { max: 100_000 },
  });
  forSale = await upstream.testDb.db.query<{ id: string; price: number }>(
    'SELECT id::text AS id, price FROM listings ORDER BY id LIMIT 30',
  );
});
afterAll(async () => {
  await gateway.app.close();
  await upstream.close();
});

const SAVED_PATH = '/account-api/saved-listings';
const LISTINGS_PATH = '/rest/lsc/listing';
const callsTo = (path: string) => calls.get(path) ?? 0;
/** A listing for sale no other test touches. */
let next = 0;
const carForSale = () => forSale[next++];

interface Answer {
  data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
}

/** A browser (its cookies) or another channel (a bearer token). */
interface Caller {
  cookies?: Record<string, string>;
  token?: string;
}

async function ask(query: string, variables: Record<string, unknown> = {}, caller: Caller = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    cookies: caller.cookies,
    payload: { query, variables },
  });
  // A browser keeps the cookies it is given.
  for (const cookie of response.cookies) if (caller.cookies) caller.cookies[cookie.name] = cookie.value;
  return response.json() as Answer;
}

const SAVE = `mutation($id: ID!, $key: String) { saveListing(listingId: $id, idempotencyKey: $key) {
  savedListing { listingId title priceWhenSaved savedAt available } savedListingIds signInRequired errors { field message } } }`;
const UNSAVE = `mutation($id: ID!, $key: String) { unsaveListing(listingId: $id, idempotencyKey: $key) { listingId unsaved savedListingIds } }`;
const MINE = `{ me { savedListingIds remainingQuickSaves savedListings {
  listingId title priceWhenSaved savedAt available listing { id title pricingDetail { salePrice } } } } }`;

const save = (id: string, caller: Caller, key?: string) => ask(SAVE, { id, key }, caller);
const unsave = (id: string, caller: Caller, key?: string) => ask(UNSAVE, { id, key }, caller);
const mine = async (caller: Caller) => (await ask(MINE, {}, caller)).data!.me;

async function signUp(cookies?: Record<string, string>): Promise<string> {
  const answer = await ask(
    'mutation ($input: SignUpInput!) { signUp(input: $input) { token errors { field } } }',
    { input: { email: `heart.${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' } },
    { cookies },
  );
  expect(answer.data!.signUp.errors).toEqual([]);
  return answer.data!.signUp.token;
}

/** Waits until the listing service's search has caught up with the database. */
async function searchable(): Promise<void> {
  await upstream.upstream.changeFeed()!.reached(await latestChangeSeq(upstream.testDb.db));
}

describe('a visitor', () => {
  test(`saves ${MAX} cars under a new visitor cookie; the next asks them to sign in; signing up keeps them`, async () => {
    const browser: Caller = { cookies: {} };
    const cars = Array.from({ length: MAX + 1 }, carForSale);
    expect((await mine(browser)).remainingQuickSaves).toBe(MAX);
    for (const [i, car] of cars.slice(0, MAX).entries()) {
      const answer = await save(car.id, browser);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.saveListing).toMatchObject({
        savedListing: { listingId: car.id, priceWhenSaved: car.price, available: true },
        signInRequired: false,
        errors: [],
      });
      expect(answer.data!.saveListing.savedListingIds[0]).toBe(car.id);
      expect(answer.data!.saveListing.savedListingIds).toHaveLength(i + 1);
    }
    expect(browser.cookies![ACCOUNT_COOKIES.visitorId]).toMatch(/^[0-9a-f-]{36}$/);
    const threeIds = cars
      .slice(0, MAX)
      .map((c) => c.id)
      .reverse();
    expect(await mine(browser)).toMatchObject({ savedListingIds: threeIds, remainingQuickSaves: 0 });

    const past = await save(cars[MAX].id, browser);
    expect(past.errors).toBeUndefined();
    expect(past.data!.saveListing).toEqual({
      savedListing: null,
      savedListingIds: threeIds,
      signInRequired: true,
      errors: [{ field: 'listingId', message: QUICK_SAVE_LIMIT_MESSAGE }],
    });

    // Signing up in this browser makes the cars the account's; then there is no maximum.
    const token = await signUp(browser.cookies);
    expect(await mine({ token })).toMatchObject({ savedListingIds: threeIds, remainingQuickSaves: null });
    const after = await save(cars[MAX].id, { token });
    expect(after.data!.saveListing.signInRequired).toBe(false);
    expect(after.data!.saveListing.savedListingIds).toEqual([cars[MAX].id, ...threeIds]);
  });

  test('with no visitor cookie has saved nothing, at no account call; unsaving is no error', async () => {
    const before = callsTo(SAVED_PATH);
    expect(await mine({})).toEqual({ savedListingIds: [], remainingQuickSaves: MAX, savedListings: [] });
    const answer = await ask(UNSAVE, { id: carForSale().id }, { cookies: {} });
    expect(answer.data!.unsaveListing).toMatchObject({ unsaved: false, savedListingIds: [] });
    expect(callsTo(SAVED_PATH)).toBe(before);
  });
});

describe('a signed-in consumer', () => {
  test('saves past the quick-save maximum; saving again answers the same car; unsave removes it', async () => {
    const token = await signUp();
    const cars = Array.from({ length: MAX + 2 }, carForSale);
    for (const car of cars) await save(car.id, { token });
    const again = await save(cars[0].id, { token });
    expect(again.data!.saveListing.savedListing.listingId).toBe(cars[0].id);
    expect((await mine({ token })).savedListingIds).toEqual(cars.map((c) => c.id).reverse());
    const removed = await unsave(cars[1].id, { token });
    expect(removed.data!.unsaveListing).toMatchObject({ listingId: cars[1].id, unsaved: true });
    expect(removed.data!.unsaveListing.savedListingIds).not.toContain(cars[1].id);
    expect((await unsave(cars[1].id, { token })).data!.unsaveListing.unsaved).toBe(false);
  });

  test("a second consumer neither sees nor unsaves the first's cars", async () => {
    const [first, second] = [await signUp(), await signUp()];
    const car = carForSale();
    await save(car.id, { token: first });
    expect((await mine({ token: second })).savedListingIds).toEqual([]);
    expect((await unsave(car.id, { token: second })).data!.unsaveListing.unsaved).toBe(false);
    expect((await mine({ token: first })).savedListingIds).toEqual([car.id]);
  });

  test('a retry with the same idempotencyKey answers the same and saves once', async () => {
    const token = await signUp();
    const [car, other] = [carForSale(), carForSale()];
    const key = `heart-${randomUUID()}`;
    const first = await save(car.id, { token }, key);
    expect(await save(car.id, { token }, key)).toEqual(first);
    expect((await mine({ token })).savedListingIds).toEqual([car.id]);
    const reused = await save(other.id, { token }, key);
    expect(reused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  });
});

describe('the saved list', () => {
  test('shows each car as it is now, one account call and one listing call for the whole query', async () => {
    const token = await signUp();
    const cars = [carForSale(), carForSale()];
    for (const car of cars) await save(car.id, { token });
    const [accountBefore, listingsBefore] = [callsTo(SAVED_PATH), callsTo(LISTINGS_PATH)];
    const me = await mine({ token });
    expect(callsTo(SAVED_PATH) - accountBefore).toBe(1);
    expect(callsTo(LISTINGS_PATH) - listingsBefore).toBe(1);
    expect(me.savedListingIds).toEqual([cars[1].id, cars[0].id]);
    expect(me.remainingQuickSaves).toBeNull();
    for (const [i, car] of [cars[1], cars[0]].entries()) {
      const saved = me.savedListings[i];
      expect(saved).toMatchObject({ listingId: car.id, priceWhenSaved: car.price, available: true });
      expect(saved.listing).toMatchObject({ id: car.id, title: saved.title, pricingDetail: { salePrice: car.price } });
      expect(new Date(saved.savedAt).toISOString()).toBe(saved.savedAt);
    }
  });

  test('a car no longer for sale keeps its title and price, with listing null and available false', async () => {
    const token = await signUp();
    const car = carForSale();
    const saved = (await save(car.id, { token })).data!.saveListing.savedListing;
    await upstream.testDb.db.query('DELETE FROM listings WHERE id = $1', [car.id]);
    await searchable();
    const me = await mine({ token });
    expect(me.savedListings).toEqual([{ ...saved, listing: null, available: false }]);
    // It can no longer be saved, but it can be unsaved.
    expect((await save(car.id, { cookies: {} })).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await unsave(car.id, { token })).data!.unsaveListing.unsaved).toBe(true);
  });
});

describe('refusals', () => {
  test('a listing that does not exist is NOT_FOUND, and no visitor cookie is made for it', async () => {
    const browser: Caller = { cookies: {} };
    const before = callsTo(SAVED_PATH);
    const answer = await save('999999999', browser);
    expect(answer.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(browser.cookies).toEqual({});
    expect(callsTo(SAVED_PATH)).toBe(before);
  });

  test.each([['abc'], [''], ['1234567890123456'], ['12.5']])(
    'listing id %j is BAD_USER_INPUT on field listingId, before any call',
    async (id) => {
      const token = await signUp();
      const [accountBefore, listingsBefore] = [callsTo(SAVED_PATH), callsTo(LISTINGS_PATH)];
      for (const mutation of [SAVE, UNSAVE]) {
        const answer = await ask(mutation, { id }, { token });
        expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'listingId' });
      }
      expect(callsTo(SAVED_PATH)).toBe(accountBefore);
      expect(callsTo(LISTINGS_PATH)).toBe(listingsBefore);
    },
  );
});

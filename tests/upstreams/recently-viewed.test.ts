import { randomBytes, randomUUID } from 'node:crypto';
import { RECENTLY_VIEWED_LIMIT, RecentlyViewedResponse, SessionResponse } from '../../contracts/account/index';
import { accountClient, listen } from '../support/account-client';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/** The account service's recently viewed list over real HTTP (docs/rules/still-interested.md#recently-viewed). */

const KEY = new Uint8Array(randomBytes(32));
let fixture: UpstreamFixture;
let baseUrl = '';
const { ok, refused } = accountClient(() => baseUrl);

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 30, identityTokenKey: KEY });
  baseUrl = await listen(fixture.upstream.app);
});
afterAll(() => fixture.close());

async function signUp() {
  const email = `viewer.${randomUUID().slice(0, 8)}@example.com`;
  const session = await ok(
    SessionResponse,
    'POST',
    '/users',
    { body: { email, password: 'correct horse battery' } },
    201,
  );
  return session.idToken;
}

const record = (idToken: string, listingIds: string[], idempotencyKey?: string) =>
  ok(RecentlyViewedResponse, 'POST', '/recently-viewed', { idToken, body: { listingIds }, idempotencyKey });
const list = async (idToken: string) =>
  (await ok(RecentlyViewedResponse, 'GET', '/recently-viewed', { idToken })).listingIds;

describe('recently viewed', () => {
  test('a view moves to the front; most recent first; each listing once', async () => {
    const idToken = await signUp();
    expect(await list(idToken)).toEqual([]);
    await record(idToken, ['101']);
    await record(idToken, ['102']);
    await record(idToken, ['103']);
    expect((await record(idToken, ['101'])).listingIds).toEqual(['101', '103', '102']);
    expect(await list(idToken)).toEqual(['101', '103', '102']);
  });

  test('a merged list goes first, in its order; recording it again changes nothing', async () => {
    const idToken = await signUp();
    await record(idToken, ['5', '6']);
    expect((await record(idToken, ['9', '6', '8'])).listingIds).toEqual(['9', '6', '8', '5']);
    expect((await record(idToken, ['9', '6', '8'])).listingIds).toEqual(['9', '6', '8', '5']);
    // A retry with the same key answers the first answer.
    const key = `views-${randomUUID()}`;
    expect((await record(idToken, ['7'], key)).listingIds).toEqual(['7', '9', '6', '8', '5']);
    expect((await record(idToken, ['7'], key)).listingIds).toEqual(['7', '9', '6', '8', '5']);
  });

  test(`keeps the ${RECENTLY_VIEWED_LIMIT} most recent`, async () => {
    const idToken = await signUp();
    const ids = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, i) => String(1000 + i));
    await record(idToken, ids);
    const after = (await record(idToken, ['1'])).listingIds;
    expect(after).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(after[0]).toBe('1');
    expect(after).not.toContain(ids.at(-1));
  });

  test('each consumer reads and writes only their own list; a visitor has none', async () => {
    const [first, second] = [await signUp(), await signUp()];
    await record(first, ['11', '12']);
    await record(second, ['21']);
    expect(await list(first)).toEqual(['11', '12']);
    expect(await list(second)).toEqual(['21']);
    expect((await refused('GET', '/recently-viewed', { visitorId: randomUUID() })).status).toBe(401);
    expect(
      (await refused('POST', '/recently-viewed', { visitorId: randomUUID(), body: { listingIds: ['1'] } })).status,
    ).toBe(401);
  });

  test.each([
    ['no ids', []],
    ['not digits', ['abc']],
    ['an id twice', ['1', '1']],
    ['too many', Array.from({ length: RECENTLY_VIEWED_LIMIT + 1 }, (_, i) => String(i + 1))],
  ])('refuses %s with the field', async (_name, listingIds) => {
    const idToken = await signUp();
    const answer = await refused('POST', '/recently-viewed', { idToken, body: { listingIds } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('listingIds');
  });
});

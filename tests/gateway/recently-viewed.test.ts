import { randomBytes, randomUUID } from 'node:crypto';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * recordListingViews and Viewer.recentlyViewed over HTTP (docs/rules/still-interested.md#recently-viewed):
 * the gateway and the real account service, on a private database.
 */
const KEY = new Uint8Array(randomBytes(32));
let upstream: UpstreamFixture;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startUpstream({ seedListings: 30, identityTokenKey: KEY });
  const url = await listenOnLoopback(upstream.upstream.app);
  gateway = await createGateway({
    upstreams: createUpstreams(url),
    imagesUrl: url,
    identityKey: KEY,
    rateLimit: { max: 100_000 },
  });
});
afterAll(async () => {
  await gateway.app.close();
  await upstream.close();
});

interface Answer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: { query, variables },
  });
  return response.json() as Answer<T>;
}

async function signUp(): Promise<string> {
  const answer = await gql<{ signUp: { token: string } }>(
    'mutation ($input: SignUpInput!) { signUp(input: $input) { token errors { field } } }',
    { input: { email: `rv.${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' } },
  );
  return answer.data!.signUp.token;
}

const RECORD = 'mutation ($ids: [ID!]!) { recordListingViews(listingIds: $ids) }';
const record = (ids: string[], token?: string) => gql<{ recordListingViews: string[] }>(RECORD, { ids }, token);
const mine = async (token?: string) =>
  (await gql<{ me: { recentlyViewed: string[] } }>('{ me { recentlyViewed } }', {}, token)).data!.me.recentlyViewed;

test("a consumer's views: most recent first, merged lists first, each once", async () => {
  const token = await signUp();
  expect(await mine(token)).toEqual([]);
  expect((await record(['10'], token)).data).toEqual({ recordListingViews: ['10'] });
  await record(['11'], token);
  // The browser's list on sign-in: it goes first, in its order.
  expect((await record(['12', '10'], token)).data!.recordListingViews).toEqual(['12', '10', '11']);
  expect(await mine(token)).toEqual(['12', '10', '11']);
  // The same list again: the same list.
  expect((await record(['12', '10'], token)).data!.recordListingViews).toEqual(['12', '10', '11']);
});

test("one consumer's list is theirs alone", async () => {
  const [first, second] = [await signUp(), await signUp()];
  await record(['1', '2'], first);
  await record(['3'], second);
  expect(await mine(first)).toEqual(['1', '2']);
  expect(await mine(second)).toEqual(['3']);
});

test('a visitor has no list in the account, and cannot record one', async () => {
  expect(await mine()).toEqual([]);
  const answer = await record(['1']);
  expect(answer.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
});

test.each([
  ['no ids', []],
  ['an id not digits', ['x1']],
  ['an id twice', ['4', '4']],
  ['21 ids', Array.from({ length: 21 }, (_, i) => String(i + 1))],
])('refuses %s with the field listingIds', async (_name, ids) => {
  const token = await signUp();
  const answer = await record(ids, token);
  expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'listingIds' });
  expect(await mine(token)).toEqual([]);
});

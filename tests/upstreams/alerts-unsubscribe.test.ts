import { randomBytes, randomUUID } from 'node:crypto';
import {
  AlertSubscriptionResponse,
  SaveSearchResponse,
  SearchBookmarksResponse,
  SessionResponse,
  SubscribeResponse,
} from '../../contracts/account/index';
import {
  alertsKey,
  listUnsubscribeHeaders,
  signUnsubscribeToken,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from '../../upstreams/alerts/unsubscribe-token';
import { createUpstreamServer } from '../../upstreams/server';
import { accountClient, listen } from '../support/account-client';
import { captureLog } from '../support/log-capture';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * Alert frequency and the one-click unsubscribe links of alert emails (docs/rules/alerts.md),
 * against the real account service on its own database.
 */
const KEY = new Uint8Array(randomBytes(32));
const LINK_KEY = alertsKey(KEY);
let fixture: UpstreamFixture;
let baseUrl = '';
const { raw, ok, refused } = accountClient(() => baseUrl);
const sql = <T>(text: string, params: unknown[] = []) => fixture.testDb.db.query<T>(text, params);

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 50, identityTokenKey: KEY });
  baseUrl = await listen(fixture.upstream.app);
});
afterAll(() => fixture.close());

const newEmail = () => `alerts.${randomUUID().slice(0, 8)}@example.com`;
const key = () => `key-${randomUUID()}`;

async function signUp() {
  const email = newEmail();
  const session = await ok(SessionResponse, 'POST', '/users', { body: { email, password: 'a long password' } }, 201);
  return { ...session, email };
}

const save = (idToken: string, body: Record<string, unknown>) =>
  ok(SaveSearchResponse, 'POST', '/search', { idToken, body, idempotencyKey: key() }, body.bookmarkId ? 200 : 201);

/** A signed-in consumer with one saved search. */
async function savedSearch(title = 'Fords near me') {
  const consumer = await signUp();
  const { bookmark } = await save(consumer.idToken, {
    searchResultsURL: 'makeCode=FORD&zip=30301',
    bookmarkTitle: title,
  });
  return { ...consumer, bookmark };
}

interface AlertRow {
  alerts_enabled: boolean;
  alert_frequency: string;
  unsubscribe_generation: number;
  alerts_checked_at: Date | string;
  updated_at: Date | string;
}

/** Everything an unsubscribe could change, as stored. */
async function alertRow(bookmarkId: string): Promise<AlertRow | undefined> {
  const [row] = await sql<AlertRow>(
    `SELECT alerts_enabled, alert_frequency, unsubscribe_generation, alerts_checked_at::text, updated_at::text
     FROM search_bookmarks WHERE id = $1`,
    [bookmarkId],
  );
  return row;
}

const linkOf = (bookmarkId: string, generation = 0) => signUnsubscribeToken(LINK_KEY, bookmarkId, generation);
const describeLink = (token: string) => raw('GET', `/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
const unsubscribe = (token: string) => raw('POST', '/alerts/unsubscribe', { body: { token } });

describe('the unsubscribe token', () => {
  const id = randomUUID();

  test('round trip: the bookmark and generation it was signed for, in URL-safe characters', () => {
    const token = signUnsubscribeToken(LINK_KEY, id, 7);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyUnsubscribeToken(LINK_KEY, token)).toEqual({ bookmarkId: id, generation: 7 });
  });

  test('any one character changed, or another key, and it does not verify', () => {
    const token = signUnsubscribeToken(LINK_KEY, id, 0);
    const alphabet = 'ABCabc019-_.';
    for (let i = 0; i < token.length; i++) {
      for (const c of alphabet) {
        if (c === token[i]) continue;
        const tampered = token.slice(0, i) + c + token.slice(i + 1);
        expect(verifyUnsubscribeToken(LINK_KEY, tampered)).toBeUndefined();
      }
    }
    expect(verifyUnsubscribeToken(alertsKey(new Uint8Array(randomBytes(32))), token)).toBeUndefined();
    // Signed with the identity token key itself: not an alerts key, so not a link.
    expect(verifyUnsubscribeToken(LINK_KEY, signUnsubscribeToken(KEY, id, 0))).toBeUndefined();
  });

  test.each([
    '',
    'u1',
    'u1..0.x',
    `u1.${id}.0`,
    `u1.${id}.01.${'a'.repeat(43)}`,
    `u1.${id}.-1.${'a'.repeat(43)}`,
    `u1.${id}.99999999999.${'a'.repeat(43)}`,
    `u2.${id}.0.${'a'.repeat(43)}`,
    `u1.${id}.0.${'a'.repeat(43)}.extra`,
    'not a token at all',
  ])('a malformed token %j is undefined, never an exception', (token) => {
    expect(verifyUnsubscribeToken(LINK_KEY, token)).toBeUndefined();
  });

  test('the alerts key is derived: fixed for one identity key, never the identity key itself', () => {
    expect(Buffer.from(alertsKey(KEY)).equals(Buffer.from(LINK_KEY))).toBe(true);
    expect(Buffer.from(LINK_KEY).equals(Buffer.from(KEY))).toBe(false);
    expect(LINK_KEY).toHaveLength(32);
  });

  test('signing refuses what no bookmark or generation can be', () => {
    expect(() => signUnsubscribeToken(LINK_KEY, 'a.b', 0)).toThrow(RangeError);
    expect(() => signUnsubscribeToken(LINK_KEY, id, -1)).toThrow(RangeError);
    expect(() => signUnsubscribeToken(LINK_KEY, id, 1.5)).toThrow(RangeError);
  });

  test('the link and the one-click headers an email carries', () => {
    const token = linkOf(id);
    const url = unsubscribeUrl('https://www.example.com', token);
    expect(url).toBe(`https://www.example.com/alerts/unsubscribe?token=${token}`);
    expect(listUnsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('alert frequency', () => {
  test('DAILY unless chosen; set on save, changed on update, listed as stored', async () => {
    const consumer = await signUp();
    const daily = await save(consumer.idToken, { searchResultsURL: 'makeCode=FORD' });
    expect(daily.bookmark.alertFrequency).toBe('DAILY');
    const weekly = await save(consumer.idToken, { searchResultsURL: 'makeCode=KIA', alertFrequency: 'WEEKLY' });
    expect(weekly.bookmark.alertFrequency).toBe('WEEKLY');
    const changed = await save(consumer.idToken, { bookmarkId: daily.bookmark.bookmarkId, alertFrequency: 'INSTANT' });
    expect(changed.bookmark).toMatchObject({ alertFrequency: 'INSTANT', alertsEnabled: true });
    // An update that does not name it keeps it.
    const renamed = await save(consumer.idToken, { bookmarkId: daily.bookmark.bookmarkId, bookmarkTitle: 'Renamed' });
    expect(renamed.bookmark.alertFrequency).toBe('INSTANT');
    const listed = await ok(SearchBookmarksResponse, 'GET', '/searchbookmarks', { idToken: consumer.idToken });
    expect(listed.myAtcSearchViewBeans.map((b) => b.alertFrequency).sort()).toEqual(['INSTANT', 'WEEKLY']);
  });

  test('a frequency that is not one of the three is refused on its field, and nothing changes', async () => {
    const { idToken, bookmark } = await savedSearch();
    const before = await alertRow(bookmark.bookmarkId);
    const bad = await refused('POST', '/search', {
      idToken,
      body: { bookmarkId: bookmark.bookmarkId, alertFrequency: 'HOURLY' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'alertFrequency' });
    expect(await alertRow(bookmark.bookmarkId)).toEqual(before);
  });

  test("a visitor's subscription is DAILY unless it says otherwise", async () => {
    const body = { email: newEmail(), searchResultsURL: 'makeCode=FORD', searchName: 'Ford' };
    const daily = await ok(SubscribeResponse, 'POST', '/subscriptions', { visitorId: randomUUID(), body }, 201);
    expect(daily.bookmark.alertFrequency).toBe('DAILY');
    const instant = await ok(
      SubscribeResponse,
      'POST',
      '/subscriptions',
      { visitorId: randomUUID(), body: { ...body, email: newEmail(), alertFrequency: 'INSTANT' } },
      201,
    );
    expect(instant.bookmark.alertFrequency).toBe('INSTANT');
  });

  test('alerts turned back on start from now: the watermark moves only when they go from off to on', async () => {
    const { idToken, bookmark } = await savedSearch();
    const id = bookmark.bookmarkId;
    await sql(`UPDATE search_bookmarks SET alerts_checked_at = now() - interval '30 days' WHERE id = $1`, [id]);
    const watermark = async () =>
      new Date(
        (await sql<{ at: string }>('SELECT alerts_checked_at::text AS at FROM search_bookmarks WHERE id = $1', [id]))[0]
          .at,
      ).getTime();
    const old = await watermark();
    // Already on: turning them on again is no change of state, so the watermark stays.
    await save(idToken, { bookmarkId: id, alertsEnabled: true });
    expect(await watermark()).toBe(old);
    await save(idToken, { bookmarkId: id, alertsEnabled: false });
    expect(await watermark()).toBe(old);
    await save(idToken, { bookmarkId: id, alertsEnabled: true });
    expect(await watermark()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('unsubscribing with a link', () => {
  test('GET describes and changes nothing; POST turns alerts off and moves the generation on', async () => {
    const { bookmark } = await savedSearch('My Fords');
    const token = linkOf(bookmark.bookmarkId);
    const before = await alertRow(bookmark.bookmarkId);
    const described = await describeLink(token);
    expect(described.status).toBe(200);
    expect(AlertSubscriptionResponse.parse(described.body)).toEqual({
      status: 'SUBSCRIBED',
      bookmarkTitle: 'My Fords',
      searchName: 'My saved search',
    });
    expect(await alertRow(bookmark.bookmarkId)).toEqual(before);

    const done = await unsubscribe(token);
    expect(done.status).toBe(200);
    expect(AlertSubscriptionResponse.parse(done.body)).toMatchObject({
      status: 'UNSUBSCRIBED',
      bookmarkTitle: 'My Fords',
    });
    expect(await alertRow(bookmark.bookmarkId)).toMatchObject({ alerts_enabled: false, unsubscribe_generation: 1 });
  });

  test('a used link says so (410 LINK_USED) and changes nothing, to GET and POST', async () => {
    const { bookmark } = await savedSearch();
    const token = linkOf(bookmark.bookmarkId);
    expect((await unsubscribe(token)).status).toBe(200);
    const after = await alertRow(bookmark.bookmarkId);
    for (const reply of [await unsubscribe(token), await describeLink(token)]) {
      expect(reply.status).toBe(410);
      expect(reply.body).toMatchObject({ error: { code: 'LINK_USED' } });
    }
    expect(await alertRow(bookmark.bookmarkId)).toEqual(after);
  });

  test('a tampered, forged, malformed or missing token is 400 INVALID_TOKEN, and nothing changes', async () => {
    const { bookmark } = await savedSearch();
    const before = await alertRow(bookmark.bookmarkId);
    const token = linkOf(bookmark.bookmarkId);
    const lastMacChar = token.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [
      token.slice(0, -1) + lastMacChar,
      token.replace('.0.', '.1.'),
      signUnsubscribeToken(alertsKey(new Uint8Array(randomBytes(32))), bookmark.bookmarkId, 0),
      'garbage',
    ]) {
      for (const reply of [await unsubscribe(bad), await describeLink(bad)]) {
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ error: { code: 'INVALID_TOKEN', field: 'token' } });
      }
    }
    expect((await refused('GET', '/alerts/unsubscribe')).body.error.code).toBe('INVALID_TOKEN');
    const noToken = await refused('POST', '/alerts/unsubscribe', { body: {} });
    expect(noToken.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'token' });
    expect(await alertRow(bookmark.bookmarkId)).toEqual(before);
  });

  test('alerts turned back on: the old link stays dead, and a link of the new generation works', async () => {
    const { idToken, bookmark } = await savedSearch();
    const first = linkOf(bookmark.bookmarkId, 0);
    expect((await unsubscribe(first)).status).toBe(200);
    await save(idToken, { bookmarkId: bookmark.bookmarkId, alertsEnabled: true });
    const reenabled = await alertRow(bookmark.bookmarkId);
    expect(reenabled).toMatchObject({ alerts_enabled: true, unsubscribe_generation: 1 });
    expect((await unsubscribe(first)).status).toBe(410);
    expect(await alertRow(bookmark.bookmarkId)).toEqual(reenabled);
    expect((await unsubscribe(linkOf(bookmark.bookmarkId, 1))).status).toBe(200);
    expect(await alertRow(bookmark.bookmarkId)).toMatchObject({ alerts_enabled: false, unsubscribe_generation: 2 });
  });

  test("alerts turned off on the page: the link says UNSUBSCRIBED, and another user's search is untouched", async () => {
    const mine = await savedSearch();
    const theirs = await savedSearch();
    const theirsBefore = await alertRow(theirs.bookmark.bookmarkId);
    await save(mine.idToken, { bookmarkId: mine.bookmark.bookmarkId, alertsEnabled: false });
    const described = await describeLink(linkOf(mine.bookmark.bookmarkId));
    expect(described.body).toMatchObject({ status: 'UNSUBSCRIBED' });
    expect((await unsubscribe(linkOf(mine.bookmark.bookmarkId))).status).toBe(200);
    expect(await alertRow(theirs.bookmark.bookmarkId)).toEqual(theirsBefore);
  });

  test('two POSTs of one link at once: one unsubscribes, the other is told the link was used', async () => {
    const { bookmark } = await savedSearch();
    const token = linkOf(bookmark.bookmarkId);
    const replies = await Promise.all([unsubscribe(token), unsubscribe(token), unsubscribe(token)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 410, 410]);
    expect(await alertRow(bookmark.bookmarkId)).toMatchObject({ alerts_enabled: false, unsubscribe_generation: 1 });
  });

  test('a deleted search: 404 NOT_FOUND', async () => {
    const { idToken, bookmark } = await savedSearch();
    await raw('DELETE', `/searchbookmarks/${bookmark.bookmarkId}`, { idToken, idempotencyKey: key() });
    for (const reply of [
      await unsubscribe(linkOf(bookmark.bookmarkId)),
      await describeLink(linkOf(bookmark.bookmarkId)),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    // A signed id that cannot be a bookmark's is nobody's, never a database error.
    expect((await unsubscribe(signUnsubscribeToken(LINK_KEY, 'not-a-uuid', 0))).status).toBe(404);
  });

  test('a retry with the same idempotency key answers the first answer', async () => {
    const { bookmark } = await savedSearch();
    const token = linkOf(bookmark.bookmarkId);
    const idempotencyKey = key();
    const first = await raw('POST', '/alerts/unsubscribe', { body: { token }, idempotencyKey });
    const retry = await raw('POST', '/alerts/unsubscribe', { body: { token }, idempotencyKey });
    expect(retry).toEqual(first);
    expect(first.status).toBe(200);
    expect(await alertRow(bookmark.bookmarkId)).toMatchObject({ unsubscribe_generation: 1 });
  });
});

test('the request log holds neither the token nor the email', async () => {
  const log = captureLog();
  const logging = await createUpstreamServer({
    db: fixture.testDb.db,
    seedListings: 50,
    identityTokenKey: KEY,
    logger: true,
    logStream: log.stream,
  });
  try {
    const { email, bookmark } = await savedSearch();
    const token = linkOf(bookmark.bookmarkId);
    const tampered = `${token.slice(0, -1)}${token.at(-1) === 'A' ? 'B' : 'A'}`;
    const headers = { 'content-type': 'application/json' };
    for (const t of [token, tampered]) {
      await logging.app.inject({ method: 'GET', url: `/account-api/alerts/unsubscribe?token=${t}` });
      await logging.app.inject({
        method: 'POST',
        url: '/account-api/alerts/unsubscribe',
        headers,
        payload: { token: t },
      });
    }
    expect(log.text()).toContain('/account-api/alerts/unsubscribe');
    for (const secret of [token, tampered, token.split('.')[3], email]) expect(log.text()).not.toContain(secret);
  } finally {
    await logging.close();
  }
});

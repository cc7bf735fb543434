import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LeadsErrorBody, ListingReportResponse, REPORT_LIMITS } from '../../contracts/leads/index';
import { openDb } from '../../upstreams/db/database';
import { createUpstreamServer } from '../../upstreams/server';
import { listen } from '../support/account-client';
import { captureLog } from '../support/log-capture';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/** The leads service's POST /listing-reports over real HTTP (docs/rules/listing-actions.md#report). */

const log = captureLog();
let fixture: UpstreamFixture;
let baseUrl = '';
let listingId = '';
const sql = <T>(text: string, params: unknown[] = []) => fixture.testDb.db.query<T>(text, params);
const key = () => `report-${randomUUID()}`;

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 50, logger: true, logStream: log.stream });
  baseUrl = await listen(fixture.upstream.app);
  const [row] = await sql<{ id: number }>('SELECT id FROM listings ORDER BY id LIMIT 1');
  listingId = String(row.id);
});
afterAll(() => fixture.close());

/** `null` sends no idempotency key. */
async function post(body: unknown, idempotencyKey: string | null = key(), url = baseUrl) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
  const response = await fetch(`${url}/listing-reports`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown };
}

async function refused(body: unknown, idempotencyKey: string | null = key()) {
  const answer = await post(body, idempotencyKey);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  return { status: answer.status, error: LeadsErrorBody.parse(answer.body).error };
}

const rowsWithKey = (idempotencyKey: string) =>
  sql<{ listing_id: string; reason: string; details: string | null; user_id: string | null }>(
    'SELECT listing_id::text, reason, details, user_id::text FROM listing_reports WHERE idempotency_key = $1',
    [idempotencyKey],
  );

describe('a report is stored', () => {
  test("a visitor's report: 201 with the stored report, its words trimmed, no user", async () => {
    const idempotencyKey = key();
    const answer = await post(
      { listingId, reason: 'WRONG_PRICE', details: '  Listed at 9,000 on the dealer site  ' },
      idempotencyKey,
    );
    expect(answer.status).toBe(201);
    const { report } = ListingReportResponse.parse(answer.body);
    expect(report).toMatchObject({ listingId, reason: 'WRONG_PRICE' });
    // The answer never carries the shopper's words back.
    expect(JSON.stringify(answer.body)).not.toContain('dealer site');
    expect(await rowsWithKey(idempotencyKey)).toEqual([
      { listing_id: listingId, reason: 'WRONG_PRICE', details: 'Listed at 9,000 on the dealer site', user_id: null },
    ]);
  });

  test("a signed-in consumer's report names them; a reason other than OTHER needs no words", async () => {
    const idempotencyKey = key();
    const userId = randomUUID();
    expect((await post({ listingId, reason: 'SOLD', userId }, idempotencyKey)).status).toBe(201);
    expect(await rowsWithKey(idempotencyKey)).toEqual([
      { listing_id: listingId, reason: 'SOLD', details: null, user_id: userId },
    ]);
  });

  test('OTHER with words, at the length limit', async () => {
    const idempotencyKey = key();
    const details = 'x'.repeat(REPORT_LIMITS.detailsMaxLength);
    expect((await post({ listingId, reason: 'OTHER', details }, idempotencyKey)).status).toBe(201);
    expect((await rowsWithKey(idempotencyKey))[0].details).toBe(details);
  });
});

describe('a report that cannot be stored is refused, and nothing is stored', () => {
  test.each([
    ['an unknown reason', { reason: 'BORING' }, 'reason'],
    ['OTHER without words', { reason: 'OTHER' }, 'details'],
    ['OTHER with only spaces', { reason: 'OTHER', details: '   ' }, 'details'],
    ['words past the limit', { reason: 'FRAUD', details: 'x'.repeat(REPORT_LIMITS.detailsMaxLength + 1) }, 'details'],
    ['a listing id that is not digits', { reason: 'SOLD', listingId: '12a' }, 'listingId'],
    ['a user id that is not a UUID', { reason: 'SOLD', userId: 'someone' }, 'userId'],
  ])('%s: 400 BAD_REQUEST on its field', async (_name, change, field) => {
    const idempotencyKey = key();
    const { status, error } = await refused({ listingId, ...change }, idempotencyKey);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(await rowsWithKey(idempotencyKey)).toEqual([]);
  });

  test('no idempotency key, or one too short: 400 on the header', async () => {
    for (const idempotencyKey of [null, 'short']) {
      const { status, error } = await refused({ listingId, reason: 'SOLD' }, idempotencyKey);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'BAD_REQUEST', field: 'idempotency-key' });
    }
  });

  test('a body that is not JSON: 400 on the body, never quoted back', async () => {
    const { status, error } = await refused('{"details": "my phone is 555 0100"', key());
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
    expect(JSON.stringify(error)).not.toContain('555');
  });

  test('a listing that is not for sale: 404 NOT_FOUND', async () => {
    const idempotencyKey = key();
    const { status, error } = await refused({ listingId: '999999999999', reason: 'SOLD' }, idempotencyKey);
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', field: 'listingId' });
    expect(await rowsWithKey(idempotencyKey)).toEqual([]);
  });
});

describe('retries', () => {
  test('the same key and report answers the first report, stored once', async () => {
    const idempotencyKey = key();
    const body = { listingId, reason: 'FRAUD', details: 'Asked me to wire money' };
    const first = await post(body, idempotencyKey);
    const again = await post(body, idempotencyKey);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await rowsWithKey(idempotencyKey)).toHaveLength(1);
  });

  test('retries sent together store one report and all answer it', async () => {
    const idempotencyKey = key();
    const body = { listingId, reason: 'WRONG_DETAILS', details: 'It is a manual' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, idempotencyKey)));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify(answers[0])]));
    expect(answers[0].status).toBe(201);
    expect(await rowsWithKey(idempotencyKey)).toHaveLength(1);
  });

  test('the same key with another report: 422 IDEMPOTENCY_KEY_REUSED, the first kept', async () => {
    const idempotencyKey = key();
    expect((await post({ listingId, reason: 'SOLD' }, idempotencyKey)).status).toBe(201);
    const { status, error } = await refused({ listingId, reason: 'WRONG_PRICE' }, idempotencyKey);
    expect(status).toBe(422);
    expect(error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency-key' });
    expect((await rowsWithKey(idempotencyKey)).map((r) => r.reason)).toEqual(['SOLD']);
  });
});

test("the shopper's words and who they are never reach the log", async () => {
  const words = `Seller wanted a deposit ${randomUUID()}`;
  const userId = randomUUID();
  expect((await post({ listingId, reason: 'FRAUD', details: words, userId })).status).toBe(201);
  await refused({ listingId, reason: 'BORING', details: words, userId });
  expect(log.text()).toContain('/listing-reports');
  expect(log.text()).not.toContain(words);
  expect(log.text()).not.toContain(userId);
});

test('an answered report is on disk: it is there after the service and its database are closed and opened again', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'srp-reports-'));
  try {
    const db = await openDb({ databaseUrl: '', dataDir });
    const server = await createUpstreamServer({ db, seedListings: 20 });
    await server.ready;
    const url = await listen(server.app);
    const [{ id }] = await db.query<{ id: number }>('SELECT id FROM listings ORDER BY id LIMIT 1');
    const idempotencyKey = key();
    const answer = await post(
      { listingId: String(id), reason: 'OTHER', details: 'Photos are of another car' },
      idempotencyKey,
      url,
    );
    expect(answer.status).toBe(201);
    await server.close();
    await db.close();

    const reopened = await openDb({ databaseUrl: '', dataDir });
    try {
      const rows = await reopened.query<{ id: string; details: string }>(
        'SELECT id::text, details FROM listing_reports WHERE idempotency_key = $1',
        [idempotencyKey],
      );
      expect(rows).toEqual([
        { id: ListingReportResponse.parse(answer.body).report.reportId, details: 'Photos are of another car' },
      ]);
    } finally {
      await reopened.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

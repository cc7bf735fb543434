import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  Accepted,
  EVENTS_API_ERRORS_PATH,
  EVENTS_API_EVENTS_PATH,
  EventsErrorBody,
  MAX_EVENTS_PER_BATCH,
} from '../../contracts/events/index';
import type { Db, Queryable } from '../../upstreams/db/database';
import { registerEventsRoutes } from '../../upstreams/events/routes';
import { openTestDb, type TestDb } from '../support/db';

/** The events service's POST /events-api/events and /events-api/errors (docs/rules/events.md#the-events-service). */

let testDb: TestDb;
let app: FastifyInstance;
/** Every statement run inside a transaction, in order. */
const statements: string[] = [];
let transactions = 0;

/** The test database, counting transactions and the statements run in them. */
function counting(db: Db): Db {
  return {
    ...db,
    query: (sql, params) => db.query(sql, params),
    transaction: (fn) => {
      transactions += 1;
      return db.transaction((tx) =>
        fn({
          query: (sql, params) => {
            statements.push(sql);
            return tx.query(sql, params);
          },
        } satisfies Queryable),
      );
    },
  } as Db;
}

beforeAll(async () => {
  testDb = await openTestDb();
  app = Fastify();
  registerEventsRoutes(app, { db: counting(testDb.db), migrated: Promise.resolve() });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

const post = async (path: string, body: unknown) => {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
};

const at = '2025-05-01T12:00:00.000Z';

describe('a batch of events', () => {
  test('is kept whole in one INSERT in one transaction: {accepted: n}', async () => {
    const browserId = randomUUID();
    const events = [
      { type: 'search_shown', at, route: '/cars-for-sale', search: 'zip=30301&makeCode=FORD', resultCount: 120 },
      { type: 'filter_changed', at, route: '/cars-for-sale', filter: { name: 'makeCode', values: ['FORD', 'BMW'] } },
      { type: 'result_clicked', at, route: '/cars-for-sale', listingId: '700000001', position: 3, placement: 'main' },
      { type: 'seller_contacted', at, route: '/cars-for-sale/vehicle/700000001', channel: 'email' },
      { type: 'ad_seen', at, route: '/cars-for-sale', slot: 'top-banner' },
      { type: 'feedback', at, route: '/cars-for-sale', search: 'zip=30301', answer: 'no' },
    ];
    const [before, statementsBefore] = [transactions, statements.length];
    const answer = await post(EVENTS_API_EVENTS_PATH, { browserId, events });
    expect(answer.status).toBe(200);
    expect(Accepted.parse(answer.body)).toEqual({ accepted: 6 });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(transactions).toBe(before + 1);
    const run = statements.slice(statementsBefore);
    expect(run).toHaveLength(1);
    expect(run[0]).toMatch(/^INSERT INTO shopper_events \(/);

    const rows = await testDb.db.query<Record<string, unknown>>(
      `SELECT browser_id::text, type, at, received_at, route, search, result_count, listing_id, position, placement,
              filter, channel, slot, answer
         FROM shopper_events WHERE browser_id = $1 ORDER BY id`,
      [browserId],
    );
    expect(rows.map((r) => r.type)).toEqual(events.map((e) => e.type));
    expect(rows[0]).toMatchObject({
      browser_id: browserId,
      route: '/cars-for-sale',
      search: 'zip=30301&makeCode=FORD',
      result_count: 120,
      listing_id: null,
      filter: null,
    });
    expect(new Date(rows[0].at as string).toISOString()).toBe(at);
    expect(rows[0].received_at).toBeTruthy();
    expect(rows[1].filter).toEqual({ name: 'makeCode', values: ['FORD', 'BMW'] });
    expect(rows[2]).toMatchObject({ listing_id: '700000001', position: 3, placement: 'main' });
    expect(rows[3]).toMatchObject({ channel: 'email' });
    expect(rows[4]).toMatchObject({ slot: 'top-banner' });
    expect(rows[5]).toMatchObject({ answer: 'no' });
  });

  test(`a full batch (${MAX_EVENTS_PER_BATCH}) is still one statement`, async () => {
    const browserId = randomUUID();
    const events = Array.from({ length: MAX_EVENTS_PER_BATCH }, (_, i) => ({
      type: 'vehicle_viewed',
      at,
      route: `/cars-for-sale/vehicle/${700000000 + i}`,
      listingId: String(700000000 + i),
    }));
    const statementsBefore = statements.length;
    expect((await post(EVENTS_API_EVENTS_PATH, { browserId, events })).body).toEqual({ accepted: 50 });
    expect(statements.length - statementsBefore).toBe(1);
    const [{ count }] = await testDb.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM shopper_events WHERE browser_id = $1',
      [browserId],
    );
    expect(count).toBe(MAX_EVENTS_PER_BATCH);
  });

  const ok = { browserId: randomUUID(), events: [{ type: 'listing_saved', at, route: '/cars-for-sale' }] };
  const cases: Array<[string, unknown, string]> = [
    ['a browser id that is not a UUID', { ...ok, browserId: 'abc' }, 'browserId'],
    ['no events', { ...ok, events: [] }, 'events'],
    ['too many events', { ...ok, events: Array(MAX_EVENTS_PER_BATCH + 1).fill(ok.events[0]) }, 'events'],
    ['an unknown type', { ...ok, events: [{ ...ok.events[0], type: 'page_scrolled' }] }, 'events.0.type'],
    [
      'a route with a query string',
      { ...ok, events: [ok.events[0], { ...ok.events[0], route: '/x?zip=1' }] },
      'events.1.route',
    ],
    ['not an object', '[1]', 'body'],
    ['not JSON', '{"browserId":', 'body'],
  ];
  test.each(cases)('%s: 400 naming the field, nothing kept', async (_name, body, field) => {
    const [before] = await testDb.db.query<{ count: number }>('SELECT count(*)::int AS count FROM shopper_events');
    const answer = await post(EVENTS_API_EVENTS_PATH, body);
    expect(answer.status).toBe(400);
    expect(EventsErrorBody.parse(answer.body).error).toMatchObject({ code: 'BAD_REQUEST', field });
    const [after] = await testDb.db.query<{ count: number }>('SELECT count(*)::int AS count FROM shopper_events');
    expect(after.count).toBe(before.count);
  });

  test("a refusal never quotes the body's values", async () => {
    const answer = await post(EVENTS_API_EVENTS_PATH, { ...ok, events: [{ ...ok.events[0], route: 'secret-route' }] });
    expect(JSON.stringify(answer.body)).not.toContain('secret-route');
  });
});

describe('a client error report', () => {
  const report = {
    browserId: randomUUID(),
    kind: 'error',
    message: 'Cannot read properties of undefined',
    stack: 'TypeError: x\n    at a (https://example.com/assets/index-abc.js:1:200)',
    originalStack: 'TypeError: x\n    at a (src/main.tsx:12:5)',
    route: '/cars-for-sale',
    buildId: 'abc',
    userAgent: 'Mozilla/5.0',
    at,
  };

  test('is kept with its original stack: {accepted: 1}', async () => {
    const answer = await post(EVENTS_API_ERRORS_PATH, report);
    expect(answer).toMatchObject({ status: 200, body: { accepted: 1 } });
    const rows = await testDb.db.query<Record<string, unknown>>(
      `SELECT kind, message, stack, original_stack, route, build_id, user_agent, at, received_at
         FROM client_error_reports WHERE browser_id = $1`,
      [report.browserId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'error',
      message: report.message,
      stack: report.stack,
      original_stack: report.originalStack,
      route: '/cars-for-sale',
      build_id: 'abc',
      user_agent: 'Mozilla/5.0',
    });
  });

  test('without a stack: both stacks null', async () => {
    const browserId = randomUUID();
    const { stack: _stack, originalStack: _original, ...bare } = report;
    expect((await post(EVENTS_API_ERRORS_PATH, { ...bare, browserId, kind: 'error_screen' })).status).toBe(200);
    const [row] = await testDb.db.query<Record<string, unknown>>(
      'SELECT kind, stack, original_stack FROM client_error_reports WHERE browser_id = $1',
      [browserId],
    );
    expect(row).toEqual({ kind: 'error_screen', stack: null, original_stack: null });
  });

  test.each([
    ['kind', { ...report, kind: 'warning' }],
    ['message', { ...report, message: 'x'.repeat(501) }],
    ['buildId', { ...report, buildId: undefined }],
    ['at', { ...report, at: 'yesterday' }],
  ])('a bad %s: 400 naming it', async (field, body) => {
    const answer = await post(EVENTS_API_ERRORS_PATH, body);
    expect(answer.status).toBe(400);
    expect(EventsErrorBody.parse(answer.body).error).toMatchObject({ code: 'BAD_REQUEST', field });
  });
});

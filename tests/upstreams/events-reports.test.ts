import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { EVENTS_API_REPORTS_PATH, EventReports, REPORT_ROWS } from '../../contracts/events/reports';
import { registerEventsRoutes } from '../../upstreams/events/routes';
import { openTestDb, type TestDb } from '../support/db';

/**
 * The operator's reports (docs/rules/events.md#operator-reports): the views of migration 025 read
 * through GET /events-api/reports, on events seeded with their arrival times, some older than a
 * day (left out). Each test starts from empty tables.
 */

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDb();
  app = Fastify();
  registerEventsRoutes(app, { db: testDb.db, migrated: Promise.resolve() });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});
beforeEach(async () => {
  await testDb.db.query('DELETE FROM shopper_events');
  await testDb.db.query('DELETE FROM client_error_reports');
});

interface Seeded {
  browser: string;
  type: string;
  /** Hours before now that it arrived. */
  hoursAgo?: number;
  search?: string;
  resultCount?: number;
  position?: number;
  placement?: string | null;
  answer?: string;
}

async function seed(events: Seeded[]): Promise<void> {
  for (const e of events)
    await testDb.db.query(
      `INSERT INTO shopper_events (browser_id, type, at, received_at, route, search, result_count, position, placement, answer)
       VALUES ($1, $2, now(), now() - make_interval(mins => $3), '/cars-for-sale', $4, $5, $6, $7, $8)`,
      [
        e.browser,
        e.type,
        Math.round((e.hoursAgo ?? 1) * 60),
        e.search ?? null,
        e.resultCount ?? null,
        e.position ?? null,
        e.placement ?? null,
        e.answer ?? null,
      ],
    );
}

async function seedError(
  browser: string,
  message: string,
  hoursAgo: number,
  extra: { route?: string; stack?: string; originalStack?: string } = {},
) {
  await testDb.db.query(
    `INSERT INTO client_error_reports (browser_id, kind, message, stack, original_stack, route, build_id, user_agent, at, received_at)
     VALUES ($1, 'error', $2, $3, $4, $5, 'Ab12Cd34', 'Mozilla/5.0', now(), now() - make_interval(mins => $6))`,
    [
      browser,
      message,
      extra.stack ?? null,
      extra.originalStack ?? null,
      extra.route ?? '/cars-for-sale',
      hoursAgo * 60,
    ],
  );
}

async function reports(): Promise<EventReports> {
  const response = await app.inject({ method: 'GET', url: EVENTS_API_REPORTS_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return EventReports.parse(response.json());
}

const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];

test('with no events every report is empty, and the window is the last 24 hours', async () => {
  const answer = await reports();
  expect(answer.searches).toEqual({ shown: 0, browsers: 0, zeroResults: 0, top: [] });
  expect(answer.clickThrough).toEqual([]);
  expect(answer.zeroResultSearches).toEqual([]);
  expect(answer.feedback).toEqual({ yes: 0, no: 0, yesRate: null });
  expect(answer.clientErrors).toEqual([]);
  expect(Date.parse(answer.to) - Date.parse(answer.from)).toBe(24 * 3600 * 1000);
});

test('searches: totals and the most shown first, older than a day left out', async () => {
  await seed([
    { browser: a, type: 'search_shown', search: 'makeCode=FORD&zip=30301', resultCount: 100 },
    { browser: b, type: 'search_shown', search: 'makeCode=FORD&zip=30301', resultCount: 90 },
    { browser: b, type: 'search_shown', search: 'makeCode=FORD&zip=30301', resultCount: 95 },
    { browser: c, type: 'search_shown', search: 'makeCode=BMW', resultCount: 0 },
    { browser: c, type: 'search_shown', search: 'makeCode=OLD', resultCount: 5, hoursAgo: 25 },
    { browser: c, type: 'vehicle_viewed' },
  ]);
  const { searches } = await reports();
  expect(searches).toEqual({
    shown: 4,
    browsers: 3,
    zeroResults: 1,
    top: [
      { search: 'makeCode=FORD&zip=30301', shown: 3, browsers: 2, averageResults: 95 },
      { search: 'makeCode=BMW', shown: 1, browsers: 1, averageResults: 0 },
    ],
  });
});

test(`a list holds at most ${REPORT_ROWS} rows`, async () => {
  await seed(
    Array.from({ length: REPORT_ROWS + 5 }, (_, i) => ({
      browser: a,
      type: 'search_shown',
      search: `zip=${10000 + i}`,
      resultCount: 0,
    })),
  );
  const answer = await reports();
  expect(answer.searches.shown).toBe(REPORT_ROWS + 5);
  expect(answer.searches.top).toHaveLength(REPORT_ROWS);
  expect(answer.zeroResultSearches).toHaveLength(REPORT_ROWS);
});

test('click-through by placement and position: clicks over the searches with a card there', async () => {
  await seed([
    // Four searches: 40, 3, 1 and 0 results.
    { browser: a, type: 'search_shown', search: 'zip=1', resultCount: 40 },
    { browser: a, type: 'search_shown', search: 'zip=2', resultCount: 3 },
    { browser: b, type: 'search_shown', search: 'zip=3', resultCount: 1 },
    { browser: b, type: 'search_shown', search: 'zip=4', resultCount: 0 },
    { browser: a, type: 'result_clicked', position: 0, placement: 'MAIN' },
    { browser: b, type: 'result_clicked', position: 0, placement: 'MAIN' },
    { browser: a, type: 'result_clicked', position: 2, placement: 'MAIN' },
    { browser: a, type: 'result_clicked', position: 35, placement: 'MAIN' },
    { browser: b, type: 'result_clicked', position: 1, placement: 'SPOTLIGHT' },
    { browser: b, type: 'result_clicked', position: 1, placement: null },
    { browser: b, type: 'result_clicked', position: 0, placement: 'MAIN', hoursAgo: 30 },
  ]);
  const { clickThrough } = await reports();
  expect(clickThrough).toEqual([
    // MAIN has the most clicks (5, with the one whose placement was not sent), so it comes first.
    { placement: 'MAIN', position: 0, clicks: 2, searchesReaching: 3, rate: 2 / 3 },
    { placement: 'MAIN', position: 1, clicks: 1, searchesReaching: 2, rate: 1 / 2 },
    { placement: 'MAIN', position: 2, clicks: 1, searchesReaching: 2, rate: 1 / 2 },
    { placement: 'MAIN', position: 35, clicks: 1, searchesReaching: 1, rate: 1 },
    { placement: 'SPOTLIGHT', position: 1, clicks: 1, searchesReaching: 2, rate: 1 / 2 },
  ]);
});

test('a click with no search shown in the window has no rate, not a division by zero', async () => {
  await seed([{ browser: a, type: 'result_clicked', position: 4, placement: 'MAIN' }]);
  expect((await reports()).clickThrough).toEqual([
    { placement: 'MAIN', position: 4, clicks: 1, searchesReaching: 0, rate: null },
  ]);
});

test('zero-result searches: each query string, how often, by how many browsers, when last', async () => {
  await seed([
    { browser: a, type: 'search_shown', search: 'makeCode=LOTUS&zip=99501', resultCount: 0, hoursAgo: 5 },
    { browser: b, type: 'search_shown', search: 'makeCode=LOTUS&zip=99501', resultCount: 0, hoursAgo: 2 },
    { browser: b, type: 'search_shown', search: 'makeCode=LOTUS&zip=99501', resultCount: 0, hoursAgo: 3 },
    { browser: c, type: 'search_shown', search: 'price=1-100', resultCount: 0, hoursAgo: 1 },
    { browser: c, type: 'search_shown', search: 'price=1-100', resultCount: 0, hoursAgo: 26 },
    { browser: c, type: 'search_shown', search: 'makeCode=FORD', resultCount: 12 },
  ]);
  const { zeroResultSearches } = await reports();
  expect(zeroResultSearches.map(({ lastShownAt: _, ...row }) => row)).toEqual([
    { search: 'makeCode=LOTUS&zip=99501', shown: 3, browsers: 2 },
    { search: 'price=1-100', shown: 1, browsers: 1 },
  ]);
  const hoursAgo = (iso: string) => (Date.now() - Date.parse(iso)) / 3_600_000;
  expect(hoursAgo(zeroResultSearches[0].lastShownAt)).toBeCloseTo(2, 1);
  expect(hoursAgo(zeroResultSearches[1].lastShownAt)).toBeCloseTo(1, 1);
});

test('feedback: yes and no counted, and the share of yes', async () => {
  await seed([
    { browser: a, type: 'feedback', search: 'zip=1', answer: 'yes' },
    { browser: b, type: 'feedback', search: 'zip=1', answer: 'yes' },
    { browser: c, type: 'feedback', search: 'zip=2', answer: 'yes' },
    { browser: c, type: 'feedback', search: 'zip=3', answer: 'no' },
    { browser: c, type: 'feedback', search: 'zip=4', answer: 'no', hoursAgo: 48 },
  ]);
  expect((await reports()).feedback).toEqual({ yes: 3, no: 1, yesRate: 0.75 });
});

test('client errors: grouped by message, the most reported first, with the latest one and its mapped stack', async () => {
  await seedError(a, 'b.c is undefined', 3, { route: '/cars-for-sale', stack: 'at a (index-1.js:1:10)' });
  await seedError(b, 'b.c is undefined', 1, {
    route: '/cars-for-sale/vehicle/7',
    stack: 'at a (index-1.js:1:10)',
    originalStack: 'at renderResults (src/search/results.tsx:42:7)',
  });
  await seedError(b, 'b.c is undefined', 2);
  await seedError(c, 'quota exceeded', 1, { stack: 'at s (store-1.js:1:1)' });
  await seedError(c, 'long gone', 40);
  const { clientErrors } = await reports();
  expect(clientErrors.map(({ lastSeenAt: _, ...row }) => row)).toEqual([
    {
      kind: 'error',
      message: 'b.c is undefined',
      reports: 3,
      browsers: 2,
      lastRoute: '/cars-for-sale/vehicle/7',
      lastBuildId: 'Ab12Cd34',
      lastStack: 'at renderResults (src/search/results.tsx:42:7)',
    },
    {
      kind: 'error',
      message: 'quota exceeded',
      reports: 1,
      browsers: 1,
      lastRoute: '/cars-for-sale',
      lastBuildId: 'Ab12Cd34',
      lastStack: 'at s (store-1.js:1:1)',
    },
  ]);
});

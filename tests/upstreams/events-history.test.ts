import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  BrowserHistory,
  EVENTS_API_HISTORY_PATH,
  HISTORY_LISTINGS,
  HISTORY_SEARCHES,
} from '../../contracts/events/history';
import { registerEventsRoutes } from '../../upstreams/events/routes';
import { openTestDb, type TestDb } from '../support/db';

/**
 * A browser's history (docs/rules/history.md#the-events-service) read through
 * GET /events-api/history on events seeded with their arrival times: its own events only, within
 * 30 days, each search and each car once, the most recent first. Each test starts from empty tables.
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
beforeEach(() => testDb.db.query('DELETE FROM shopper_events'));

interface Seeded {
  type: string;
  /** Minutes before now that it arrived; later rows of a seed arrive later unless told. */
  minutesAgo?: number;
  search?: string;
  resultCount?: number;
  listingId?: string;
}

/** Seeds one browser's events in order (each row its own id, so the order is the seed's). */
async function seed(browser: string, events: Seeded[]): Promise<void> {
  for (const [i, e] of events.entries())
    await testDb.db.query(
      `INSERT INTO shopper_events (browser_id, type, at, received_at, route, search, result_count, listing_id)
       VALUES ($1, $2, now(), now() - make_interval(secs => $3), '/cars-for-sale', $4, $5, $6)`,
      [
        browser,
        e.type,
        e.minutesAgo !== undefined ? e.minutesAgo * 60 : events.length - i,
        e.search ?? null,
        e.resultCount ?? null,
        e.listingId ?? null,
      ],
    );
}

async function historyOf(browserId: string): Promise<BrowserHistory> {
  const response = await app.inject({ method: 'GET', url: EVENTS_API_HISTORY_PATH, query: { browserId } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return BrowserHistory.parse(response.json());
}

describe('GET /events-api/history', () => {
  test('searches: each query string once, the most recently shown first, with its last count and times shown', async () => {
    const browser = randomUUID();
    await seed(browser, [
      { type: 'search_shown', search: 'makeCode=FORD', resultCount: 40 },
      { type: 'search_shown', search: 'makeCode=BMW', resultCount: 7 },
      { type: 'filter_changed' },
      { type: 'search_shown', search: 'makeCode=FORD', resultCount: 38 },
      // The default search with no filters says nothing about the shopper.
      { type: 'search_shown', search: '', resultCount: 1000 },
    ]);
    const { searches } = await historyOf(browser);
    expect(searches.map(({ search, resultCount, timesShown }) => ({ search, resultCount, timesShown }))).toEqual([
      { search: 'makeCode=FORD', resultCount: 38, timesShown: 2 },
      { search: 'makeCode=BMW', resultCount: 7, timesShown: 1 },
    ]);
    expect(Date.parse(searches[0].lastShownAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(searches[0].lastShownAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test('cars: each once, the most recent engagement first, with views, saved, compared and contacted', async () => {
    const browser = randomUUID();
    await seed(browser, [
      { type: 'vehicle_viewed', listingId: '101' },
      { type: 'vehicle_viewed', listingId: '202' },
      { type: 'vehicle_viewed', listingId: '101' },
      { type: 'listing_saved', listingId: '303' },
      { type: 'listing_compared', listingId: '202' },
      { type: 'seller_contacted', listingId: '404' },
      { type: 'result_clicked', listingId: '505' },
    ]);
    const { listings } = await historyOf(browser);
    expect(listings.map(({ lastViewedAt, lastEngagedAt, ...rest }) => rest)).toEqual([
      { listingId: '404', views: 0, saved: false, compared: false, contacted: true },
      { listingId: '202', views: 1, saved: false, compared: true, contacted: false },
      { listingId: '303', views: 0, saved: true, compared: false, contacted: false },
      { listingId: '101', views: 2, saved: false, compared: false, contacted: false },
    ]);
    expect(listings.find((l) => l.listingId === '303')?.lastViewedAt).toBeNull();
    const car202 = listings.find((l) => l.listingId === '202')!;
    expect(Date.parse(car202.lastEngagedAt)).toBeGreaterThan(Date.parse(car202.lastViewedAt!));
  });

  test("only the asking browser's events, and none older than 30 days", async () => {
    const [mine, theirs] = [randomUUID(), randomUUID()];
    await seed(mine, [
      { type: 'vehicle_viewed', listingId: '111', minutesAgo: 31 * 24 * 60 },
      { type: 'search_shown', search: 'makeCode=OLD', minutesAgo: 31 * 24 * 60 },
      { type: 'vehicle_viewed', listingId: '222', minutesAgo: 29 * 24 * 60 },
    ]);
    await seed(theirs, [
      { type: 'vehicle_viewed', listingId: '999' },
      { type: 'search_shown', search: 'makeCode=THEIRS' },
    ]);
    const history = await historyOf(mine);
    expect(history.searches).toEqual([]);
    expect(history.listings.map((l) => l.listingId)).toEqual(['222']);
    expect(await historyOf(randomUUID())).toEqual({ searches: [], listings: [] });
  });

  test(`at most ${HISTORY_SEARCHES} searches and ${HISTORY_LISTINGS} cars, the most recent`, async () => {
    const browser = randomUUID();
    await seed(browser, [
      ...Array.from({ length: HISTORY_SEARCHES + 2 }, (_, i) => ({ type: 'search_shown', search: `zip=${30000 + i}` })),
      ...Array.from({ length: HISTORY_LISTINGS + 3 }, (_, i) => ({
        type: 'vehicle_viewed',
        listingId: String(1000 + i),
      })),
    ]);
    const history = await historyOf(browser);
    expect(history.searches).toHaveLength(HISTORY_SEARCHES);
    expect(history.searches[0].search).toBe(`zip=${30000 + HISTORY_SEARCHES + 1}`);
    expect(history.listings).toHaveLength(HISTORY_LISTINGS);
    expect(history.listings[0].listingId).toBe(String(1000 + HISTORY_LISTINGS + 2));
    expect(history.listings.at(-1)?.listingId).toBe('1003');
  });

  test('a browser id that is not a UUID is refused with 400 naming the field, never a 500', async () => {
    for (const query of [{ browserId: 'not-a-uuid' }, {}] as Array<Record<string, string>>) {
      const response = await app.inject({ method: 'GET', url: EVENTS_API_HISTORY_PATH, query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'browserId' } });
    }
  });
});

import type { LscPriceHistoryResponse, LscSearchResponse } from '../../contracts/lsc/index';
import { LscPriceHistoryResponse as PriceHistorySchema } from '../../contracts/lsc/index';
import { latestChangeSeq } from '../../upstreams/lsc/change-feed';
import { RECENT_PRICE_DROP_DAYS } from '../../upstreams/lsc/constants';
import type { UpstreamServer } from '../../upstreams/server';
import type { TestDb } from '../support/db';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

const DAY_MS = 86_400_000;

let testDb: TestDb;
let upstream: UpstreamServer;
let fixture: UpstreamFixture;

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 1_000 });
  ({ testDb, upstream } = fixture);
});
afterAll(() => fixture.close());

const get = (url: string) => upstream.app.inject({ method: 'GET', url });

async function histories(query: string): Promise<LscPriceHistoryResponse> {
  const response = await get(`/rest/lsc/listing/price-history?${query}`);
  expect(response.statusCode).toBe(200);
  return PriceHistorySchema.parse(response.json());
}

async function searchable(): Promise<void> {
  await upstream.changeFeed()!.reached(await latestChangeSeq(testDb.db));
}

/** A used listing without a recorded price change. */
async function unchangedListing(offset: number): Promise<{ id: number; price: number; listedAt: number }> {
  const [listing] = await testDb.db.query<{ id: number; price: number; listedAt: number }>(
    `SELECT id::float8 AS id, price, (extract(epoch FROM listed_at) * 1000)::float8 AS "listedAt" FROM listings
     WHERE listing_type <> 'NEW' AND id NOT IN (SELECT listing_id FROM listing_price_history) ORDER BY id LIMIT 1 OFFSET $1`,
    [offset],
  );
  return listing;
}

describe(`price history (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('a listing never repriced has one point, its first price at its listing date', async () => {
    const listing = await unchangedListing(3);
    const {
      histories: [history],
    } = await histories(`listingId=${listing.id}`);
    expect(history).toMatchObject({
      listingId: listing.id,
      firstPrice: listing.price,
      listedAt: new Date(listing.listedAt).toISOString(),
      points: [{ price: listing.price, at: new Date(listing.listedAt).toISOString() }],
    });
    expect(history.daysOnMarket).toBeGreaterThanOrEqual(0);
  });

  test('a price update in the database is a new point; the first price stays', async () => {
    const listing = await unchangedListing(5);
    await testDb.db.query('UPDATE listings SET price = $2, updated_at = now() WHERE id = $1', [
      listing.id,
      listing.price - 700,
    ]);
    await testDb.db.query('UPDATE listings SET price = $2, updated_at = now() WHERE id = $1', [
      listing.id,
      listing.price - 1200,
    ]);
    const {
      histories: [history],
    } = await histories(`listingId=${listing.id}`);
    expect(history.firstPrice).toBe(listing.price);
    expect(history.points.map((p) => p.price)).toEqual([listing.price, listing.price - 700, listing.price - 1200]);
    // Days on market run at least to the latest change.
    const last = Date.parse(history.points[2].at);
    expect(history.daysOnMarket).toBe(Math.floor((last - listing.listedAt) / DAY_MS));
  });

  test('a seeded price cut shows as the first price and a drop', async () => {
    const [cut] = await testDb.db.query<{ id: number; previous: number; price: number }>(
      `SELECT listing_id::float8 AS id, previous_price AS previous, price FROM listing_price_history ORDER BY listing_id LIMIT 1`,
    );
    const {
      histories: [history],
    } = await histories(`listingId=${cut.id}`);
    expect(history.firstPrice).toBe(cut.previous);
    expect(history.points.map((p) => p.price)).toEqual([cut.previous, cut.price]);
  });

  test('several listings in one call, in the order asked; an unknown id is left out', async () => {
    const a = await unchangedListing(7);
    const b = await unchangedListing(8);
    const body = await histories(`listingId=${b.id}&listingId=999999999,${a.id}&listingId=${b.id}`);
    expect(body.histories.map((h) => h.listingId)).toEqual([b.id, a.id]);
    expect((await histories('listingId=999999999')).histories).toEqual([]);
  });

  test.each([[''], ['listingId='], ['listingId=abc'], ['listingId=12,x']])(
    'a bad listingId (%s) is 400 naming the parameter',
    async (query) => {
      const response = await get(`/rest/lsc/listing/price-history?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_PARAMETER', parameter: 'listingId' } });
    },
  );

  test('too many listing ids is 400 naming the parameter', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `listingId=${i + 1}`).join('&');
    const response = await get(`/rest/lsc/listing/price-history?${ids}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { parameter: 'listingId' } });
  });
});

describe('the recent price drop of the search payload', () => {
  const listingOf = async (id: number) =>
    ((await get(`/rest/lsc/listing?listingId=${id}`)).json() as LscSearchResponse).listings[0];

  test('a price cut through the change feed is a priceDrop by the amount; a price back up ends it', async () => {
    const listing = await unchangedListing(11);
    expect((await listingOf(listing.id)).priceDrop ?? null).toBeNull();

    await testDb.db.query('UPDATE listings SET price = $2, updated_at = now() WHERE id = $1', [
      listing.id,
      listing.price - 1200,
    ]);
    await searchable();
    const drop = (await listingOf(listing.id)).priceDrop;
    expect(drop).toMatchObject({ amount: 1200 });
    expect(Math.abs(Date.parse(drop!.at) - Date.now())).toBeLessThan(60_000);

    await testDb.db.query('UPDATE listings SET price = $2, updated_at = now() WHERE id = $1', [
      listing.id,
      listing.price,
    ]);
    await searchable();
    expect((await listingOf(listing.id)).priceDrop ?? null).toBeNull();
  });

  test(`a drop older than ${RECENT_PRICE_DROP_DAYS} days of the inventory's clock is not recent`, async () => {
    // The seed's cuts are made halfway between listing and the reference day: some are recent, some not.
    const rows = await testDb.db.query<{ id: number; at: number }>(
      `SELECT listing_id::float8 AS id, (extract(epoch FROM changed_at) * 1000)::float8 AS at
       FROM listing_price_history h JOIN listings l ON l.id = h.listing_id
       WHERE h.price = l.price AND h.previous_price > h.price ORDER BY listing_id`,
    );
    const newest = Math.max(
      ...(
        await testDb.db.query<{ at: number }>(
          'SELECT (extract(epoch FROM max(listed_at)) * 1000)::float8 AS at FROM listings',
        )
      ).map((r) => Number(r.at)),
    );
    const clock = Math.min(Date.now(), newest);
    const old = rows.find((r) => r.at < clock - (RECENT_PRICE_DROP_DAYS + 1) * DAY_MS);
    const recent = rows.find((r) => r.at > clock - (RECENT_PRICE_DROP_DAYS - 1) * DAY_MS);
    expect(old && recent).toBeTruthy();
    expect((await listingOf(old!.id)).priceDrop ?? null).toBeNull();
    expect((await listingOf(recent!.id)).priceDrop).toMatchObject({ at: new Date(recent!.at).toISOString() });
  });
});

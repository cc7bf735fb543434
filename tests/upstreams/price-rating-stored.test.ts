import type { LscListing, LscSearchResponse } from '../../contracts/lsc/index';
import type { UpstreamServer } from '../../upstreams/server';
import { PRICE_RATING_YEAR_BAND } from '../../upstreams/lsc/constants';
import { latestChangeSeq } from '../../upstreams/lsc/change-feed';
import type { TestDb } from '../support/db';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

let testDb: TestDb;
let upstream: UpstreamServer;
let fixture: UpstreamFixture;

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 1_500 });
  ({ testDb, upstream } = fixture);
  await upstream.service()!.ratingsWritten();
});
afterAll(() => fixture.close());

async function search(query: string): Promise<LscSearchResponse> {
  return (await upstream.app.inject({ method: 'GET', url: `/rest/lsc/listing?${query}` })).json();
}

interface Stored {
  id: number;
  expected_price: number | null;
  deal_rating: string | null;
}

async function stored(ids: number[]): Promise<Map<number, Stored>> {
  const rows = await testDb.db.query<Stored>(
    'SELECT id::float8 AS id, expected_price, deal_rating FROM listings WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

const rated = (l: LscListing) => ({
  id: l.id,
  expected_price: l.pricingDetail.expectedPrice,
  deal_rating: l.pricingDetail.dealIndicator ?? null,
});

async function maxSeq(): Promise<number> {
  const [row] = await testDb.db.query<{ seq: number | null }>('SELECT max(seq)::float8 AS seq FROM listing_changes');
  return Number(row.seq ?? 0);
}

describe(`price ratings stored with the listings (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('every listing has its rating stored, equal to the one search shows', async () => {
    const [{ unrated }] = await testDb.db.query<{ unrated: number }>(
      'SELECT count(*)::int AS unrated FROM listings WHERE expected_price IS NULL',
    );
    expect(unrated).toBe(0);
    for (const query of [
      'numRecords=100&sortBy=derivedpriceASC',
      'numRecords=100&sortBy=derivedpriceDESC',
      'numRecords=100&listingType=NEW',
      'numRecords=100&dealType=greatprice',
    ]) {
      const { listings } = await search(query);
      expect(listings.length).toBeGreaterThan(0);
      const rows = await stored(listings.map((l) => l.id));
      for (const listing of listings) expect({ ...rows.get(listing.id), id: listing.id }).toEqual(rated(listing));
    }
    const ratings = await testDb.db.query<{ deal_rating: string | null; n: number }>(
      'SELECT deal_rating, count(*)::int AS n FROM listings GROUP BY deal_rating ORDER BY deal_rating',
    );
    // Every rating occurs, and only new cars go unrated.
    expect(ratings.map((r) => r.deal_rating)).toEqual(['FAIR', 'GOOD', 'GREAT', 'HIGH', null]);
    const [{ unratedUsed }] = await testDb.db.query<{ unratedUsed: number }>(
      'SELECT count(*)::int AS "unratedUsed" FROM listings WHERE deal_rating IS NULL AND listing_type <> \'NEW\'',
    );
    expect(unratedUsed).toBe(0);
  });

  test('an update of the rating columns alone records no listing change', async () => {
    const before = await maxSeq();
    await testDb.db.query(
      'UPDATE listings SET expected_price = expected_price + 1 WHERE id = (SELECT min(id) FROM listings)',
    );
    expect(await maxSeq()).toBe(before);
    await testDb.db.query('UPDATE listings SET mileage = mileage + 1 WHERE id = (SELECT min(id) FROM listings)');
    expect(await maxSeq()).toBe(before + 1);
  });

  test('a listing repriced in SQL gets its stored rating, and its peers theirs, without looping through the change feed', async () => {
    const [peer] = await testDb.db.query<{ model_code: string; year: number; n: number }>(
      `SELECT model_code, year, count(*)::int AS n FROM listings WHERE listing_type <> 'NEW'
       GROUP BY model_code, year HAVING count(*) >= 4 ORDER BY count(*) DESC, model_code, year LIMIT 1`,
    );
    expect(peer).toBeDefined();
    const [target] = await testDb.db.query<{ id: number; deal_rating: string }>(
      `SELECT id::float8 AS id, deal_rating FROM listings WHERE listing_type <> 'NEW' AND model_code = $1 AND year = $2
       AND deal_rating <> 'GREAT' ORDER BY id LIMIT 1`,
      [peer.model_code, peer.year],
    );
    expect(target).toBeDefined();
    await upstream.service()!.ratingsWritten();
    const before = await maxSeq();
    await testDb.db.query('UPDATE listings SET price = 1000, updated_at = now() WHERE id = $1', [target.id]);

    // The feed applies the reprice (its 'applied' event) and starts writing the ratings back.
    await upstream.changeFeed()!.reached(await latestChangeSeq(testDb.db));
    await upstream.service()!.ratingsWritten();
    const row = (await stored([target.id])).get(target.id);
    expect(row?.deal_rating).toBe('GREAT');

    await upstream.service()!.ratingsWritten();
    // The stored ratings of every listing it is a peer of (same model, year within the band) equal
    // what search shows: their expected prices moved with it.
    const { listings, totalResultCount } = await search(
      `modelCode=${peer.model_code}&startYear=${peer.year - PRICE_RATING_YEAR_BAND}&endYear=${peer.year + PRICE_RATING_YEAR_BAND}&numRecords=100`,
    );
    expect(totalResultCount).toBeLessThanOrEqual(100);
    const used = listings.filter((l) => l.listingType !== 'NEW');
    expect(used.length).toBeGreaterThanOrEqual(4);
    const rows = await stored(used.map((l) => l.id));
    for (const listing of used) expect({ ...rows.get(listing.id), id: listing.id }).toEqual(rated(listing));
    // The reprice is the only change recorded: the write-back wrote none.
    const changes = await testDb.db.query<{ listing_id: number }>(
      'SELECT listing_id::float8 AS listing_id FROM listing_changes WHERE seq > $1',
      [before],
    );
    expect(changes.map((c) => Number(c.listing_id))).toEqual([target.id]);
  });
});

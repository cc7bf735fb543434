import type { LscSearchResponse } from '../../contracts/lsc/index';
import type { UpstreamServer } from '../../upstreams/server';
import type { TestDb } from '../support/db';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * Experiences and the car maker's make are base constraints of the listing search
 * (docs/rules/search-request.md#experiences): they narrow the results and every facet count. Each
 * is checked against an independent SQL count over the seeded listings.
 */

let testDb: TestDb;
let upstream: UpstreamServer;
let fixture: UpstreamFixture;

beforeAll(async () => {
  fixture = await startUpstream();
  ({ testDb, upstream } = fixture);
  // Deal ratings are the engine's; the SQL reads them once they are written back.
  await upstream.service()!.ratingsWritten();
});
afterAll(() => fixture.close());

async function search(query: string): Promise<LscSearchResponse> {
  const response = await upstream.app.inject({ method: 'GET', url: `/rest/lsc/listing?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** What each experience narrows to, in SQL over listings l joined to owners o. */
const SQL: Record<string, string> = {
  none: 'true',
  commercial: 'l.commercial',
  'best-deals': "l.deal_rating IN ('GOOD', 'GREAT')",
  'buy-online': "'BUY_ONLINE' = ANY(o.home_services)",
  'buy-online-maker': "'BUY_ONLINE' = ANY(o.home_services) AND l.make_code = 'FORD'",
  maker: "l.make_code = 'FORD'",
};
/** The lsc parameters of each. */
const PARAMS: Record<string, string> = {
  none: '',
  commercial: 'experience=commercial',
  'best-deals': 'experience=best-deals',
  'buy-online': 'experience=buy-online',
  'buy-online-maker': 'experience=buy-online-maker&makerCode=FORD',
  maker: 'makerCode=FORD',
};

async function sqlCount(where: string): Promise<number> {
  const [{ n }] = await testDb.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listings l JOIN owners o ON o.id = l.owner_id WHERE ${where}`,
  );
  return n;
}

/** Listings per value of `column` (an SQL expression) among those `where` lets through. */
async function sqlCounts(column: string, where: string): Promise<Record<string, number>> {
  const rows = await testDb.db.query<{ code: string; n: number }>(
    `SELECT ${column} AS code, count(*)::int AS n FROM listings l JOIN owners o ON o.id = l.owner_id
     WHERE ${where} GROUP BY 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.code, r.n]));
}

/** The options of a facet group with a count above 0, as value → count. */
function facet(response: LscSearchResponse, name: string): Record<string, number> {
  const group = response.filterGroups.find((g) => g.name === name)!;
  return Object.fromEntries(group.options.filter((o) => o.count > 0).map((o) => [o.value, o.count]));
}

const and = (...parts: string[]) => parts.map((p) => `(${p})`).join(' AND ');

describe.each(Object.keys(SQL).filter((name) => name !== 'none'))('the %s constraint', (name) => {
  test('narrows the results to the listings SQL counts, fewer than with none', async () => {
    const [expected, all] = [await sqlCount(SQL[name]), await sqlCount('true')];
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    const response = await search(`${PARAMS[name]}&numRecords=100`);
    expect(response.totalResultCount).toBe(expected);
    expect(response.invalidQueryParams).toEqual([]);
    // The listings shown are among them.
    const ids = response.listings.map((l) => l.id);
    const [{ n }] = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings l JOIN owners o ON o.id = l.owner_id
       WHERE l.id = ANY($1::bigint[]) AND ${SQL[name]}`,
      [ids],
    );
    expect(n).toBe(ids.length);
  });

  test('narrows the facet counts of every group, its own included', async () => {
    const response = await search(PARAMS[name]);
    expect(facet(response, 'makeCode')).toEqual(await sqlCounts('l.make_code', SQL[name]));
    expect(facet(response, 'listingType')).toEqual(await sqlCounts('l.listing_type', SQL[name]));
    expect(facet(response, 'vehicleUseType')).toEqual(
      await sqlCounts("CASE WHEN l.commercial THEN 'COMMERCIAL' ELSE 'PERSONAL' END", SQL[name]),
    );
    expect(facet(response, 'sellerType')).toEqual(
      await sqlCounts("CASE WHEN o.private_seller THEN 'p' ELSE 'd' END", SQL[name]),
    );
    const buyOnline = await sqlCount(and(SQL[name], "'BUY_ONLINE' = ANY(o.home_services)"));
    expect(facet(response, 'homeServices').BUY_ONLINE ?? 0).toBe(buyOnline);
    const goodOrGreat = await sqlCount(and(SQL[name], "l.deal_rating IN ('GOOD', 'GREAT')"));
    expect(facet(response, 'dealType').goodprice ?? 0).toBe(goodOrGreat);
    // One make per listing: the make counts add up to the matches.
    const makes = Object.values(facet(response, 'makeCode')).reduce((a, b) => a + b, 0);
    expect(makes).toBe(response.totalResultCount);
  });

  test('stays under a filter of its own group, which counts disjunctively within the constraint', async () => {
    const response = await search(`${PARAMS[name]}&makeCode=FORD&makeCode=TOYOTA`);
    expect(response.totalResultCount).toBe(await sqlCount(and(SQL[name], "l.make_code IN ('FORD', 'TOYOTA')")));
    // The make panel counts every make as if chosen too, but only within the constraint.
    expect(facet(response, 'makeCode')).toEqual(await sqlCounts('l.make_code', SQL[name]));
    expect(facet(response, 'listingType')).toEqual(
      await sqlCounts('l.listing_type', and(SQL[name], "l.make_code IN ('FORD', 'TOYOTA')")),
    );
  });

  test('narrows the count endpoint alike', async () => {
    const response = await upstream.app.inject({ method: 'GET', url: `/rest/lsc/listing/count?${PARAMS[name]}` });
    expect(response.json()).toEqual({ count: await sqlCount(SQL[name]) });
  });
});

describe('the car maker’s make (makerCode)', () => {
  test('the make panel lists only that make', async () => {
    const response = await search('makerCode=FORD');
    const makes = response.filterGroups.find((g) => g.name === 'makeCode')!;
    expect(makes.options.map((o) => o.value)).toEqual(['FORD']);
    expect(makes.options[0].count).toBe(await sqlCount(SQL.maker));
  });

  test('another make chosen under it matches nothing', async () => {
    const response = await search('makerCode=FORD&makeCode=TOYOTA');
    expect(response.totalResultCount).toBe(0);
  });

  test('a value that is not a make code is refused, naming the parameter', async () => {
    const response = await upstream.app.inject({ method: 'GET', url: '/rest/lsc/listing?makerCode=ford%20motor' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('makerCode');
  });

  test('the car maker’s buy-online experience without a makerCode is buy online of any make', async () => {
    const response = await search('experience=buy-online-maker');
    expect(response.totalResultCount).toBe(await sqlCount(SQL['buy-online']));
  });
});

describe('an unknown experience', () => {
  test('narrows nothing and is reported in invalidQueryParams', async () => {
    const response = await search('experience=bargains');
    expect(response.totalResultCount).toBe(await sqlCount('true'));
    expect(response.invalidQueryParams).toEqual(['experience']);
  });
});

describe('the new car boost', () => {
  test('keeps the search’s experience and makerCode', async () => {
    const boost = async (query: string) =>
      (
        await upstream.app.inject({ method: 'GET', url: `/rest/lsc/newcarboost/listing?numRecords=10&${query}` })
      ).json() as { listings: Array<{ id: number }>; totalResultCount: number };
    const all = await boost('');
    const ford = await boost('makerCode=FORD');
    expect(ford.totalResultCount).toBe(await sqlCount("l.listing_type = 'NEW' AND l.make_code = 'FORD'"));
    expect(ford.totalResultCount).toBeLessThan(all.totalResultCount);
    const commercial = await boost('experience=commercial');
    expect(commercial.totalResultCount).toBe(await sqlCount("l.listing_type = 'NEW' AND l.commercial"));
  });
});

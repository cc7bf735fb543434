import Fastify from 'fastify';
import zipcodes from 'zipcodes';
import type { LscListing, LscOwner, LscSearchResponse } from '../../contracts/lsc/index';
import { registerLscEndpoints } from '../../upstreams/lsc/endpoints/index';
import { PACKAGES } from '../../upstreams/lsc/constants';
import { parseQueryString, type UpstreamServer } from '../../upstreams/server';
import type { TestDb } from '../support/db';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

let testDb: TestDb;
let upstream: UpstreamServer;
let fixture: UpstreamFixture;

beforeAll(async () => {
  fixture = await startUpstream();
  ({ testDb, upstream } = fixture);
});
afterAll(() => fixture.close());

const inject = (url: string) => upstream.app.inject({ method: 'GET', url });

async function get<T = Record<string, unknown>>(url: string): Promise<T> {
  const response = await inject(url);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

async function expectError(url: string, status: number, parameter: string) {
  const response = await inject(url);
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body.error.parameter).toBe(parameter);
  expect(typeof body.error.message).toBe('string');
  expect(response.body).not.toMatch(/at .*\.ts:\d+/);
}

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return testDb.db.query<T>(text, params);
}

async function count(query: string): Promise<number> {
  return (await get<{ count: number }>(`/rest/lsc/listing/count?${query}`)).count;
}

type SpotlightListing = LscListing & {
  tier?: string;
  viewCount?: number;
  vehicleHighlight?: { urgencyDriverType: string; urgencyDriverValue: string; isVehicleHighlight: boolean };
};
interface ListingsBody {
  listings: SpotlightListing[];
  owners: LscOwner[];
  totalResultCount?: number;
}
interface Link {
  label: string;
  href: string;
  count: number;
}

/** The count a crawl link leads to: its query string run through the count endpoint. */
const countOfHref = (href: string) => count(href.split('?')[1] ?? '');

describe('GET /rest/lsc/listing/count', () => {
  test('counts the listings of a query exactly like SQL does', async () => {
    const [row] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings WHERE make_code = 'FORD' AND listing_type = 'USED'`,
    );
    expect(await count('makeCode=FORD&listingType=USED')).toBe(row.n);
  });

  test('counts the great-price listings the badge on the results shows, nationwide', async () => {
    const search = await get<LscSearchResponse>(
      '/rest/lsc/listing?zip=30301&searchRadius=0&dealType=greatprice&numRecords=100',
    );
    expect(search.listings.every((l) => l.pricingDetail.dealIndicator === 'GREAT')).toBe(true);
    expect(await count('zip=30301&searchRadius=0&dealType=greatprice')).toBe(search.totalResultCount);
    expect(search.totalResultCount).toBeGreaterThan(0);
  });

  test('answers a malformed filter with 400 naming it', async () => {
    await expectError('/rest/lsc/listing/count?minPrice=cheap', 400, 'minPrice');
  });
});

describe('GET /rest/lsc/listing/spotlight/*', () => {
  test('the results page gets two premium spotlights: dealer deals with full galleries, matching the search', async () => {
    const body = await get<ListingsBody>('/rest/lsc/listing/spotlight/premiumresults?vehicleStyleCode=SUVCROSS');
    expect(body.listings).toHaveLength(2);
    const owners = new Map(body.owners.map((o) => [o.id, o]));
    for (const listing of body.listings) {
      expect(listing.tier).toBe('premium');
      expect(listing.bodyStyles[0].code).toBe('SUVCROSS');
      expect(listing.bodyStyles[0].name).toBe('SUV / Crossover');
      expect(['GREAT', 'GOOD', null]).toContain(listing.pricingDetail.dealIndicator);
      expect(listing.pricingDetail.salePrice).toBeLessThanOrEqual(listing.pricingDetail.expectedPrice * 0.97);
      expect(listing.photoCount).toBeGreaterThanOrEqual(20);
      expect(owners.get(listing.ownerId)?.privateSeller).toBe(false);
    }
  });

  test('featured spotlights come six at a time, the same for the same page and different on the next', async () => {
    const first = await get<ListingsBody>('/rest/lsc/listing/spotlight/results?listingTier=featured&spotlightPage=1');
    const again = await get<ListingsBody>('/rest/lsc/listing/spotlight/results?listingTier=featured&spotlightPage=1');
    const second = await get<ListingsBody>('/rest/lsc/listing/spotlight/results?listingTier=featured&spotlightPage=2');
    expect(first.listings).toHaveLength(6);
    expect(again.listings.map((l) => l.id)).toEqual(first.listings.map((l) => l.id));
    const shown = new Set(first.listings.map((l) => l.id));
    expect(second.listings.some((l) => shown.has(l.id))).toBe(false);
    expect(new Set(first.listings.map((l) => l.ownerId)).size).toBe(6);
  });

  test('standard spotlights can be asked for by tier and count', async () => {
    const body = await get<ListingsBody>('/rest/lsc/listing/spotlight/results?listingTier=standard&numSpotlights=4');
    expect(body.listings).toHaveLength(4);
    expect(body.listings.every((l) => l.tier === 'standard')).toBe(true);
  });

  test('a search of private sellers only gets no sponsored spotlights', async () => {
    const body = await get<ListingsBody>('/rest/lsc/listing/spotlight/results?sellerType=p');
    expect(body.listings).toEqual([]);
    expect(body.owners).toEqual([]);
  });

  test('vehicle highlights are ten listings, each marked with why it is urgent', async () => {
    const body = await get<ListingsBody>('/rest/lsc/listing/spotlight/vehiclehighlight');
    expect(body.listings).toHaveLength(10);
    const [newest] = await sql<{ at: number }>(
      'SELECT (extract(epoch FROM max(listed_at)) * 1000)::float8 AS at FROM listings',
    );
    for (const listing of body.listings) {
      const highlight = listing.vehicleHighlight!;
      expect(highlight.isVehicleHighlight).toBe(true);
      if (highlight.urgencyDriverType === 'PRICE_REDUCED') {
        expect(highlight.urgencyDriverValue).toMatch(/^\$[\d,]+ Price Drop$/);
      } else if (highlight.urgencyDriverType === 'NEWLY_LISTED') {
        expect(newest.at - Date.parse(listing.listedDate)).toBeLessThanOrEqual(7 * 86_400_000);
      } else {
        expect(highlight.urgencyDriverType).toBe('INCENTIVES');
        expect(listing.pricingDetail.salePrice).toBeLessThanOrEqual((listing.pricingDetail.msrp ?? 0) * 0.95);
      }
    }
  });

  test('newly listed cars are highlighted when nothing stronger applies', async () => {
    const [row] = await sql<{ id: number }>(`
      SELECT id::float8 AS id FROM listings WHERE listing_type = 'NEW' AND price > msrp
      ORDER BY listed_at DESC, id LIMIT 1`);
    const body = await get<ListingsBody>(`/rest/lsc/listing/spotlight/vehiclehighlight?listingId=${row.id}`);
    expect(body.listings.map((l) => [l.id, l.vehicleHighlight?.urgencyDriverType])).toEqual([[row.id, 'NEWLY_LISTED']]);
  });

  test('extended highlights add much-viewed cars as Act Quick!', async () => {
    const [newest] = await sql<{ at: string }>('SELECT max(listed_at)::text AS at FROM listings');
    const [row] = await sql<{ id: number; vin: string }>(
      `SELECT id::float8 AS id, vin FROM listings
       WHERE listing_type = 'USED' AND listed_at < $1::timestamptz - interval '8 days' AND price > msrp * 0.2
       ORDER BY id LIMIT 1 OFFSET 3`,
      [newest.at],
    );
    const search = await get<LscSearchResponse>(`/rest/lsc/listing?listingId=${row.id}`);
    expect(search.listings[0].pricingDetail.dealIndicator).not.toBe('GREAT');
    for (let i = 0; i < 4; i++) {
      const posted = await upstream.app.inject({
        method: 'POST',
        url: '/cars-for-sale/svc/listing-view-count',
        payload: { vin: row.vin, brand: i % 2 ? 'kbb' : 'atc' },
      });
      expect(posted.statusCode).toBe(201);
    }
    const plain = await get<ListingsBody>(`/rest/lsc/listing/spotlight/vehiclehighlight?listingId=${row.id}`);
    expect(plain.listings).toEqual([]);
    const extended = await get<ListingsBody>(
      `/rest/lsc/listing/spotlight/vehiclehighlight?listingId=${row.id}&includeExtendedVehicleHighlights=true`,
    );
    expect(extended.listings).toHaveLength(1);
    expect(extended.listings[0].vehicleHighlight).toEqual({
      urgencyDriverType: 'VIEW_COUNT',
      urgencyDriverValue: 'Act Quick!',
      isVehicleHighlight: true,
    });
    expect(extended.listings[0].viewCount).toBe(4);
  });

  test.each([
    ['/rest/lsc/listing/spotlight/premiumresults?listingTier=gold', 'listingTier'],
    ['/rest/lsc/listing/spotlight/results?numSpotlights=0', 'numSpotlights'],
    ['/rest/lsc/listing/spotlight/results?spotlightPage=first', 'spotlightPage'],
    [
      '/rest/lsc/listing/spotlight/vehiclehighlight?includeExtendedVehicleHighlights=maybe',
      'includeExtendedVehicleHighlights',
    ],
    ['/rest/lsc/listing/spotlight/vehiclehighlight?zip=123', 'zip'],
  ])('%s is refused with 400 naming the parameter', async (url, parameter) => {
    await expectError(url, 400, parameter);
  });
});

describe('GET /rest/lsc/listing/similar', () => {
  /** A used listing with a fair number of similar cars around its dealer. */
  async function referenceListing(): Promise<{ reference: LscListing; body: ListingsBody }> {
    const rows = await sql<{ id: number }>(`
      SELECT l.id::float8 AS id FROM listings l
      WHERE l.listing_type = 'USED' AND l.model_code IN (
        SELECT model_code FROM listings WHERE listing_type = 'USED' GROUP BY model_code ORDER BY count(*) DESC LIMIT 3)
      ORDER BY l.id LIMIT 40`);
    for (const { id } of rows) {
      const body = await get<ListingsBody>(`/rest/lsc/listing/similar?listingId=${id}`);
      if (body.listings.length >= 3) {
        const reference = (await get<LscSearchResponse>(`/rest/lsc/listing?listingId=${id}`)).listings[0];
        return { reference, body };
      }
    }
    throw new Error('no reference listing with similar listings');
  }

  test('similar cars: same model first, then same make and body style, within 2 years and 25% of the price, near its dealer', async () => {
    const { reference, body } = await referenceListing();
    const [row] = await sql<{ body_style: string }>('SELECT body_style FROM models WHERE code = $1', [
      reference.modelCode,
    ]);
    let sawOtherModel = false;
    for (const listing of body.listings) {
      expect(listing.id).not.toBe(reference.id);
      if (listing.modelCode !== reference.modelCode) {
        sawOtherModel = true;
        expect(listing.makeCode).toBe(reference.makeCode);
        expect(listing.bodyStyles[0].code).toBe(row.body_style);
      } else {
        expect(sawOtherModel).toBe(false);
      }
      expect(Math.abs(listing.year - reference.year)).toBeLessThanOrEqual(2);
      expect(listing.pricingDetail.salePrice).toBeGreaterThanOrEqual(
        Math.floor(reference.pricingDetail.salePrice * 0.75),
      );
      expect(listing.pricingDetail.salePrice).toBeLessThanOrEqual(Math.ceil(reference.pricingDetail.salePrice * 1.25));
      expect(listing.distanceFromSearch!).toBeLessThanOrEqual(100);
    }
    expect(body.totalResultCount).toBeGreaterThanOrEqual(body.listings.length);
  });

  test('similar cars leave out the listings already shown and never exceed numRecords', async () => {
    const { reference, body } = await referenceListing();
    const shown = body.listings.slice(0, 2).map((l) => l.id);
    const next = await get<ListingsBody>(
      `/rest/lsc/listing/similar?listingId=${reference.id}&excludedListingIds=${shown.join(',')}&numRecords=1`,
    );
    expect(next.listings).toHaveLength(1);
    expect(shown).not.toContain(next.listings[0].id);
    expect(next.listings[0].id).toBe(body.listings[2].id);
    expect(next.totalResultCount).toBe(body.totalResultCount! - 2);
  });

  test('similar cars for an expired listing come from its make, model and year alone, closest years first', async () => {
    const body = await get<ListingsBody>(
      '/rest/lsc/listing/similar?makeCode=TOYOTA&modelCode=CAMRY&startYear=2021&endYear=2021',
    );
    expect(body.listings.length).toBeGreaterThan(0);
    expect(body.listings.length).toBeLessThanOrEqual(20);
    const gaps = body.listings.filter((l) => l.modelCode === 'CAMRY').map((l) => Math.abs(l.year - 2021));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    for (const listing of body.listings) {
      expect(listing.makeCode).toBe('TOYOTA');
      expect(Math.abs(listing.year - 2021)).toBeLessThanOrEqual(2);
    }
  });

  test.each([
    ['numRecords=21&listingId=700000001', 'numRecords'],
    [
      `listingId=700000001&excludedListingIds=${Array.from({ length: 26 }, (_, i) => 700_000_100 + i).join(',')}`,
      'excludedListingIds',
    ],
    ['listingId=abc', 'listingId'],
    ['listingType=USED', 'listingId'],
  ])('similar with %s is refused with 400', async (query, parameter) => {
    await expectError(`/rest/lsc/listing/similar?${query}`, 400, parameter);
  });

  test('similar cars of a listing that is gone is a 404 naming listingId', async () => {
    await expectError('/rest/lsc/listing/similar?listingId=1', 404, 'listingId');
  });
});

describe('GET /rest/lsc/newcarboost/listing', () => {
  async function newCarNearDealer() {
    const [row] = await sql<{ model_code: string; make_code: string; zip: string; owner_id: number }>(`
      SELECT l.model_code, l.make_code, o.zip, o.id AS owner_id FROM listings l JOIN owners o ON o.id = l.owner_id
      WHERE l.listing_type = 'NEW' GROUP BY l.model_code, l.make_code, o.zip, o.id ORDER BY count(*) DESC, o.id LIMIT 1`);
    return row;
  }

  test('offers two new cars of the searched model near the zip, nearest first', async () => {
    const { model_code, make_code, zip } = await newCarNearDealer();
    const body = await get<ListingsBody>(
      `/rest/lsc/newcarboost/listing?makeCode=${make_code}&modelCode=${model_code}&zip=${zip}`,
    );
    expect(body.listings.length).toBeGreaterThan(0);
    expect(body.listings.length).toBeLessThanOrEqual(2);
    for (const listing of body.listings) {
      expect(listing.listingType).toBe('NEW');
      expect(listing.modelCode).toBe(model_code);
      expect(listing.distanceFromSearch!).toBeLessThanOrEqual(100);
    }
    const distances = body.listings.map((l) => l.distanceFromSearch!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.totalResultCount).toBe(
      await count(`listingType=NEW&modelCode=${model_code}&zip=${zip}&searchRadius=100`),
    );
  });

  test('narrows to one dealer and a maximum price', async () => {
    const { model_code, zip, owner_id } = await newCarNearDealer();
    const [cheapest] = await sql<{ price: number }>(
      `SELECT min(price) AS price FROM listings WHERE listing_type = 'NEW' AND model_code = $1 AND owner_id = $2`,
      [model_code, owner_id],
    );
    const body = await get<ListingsBody>(
      `/rest/lsc/newcarboost/listing?modelCode=${model_code}&zip=${zip}&dealerId=${owner_id}&maxPrice=${cheapest.price}&numRecords=10`,
    );
    expect(body.listings.length).toBeGreaterThan(0);
    for (const listing of body.listings) {
      expect(listing.ownerId).toBe(owner_id);
      expect(listing.pricingDetail.salePrice).toBeLessThanOrEqual(cheapest.price);
    }
  });

  test.each([
    ['numRecords=0', 'numRecords'],
    ['maxPrice=lots', 'maxPrice'],
    ['dealerId=abc', 'dealerId'],
    ['trimCode=XLT', 'trimCode'],
  ])('new car boost with %s is refused with 400', async (query, parameter) => {
    await expectError(`/rest/lsc/newcarboost/listing?${query}`, 400, parameter);
  });
});

describe('GET /rest/lsc/marketplace/suggested/keywords/{text}', () => {
  interface Suggestions {
    suggestions: Array<{
      label: string;
      type: string;
      params: Record<string, string>;
      count: number;
      contentUrl?: string;
    }>;
  }

  test.each([
    ['chevy', 'make', { makeCode: 'CHEV' }],
    ['vw', 'make', { makeCode: 'VOLKS' }],
    ['merc', 'make', { makeCode: 'MB' }],
    ['benz', 'make', { makeCode: 'MB' }],
    ['toyta', 'make', { makeCode: 'TOYOTA' }],
    ['f150', 'model', { makeCode: 'FORD', modelCode: 'F150PICKUP' }],
    ['f-150', 'model', { makeCode: 'FORD', modelCode: 'F150PICKUP' }],
    ['suv', 'bodyStyle', { vehicleStyleCode: 'SUVCROSS' }],
    ['truck', 'bodyStyle', { vehicleStyleCode: 'TRUCKS' }],
    ['pickup', 'bodyStyle', { vehicleStyleCode: 'TRUCKS' }],
    ['ev', 'fuelType', { fuelTypeGroup: 'ELE' }],
    ['electric', 'fuelType', { fuelTypeGroup: 'ELE' }],
    ['grey', 'color', { extColorSimple: 'GRAY' }],
    ['sunroof', 'feature', { featureCode: '1078' }],
  ])("'%s' is understood as the %s it names", async (text, type, params) => {
    const { suggestions } = await get<Suggestions>(
      `/rest/lsc/marketplace/suggested/keywords/${encodeURIComponent(text)}`,
    );
    expect(suggestions[0]).toMatchObject({ type, params });
    expect(suggestions[0].count).toBeGreaterThan(0);
  });

  test('suggestions are ranked by match quality, then by how many cars they find', async () => {
    const { suggestions } = await get<Suggestions>('/rest/lsc/marketplace/suggested/keywords/ford');
    expect(suggestions[0]).toMatchObject({ label: 'Ford', type: 'make' });
    const models = suggestions.slice(1).map((s) => s.count);
    expect(models).toEqual([...models].sort((a, b) => b - a));
    expect(suggestions.length).toBeLessThanOrEqual(10);
  });

  test('counts are the listings within the radius of the zip', async () => {
    const { suggestions } = await get<Suggestions>(
      '/rest/lsc/marketplace/suggested/keywords/toyota?zip=30301&searchRadius=200',
    );
    const make = suggestions.find((s) => s.type === 'make')!;
    expect(make.count).toBe(await count('makeCode=TOYOTA&zip=30301&searchRadius=200'));
  });

  test('several words become one combined suggestion', async () => {
    const { suggestions } = await get<Suggestions>('/rest/lsc/marketplace/suggested/keywords/red%20truck');
    expect(suggestions[0]).toMatchObject({
      label: 'Red Truck',
      type: 'bodyStyle',
      params: { extColorSimple: 'RED', vehicleStyleCode: 'TRUCKS' },
    });
    expect(suggestions[0].count).toBe(await count('extColorSimple=RED&vehicleStyleCode=TRUCKS'));
  });

  test("'f150 reviews' suggests the model's reviews page, with its content URL and the model's count; plain names never do", async () => {
    const { suggestions } = await get<Suggestions>('/rest/lsc/marketplace/suggested/keywords/f150%20reviews');
    expect(suggestions[0]).toMatchObject({
      label: 'Ford F-150 Reviews',
      type: 'research',
      params: { makeCode: 'FORD', modelCode: 'F150PICKUP' },
      contentUrl: 'https://www.fairvalueguide.example/ford/f-150/',
    });
    expect(suggestions[0].count).toBe(await count('makeCode=FORD&modelCode=F150PICKUP'));
    const plain = await get<Suggestions>('/rest/lsc/marketplace/suggested/keywords/ford');
    expect(plain.suggestions.some((s) => s.type === 'research' || s.contentUrl)).toBe(false);
  });

  test.each([
    '/rest/lsc/marketplace/suggested/keywords/a',
    '/rest/lsc/marketplace/suggested/keywords/',
    '/rest/lsc/marketplace/suggested/keywords/%20',
  ])('%s (empty or one letter) is refused with 400 naming text', async (url) => {
    await expectError(url, 400, 'text');
  });
});

describe('GET /rest/lsc/crawl/*', () => {
  test('model year links of a model search: newest first, at most 11, each counting what the link finds', async () => {
    const { links } = await get<{ links: Link[] }>(
      '/rest/lsc/crawl/modelyears?makeCode=FORD&modelCode=F150PICKUP&listingType=USED&sortBy=derivedpriceASC',
    );
    expect(links.length).toBeGreaterThan(1);
    expect(links.length).toBeLessThanOrEqual(11);
    const years = links.map((l) => Number(l.label.slice(0, 4)));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(links[0].label).toBe(`${years[0]} Ford F-150`);
    expect(links[0].href).toBe(
      `/cars-for-sale?endYear=${years[0]}&listingType=USED&makeCode=FORD&modelCode=F150PICKUP&startYear=${years[0]}`,
    );
    for (const link of links) expect(await countOfHref(link.href)).toBe(link.count);
  });

  test('market years are cut to the 11 newest when a make spans more', async () => {
    const { links } = await get<{ links: Link[] }>('/rest/lsc/crawl/modelyears?makeCode=TOYOTA');
    const [row] = await sql<{ years: number }>(
      `SELECT count(DISTINCT year)::int AS years FROM listings WHERE make_code = 'TOYOTA'`,
    );
    expect(row.years).toBeGreaterThan(11);
    expect(links).toHaveLength(11);
    expect(links[0].label).toMatch(/^\d{4} Toyota$/);
  });

  test('new model year links count only new cars', async () => {
    const { links } = await get<{ links: Link[] }>('/rest/lsc/crawl/newmodelyears?makeCode=FORD&modelCode=F150PICKUP');
    const rows = await sql<{ year: number; n: number }>(
      `SELECT year, count(*)::int AS n FROM listings WHERE model_code = 'F150PICKUP' AND listing_type = 'NEW' GROUP BY year ORDER BY year DESC`,
    );
    expect(links.map((l) => [l.label, l.count])).toEqual(rows.map((r) => [`${r.year} Ford F-150`, r.n]));
    expect(links.every((l) => l.href.includes('listingType=NEW'))).toBe(true);
  });

  test('trim links list every trim of the searched model, whatever trim is chosen now', async () => {
    const { links } = await get<{ links: Link[] }>(
      '/rest/lsc/crawl/trims?makeCode=FORD&modelCode=F150PICKUP&trimCode=F150PICKUP|XLT',
    );
    const rows = await sql<{ name: string; n: number }>(`
      SELECT t.name, count(*)::int AS n FROM listings l JOIN trims t ON t.model_code = l.model_code AND t.code = l.trim_code
      WHERE l.model_code = 'F150PICKUP' GROUP BY t.name`);
    expect(links.map((l) => [l.label, l.count]).sort()).toEqual(rows.map((r) => [`Ford F-150 ${r.name}`, r.n]).sort());
    for (const link of links) expect(await countOfHref(link.href)).toBe(link.count);
  });

  test('new trim links count only new cars', async () => {
    const { links } = await get<{ links: Link[] }>('/rest/lsc/crawl/newtrims?modelCode=F150PICKUP');
    const [row] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings WHERE model_code = 'F150PICKUP' AND listing_type = 'NEW'`,
    );
    expect(links.reduce((sum, l) => sum + l.count, 0)).toBe(row.n);
  });

  test('trim links are empty when no model is searched', async () => {
    expect(await get('/rest/lsc/crawl/trims?makeCode=FORD')).toEqual({ links: [] });
  });
});

describe('GET /rest/lsc/crawl/stats/mileage', () => {
  interface Stats {
    stats: Array<{
      max: number;
      mean: number;
      count: number;
      facetSearchFieldStats: { year: Array<{ name: string; count: number; mean: number }> };
    }>;
    facetStats: Array<{ name: string; count: number }>;
  }
  const expected = async (where: string) => {
    const [all] = await sql<{ max: number; mean: number; n: number; under50: number }>(`
      SELECT max(mileage) AS max, round(avg(mileage))::int AS mean, count(*)::int AS n, count(*) FILTER (WHERE mileage <= 50000)::int AS under50
      FROM listings WHERE mileage > 0 AND mileage < 250000 AND ${where}`);
    const years = await sql<{ name: string; count: number; mean: number }>(`
      SELECT year::text AS name, count(*)::int AS count, round(avg(mileage))::int AS mean
      FROM listings WHERE mileage > 0 AND mileage < 250000 AND ${where} GROUP BY year ORDER BY year DESC`);
    return { all, years };
  };

  test('mileage stats of a model match SQL over mileages between 0 and 250,000', async () => {
    const body = await get<Stats>('/rest/lsc/crawl/stats/mileage?modelCode=CAMRY&listingType=USED');
    const { all, years } = await expected(`model_code = 'CAMRY' AND listing_type = 'USED'`);
    expect(body.stats[0]).toMatchObject({ max: all.max, count: all.n });
    expect(Math.abs(body.stats[0].mean - all.mean)).toBeLessThanOrEqual(1);
    expect(body.stats[0].facetSearchFieldStats.year.map((y) => [y.name, y.count])).toEqual(
      years.map((y) => [y.name, y.count]),
    );
    expect(body.facetStats.find((f) => f.name === '50000')!.count).toBe(all.under50);
  });

  test('an empty modelCode gives the stats of all cars', async () => {
    const body = await get<Stats>('/rest/lsc/crawl/stats/mileage?modelCode=&listingType=USED');
    const { all } = await expected(`listing_type = 'USED'`);
    expect(body.stats[0]).toMatchObject({ max: all.max, count: all.n });
  });

  test('a bad listingType is refused with 400', async () => {
    await expectError('/rest/lsc/crawl/stats/mileage?modelCode=CAMRY&listingType=SALVAGE', 400, 'listingType');
  });
});

// GET /rest/lsc/modelinfo/ymm: tests/upstreams/model-info.test.ts.

describe('GET /rest/lsc/reference/{kind}', () => {
  interface Reference {
    kind: string;
    items: Array<{ code: string; label: string; param: string; [extra: string]: unknown }>;
  }

  test.each(['makes', 'series', 'bodystyles', 'years', 'mileageRanges', 'colors', 'fuelTypes', 'features'])(
    '%s lists codes and labels',
    async (kind) => {
      const body = await get<Reference>(`/rest/lsc/reference/${kind}`);
      expect(body.kind).toBe(kind);
      expect(body.items.length).toBeGreaterThan(0);
      for (const item of body.items) {
        expect(item.code).toBeTruthy();
        expect(item.label).toBeTruthy();
        expect(item.param).toBeTruthy();
      }
    },
  );

  test('makes are the catalogue makes', async () => {
    const body = await get<Reference>('/rest/lsc/reference/makes');
    const rows = await sql<{ code: string; name: string }>('SELECT code, name FROM makes ORDER BY name');
    expect(body.items.map((i) => [i.code, i.label])).toEqual(rows.map((r) => [r.code, r.name]));
  });

  test('models of a make come from the catalogue', async () => {
    const body = await get<Reference>('/rest/lsc/reference/models?makeCode=FORD');
    const rows = await sql<{ code: string }>(`SELECT code FROM models WHERE make_code = 'FORD'`);
    expect(body.items.map((i) => i.code).sort()).toEqual(rows.map((r) => r.code).sort());
    expect(body.items.every((i) => i.param === 'modelCode' && i.makeCode === 'FORD')).toBe(true);
  });

  test('trims of a model come in the model|trim form of the trimCode filter', async () => {
    const body = await get<Reference>('/rest/lsc/reference/trims?makeCode=FORD&modelCode=F150PICKUP');
    const rows = await sql<{ code: string }>(`SELECT code FROM trims WHERE model_code = 'F150PICKUP'`);
    expect(body.items.map((i) => i.code).sort()).toEqual(rows.map((r) => `F150PICKUP|${r.code}`).sort());
  });

  test('series group the models of a make that share a family name', async () => {
    const body = await get<Reference>('/rest/lsc/reference/series?makeCode=CHEV');
    const silverado = body.items.find((i) => i.label === 'Silverado')!;
    expect(silverado.modelCodes).toEqual(expect.arrayContaining(['SILV1500', 'SILV2500HD', 'SILVEREV']));
  });

  test('fuel types come in the display order of the filter panel', async () => {
    const body = await get<Reference>('/rest/lsc/reference/fuelTypes');
    expect(body.items.slice(0, 3).map((i) => i.label)).toEqual(['Electric', 'Gasoline', 'Hybrid']);
  });

  test('an unknown kind is a 404 in JSON', async () => {
    const response = await inject('/rest/lsc/reference/spaceships');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', parameter: 'kind' });
  });

  test('models without a make, or of an unknown make, are refused with 400', async () => {
    await expectError('/rest/lsc/reference/models', 400, 'makeCode');
    await expectError('/rest/lsc/reference/models?makeCode=DELOREAN', 400, 'makeCode');
  });
});

describe('GET /rest/lsc/zip/*', () => {
  test.each([
    ['30301', true],
    ['90210', true],
    ['00000', false],
    ['3030', false],
    ['abcde', false],
  ])('zip %s is valid: %s', async (zip, success) => {
    expect(await get(`/rest/lsc/zip/validate?zip=${zip}`)).toEqual({ success, zip });
  });

  test('zip validation without a zip is refused with 400', async () => {
    await expectError('/rest/lsc/zip/validate', 400, 'zip');
  });

  test('a zip names its city, state and position', async () => {
    const found = zipcodes.lookup('30301')!;
    expect(await get('/rest/lsc/zip/city?zip=30301')).toEqual({
      zip: '30301',
      city: found.city,
      state: 'GA',
      latitude: found.latitude,
      longitude: found.longitude,
    });
  });

  test('an unknown zip has no city (404), a malformed one is a 400', async () => {
    await expectError('/rest/lsc/zip/city?zip=00000', 404, 'zip');
    await expectError('/rest/lsc/zip/city?zip=30a01', 400, 'zip');
  });
});

describe('GET /cars-for-sale/searchoptions/packages', () => {
  test('packages of a trim come from the features common on its listings', async () => {
    const [trim] = await sql<{ model_code: string; make_code: string; trim_code: string }>(`
      SELECT l.model_code, l.make_code, l.trim_code FROM listings l JOIN models m ON m.code = l.model_code
      WHERE m.seats >= 7 GROUP BY 1, 2, 3 ORDER BY count(*) DESC, 1, 3 LIMIT 1`);
    const body = await get<{ results: { packageNames: string[]; packages: Array<{ name: string; count: number }> } }>(
      `/cars-for-sale/searchoptions/packages?makeCode=${trim.make_code}&modelCode=${trim.model_code}&trimCode=${trim.trim_code}`,
    );
    const [{ n }] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM listings WHERE model_code = $1 AND trim_code = $2',
      [trim.model_code, trim.trim_code],
    );
    const expected: string[] = [];
    for (const pkg of PACKAGES) {
      const [row] = await sql<{ n: number }>(
        'SELECT count(*)::int AS n FROM listings WHERE model_code = $1 AND trim_code = $2 AND features @> $3::text[]',
        [trim.model_code, trim.trim_code, [...pkg.features]],
      );
      if (row.n > 0 && row.n >= n * 0.25) expected.push(pkg.name);
      const offered = body.results.packages.find((p) => p.name === pkg.name);
      if (offered) expect(offered.count).toBe(row.n);
    }
    expect(body.results.packageNames).toContain('Third Row Seating');
    expect([...body.results.packageNames].sort()).toEqual(expected.sort());
  });

  test('a trim of another model is refused with 400 naming trimCode', async () => {
    await expectError(
      '/cars-for-sale/searchoptions/packages?makeCode=FORD&modelCode=F150PICKUP&trimCode=CAMRY|LE',
      400,
      'trimCode',
    );
  });
});

describe('/cars-for-sale/svc/listing-view-count', () => {
  const post = (payload: unknown) =>
    upstream.app.inject({ method: 'POST', url: '/cars-for-sale/svc/listing-view-count', payload: payload as object });
  const vinAt = async (offset: number) =>
    (await sql<{ vin: string }>('SELECT vin FROM listings ORDER BY id LIMIT 1 OFFSET $1', [offset]))[0].vin;

  test('recorded views are counted per brand', async () => {
    const vin = await vinAt(10);
    for (const brand of ['atc', 'atc', 'kbb']) expect((await post({ vin, brand })).statusCode).toBe(201);
    expect(await get(`/cars-for-sale/svc/listing-view-count?vin=${vin}&dateRange=7`)).toEqual({
      vin,
      dateRange: 7,
      counts: { atc: 2, kbb: 1 },
    });
  });

  test('the count sums only the last dateRange days (7 by default)', async () => {
    const vin = await vinAt(11);
    await sql(
      `INSERT INTO listing_views (vin, brand, viewed_on, views) VALUES
      ($1, 'atc', (now() AT TIME ZONE 'UTC')::date - 3, 5), ($1, 'atc', (now() AT TIME ZONE 'UTC')::date - 10, 7)`,
      [vin],
    );
    expect(
      (await get<{ counts: Record<string, number> }>(`/cars-for-sale/svc/listing-view-count?vin=${vin}`)).counts,
    ).toEqual({ atc: 5, kbb: 0 });
    expect(
      (await get<{ counts: Record<string, number> }>(`/cars-for-sale/svc/listing-view-count?vin=${vin}&dateRange=14`))
        .counts,
    ).toEqual({ atc: 12, kbb: 0 });
    expect(
      (await get<{ counts: Record<string, number> }>(`/cars-for-sale/svc/listing-view-count?vin=${vin}&dateRange=1`))
        .counts,
    ).toEqual({ atc: 0, kbb: 0 });
  });

  test.each([
    ['vin=SHORT', 'vin'],
    ['', 'vin'],
    ['vin=1FTFW1E50PFA00001&dateRange=31', 'dateRange'],
    ['vin=1FTFW1E50PFA00001&dateRange=0', 'dateRange'],
  ])('reading views with %s is refused with 400', async (query, parameter) => {
    await expectError(`/cars-for-sale/svc/listing-view-count?${query}`, 400, parameter);
  });

  test.each([
    [{ brand: 'atc' }, 'vin'],
    [{ vin: 'IOQ45678901234567', brand: 'atc' }, 'vin'],
    [{ vin: '1FTFW1E50PFA00001', brand: 'cars' }, 'brand'],
    [['not', 'an', 'object'], 'body'],
  ])('recording a view of %j is refused with 400', async (payload, parameter) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.parameter).toBe(parameter);
  });

  test('a view of a VIN that is not listed is a 404', async () => {
    const response = await post({ vin: '1FTFW1E50PFA00001', brand: 'atc' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.parameter).toBe('vin');
  });

  test('a body that is not JSON is refused with 400 in the service error shape', async () => {
    const response = await upstream.app.inject({
      method: 'POST',
      url: '/cars-for-sale/svc/listing-view-count',
      headers: { 'content-type': 'application/json' },
      payload: '{vin:',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', parameter: 'body' });
  });
});

describe('every endpoint', () => {
  const ENDPOINTS = [
    '/rest/lsc/listing/count',
    '/rest/lsc/listing/spotlight/premiumresults',
    '/rest/lsc/listing/spotlight/results',
    '/rest/lsc/listing/spotlight/vehiclehighlight',
    '/rest/lsc/listing/similar',
    '/rest/lsc/newcarboost/listing',
    '/rest/lsc/marketplace/suggested/keywords/ford',
    '/rest/lsc/crawl/modelyears',
    '/rest/lsc/crawl/newmodelyears',
    '/rest/lsc/crawl/trims',
    '/rest/lsc/crawl/newtrims',
    '/rest/lsc/crawl/stats/mileage',
    '/rest/lsc/modelinfo/ymm',
    '/rest/lsc/reference/makes',
    '/rest/lsc/zip/validate',
    '/rest/lsc/zip/city',
    '/cars-for-sale/searchoptions/packages',
    '/cars-for-sale/svc/listing-view-count',
  ];

  test.each(ENDPOINTS)('%s answers 503 while the index is still loading', async (url) => {
    const app = Fastify();
    registerLscEndpoints(app, { service: () => undefined, db: testDb.db });
    const response = await app.inject({ method: 'GET', url });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('NOT_READY');
  });

  test.each(ENDPOINTS)('%s never answers junk parameters with a 500: a 400 names one of them', async (url) => {
    const junk =
      'zip=9&searchRadius=far&numRecords=-1&firstRecord=x&startYear=soon&modelCode=F150PICKUP&makeCode=FORD&listingId=x&vin=x&dateRange=x&numSpotlights=x';
    const response = await inject(`${url}?${junk}`);
    expect([200, 400]).toContain(response.statusCode);
    if (response.statusCode === 400)
      expect(Object.keys(parseQueryString(junk))).toContain(response.json().error.parameter);
  });
});

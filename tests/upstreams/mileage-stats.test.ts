import Fastify, { type FastifyInstance } from 'fastify';
import type { LscMileageStats } from '../../contracts/lsc/index';
import { registerMileageStats } from '../../upstreams/lsc/endpoints/mileage-stats';
import { ListingIndex } from '../../upstreams/lsc/engine/listing-index';
import type { ListingRecord } from '../../upstreams/lsc/records';
import { ListingSearchService } from '../../upstreams/lsc/service';
import { parseQueryString } from '../../upstreams/server';
import { inventory } from '../support/inventory';

/**
 * Eight used cars with mileages chosen by hand: five of one model (two of them at the ignored
 * edges, 0 and 250,000 miles) and three of others. Every expected figure below is worked out by hand.
 */
const MODEL_CARS: Array<[year: number, miles: number]> = [
  [2020, 10_000],
  [2020, 30_001],
  [2021, 50_000],
  [2019, 0],
  [2019, 250_000],
];
const OTHER_CARS: Array<[year: number, miles: number]> = [
  [2018, 20_001],
  [2018, 249_999],
  [2022, 2],
];

let app: FastifyInstance;
let modelCode: string;

beforeAll(async () => {
  const { listings, owners } = inventory(300);
  const [first] = listings;
  modelCode = first.modelCode;
  const others = listings.filter((l) => l.modelCode !== modelCode && l.makeCode !== first.makeCode);
  const car = (base: ListingRecord, [year, mileage]: [number, number], i: number): ListingRecord => ({
    ...base,
    id: 1_000 + i,
    listingType: 'USED',
    year,
    mileage,
  });
  const cars = [
    ...MODEL_CARS.map((c, i) => car(first, c, i)),
    ...OTHER_CARS.map((c, i) => car(others[i], c, MODEL_CARS.length + i)),
  ];
  const service = new ListingSearchService(ListingIndex.build(cars, owners));
  app = Fastify({ routerOptions: { querystringParser: parseQueryString } });
  registerMileageStats(app, {
    service: () => service,
    db: { query: () => Promise.reject(new Error('mileage stats read the index, not the database')) },
  });
  await app.ready();
});
afterAll(() => app.close());

async function stats(query: string): Promise<LscMileageStats & { allCars?: LscMileageStats }> {
  const response = await app.inject({ method: 'GET', url: `/rest/lsc/crawl/stats/mileage?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /rest/lsc/crawl/stats/mileage: the arithmetic', () => {
  test('a model: mileages not above 0 or not below 250,000 are left out of every figure', async () => {
    const {
      stats: [summary],
      facetStats,
    } = await stats(`modelCode=${modelCode}`);
    // Counted: 10,000, 30,001 and 50,000. Mean 90,001 / 3 = 30,000.33, rounded.
    expect(summary).toEqual({
      max: 50_000,
      mean: 30_000,
      count: 3,
      facetSearchFieldStats: {
        // Newest first; 2019's two cars were both left out. 2020: (10,000 + 30,001) / 2 = 20,000.5, rounded up.
        year: [
          { name: '2021', count: 1, mean: 50_000 },
          { name: '2020', count: 2, mean: 20_001 },
        ],
      },
    });
    // At or under each threshold: 30,001 is over 30,000; 50,000 is at 50,000.
    expect(facetStats).toEqual([
      { name: '15000', count: 1 },
      { name: '30000', count: 1 },
      { name: '45000', count: 2 },
      { name: '50000', count: 3 },
      { name: '60000', count: 3 },
      { name: '75000', count: 3 },
      { name: '100000', count: 3 },
      { name: '150000', count: 3 },
      { name: '200000', count: 3 },
    ]);
  });

  test('all cars (allCars=true): the same rules over every model', async () => {
    const { allCars } = await stats(`modelCode=${modelCode}&allCars=true`);
    // Counted: 10,000, 30,001, 50,000, 20,001, 249,999 and 2 (sum 360,003). Mean 60,000.5, rounded up.
    expect(allCars?.stats).toEqual([
      {
        max: 249_999,
        mean: 60_001,
        count: 6,
        facetSearchFieldStats: {
          year: [
            { name: '2022', count: 1, mean: 2 },
            { name: '2021', count: 1, mean: 50_000 },
            { name: '2020', count: 2, mean: 20_001 },
            // (20,001 + 249,999) / 2
            { name: '2018', count: 2, mean: 135_000 },
          ],
        },
      },
    ]);
    expect(allCars?.facetStats.map((f) => f.count)).toEqual([2, 3, 4, 5, 5, 5, 5, 5, 5]);
  });

  test('no car of the listing type: zeros, not a division by zero', async () => {
    const {
      stats: [summary],
      facetStats,
    } = await stats(`modelCode=${modelCode}&listingType=NEW`);
    expect(summary).toEqual({ max: 0, mean: 0, count: 0, facetSearchFieldStats: { year: [] } });
    expect(facetStats.every((f) => f.count === 0)).toBe(true);
  });
});

import {
  PRICE_RATING_MAX_ADJUSTMENT,
  PRICE_RATING_MAX_SLOPE_SHARE,
  PRICE_RATING_MIN_PEERS_FOR_SLOPE,
  PRICE_RATING_THRESHOLDS,
  PRICE_RATING_YEAR_BAND,
} from '../../upstreams/lsc/constants';
import { ListingIndex } from '../../upstreams/lsc/engine/listing-index';
import { expectedPriceOf, fitPeers, priceRating } from '../../upstreams/lsc/engine/price-rating';
import type { ListingRecord, OwnerRecord } from '../../upstreams/lsc/records';

const NOW = Date.UTC(2026, 10, 15);

const fit = (points: Array<[price: number, mileage: number]>) =>
  fitPeers(
    Float64Array.from(points, ([p]) => p),
    Float64Array.from(points, ([, m]) => m),
    points.length,
  );

const owner: OwnerRecord = {
  id: 1,
  name: 'Dealer',
  privateSeller: false,
  address: null,
  city: 'Atlanta',
  state: 'GA',
  zip: '30301',
  latitude: 33.75,
  longitude: -84.39,
  phone: null,
  website: null,
  logoSrc: null,
  rating: null,
  tagline: null,
  homeServices: [],
  shippingLabel: null,
  hideEmailForm: false,
  vehicleExchange: false,
};

let nextId = 1;
function listing(overrides: Partial<ListingRecord>): ListingRecord {
  return {
    id: nextId++,
    vin: 'X',
    ownerId: 1,
    listingType: 'USED',
    makeCode: 'TOYOTA',
    makeName: 'Toyota',
    modelCode: 'CAMRY',
    modelName: 'Camry',
    trimCode: 'LE',
    trimName: 'LE',
    seriesCode: null,
    seriesName: null,
    year: 2020,
    bodyStyle: 'SEDAN',
    bodySubtype: null,
    driveGroup: 'FWD',
    fuelType: 'GSL',
    engine: '2.5L I4',
    engineCode: '4CYL',
    displacement: 2.5,
    transmission: 'AUTO',
    doors: 4,
    seats: 5,
    extColor: 'WHITE',
    intColor: 'BLACK',
    mileage: 40_000,
    price: 20_000,
    msrp: 28_000,
    mpgCity: 28,
    mpgHwy: 39,
    evRange: null,
    features: [],
    packages: [],
    vehicleHistory: [],
    truckBedLength: null,
    truckCab: null,
    commercial: false,
    photoCount: 20,
    listedAt: NOW,
    ...overrides,
  };
}

describe('price rating buckets', () => {
  test('asking ÷ expected: GREAT ≤ 0.90, GOOD ≤ 0.97, FAIR ≤ 1.05, HIGH above; new cars unrated', () => {
    expect(PRICE_RATING_THRESHOLDS).toEqual({ GREAT: 0.9, GOOD: 0.97, FAIR: 1.05 });
    expect(priceRating(9_000, 10_000, 'USED')).toBe('GREAT');
    expect(priceRating(9_700, 10_000, 'CERTIFIED')).toBe('GOOD');
    expect(priceRating(10_500, 10_000, '3P_CERT')).toBe('FAIR');
    expect(priceRating(10_501, 10_000, 'USED')).toBe('HIGH');
    expect(priceRating(5_000, 10_000, 'NEW')).toBeNull();
  });
});

describe('peer fit', () => {
  test('the expected price is the median adjusted along the least-squares slope per mile', () => {
    // Prices on a line: $30,000 at 0 miles, 10 cents less per mile.
    const points = Array.from({ length: 9 }, (_, i): [number, number] => [
      30_000 - 0.1 * (10_000 + i * 10_000),
      10_000 + i * 10_000,
    ]);
    const peers = fit(points);
    expect(peers.medianPrice).toBe(25_000);
    expect(peers.medianMileage).toBe(50_000);
    expect(peers.slope).toBeCloseTo(-0.1, 9);
    expect(expectedPriceOf(peers, 50_000)).toBe(25_000);
    expect(expectedPriceOf(peers, 20_000)).toBe(28_000);
    expect(expectedPriceOf(peers, 90_000)).toBe(21_000);
  });

  test('an odd price barely moves the level: it is centred on the medians', () => {
    const points = Array.from({ length: 9 }, (_, i): [number, number] => [20_000 + i * 100, 40_000]);
    expect(fit(points).medianPrice).toBe(20_400);
    const typo = fit([...points.slice(1), [1_000, 40_000]]);
    expect(typo.medianPrice).toBe(20_400);
    expect(typo.slope).toBe(0);
  });

  test(`fewer than ${PRICE_RATING_MIN_PEERS_FOR_SLOPE} peers, or equal mileages, fit no slope: the expected price is the median`, () => {
    const few = fit([
      [20_000, 10_000],
      [18_000, 50_000],
      [16_000, 90_000],
    ]);
    expect(few.slope).toBe(0);
    expect(expectedPriceOf(few, 10_000)).toBe(18_000);
    const same = fit(Array.from({ length: 10 }, (_, i): [number, number] => [15_000 + i * 500, 30_000]));
    expect(same.slope).toBe(0);
  });

  test('the slope never rewards miles and is at most 2% of the median per 1,000 miles; the adjustment at most ±30%', () => {
    const rising = fit(
      Array.from({ length: 10 }, (_, i): [number, number] => [10_000 + i * 1_000, 10_000 + i * 10_000]),
    );
    expect(rising.slope).toBe(0);
    // $1 a mile is far steeper than the clamp allows.
    const steep = fit(Array.from({ length: 10 }, (_, i): [number, number] => [60_000 - i * 5_000, 5_000 + i * 5_000]));
    expect(steep.slope).toBeCloseTo(-PRICE_RATING_MAX_SLOPE_SHARE * steep.medianPrice, 9);
    expect(expectedPriceOf(steep, 1_000_000)).toBe(Math.round(steep.medianPrice * (1 - PRICE_RATING_MAX_ADJUSTMENT)));
    expect(expectedPriceOf(steep, 0)).toBeLessThanOrEqual(
      Math.round(steep.medianPrice * (1 + PRICE_RATING_MAX_ADJUSTMENT)),
    );
  });
});

describe('peers in the index', () => {
  test(`same model, new or used apart, model year within ±${PRICE_RATING_YEAR_BAND}; stored per listing`, () => {
    const years = [2018, 2019, 2020, 2022];
    const used = years.flatMap((year) =>
      Array.from({ length: 5 }, (_, i) =>
        listing({ year, price: 10_000 + (year - 2018) * 2_000 + i * 100, mileage: 40_000 }),
      ),
    );
    const fresh = [listing({ year: 2019, listingType: 'NEW', price: 99_000, mileage: 10 })];
    const otherModel = [listing({ year: 2019, modelCode: 'COROLLA', modelName: 'Corolla', price: 1_000 })];
    const index = ListingIndex.build([...used, ...fresh, ...otherModel], [owner], NOW);
    const expected = (l: ListingRecord) => index.expectedPrice[index.slotOf(l.id)!];
    const medianOf = (list: ListingRecord[]) => list.map((l) => l.price).sort((a, b) => a - b)[list.length >> 1];
    const byYear = (...ys: number[]) => used.filter((l) => ys.includes(l.year));
    // 2019 sees 2018-2020 (not the NEW car, not the Corolla); 2022 sees only itself (2021 and 2023 are empty).
    expect(expected(used.find((l) => l.year === 2019)!)).toBe(medianOf(byYear(2018, 2019, 2020)));
    expect(expected(used.find((l) => l.year === 2018)!)).toBe(medianOf(byYear(2018, 2019)));
    expect(expected(used.find((l) => l.year === 2020)!)).toBe(medianOf(byYear(2019, 2020)));
    expect(expected(used.find((l) => l.year === 2022)!)).toBe(medianOf(byYear(2022)));
    expect(expected(fresh[0])).toBe(99_000);
  });

  test('a high-mileage car priced under the median is fair for its miles, and a low-mileage one priced over the median a good price', () => {
    // Twenty peers whose price falls 10 cents a mile.
    const peers = Array.from({ length: 20 }, (_, i) =>
      listing({ year: 2021, mileage: 20_000 + i * 4_000, price: 30_000 - 0.1 * (20_000 + i * 4_000) }),
    );
    const worn = listing({ year: 2021, mileage: 120_000, price: 18_500 });
    const clean = listing({ year: 2021, mileage: 10_000, price: 27_000 });
    const index = ListingIndex.build([...peers, worn, clean], [owner], NOW);
    const rating = (l: ListingRecord) => priceRating(l.price, index.expectedPrice[index.slotOf(l.id)!], l.listingType);
    const median = [...peers, worn, clean].map((l) => l.price).sort((a, b) => a - b)[11];
    // Against the median alone the worn car would be GREAT (under 90% of it) and the clean one HIGH.
    expect(worn.price / median).toBeLessThan(0.9);
    expect(clean.price / median).toBeGreaterThan(1.05);
    expect(rating(worn)).toBe('FAIR');
    expect(rating(clean)).toBe('GOOD');
  });

  test('a change reprices the listings of the neighbouring model years too', () => {
    const list = [2019, 2020, 2021].flatMap((year) =>
      Array.from({ length: 3 }, (_, i) => listing({ year, price: 20_000 + i * 500 })),
    );
    const index = ListingIndex.build(
      list.map((l) => ({ ...l })),
      [owner],
      NOW,
    );
    const in2021 = list.find((l) => l.year === 2021)!;
    const before = index.expectedPrice[index.slotOf(in2021.id)!];
    // Cheap 2020 cars are peers of the 2021 cars (2020 is within the band): the 2021 median falls.
    for (let i = 0; i < 3; i++) index.upsert(listing({ year: 2020, price: 5_000 }), undefined, NOW);
    expect(index.expectedPrice[index.slotOf(in2021.id)!]).toBeLessThan(before);
    // A 2019 car moved to 2017 has no peers within the band left: its expected price is its own.
    const moved = list.find((l) => l.year === 2019)!;
    index.upsert({ ...moved, year: 2017 }, undefined, NOW);
    expect(index.expectedPrice[index.slotOf(moved.id)!]).toBe(moved.price);
  });
});

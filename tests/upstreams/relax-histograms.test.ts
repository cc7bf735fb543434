import seedrandom from 'seedrandom';
import { ListingIndex } from '../../upstreams/lsc/engine/listing-index';
import { search, type SearchQuery } from '../../upstreams/lsc/engine/search';
import { MILEAGE_OPTIONS } from '../../upstreams/lsc/constants';
import { histogramPayload, relaxPayload } from '../../upstreams/lsc/relax-histograms';
import type { ListingRecord } from '../../upstreams/lsc/records';
import { inventory } from '../support/inventory';

const NOW = Date.UTC(2026, 10, 15);
const { listings, owners } = inventory(4_000);
const index = ListingIndex.build(
  listings.map((l) => ({ ...l })),
  owners,
  NOW,
);
const ownerById = new Map(owners.map((o) => [o.id, o]));

const base: SearchQuery = { filters: {}, searchRadius: 0, sortBy: 'relevance', firstRecord: 0, numRecords: 0 };

/** The matching records of a search, by a plain search call (no facets). */
function matching(query: SearchQuery): ListingRecord[] {
  const outcome = search(index, { ...query, facets: false, firstRecord: 0, numRecords: index.size });
  return outcome.hits.map((h) => index.records[h.slot]);
}

/** The query with one filter group taken away, the way the shopper would remove it. */
function without(query: SearchQuery, group: string): SearchQuery {
  const q: SearchQuery = { ...query, filters: { ...query.filters } };
  if (group === 'priceRange') {
    delete q.minPrice;
    delete q.maxPrice;
  } else if (group === 'yearRange') {
    delete q.startYear;
    delete q.endYear;
  } else if (group === 'mileage') delete q.maxMileage;
  else if (group === 'searchRadius') q.searchRadius = 0;
  else if (group === 'city') delete q.cities;
  else if (group === 'state') delete q.states;
  else delete q.filters[group];
  return q;
}

/** A narrow search built around one listing (few matches), sometimes with a filter nobody passes. */
function narrowSearch(random: () => number): SearchQuery {
  const l = listings[Math.floor(random() * listings.length)];
  const owner = ownerById.get(l.ownerId)!;
  const filters: Record<string, string[]> = { makeCode: [l.makeCode] };
  if (random() < 0.7) filters.vehicleStyleCode = [l.bodyStyle];
  if (random() < 0.5) filters.extColorSimple = [random() < 0.7 ? l.extColor : 'NOSUCHCOLOR'];
  const q: SearchQuery = { ...base, filters, facets: true };
  if (random() < 0.8) {
    q.minPrice = l.price - Math.floor(random() * 500);
    q.maxPrice = l.price + 500;
  }
  if (random() < 0.6) {
    q.startYear = l.year;
    q.endYear = l.year;
  }
  if (random() < 0.5) q.maxMileage = MILEAGE_OPTIONS[Math.floor(random() * MILEAGE_OPTIONS.length)];
  if (random() < 0.5) {
    q.location = { latitude: owner.latitude, longitude: owner.longitude };
    q.searchRadius = [10, 25, 50][Math.floor(random() * 3)];
  }
  if (random() < 0.3) q.states = [owner.state.toUpperCase()];
  return q;
}

const PRICE_BINS = 41,
  YEAR_BINS = 2027 - 1990 + 1;
const bucket = (values: number[], n: number, bin: (v: number) => number) => {
  const out = new Array<number>(n).fill(0);
  for (const v of values) out[Math.max(0, Math.min(n - 1, bin(v)))]++;
  return out;
};
const mileageBand = (miles: number) => {
  const band = MILEAGE_OPTIONS.findIndex((o) => miles <= o);
  return band === -1 ? MILEAGE_OPTIONS.length : band;
};

describe('relax counts (docs/rules/results.md#relax-hints)', () => {
  test('each shopper filter’s count equals a separate search without that filter', () => {
    const random = seedrandom('relax-counts');
    let checked = 0,
      empty = 0;
    for (let n = 0; n < 60; n++) {
      const query = narrowSearch(random);
      const outcome = search(index, query);
      if (outcome.totalResultCount >= 5) {
        expect(outcome.relax).toBeUndefined();
        continue;
      }
      if (outcome.totalResultCount === 0) empty++;
      const relax = outcome.relax!;
      const groups = relax.map((r) => r.group).sort();
      const expected = [
        ...Object.keys(query.filters),
        ...(query.minPrice !== undefined ? ['priceRange'] : []),
        ...(query.startYear !== undefined ? ['yearRange'] : []),
        ...(query.maxMileage !== undefined ? ['mileage'] : []),
        ...(query.location && query.searchRadius > 0 ? ['searchRadius'] : []),
        ...(query.states ? ['state'] : []),
      ].sort();
      expect(groups).toEqual(expected);
      for (const { group, count } of relax) {
        expect(count).toBe(matching(without(query, group)).length);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(empty).toBeGreaterThan(3);
  });

  test('no relax counts from 5 matches up, none for constraints or lookups; payload is most first with parameters', () => {
    expect(search(index, { ...base, facets: true }).relax).toBeUndefined();
    const l = listings[7];
    const outcome = search(index, {
      ...base,
      facets: true,
      filters: { makeCode: [l.makeCode] },
      constraints: { listingType: [l.listingType] },
      listingIds: [l.id],
      minPrice: l.price + 1,
    });
    expect(outcome.totalResultCount).toBe(0);
    expect(outcome.relax!.map((r) => r.group).sort()).toEqual(['makeCode', 'priceRange']);
    const payload = relaxPayload([
      { group: 'makeCode', count: 3 },
      { group: 'priceRange', count: 20 },
      { group: 'yearRange', count: 20 },
    ]);
    expect(payload).toEqual([
      { group: 'priceRange', parameters: ['minPrice', 'maxPrice'], count: 20 },
      { group: 'yearRange', parameters: ['startYear', 'endYear'], count: 20 },
      { group: 'makeCode', parameters: ['makeCode'], count: 3 },
    ]);
  });
});

describe('range histograms (docs/rules/filters.md#range-histograms)', () => {
  test('each panel’s bins count the matches of the search without its own filter', () => {
    const random = seedrandom('histograms');
    const queries: SearchQuery[] = [{ ...base, facets: true }];
    for (let n = 0; n < 12; n++) {
      const l = listings[Math.floor(random() * listings.length)];
      queries.push({
        ...base,
        facets: true,
        filters: random() < 0.5 ? { makeCode: [l.makeCode] } : { vehicleStyleCode: [l.bodyStyle] },
        ...(random() < 0.7 ? { minPrice: 5_000 + Math.floor(random() * 20_000), maxPrice: 60_000 } : {}),
        ...(random() < 0.6 ? { startYear: 2012 + Math.floor(random() * 8) } : {}),
        ...(random() < 0.6 ? { maxMileage: MILEAGE_OPTIONS[Math.floor(random() * MILEAGE_OPTIONS.length)] } : {}),
      });
    }
    for (const query of queries) {
      const { histograms } = search(index, query).facets!;
      const price = matching(without(query, 'priceRange')).map((r) => r.price);
      const year = matching(without(query, 'yearRange')).map((r) => r.year);
      const miles = matching(without(query, 'mileage')).map((r) => r.mileage);
      expect(histograms.price).toEqual(bucket(price, PRICE_BINS, (p) => Math.floor(p / 2_500)));
      expect(histograms.year).toEqual(bucket(year, YEAR_BINS, (y) => y - 1990));
      expect(histograms.mileage).toEqual(bucket(miles, MILEAGE_OPTIONS.length + 1, mileageBand));
    }
  });

  test('bins follow price changes, and the payload gives each bar its inclusive bounds', () => {
    const l = index.records[3];
    const before = search(index, { ...base, facets: true }).facets!.histograms.price;
    index.upsert({ ...l, price: 250_000 }, undefined, NOW);
    const after = search(index, { ...base, facets: true }).facets!.histograms.price;
    expect(after[PRICE_BINS - 1]).toBe(before[PRICE_BINS - 1] + (Math.floor(l.price / 2_500) >= 40 ? 0 : 1));
    expect(after.reduce((a, b) => a + b, 0)).toBe(before.reduce((a, b) => a + b, 0));
    const payload = histogramPayload({
      price: after,
      year: new Array(YEAR_BINS).fill(0),
      mileage: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
    expect(payload.price[0]).toEqual({ min: 0, max: 2_499, count: after[0] });
    expect(payload.price[PRICE_BINS - 1]).toEqual({ min: 100_000, max: null, count: after[PRICE_BINS - 1] });
    expect(payload.year[0]).toMatchObject({ min: null, max: 1990 });
    expect(payload.year[1]).toMatchObject({ min: 1991, max: 1991 });
    expect(payload.year[YEAR_BINS - 1]).toMatchObject({ min: 2027, max: null });
    expect(payload.mileage[0]).toEqual({ min: 0, max: 15_000, count: 1 });
    expect(payload.mileage[1]).toEqual({ min: 15_001, max: 30_000, count: 2 });
    expect(payload.mileage[8]).toEqual({ min: 200_001, max: null, count: 9 });
  });

  test('an index built without them (what bench:search compares) finds the same, with zero price and year bins', () => {
    const plain = ListingIndex.build(
      listings.map((l) => ({ ...l })),
      owners,
      NOW,
      { rangeHistograms: false },
    );
    const random = seedrandom('plain-index');
    for (let i = 0; i < 40; i++) {
      const query = { ...narrowSearch(random), numRecords: 30 };
      const full = search(index, query);
      const without = search(plain, { ...query, relax: false });
      expect(without.hits).toEqual(full.hits);
      expect(without.totalResultCount).toBe(full.totalResultCount);
      expect(without.facets!.dimensions).toEqual(full.facets!.dimensions);
      expect(without.facets!.mileage).toEqual(full.facets!.mileage);
      expect(without.facets!.histograms.mileage).toEqual(full.facets!.histograms.mileage);
      expect(without.facets!.histograms.price).toEqual(new Array(PRICE_BINS).fill(0));
      expect(without.facets!.histograms.year).toEqual(new Array(YEAR_BINS).fill(0));
      expect(without.relax).toBeUndefined();
      expect(search(plain, query).relax).toEqual(full.relax);
    }
  });
});

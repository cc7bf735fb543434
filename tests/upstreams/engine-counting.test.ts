import seedrandom from 'seedrandom';
import { ListingIndex, type OrderKey } from '../../upstreams/lsc/engine/listing-index';
import { countAll, countColumn } from '../../upstreams/lsc/engine/facets';
import { search, type SearchQuery } from '../../upstreams/lsc/engine/search';
import { wordsFor } from '../../upstreams/lsc/engine/bitset';
import type { SortOption } from '../../upstreams/lsc/constants';
import type { ListingRecord } from '../../upstreams/lsc/records';
import { inventory } from '../support/inventory';

const NOW = Date.UTC(2026, 10, 15);

/** Counts by code id of the slots in `visit`, one code at a time from each row (the reference). */
function referenceCounts(index: ListingIndex, visit: Uint32Array): Int32Array {
  const counts = new Int32Array(index.codes.totals.length);
  const row = new Int32Array(64 * 32);
  for (let slot = 0; slot < index.slots; slot++) {
    if (!((visit[slot >>> 5] >>> (slot & 31)) & 1)) continue;
    const n = index.codes.idsOf(slot, row);
    for (let i = 0; i < n; i++) counts[row[i]]++;
  }
  return counts;
}

function randomSet(index: ListingIndex, random: () => number, share: number): Uint32Array {
  const set = new Uint32Array(wordsFor(index.slots));
  for (let slot = 0; slot < index.slots; slot++)
    if (index.alive[slot] && random() < share) set[slot >>> 5] |= 1 << (slot & 31);
  return set;
}

describe('counting every code of a set of listings through code tuples, and one column through its own array', () => {
  test('groups dimensions that go together, and counts exactly like row by row, also after changes bring new combinations', () => {
    const { listings, owners } = inventory(6_000);
    const index = ListingIndex.build(
      listings.slice(0, 5_000).map((l) => ({ ...l })),
      owners,
      NOW,
    );
    const codes = index.codes;
    // The vehicle's dimensions (make, model, trim …) share one group; few columns are left loose.
    expect(codes.tupleGroups.length).toBeGreaterThan(0);
    expect(codes.loose.length).toBeLessThan(codes.width / 2);
    const make = index.dimensions.get('makeCode')!.position,
      trim = index.dimensions.get('trimCode')!.position;
    expect(codes.tupleGroups.some((g) => g.includes(make) && g.includes(trim))).toBe(true);

    const random = seedrandom('tuple-counts');
    const check = () => {
      for (const share of [0.001, 0.05, 0.5, 1]) {
        const visit = randomSet(index, random, share);
        for (const delta of [1, -1]) {
          const counts = new Int32Array(codes.totals.length);
          countAll(index, visit, wordsFor(index.slots), counts, delta);
          expect(Array.from(counts, (c) => c * delta + 0)).toEqual(Array.from(referenceCounts(index, visit)));
        }
        // One column at a time (a filter group's own counts), from its column-major copy.
        const reference = referenceCounts(index, visit);
        for (const column of index.dimensions.values()) {
          const counts = new Int32Array(codes.totals.length);
          countColumn(index, column, visit, wordsFor(index.slots), counts, 1);
          const ids = column.dimension.kind === 'single' ? [column.noneId, ...column.ids] : column.ids;
          expect(ids.map((id) => counts[id])).toEqual(ids.map((id) => reference[id]));
        }
      }
    };
    check();
    // Changes: new listings, edits to unseen combinations (a new colour, a trim under another make), removals.
    const tuplesBefore = codes.tuples.count;
    for (const listing of listings.slice(5_000, 5_400)) index.upsert({ ...listing }, undefined, NOW);
    for (let i = 0; i < 200; i++) {
      const source = listings[Math.floor(random() * 5_000)];
      const edited: ListingRecord = {
        ...source,
        extColor: i % 2 ? 'CHARTREUSE' : source.extColor,
        makeCode: i % 3 ? source.makeCode : 'ZZTOP',
        features: i % 5 ? source.features : ['9999'],
      };
      index.upsert(edited, undefined, NOW);
    }
    for (let i = 0; i < 300; i++) index.remove(listings[Math.floor(random() * 5_000)].id, NOW);
    expect(codes.tuples.count).toBeGreaterThan(tuplesBefore);
    check();
  });
});

describe('sorted pages when the sort and the filters go against each other', () => {
  // Among 60,000 listings, new cars are the lowest mileages and the latest years: sorting them by
  // mileage descending or year ascending walks past every used car before the first match, so the
  // engine lists the matches instead. The answers must not change.
  const { listings, owners } = inventory(60_000);
  const index = ListingIndex.build(
    listings.map((l) => ({ ...l })),
    owners,
    NOW,
  );
  const records = index.records;

  function reference(accept: (r: ListingRecord) => boolean, order: OrderKey, descending: boolean) {
    const key = index.key(order);
    const slots = records.map((_, slot) => slot).filter((slot) => index.alive[slot] && accept(records[slot]));
    slots.sort((a, b) => (descending ? key[b] - key[a] || b - a : key[a] - key[b] || a - b));
    const prices = slots.map((s) => index.price[s]),
      years = slots.map((s) => index.year[s]);
    return {
      total: slots.length,
      ids: slots.slice(0, 30).map((s) => records[s].id),
      stats: {
        derivedprice: { min: Math.min(...prices), max: Math.max(...prices) },
        year: { min: Math.min(...years), max: Math.max(...years) },
      },
    };
  }

  const cases: Array<[string, Record<string, string[]>, (r: ListingRecord) => boolean, SortOption, OrderKey, boolean]> =
    [
      [
        'new cars, most miles first',
        { listingType: ['NEW'] },
        (r) => r.listingType === 'NEW',
        'mileageDESC',
        'mileage',
        true,
      ],
      ['new cars, oldest first', { listingType: ['NEW'] }, (r) => r.listingType === 'NEW', 'yearASC', 'year', false],
      [
        'new white cars, most miles first',
        { listingType: ['NEW'], extColorSimple: ['WHITE'] },
        (r) => r.listingType === 'NEW' && r.extColor === 'WHITE',
        'mileageDESC',
        'mileage',
        true,
      ],
      [
        'used cars, fewest miles first',
        { listingType: ['USED'] },
        (r) => r.listingType === 'USED',
        'mileageASC',
        'mileage',
        false,
      ],
    ];
  test.each(cases)('%s', (_name, filters, accept, sortBy, order, descending) => {
    const query: SearchQuery = { filters, searchRadius: 0, sortBy, firstRecord: 0, numRecords: 30 };
    const outcome = search(index, query);
    const expected = reference(accept, order, descending);
    expect(expected.total).toBeGreaterThan(index.size / 64);
    expect({
      total: outcome.totalResultCount,
      ids: outcome.hits.map((h) => records[h.slot].id),
      stats: outcome.stats,
    }).toEqual(expected);
  });
});

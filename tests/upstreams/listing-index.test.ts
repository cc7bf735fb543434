import seedrandom from 'seedrandom';
import { PACKAGES } from '../../upstreams/db/vocabulary';
import { ListingIndex } from '../../upstreams/lsc/engine/listing-index';
import { search, type SearchQuery } from '../../upstreams/lsc/engine/search';
import { SORT_OPTIONS } from '../../upstreams/lsc/constants';
import { inventory } from '../support/inventory';

const NOW = Date.UTC(2026, 10, 15);

/** What a shopper would see: the total, each sort's first page, and every facet count. */
function observe(index: ListingIndex, query: Omit<SearchQuery, 'sortBy' | 'firstRecord' | 'numRecords'>) {
  return SORT_OPTIONS.filter((sortBy) => sortBy !== 'relevance').map((sortBy) => {
    const outcome = search(index, { ...query, sortBy, firstRecord: 0, numRecords: 25, facets: true });
    const facets = [...outcome.facets!.dimensions].map(([name, counts]) => {
      const column = index.dimensions.get(name)!;
      return [name, Object.fromEntries(column.dictionary.map((code, i) => [code, counts[i]]).filter(([, c]) => c))];
    });
    return { sortBy, total: outcome.totalResultCount, ids: outcome.hits.map((h) => index.records[h.slot].id), facets };
  });
}

test('an index changed in place answers exactly like one rebuilt from the changed data', () => {
  const { listings, owners } = inventory(2_500);
  const initial = listings.slice(0, 2_000);
  const incoming = listings.slice(2_000);
  const live = new Map(initial.map((l) => [l.id, l]));
  const index = ListingIndex.build(
    initial.map((l) => ({ ...l })),
    owners,
    NOW,
  );

  const random = seedrandom('index-changes');
  for (let i = 0; i < 600; i++) {
    const ids = [...live.keys()];
    const roll = random();
    if (roll < 0.5) {
      const listing = { ...live.get(ids[Math.floor(random() * ids.length)])! };
      listing.price = Math.max(500, Math.round(listing.price * (0.7 + random() * 0.6)));
      listing.mileage += Math.floor(random() * 5_000);
      // Some edits move the listing to another model year (other peers) or change its packages.
      if (random() < 0.2) listing.year += random() < 0.5 ? -1 : 1;
      if (random() < 0.2) listing.packages = PACKAGES.filter(() => random() < 0.3).map((p) => p.name);
      live.set(listing.id, listing);
      index.upsert(listing, undefined, NOW);
    } else if (roll < 0.75) {
      const id = ids[Math.floor(random() * ids.length)];
      live.delete(id);
      index.remove(id, NOW);
    } else if (incoming.length) {
      const listing = incoming.shift()!;
      live.set(listing.id, listing);
      index.upsert(listing, undefined, NOW);
    }
  }

  const rebuilt = ListingIndex.build(
    [...live.values()].map((l) => ({ ...l })),
    owners,
    NOW,
  );
  expect(index.size).toBe(rebuilt.size);
  // The price rating's peers span model years, so every change reprices the neighbouring years too.
  const expected = (from: ListingIndex) => [...live.keys()].map((id) => [id, from.expectedPrice[from.slotOf(id)!]]);
  expect(expected(index)).toEqual(expected(rebuilt));
  const queries: Array<Omit<SearchQuery, 'sortBy' | 'firstRecord' | 'numRecords'>> = [
    { filters: {}, searchRadius: 0 },
    { filters: { makeCode: ['FORD', 'TOYOTA'] }, searchRadius: 0 },
    { filters: { listingType: ['USED'], vehicleStyleCode: ['SUVCROSS'] }, searchRadius: 0, maxPrice: 40_000 },
    { filters: { dealType: ['goodprice'] }, searchRadius: 0 },
    { filters: { dealType: ['greatprice'], listingType: ['USED'] }, searchRadius: 0 },
    { filters: { seriesCode: ['FORD_F150', 'CHEV_SILVERADO', 'TOYOTA_RAV4'] }, searchRadius: 0 },
    // Packages: any of the chosen ones will do.
    { filters: { packages: ['Towing Package', 'Technology Package'] }, searchRadius: 0, minPrice: 10_000 },
    // Range filters count from the sort orders' prefix counts, which changed slots must correct.
    { filters: {}, searchRadius: 0, startYear: 2018, maxMileage: 60_000 },
    { filters: { makeCode: ['FORD', 'CHEV', 'TOYOTA'] }, searchRadius: 0, minPrice: 15_000, maxPrice: 35_000 },
    { filters: { listingType: ['USED'] }, searchRadius: 0, minPrice: 8_000 },
    { filters: {}, location: { latitude: 33.75, longitude: -84.39 }, searchRadius: 100 },
  ];
  for (const query of queries) expect(observe(index, query)).toEqual(observe(rebuilt, query));
});

test('a change that reprices peers re-sorts only the relevance order, and only what moved; relevance pages stay right', () => {
  const { listings, owners } = inventory(12_000);
  const index = ListingIndex.build(
    listings.map((l) => ({ ...l })),
    owners,
    NOW,
  );
  const random = seedrandom('relevance-resort');
  const before = { ...index.sorts };
  // Reprices only: each moves the expected price of three model years of its peers, most of
  // them without changing their rating (so only their relevance moves).
  for (let i = 0; i < 3_000; i++) {
    const source = listings[Math.floor(random() * listings.length)];
    const listing = { ...index.records[index.slotOf(source.id)!] };
    listing.price = Math.max(500, Math.round(listing.price * (0.8 + random() * 0.4)));
    index.upsert(listing, undefined, NOW);
  }
  const sorts = { full: index.sorts.full - before.full, relevance: index.sorts.relevance - before.relevance };
  // No full build: the repriced listings themselves (and peers whose rating moved) stay under
  // 5,000 stale slots; the peers whose relevance alone moved are merged into its order.
  expect(sorts.full).toBe(0);
  expect(sorts.relevance).toBeGreaterThan(0);

  const rebuilt = ListingIndex.build(
    index.records.filter((_, slot) => index.alive[slot]).map((l) => ({ ...l })),
    owners,
    NOW,
  );
  const byRelevance = (from: ListingIndex, filters: Record<string, string[]>, firstRecord: number) =>
    search(from, { filters, searchRadius: 0, sortBy: 'relevance', firstRecord, numRecords: 50 }).hits.map(
      (h) => from.records[h.slot].id,
    );
  const filterSets: Array<Record<string, string[]>> = [
    {},
    { listingType: ['USED'] },
    { makeCode: ['FORD', 'TOYOTA'] },
    { dealType: ['goodprice'] },
  ];
  for (const filters of filterSets) {
    for (const first of [0, 500, 5_000])
      expect(byRelevance(index, filters, first)).toEqual(byRelevance(rebuilt, filters, first));
  }
});

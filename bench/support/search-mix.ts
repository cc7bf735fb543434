/** The fixed query mix of bench:search, shared with the profiling script. */
import seedrandom from 'seedrandom';
import zipcodes from 'zipcodes';
import type { SearchQuery } from '../../upstreams/lsc/engine/search';
import type { ListingRecord } from '../../upstreams/lsc/records';
import { SORT_OPTIONS } from '../../upstreams/lsc/constants';

export const QUERIES = 240;
const ZIPS = [
  '30301',
  '10001',
  '60601',
  '75201',
  '94103',
  '33130',
  '98101',
  '80202',
  '02108',
  '85004',
  '48226',
  '63101',
];

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function queryMix(records: ListingRecord[]): SearchQuery[] {
  const random = seedrandom('bench-search-mix');
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const values = (field: keyof ListingRecord) => [...new Set(records.slice(0, 50_000).map((r) => String(r[field])))];
  const choices: Record<string, string[]> = {
    makeCode: values('makeCode'),
    listingType: values('listingType'),
    vehicleStyleCode: values('bodyStyle'),
    fuelTypeGroup: values('fuelType'),
    extColorSimple: values('extColor'),
    driveGroup: values('driveGroup'),
    transmissionCode: values('transmission'),
    engineCode: values('engineCode'),
  };
  return Array.from({ length: QUERIES }, (_, i) => {
    const filters: Record<string, string[]> = {};
    const filterCount = i % 7; // 0 to 6 filters
    const names = Object.keys(choices);
    while (Object.keys(filters).length < filterCount) {
      const name = pick(names);
      filters[name] = [pick(choices[name])];
    }
    const local = random() < 0.6;
    const zip = local ? zipcodes.lookup(pick(ZIPS))! : undefined;
    return {
      filters,
      location: zip ? { latitude: zip.latitude, longitude: zip.longitude } : undefined,
      searchRadius: zip ? pick([25, 50, 100, 200]) : 0,
      minPrice: random() < 0.25 ? 10_000 : undefined,
      maxPrice: random() < 0.25 ? 40_000 : undefined,
      startYear: random() < 0.2 ? 2018 : undefined,
      sortBy: SORT_OPTIONS[i % SORT_OPTIONS.length],
      firstRecord: 0,
      numRecords: 30,
      facets: true,
    };
  });
}

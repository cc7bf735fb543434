/** Limits and vocabularies of the listing search service (lsc). */

/** Sort options of spec §2; relevance is the default. */
export const SORT_OPTIONS = [
  'relevance',
  'derivedpriceASC',
  'derivedpriceDESC',
  'distanceASC',
  'datelistedASC',
  'datelistedDESC',
  'mileageASC',
  'mileageDESC',
  'yearASC',
  'yearDESC',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'relevance';

/** Results come in batches of 30 (spec §9). */
export const DEFAULT_NUM_RECORDS = 30;
/** The largest page one call may ask for (supplemental search asks for 100). */
export const MAX_NUM_RECORDS = 100;
/** Deep paging beyond this offset is refused; nobody pages through 10,000 cars. */
export const MAX_FIRST_RECORD = 10_000;
/** searchRadius in miles; 0 means nationwide. */
export const MAX_SEARCH_RADIUS = 500;
export const MAX_PRICE = 10_000_000;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

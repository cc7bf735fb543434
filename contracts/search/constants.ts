/**
 * The numbers and names of the search that the gateway and the page must agree on (docs/rules/
 * search-request.md, filters.md, results.md). Rules only one side applies stay in that side's own
 * constants (gateway/search/constants.ts, web/src/search/constants.ts).
 */

/** The results page: /cars-for-sale?{query}. Vehicle pages are under it: /cars-for-sale/vehicle/{listingId}. */
export const SRP_PATH = '/cars-for-sale';

/** Listings come in batches of 30; page number = floor(listings before / 30) + 1. */
export const BATCH_SIZE = 30;

/**
 * Paging parameters: which batch of a search, not part of the search itself (nor of its canonical
 * identity). page is the SRP's page number, kept in its URL for the shopper's sake.
 */
export const PAGING_PARAMS = ['firstRecord', 'numRecords', 'page'] as const;

/** Parameters that place a search (where the cars are), not narrow it: they show no filter chip. */
export const PLACE_PARAMS = ['zip', 'searchRadius', 'marketExtension', 'city', 'state', 'dma'] as const;

/** Legacy parameters the canonical form leaves out (mmt, an old make/model/trim encoding). */
export const REMOVED_PARAMS = ['mmt'] as const;

/** At most 5 makes can be chosen: the search keeps the first 5, the page offers no sixth. */
export const MAX_MAKES = 5;

/**
 * What one search may hold (docs/rules/search-request.md#bounded-searches). No filter value comes
 * near 200 characters, no filter takes 30 values, and a search of 4,000 characters (the longest a
 * saved search keeps) is far past any the page builds; the bound keeps the listing search's URL
 * well inside what an HTTP server reads (16 KB of headers), so a made-up search is trimmed, never
 * a refused call that would count against the listing search's circuit for everyone.
 */
export const SEARCH_BOUNDS = { valueMaxLength: 200, valuesPerParameter: 30, queryMaxLength: 4_000 } as const;

/** Zip codes are 5 digits; a longer one (ZIP+4) is cut to its first 5. */
export const ZIP_LENGTH = 5;

/** The oldest model year the year filter offers. */
export const OLDEST_MODEL_YEAR = 1990;
/** Year options for NEW listings: this many years, starting this many years before the current one. */
export const NEW_LISTING_YEAR_COUNT = 4;
export const NEW_LISTING_YEARS_BEFORE = 2;

/* ---- Search request and filter rules (docs/rules/search-request.md#normalisation) ---- */

/** Search radius in miles is capped at 100; 100 or more, or none, becomes 100. */
export const MAX_SEARCH_RADIUS = 100;
/** Excluded listing ids are sent only if 1 to 25 are given. */
export const MIN_EXCLUDED_LISTING_IDS = 1;
export const MAX_EXCLUDED_LISTING_IDS = 25;
/** The new car boost needs an end year within this many years of the current year. */
export const NEW_CAR_BOOST_END_YEAR_SPAN = 5;

/** What a deal rating says to a shopper, on the page and in the alert emails. */
export const DEAL_RATING_LABELS: Readonly<Record<string, string>> = {
  GREAT: 'Great Price',
  GOOD: 'Good Price',
  FAIR: 'Fair Price',
  HIGH: 'High Price',
};

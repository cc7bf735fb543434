/**
 * The lsc endpoints the gateway calls and their breaker settings (docs/rules/upstreams.md#listing-search-calls).
 * Every entry gets its own long-lived breaker; where a call's rule gives a time-out but no reset, the reset of the same group is used (30 s for searches, 5 min for the rest).
 */
const SEARCH_RESET = 30_000;
const LOOKUP_RESET = 300_000;

export const LSC_ENDPOINTS = {
  /** The required search of the SRP: its failure is the error page. */
  search: { path: '/rest/lsc/listing', timeout: 20_000, resetTimeout: SEARCH_RESET },
  /** The broadened search shown when the results are sparse. */
  supplemental: { path: '/rest/lsc/listing', timeout: 5_000, resetTimeout: SEARCH_RESET },
  /** Listings by id ('active listings'). */
  listings: { path: '/rest/lsc/listing', timeout: 3_000, resetTimeout: SEARCH_RESET },
  owners: { path: '/rest/lsc/owner', timeout: 3_000, resetTimeout: SEARCH_RESET },
  /** Optional searches: empty when they fail. */
  premiumSpotlights: { path: '/rest/lsc/listing/spotlight/premiumresults', timeout: 3_000, resetTimeout: SEARCH_RESET },
  spotlights: { path: '/rest/lsc/listing/spotlight/results', timeout: 3_000, resetTimeout: SEARCH_RESET },
  vehicleHighlights: {
    path: '/rest/lsc/listing/spotlight/vehiclehighlight',
    timeout: 3_000,
    resetTimeout: SEARCH_RESET,
  },
  /** The alpha showcase's dealer inventory (an optional search). */
  showcase: { path: '/rest/lsc/listing', timeout: 3_000, resetTimeout: SEARCH_RESET },
  newCarBoost: { path: '/rest/lsc/newcarboost/listing', timeout: 3_000, resetTimeout: SEARCH_RESET },
  similar: { path: '/rest/lsc/listing/similar', timeout: 3_000, resetTimeout: SEARCH_RESET },
  keywords: { path: '/rest/lsc/marketplace/suggested/keywords', timeout: 3_000, resetTimeout: SEARCH_RESET },
  /** The plain-language reading (docs/rules/natural-search.md): beside the keyword suggestions, optional there. */
  natural: { path: '/rest/lsc/natural', timeout: 3_000, resetTimeout: SEARCH_RESET },
  /** Crawl and count calls. */
  count: { path: '/rest/lsc/listing/count', timeout: 3_000, resetTimeout: LOOKUP_RESET },
  modelYears: { path: '/rest/lsc/crawl/modelyears', timeout: 3_000, resetTimeout: LOOKUP_RESET },
  newModelYears: { path: '/rest/lsc/crawl/newmodelyears', timeout: 3_000, resetTimeout: LOOKUP_RESET },
  trims: { path: '/rest/lsc/crawl/trims', timeout: 3_000, resetTimeout: LOOKUP_RESET },
  newTrims: { path: '/rest/lsc/crawl/newtrims', timeout: 3_000, resetTimeout: LOOKUP_RESET },
  /** Model info: a make and model's trims by model year, with their prices (docs/rules/research.md#trim). */
  modelInfo: { path: '/rest/lsc/modelinfo/ymm', timeout: 5_000, resetTimeout: LOOKUP_RESET },
  /**
   * The safety reference of a make, model and model year (docs/rules/safety.md#failures): no time-out
   * of its own in the rules, so model info's (5 s, 5 min reset).
   */
  safety: { path: '/rest/lsc/research/safety', timeout: 5_000, resetTimeout: LOOKUP_RESET },
  /** Mileage stats. */
  mileageStats: { path: '/rest/lsc/crawl/stats/mileage', timeout: 5_000, resetTimeout: LOOKUP_RESET },
  packages: { path: '/cars-for-sale/searchoptions/packages', timeout: 5_000, resetTimeout: LOOKUP_RESET },
  viewCounts: { path: '/cars-for-sale/svc/listing-view-count', timeout: 3_000, resetTimeout: LOOKUP_RESET },
  zipCity: { path: '/rest/lsc/zip/city', timeout: 3_000, resetTimeout: LOOKUP_RESET },
  /** The make and model of a listing taken off sale, for the expired-listing banner. */
  expired: { path: '/rest/lsc/listing/expired', timeout: 3_000, resetTimeout: LOOKUP_RESET },
  zipValidate: { path: '/rest/lsc/zip/validate', timeout: 3_000, resetTimeout: LOOKUP_RESET },
  /**
   * Listings' price histories (docs/rules/vehicle-page.md#price-history), several listings a call: optional
   * (the vehicle page shows the rest without it), so a lookup's 3 s and 5 min reset.
   */
  priceHistory: { path: '/rest/lsc/listing/price-history', timeout: 3_000, resetTimeout: LOOKUP_RESET },
  /** Deal explanations (docs/rules/vehicle-page.md#deal-explanation): each listing's comparables, batched. */
  dealExplanations: { path: '/rest/lsc/listing/deal', timeout: 3_000, resetTimeout: LOOKUP_RESET },
} as const;

export type LscEndpointName = keyof typeof LSC_ENDPOINTS;

/** Listing view counts cover the last 7 days (docs/rules/upstreams.md#rest-calls). */
export const VIEW_COUNT_DATE_RANGE = 7;

/** Listings per price-history call: the listing service's limit (docs/rules/vehicle-page.md#price-history). */
export const PRICE_HISTORY_BATCH = 100;

/** The listing search service explains at most this many listings' deals per call. */
export const MAX_DEAL_EXPLANATIONS_PER_CALL = 30;

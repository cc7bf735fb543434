/**
 * Limits and rules only the search API applies (docs/rules/results.md, search-request.md). Those
 * the page applies too (batch size, SRP path, make limit, zip length, year options) are in
 * contracts/search.
 */

/** The largest page one query may ask for (the supplemental search asks for 100). */
export const MAX_NUM_RECORDS = 100;
/** Deepest offset served; the search service refuses deeper paging too. */
export const MAX_FIRST_RECORD = 10_000;
export const MAX_PRICE = 10_000_000;
/** Listings one `listings(ids)` query may ask for: the compare limit (docs/rules/compare.md#compare-limit). */
export const MAX_LISTINGS_BY_ID = 5;

/* ---- Model info (docs/rules/research.md#trim) ---- */

/** Model years one `modelInfo` query may ask for: the 11 market years. */
export const MODEL_INFO_MAX_YEARS = 11;
/** The model years `modelInfo` takes as its start. */
export const MODEL_INFO_MIN_YEAR = 1900;
export const MODEL_INFO_MAX_YEAR = 2100;
/** A make or model code: letters, digits, '_' and '-'. */
export const VEHICLE_CODE = /^[A-Za-z0-9_-]{1,60}$/;

/* ---- Result groups (docs/rules/results.md#result-groups) ---- */

/** Supplemental search: 100 records when the main results are sparse. */
export const SUPPLEMENTAL_NUM_RECORDS = 100;
/** Similar listings: 20 records, radius at most 100, up to 25 excluded ids (MAX_EXCLUDED_LISTING_IDS). */
export const SIMILAR_NUM_RECORDS = 20;
export const SIMILAR_MAX_RADIUS = 100;
/** Suggested similar listings show when total matches plus extra results are at most 25. */
export const SIMILAR_SHOWN_AT_MOST = 25;
/** On the results page premium asks for 2 and featured and standard for 6 each. */
export const SRP_SPOTLIGHTS = { premium: 2, featured: 6, standard: 6 } as const;
/** Vehicle highlights: 10 requested, for the peekaboo (docs/rules/results.md#vehicle-highlights). */
export const VEHICLE_HIGHLIGHTS_REQUESTED = 10;
/** New car boost: 2 records. */
export const NEW_CAR_BOOST_NUM_RECORDS = 2;

/* ---- Slot positions (docs/rules/results.md#spotlight-slots) ---- */

/** Spotlight slots repeat every 30 listings. */
export const SPOTLIGHT_SLOT_INTERVAL = 30;
/** Within each 30: premium at offsets 0, 1, 2, and the fourth tier at +23. */
export const PREMIUM_SPOTLIGHT_OFFSETS = [0, 1, 2] as const;
export const FOURTH_SPOTLIGHT_OFFSET = 23;
/** New car boost at 6, plus a second at 22 when page size and count are at least 75. */
export const NEW_CAR_BOOST_POSITION = 6;
export const SECOND_NEW_CAR_BOOST_POSITION = 22;
export const SECOND_NEW_CAR_BOOST_MIN_COUNT = 75;

/**
 * Truck cab size maps to grouped codes (docs/rules/filters.md#truck-cab-size): the search service files each cab style under
 * one of these sizes (its option's parent); the API offers the sizes, in this order.
 */
export const TRUCK_CAB_SIZE_LABELS: Readonly<Record<string, string>> = {
  REGULAR: 'Regular Cab',
  EXTENDED: 'Extended Cab',
  CREW: 'Crew Cab',
};

/** Limits and vocabularies of the listing search service (lsc). */

/** Sort options (docs/rules/pages.md#sort-options); relevance is the default. */
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

/** Results come in batches of 30 (docs/rules/results.md#batch-size). */
export const DEFAULT_NUM_RECORDS = 30;
/** The largest page one call may ask for (supplemental search asks for 100). */
export const MAX_NUM_RECORDS = 100;
/** Deep paging beyond this offset is refused; nobody pages through 10,000 cars. */
export const MAX_FIRST_RECORD = 10_000;
/** searchRadius in miles; 0 means nationwide. */
export const MAX_SEARCH_RADIUS = 500;
export const MAX_PRICE = 10_000_000;
/** marketExtension=include widens a local search to this many times its radius (within the maximum). */
export const MARKET_EXTENSION_FACTOR = 3;
/** Mileage filter options (miles, 'under'); radius options (miles, 0 = nationwide). */
export const MILEAGE_OPTIONS = [15_000, 30_000, 45_000, 60_000, 75_000, 100_000, 150_000, 200_000] as const;
export const RADIUS_OPTIONS = [10, 25, 50, 75, 100, 200, 300, 500, 0] as const;
/**
 * Range histograms (docs/rules/filters.md#range-histograms): the price panel's bins are $2,500 wide
 * from $0 up to $100,000, with one more bin for everything above; the year panel has one bin per
 * model year from HISTOGRAM_FIRST_YEAR to HISTOGRAM_LAST_YEAR (older years fall in the first bin,
 * newer ones in the last); the mileage panel's bins are the bands of MILEAGE_OPTIONS (under
 * 15,000 … under 200,000, then above).
 */
export const PRICE_BIN_WIDTH = 2_500;
export const PRICE_BIN_LIMIT = 100_000;
export const HISTOGRAM_FIRST_YEAR = 1990;
export const HISTOGRAM_LAST_YEAR = 2027;
/** Relax hints (docs/rules/results.md#relax-hints) are computed when a search matches fewer than this. */
export const RELAX_BELOW = 5;
/**
 * What each experience narrows a search to (docs/rules/search-request.md#experiences): dimension →
 * accepted codes, as base constraints that also narrow every facet count. The car maker's
 * buy-online experience is buy-online listings of the make given as makerCode (of any make without one).
 */
export const EXPERIENCE_CONSTRAINTS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  commercial: { vehicleUseType: ['COMMERCIAL'] },
  // 'goodprice' is carried by good and great prices alike (engine/dimensions.ts).
  'best-deals': { dealType: ['goodprice'] },
  'buy-online': { homeServices: ['BUY_ONLINE'] },
  'buy-online-maker': { homeServices: ['BUY_ONLINE'] },
};
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/* ---- Price rating (engine/price-rating.ts; docs/architecture.md 'Price rating') ---- */

/** Peers of a listing: same model, new or used alike, model year within this many years of its own. */
export const PRICE_RATING_YEAR_BAND = 1;
/** Asking price ÷ expected price at most this is GREAT, GOOD, FAIR; above FAIR it is HIGH. */
export const PRICE_RATING_THRESHOLDS = { GREAT: 0.9, GOOD: 0.97, FAIR: 1.05 } as const;
/** The per-mile slope is fitted over at least this many peers; with fewer the expected price is the median. */
export const PRICE_RATING_MIN_PEERS_FOR_SLOPE = 8;
/**
 * The fitted slope (dollars per mile) is clamped to [−this × peer median price, 0]: a car loses at
 * most 2% of its peers' median price per 1,000 miles, and more miles never add value.
 */
export const PRICE_RATING_MAX_SLOPE_SHARE = 0.00002;
/** The mileage adjustment moves the expected price at most this share of the peer median either way. */
export const PRICE_RATING_MAX_ADJUSTMENT = 0.3;

/* ---- The other lsc endpoints (docs/rules/upstreams.md#listing-search-calls; upstreams/lsc/endpoints) ---- */

/** Spotlight (sponsored placement) tiers (docs/rules/results.md#spotlights). */
export const SPOTLIGHT_TIERS = ['premium', 'featured', 'standard'] as const;
export type SpotlightTier = (typeof SPOTLIGHT_TIERS)[number];
/** Spotlights asked for per placement by default: 3 premium, 6 featured, 6 standard, 10 vehicle highlight. */
export const SPOTLIGHTS_REQUESTED = { premium: 3, featured: 6, standard: 6, vehicleHighlight: 10 } as const;
/** On the results page the premium placement asks for 2 (docs/rules/results.md#spotlights): the premiumresults default. */
export const SRP_PREMIUM_SPOTLIGHTS = 2;
export const MAX_SPOTLIGHTS = 30;
export const MAX_SPOTLIGHT_PAGE = 1_000;
/** The SRP batch size that turns a firstRecord into a spotlightPage (slots every 30 listings, docs/rules/results.md#spotlight-slots). */
export const SPOTLIGHT_PAGE_SIZE = 30;
/**
 * Which tier a dealer listing's placement falls in: premium for good-or-better prices (at most 97%
 * of the typical price of its peers) with a full gallery, featured for fair prices with a decent
 * one, standard for the rest. Private sellers buy no placements.
 */
export const SPOTLIGHT_TIER_RULES = {
  premium: { maxPriceRatio: 0.97, minPhotos: 20 },
  featured: { maxPriceRatio: 1.05, minPhotos: 12 },
} as const;

/** Vehicle highlights (urgency drivers: price reduced, incentives, newly listed, warranty, view count). */
export const NEWLY_LISTED_DAYS = 7;
/**
 * A listing whose asking price went down in the last 30 days (its latest price change was a drop,
 * and the price has not moved since) is PRICE_REDUCED (docs/rules/results.md#urgency-labels).
 */
export const REDUCED_PRICE_DAYS = 30;
/** A new car priced at least 5% under its MSRP carries incentives. */
export const INCENTIVE_MSRP_RATIO = 0.95;
/** More than 3 viewers in the view-count range makes 'Act Quick!'. */
export const MIN_VIEWS_FOR_HIGHLIGHT = 4;

/** Similar listings (docs/rules/results.md#similar-listings): 20 records, radius at most 100, up to 25 excluded ids. */
export const SIMILAR_NUM_RECORDS = 20;
export const MAX_SIMILAR_NUM_RECORDS = 20;
export const MAX_SIMILAR_RADIUS = 100;
export const MAX_EXCLUDED_LISTING_IDS = 25;
/** Similar means model year within ±2 and price within ±25% of the reference. */
export const SIMILAR_YEAR_SPAN = 2;
export const SIMILAR_PRICE_SPAN = 0.25;

/** New car boost (docs/rules/results.md#new-car-boost): 2 records, new cars within this many miles of the zip. */
export const NEW_CAR_BOOST_NUM_RECORDS = 2;
export const MAX_NEW_CAR_BOOST_NUM_RECORDS = 30;
export const NEW_CAR_BOOST_RADIUS = 100;

/** Keyword suggestions. */
export const MIN_KEYWORD_LENGTH = 2;
export const MAX_KEYWORD_LENGTH = 80;
export const MAX_SUGGESTIONS = 10;

/** Market-year data is trimmed to 11 entries (docs/rules/pages.md#crawl-links). */
export const MAX_MARKET_YEARS = 11;

/** Mileage stats ignore mileage values not above 0 and below 250000 (docs/rules/research.md#mileages-counted). */
export const MILEAGE_STATS_ABOVE = 0;
export const MILEAGE_STATS_BELOW = 250_000;
/** Thresholds of the mileage facet stats ('under N miles'); 50000 is the mileage figure's page-path default (docs/rules/research.md#mileage-figures). */
export const MILEAGE_STAT_THRESHOLDS = [
  15_000, 30_000, 45_000, 50_000, 60_000, 75_000, 100_000, 150_000, 200_000,
] as const;

/** Model info (docs/rules/research.md#trim): model years per call, 1 by default and at most the 11 market years. */
export const MODEL_INFO_NUM_RECORDS = 1;
export const MAX_MODEL_INFO_NUM_RECORDS = 11;

/** Listing view counts (docs/rules/results.md#sellers-and-view-counts): brands, and the range in days. */
export const VIEW_COUNT_BRANDS = ['atc', 'kbb'] as const;
export type ViewCountBrand = (typeof VIEW_COUNT_BRANDS)[number];
export const DEFAULT_VIEW_COUNT_DAYS = 7;
export const MAX_VIEW_COUNT_DAYS = 30;
/** VINs one view-count call may ask about (a results page with all its groups stays under it). */
export const MAX_VIEW_COUNT_VINS = 200;

/** Option packages: a package is offered on a trim when at least this share of its listings carries it. */
export const PACKAGE_MIN_SHARE = 0.25;
/** The packages and the features that make them (defined with the seed's vocabulary). */
export { PACKAGES } from '../db/vocabulary';

/**
 * A listing's price drop is 'recent' (the card's 'Price dropped $N', the payload's priceDrop) when
 * its latest price change was a drop made within this many days of the inventory's clock
 * (docs/rules/results.md#price-drop-label).
 */
export const RECENT_PRICE_DROP_DAYS = 14;
/** Listings one price-history call may ask about (docs/rules/vehicle-page.md#price-history). */
export const MAX_PRICE_HISTORY_IDS = 100;

/* ---- Deal explanation (endpoints/deal.ts; docs/rules/vehicle-page.md#deal-explanation) ---- */

/** The comparables' prices are shown in about this many bars. */
export const DEAL_CHART_BARS = 12;
/** A bar spans a whole multiple of this many dollars. */
export const DEAL_CHART_STEP = 100;
/** Listings one call explains at most. */
export const MAX_DEAL_EXPLANATIONS = 30;

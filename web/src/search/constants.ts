/**
 * Numbers and texts of the results page (docs/rules/: filters.md, results.md, pages.md), named as the rules name them.
 * Those the gateway applies too (SRP path, batch size, make limit, zip length, paging parameters,
 * year options) are in contracts/search.
 */
import type { BrandCode } from '../../../contracts/search/brands';

/**
 * A reloaded or shared URL with page N restores the N - 1 batches the shopper had loaded, up to
 * this many (300 listings): past it the server would render a page few phones want at once.
 */
export const MAX_RESTORED_BATCHES = 10;
/** Listings are grouped in rows of 3; the first 3 load immediately (docs/rules/results.md#listing-cards). */
export const ROW_SIZE = 3;
/** Infinite scroll loads the next batch when the end is within this many pixels (docs/rules/results.md#infinite-scroll). */
export const INFINITE_SCROLL_ROOT_MARGIN_PX = 1000;

/** From this width up the filters are a column on the left; below it, an overlay (docs/rules/pages.md#layout; styles.css). */
export const FILTER_COLUMN_MIN_WIDTH_PX = 1024;

/** Feature code of third-row seating, the SUV prompt's suggestion (docs/rules/filters.md#third-row-seating-prompt). */
export const THIRD_ROW_SEATING_FEATURE = '1306';
/** The body style the third-row prompt applies to. */
export const SUV_STYLE_CODE = 'SUVCROSS';

/**
 * The model-name clarification (docs/rules/filters.md#model-name-clarification): the keyword a
 * search URL may carry (not a filter of the listing search, which reports it as not understood).
 */
export const KEYWORD_PARAM = 'keyword';
/** 'Don't show me this again': this browser is never offered the clarification (read by the server's pages too). */
export const NO_MODEL_PROMPT_COOKIE = 'mm_no_model_prompt';
export const NO_MODEL_PROMPT_COOKIE_VALUE = '1';
/** How long the browser keeps that answer: one year. */
export const NO_MODEL_PROMPT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The clarification's texts. */
export const CLARIFICATION_TEXTS = {
  question: (vehicle: string) => `Did you mean the ${vehicle}?`,
  yes: 'Yes',
  no: 'No',
  never: "Don't show me this again",
} as const;

/** Electric range options with this label are ignored (docs/rules/filters.md#electric-range). */
export const UNSPECIFIED_LABEL = 'Unspecified';
/** Fuel type code of electric vehicles. */
export const ELECTRIC_FUEL_TYPE = 'ELE';

/** Price inputs take 1 to 10 characters (docs/rules/filters.md#price-fields). */
export const PRICE_MAX_LENGTH = 10;

/** The brand a page is for when the server did not say (the Vite dev server): the used-car marketplace. */
export const WEB_BRAND: BrandCode = 'motormart';

/** Debounce wait of the filter-change search (docs/rules/pages.md#filter-change). */
export const FILTER_DEBOUNCE_MS = 150;
/** Wait before asking for keyword suggestions while the shopper types. */
export const KEYWORD_DEBOUNCE_MS = 200;
/** Keyword suggestions need at least 2 characters (the API takes 2 to 80). */
export const KEYWORD_MIN_LENGTH = 2;
/** A search's keyword (the URL's) is looked up from 2 to 50 characters. */
export const KEYWORD_MAX_LENGTH = 50;
/** The keyword box takes a sentence of up to 80 characters (docs/rules/natural-search.md#where-it-shows). */
export const KEYWORD_BOX_MAX_LENGTH = 80;

/** Texts of the rules (docs/rules/pages.md, docs/rules/filters.md), exactly. */
export const TEXTS = {
  zipError: 'Enter a valid ZIP Code',
  priceSame: 'Min and Max price cannot be the same.',
  priceMaxBelowMin: 'Max price must be greater than Min price.',
  priceMaxZero: 'Max price must be greater than 0.',
  noResults: 'Update filter criteria to see more results',
  errorTitle: 'We are sorry. There was an issue with your last search.',
  errorRetry: 'Please try again',
  seeMore: 'See More Results',
  seeResults: 'See Results',
  addAnotherMake: 'Add Another Make',
  matches: (count: string) => `${count} Matches`,
} as const;

/** Sort options in the order the dropdown lists them (docs/rules/pages.md#sort-options), with their labels. */
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'derivedpriceASC', label: 'Price - Lowest' },
  { value: 'derivedpriceDESC', label: 'Price - Highest' },
  { value: 'distanceASC', label: 'Distance - Closest' },
  { value: 'datelistedDESC', label: 'Date Listed - Newest' },
  { value: 'datelistedASC', label: 'Date Listed - Oldest' },
  { value: 'mileageASC', label: 'Mileage - Lowest' },
  { value: 'mileageDESC', label: 'Mileage - Highest' },
  { value: 'yearDESC', label: 'Year - Newest' },
  { value: 'yearASC', label: 'Year - Oldest' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'relevance';

/**
 * Category tabs (docs/rules/pages.md#category-tabs): each category is one filter value; All Results has none. Choosing a
 * category replaces the category filters (and drops the experience) with its own value.
 */
export const CATEGORY_TABS = [
  { id: 'all', label: 'All Results', param: null },
  { id: 'bestDeals', label: 'Best Deals', param: { name: 'dealType', value: 'goodprice' } },
  { id: 'buyOnline', label: 'Buy Online', param: { name: 'homeServices', value: 'BUY_ONLINE' } },
  { id: 'byOwner', label: 'For Sale By Owner', param: { name: 'sellerType', value: 'p' } },
  { id: 'certified', label: 'Certified Used', param: { name: 'listingType', value: 'CERTIFIED' } },
] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

/** Parameters a filter change leaves alone: where, how sorted. Keyword picks keep these too. */
export const LOCATION_PARAMS = ['zip', 'searchRadius', 'marketExtension', 'city', 'state', 'dma'] as const;
/** Sponsorship state (docs/rules/pages.md#filter-chips). */
export const SPONSORSHIP_PARAMS = ['isSponsorship', 'showcaseOwnerId'] as const;
/** Removing this chip value also clears the experience (docs/rules/pages.md#filter-chips). */
export const BUY_ONLINE_VALUE = 'BUY_ONLINE';

/**
 * The experiences' chips (docs/rules/search-request.md#on-the-results-page): an experience narrows the results
 * (docs/rules/search-request.md#experiences), so it shows as a chip whose removal clears it. The
 * car maker's buy-online value is named for the maker (Halden Motors; its listings are FORDs).
 */
export const EXPERIENCE_CHIP_LABELS: Readonly<Record<string, string>> = {
  commercial: 'Commercial Vehicles',
  'best-deals': 'Best Deals',
  'buy-online': 'Buy Online',
  'buy-online-maker': 'Halden Motors Buy Online',
};
/** The experiences a BUY_ONLINE chip already stands for: with that chip shown, they get none of their own. */
export const BUY_ONLINE_EXPERIENCES: readonly string[] = ['buy-online', 'buy-online-maker'];

/** The commercial experience: the SRP's commercial vehicle entry point leads to it (docs/rules/search-request.md#on-the-results-page). */
export const COMMERCIAL_EXPERIENCE = 'commercial';
export const COMMERCIAL_ENTRY_LABEL = 'Commercial vehicles';

/**
 * The payment estimate of the price panel's Monthly Payment mode (docs/rules/filters.md#monthly-payment):
 * the defaults, terms and APR limit are the payment rule's own (contracts/payments.ts).
 */
import { MAX_APR_PERCENT, PAYMENT_DEFAULTS, PAYMENT_TERMS } from '../../../contracts/payments';
export { MAX_APR_PERCENT, PAYMENT_DEFAULTS, PAYMENT_TERMS };
/** Monthly payments and the down payment take 1 to 7 characters of digits, commas and $ ($99,999). */
export const PAYMENT_MAX_LENGTH = 7;

/** Field errors of the payment estimate, in the words of the price errors (docs/rules/filters.md#monthly-payment). */
export const PAYMENT_TEXTS = {
  paymentSame: 'Min and Max payment cannot be the same.',
  paymentMaxBelowMin: 'Max payment must be greater than Min payment.',
  paymentMaxZero: 'Max payment must be greater than 0.',
  aprRange: `APR must be a number from 0 to ${MAX_APR_PERCENT}.`,
  termChoice: 'Choose a loan term.',
} as const;

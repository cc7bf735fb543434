/** The plain-language reader's numbers (docs/rules/natural-search.md). */

/** A place named without a radius is searched this far around. */
export const NEAR_RADIUS_MILES = 50;
/** The largest radius read (the search itself caps it lower). */
export const MAX_RADIUS_MILES = 500;
/** The search takes at most this many makes. */
export const MAX_MAKES = 5;
/** The oldest model year a number is read as. */
export const OLDEST_YEAR = 1981;
/** An amount with no $, k, grand or thousand is a price only from this much. */
export const SMALLEST_BARE_PRICE = 1_000;
/** 'around $20,000': this share under and over, rounded to ROUND_PRICE_TO. */
export const AROUND_SHARE = 0.1;
export const ROUND_PRICE_TO = 100;

/** Vague words as fixed numbers (docs/rules/natural-search.md#vague-words). */
export const CHEAP_MAX_PRICE = 15_000;
export const AFFORDABLE_MAX_PRICE = 20_000;
export const LUXURY_MIN_PRICE = 40_000;
export const LOW_MILEAGE = 30_000;
/** 'newer' is this many years before the current year. */
export const NEWER_YEARS_BACK = 3;
export const FUEL_EFFICIENT_MPG = '30-MPG';
export const LONG_RANGE_ELECTRIC = '300-';

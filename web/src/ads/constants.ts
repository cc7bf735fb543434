/** The ads' numbers and words (docs/rules/ads-client.md). */

/** Fluid ads precede these listings (1-based), on the one-column layout (#positions). */
export const FLUID_AD_POSITIONS: readonly number[] = [7, 14, 19, 36, 43];
/** Liner rows follow these rows of cards, on the wider layouts (#positions). */
export const LINER_AD_ROWS: readonly number[] = [3, 7, 10, 13, 16];
/** The cards in a row the liner rows count by (#positions). */
export const LINER_ROW_SIZE = 3;
/** The inline filter promo precedes this listing (#filter-promo)… */
export const FILTER_PROMO_POSITION = 14;
/** …when more listings than this are loaded. */
export const FILTER_PROMO_MIN_EXCLUSIVE = 14;

/** An impression: this share of the ad on screen… (#impressions) */
export const VIEWABLE_RATIO = 0.5;
/** …for this long without a break. */
export const VIEWABLE_MS = 1000;

/** The fixed ad shows once the page has scrolled this far, in % of its scrollable height (#fixed-ad). */
export const FIXED_AD_SCROLL_PERCENT = 10;
/** Scroll events are looked at no more often than this. */
export const FIXED_AD_SCROLL_THROTTLE_MS = 100;
/** A new decision after this much time with the fixed ad visible… */
export const FIXED_AD_REFRESH_MS = 30_000;
/** …at most this many times in a page view. */
export const FIXED_AD_REFRESH_LIMIT = 10;
/** The fixed ad's slot id in the `ads` query. */
export const FIXED_AD_SLOT_ID = 'fixed';

/** Where an impression is sent (the gateway's route, schema/ads.graphql). */
export { AD_IMPRESSIONS_ROUTE } from '../../../contracts/ads/routes';
/** The class the page's body has while the fixed ad shows: room for it below the content (#sizes). */
export const FIXED_AD_BODY_CLASS = 'has-fixed-ad';

export const AD_TEXTS = {
  /** The slot's accessible name (#accessibility). */
  region: 'Advertisement',
  /** The small visible label. */
  label: 'Ad',
  close: 'Close the ad',
  /** The one message a failed ad logs, whatever its kind (#failures). */
  failed: 'Fixed Ad Failed to load',
  promoTitle: 'Too many to choose from?',
  promoBody: 'Narrow by price, mileage and features.',
  promoAction: 'Refine Search',
} as const;

/**
 * True when the slot's element is laid out: the stylesheet hides fluid slots on the wider layouts
 * and liner rows on the one-column one (#asking-for-ads), and the page asks only for shown slots.
 */
export function slotShown(element: Element | null | undefined): boolean {
  return !!element && getComputedStyle(element).display !== 'none';
}

import { SRP_PATH } from '../../../contracts/search';

/** The vehicle page's words and counts (docs/rules/vehicle-page.md). */

/** The vehicle page's route, under the results page: /cars-for-sale/vehicle/{listingId}. */
export const VEHICLE_ROUTE = `${SRP_PATH}/vehicle/:listingId`;

export const DEALER_DIFFERENCE_TEXTS = {
  open: 'Why buy from this dealer',
  title: 'Why buy from',
  imageFailed: 'Failed to load image',
  loading: 'Loading…',
} as const;

/** Similar listings the page asks for and shows. */
export const VDP_SIMILAR_LISTINGS = 8;

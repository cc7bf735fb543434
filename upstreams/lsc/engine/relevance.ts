import type { ListingRecord } from '../records';

/**
 * Relevance is a blend of what a shopper would rank first, each part scaled to 0..1:
 *  - deal quality (45%): how far the price sits under the typical price for its age and mileage,
 *  - freshness (25%): newly listed cars first, fading over 60 days,
 *  - photos (10%): listings with a full gallery,
 *  - distance (20%): nearer cars first, when the search has a location (0 otherwise).
 * The static part is computed once per listing; distance is added per query.
 */
export const RELEVANCE_WEIGHTS = { deal: 0.45, freshness: 0.25, photos: 0.1, distance: 0.2 } as const;
const FRESHNESS_DAYS = 60;
const FULL_GALLERY_PHOTOS = 20;

export function staticRelevance(listing: ListingRecord, expectedPrice: number, now: number): number {
  const deal = Math.min(1, Math.max(0, 0.5 + (expectedPrice - listing.price) / (2 * 0.2 * expectedPrice)));
  const ageDays = Math.max(0, (now - listing.listedAt) / 86_400_000);
  const freshness = Math.max(0, 1 - ageDays / FRESHNESS_DAYS);
  const photos = Math.min(1, listing.photoCount / FULL_GALLERY_PHOTOS);
  return RELEVANCE_WEIGHTS.deal * deal + RELEVANCE_WEIGHTS.freshness * freshness + RELEVANCE_WEIGHTS.photos * photos;
}

/** The distance part: 1 at the search zip, 0 at the edge of the radius. */
export function distanceRelevance(distance: number, radius: number): number {
  if (radius <= 0) return 0;
  return RELEVANCE_WEIGHTS.distance * Math.max(0, 1 - distance / radius);
}

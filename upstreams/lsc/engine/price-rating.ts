/**
 * Price rating: how the asking price compares with the typical price of comparable listings
 * (same model, model year and new/used, the median asking price of that group).
 * GREAT ≤ 90% of it, GOOD ≤ 97%, FAIR ≤ 105%, HIGH above. New cars are not rated.
 */
export type PriceRating = 'GREAT' | 'GOOD' | 'FAIR' | 'HIGH';

export const RATING_THRESHOLDS = { GREAT: 0.9, GOOD: 0.97, FAIR: 1.05 } as const;

export function priceRating(price: number, expected: number, listingType: string): PriceRating | null {
  if (listingType === 'NEW' || expected <= 0) return null;
  const ratio = price / expected;
  if (ratio <= RATING_THRESHOLDS.GREAT) return 'GREAT';
  if (ratio <= RATING_THRESHOLDS.GOOD) return 'GOOD';
  if (ratio <= RATING_THRESHOLDS.FAIR) return 'FAIR';
  return 'HIGH';
}

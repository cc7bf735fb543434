import {
  PRICE_RATING_MAX_ADJUSTMENT,
  PRICE_RATING_MAX_SLOPE_SHARE,
  PRICE_RATING_MIN_PEERS_FOR_SLOPE,
  PRICE_RATING_THRESHOLDS,
  PRICE_RATING_YEAR_BAND,
} from '../constants';

/**
 * Price rating: how the asking price compares with the price expected from comparable listings.
 *
 * Peers: the listings of the same model, new or used alike, whose model year lies within
 * PRICE_RATING_YEAR_BAND (±1) of the listing's own (the listing itself included). All listings of
 * one model, condition and year share their peers, so the fit below is made once per such group.
 *
 * Expected price: the peers' median asking price, adjusted for the listing's mileage against the
 * peers' median mileage along a per-mile slope fitted over the peers by least squares:
 *
 *   slope    = Σ (mᵢ − m̄)(pᵢ − p̄) / Σ (mᵢ − m̄)²          (0 with fewer than 8 peers or equal mileages)
 *   slope    clamped to [−0.00002 × median price, 0]       (at most 2% of the median per 1,000 miles)
 *   expected = median price + slope × (mileage − median mileage),
 *              the adjustment clamped to ±30% of the median price.
 *
 * Centring on the medians keeps one odd price (a $1,000 typo) from moving the level much; the
 * clamps keep the slope from rewarding miles or swinging on a small group.
 *
 * Rating: asking ÷ expected ≤ 0.90 GREAT, ≤ 0.97 GOOD, ≤ 1.05 FAIR, above HIGH. New cars are not
 * rated. All thresholds are in constants.ts.
 */
export type PriceRating = 'GREAT' | 'GOOD' | 'FAIR' | 'HIGH';

export function priceRating(price: number, expected: number, listingType: string): PriceRating | null {
  if (listingType === 'NEW' || expected <= 0) return null;
  const ratio = price / expected;
  if (ratio <= PRICE_RATING_THRESHOLDS.GREAT) return 'GREAT';
  if (ratio <= PRICE_RATING_THRESHOLDS.GOOD) return 'GOOD';
  if (ratio <= PRICE_RATING_THRESHOLDS.FAIR) return 'FAIR';
  return 'HIGH';
}

/** Model years whose listings are peers of a listing of `year` (its own first). */
export function peerYears(year: number): number[] {
  const years = [year];
  for (let d = 1; d <= PRICE_RATING_YEAR_BAND; d++) years.push(year - d, year + d);
  return years;
}

/** The price model of one peer group: its medians and its per-mile slope. */
export interface PeerFit {
  medianPrice: number;
  medianMileage: number;
  /** Dollars per mile (≤ 0). */
  slope: number;
}

let sortBuffer = new Float64Array(0);

/** Fits the peer model over the first `n` (≥ 1) prices and mileages. */
export function fitPeers(prices: Float64Array, mileages: Float64Array, n: number): PeerFit {
  if (sortBuffer.length < n) sortBuffer = new Float64Array(Math.ceil(n * 1.5));
  const sorted = sortBuffer.subarray(0, n);
  sorted.set(prices.subarray(0, n));
  sorted.sort();
  const medianPrice = sorted[n >> 1];
  sorted.set(mileages.subarray(0, n));
  sorted.sort();
  const medianMileage = sorted[n >> 1];
  let slope = 0;
  if (n >= PRICE_RATING_MIN_PEERS_FOR_SLOPE) {
    let meanPrice = 0,
      meanMileage = 0;
    for (let i = 0; i < n; i++) {
      meanPrice += prices[i];
      meanMileage += mileages[i];
    }
    meanPrice /= n;
    meanMileage /= n;
    let sxy = 0,
      sxx = 0;
    for (let i = 0; i < n; i++) {
      const dm = mileages[i] - meanMileage;
      sxy += dm * (prices[i] - meanPrice);
      sxx += dm * dm;
    }
    if (sxx > 0) slope = Math.min(0, Math.max(-PRICE_RATING_MAX_SLOPE_SHARE * medianPrice, sxy / sxx));
  }
  return { medianPrice, medianMileage, slope };
}

/** The expected price of a listing with `mileage` among peers fitted as `fit` (whole dollars, at least 1). */
export function expectedPriceOf(fit: PeerFit, mileage: number): number {
  const limit = PRICE_RATING_MAX_ADJUSTMENT * fit.medianPrice;
  const adjustment = Math.min(limit, Math.max(-limit, fit.slope * (mileage - fit.medianMileage)));
  return Math.max(1, Math.round(fit.medianPrice + adjustment));
}

import { z } from 'zod';

/** A listing's price from a moment on: its first price at its listing date, then one per price change. */
export const LscPricePoint = z.object({
  price: z.number(),
  /** ISO date and time the listing took this price. */
  at: z.string(),
});
export type LscPricePoint = z.infer<typeof LscPricePoint>;

/** Every price a listing has had (docs/rules/vehicle-page.md#price-history). */
export const LscPriceHistory = z.object({
  listingId: z.number(),
  /** ISO date and time the listing was listed. */
  listedAt: z.string(),
  /** The price it was listed at. */
  firstPrice: z.number(),
  /** Oldest first, never empty: the first price at listedAt, then each change; the last is today's price. */
  points: z.array(LscPricePoint),
  /** Whole days from listedAt to the inventory's clock (or to the latest change, if later). */
  daysOnMarket: z.number().int(),
});
export type LscPriceHistory = z.infer<typeof LscPriceHistory>;

/** GET /rest/lsc/listing/price-history?listingId=…: the histories of the listings that exist, in the order asked. */
export const LscPriceHistoryResponse = z.object({ histories: z.array(LscPriceHistory) });
export type LscPriceHistoryResponse = z.infer<typeof LscPriceHistoryResponse>;

/** A recent price drop (docs/rules/results.md#price-drop-label): by how much, and when. */
export const LscPriceDrop = z.object({
  amount: z.number(),
  /** ISO date and time of the drop. */
  at: z.string(),
});
export type LscPriceDrop = z.infer<typeof LscPriceDrop>;

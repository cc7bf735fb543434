import type { LscPriceDrop, LscVehicleHighlight } from '../../contracts/lsc/index';
import { INCENTIVE_MSRP_RATIO, NEWLY_LISTED_DAYS, RECENT_PRICE_DROP_DAYS, REDUCED_PRICE_DAYS } from './constants';
import type { ListingRecord, OwnerRecord } from './records';

/** The urgency reasons a listing carries, strongest first (docs/rules/results.md#urgency-labels). */
export type UrgencyDriverType = LscVehicleHighlight['urgencyDriverType'];

export const highlight = (
  urgencyDriverType: UrgencyDriverType,
  urgencyDriverValue: string,
): LscVehicleHighlight & { isVehicleHighlight: true } => ({
  urgencyDriverType,
  urgencyDriverValue,
  isVehicleHighlight: true,
});

const DAY_MS = 86_400_000;

/**
 * The reasons told from the listing's price and date: a price drop in the last 30 days, a new car
 * under its MSRP, newly listed. `now` is the inventory's clock. A great price is not one of them:
 * the deal rating says that already, and 'Reduced Price!' must mean the price went down.
 */
export function priceOrAgeUrgency(record: ListingRecord, now: number): LscVehicleHighlight | undefined {
  if (record.reducedFrom != null && record.reducedAt != null && record.reducedAt >= now - REDUCED_PRICE_DAYS * DAY_MS) {
    return highlight('PRICE_REDUCED', `$${(record.reducedFrom - record.price).toLocaleString('en-US')} Price Drop`);
  }
  if (record.listingType === 'NEW' && record.msrp > 0 && record.price <= record.msrp * INCENTIVE_MSRP_RATIO) {
    return highlight('INCENTIVES', `$${(record.msrp - record.price).toLocaleString('en-US')} Below MSRP`);
  }
  if (record.listedAt >= now - NEWLY_LISTED_DAYS * DAY_MS) return highlight('NEWLY_LISTED', 'Newly Listed');
  return undefined;
}

/**
 * The card's recent price drop (docs/rules/results.md#price-drop-label): the listing's latest price
 * change was a drop to today's price, made within RECENT_PRICE_DROP_DAYS of `now` (the inventory's
 * clock). Read from the record (its latest change is loaded with the index and reloaded by the
 * change feed), so it costs a search no query.
 */
export function recentPriceDrop(record: ListingRecord, now: number): LscPriceDrop | null {
  if (record.reducedFrom == null || record.reducedAt == null) return null;
  if (record.reducedAt < now - RECENT_PRICE_DROP_DAYS * DAY_MS) return null;
  return { amount: record.reducedFrom - record.price, at: new Date(record.reducedAt).toISOString() };
}

/**
 * A listing's own urgency reason, as every listing payload carries it: the price and age reasons,
 * then a certified car's warranty, then its dealer's money back guarantee (a return policy).
 */
export function listingUrgency(
  record: ListingRecord,
  now: number,
  owner: OwnerRecord | undefined,
): LscVehicleHighlight | null {
  return (
    priceOrAgeUrgency(record, now) ??
    (record.listingType === 'CERTIFIED' || record.listingType === '3P_CERT'
      ? highlight('WARRANTY', 'Certified Warranty')
      : owner?.vehicleExchange
        ? highlight('RETURN', 'Money Back Guarantee')
        : null)
  );
}

/**
 * The urgency label of a listing card (docs/rules/results.md#urgency-labels): the listing's
 * urgency reason in the card's words, else 'Act Quick!' for a much-viewed car; and 'N Viewers'
 * whenever more than 3 viewed it.
 */

/** More views than this over the last 7 days make a car much viewed. */
export const VIEWERS_SHOWN_ABOVE = 3;

/** The card's words for each reason; those missing use the listing service's own words. */
const URGENCY_TEXT: Readonly<Record<string, string>> = {
  PRICE_REDUCED: 'Reduced Price!',
  NEWLY_LISTED: 'Newly Listed',
  WARRANTY: 'Certified Warranty',
  RETURN: 'Money Back Guarantee',
  VIEW_COUNT: 'Act Quick!',
};
/** The words of a reason whose value the service left empty. */
const FALLBACK_TEXT: Readonly<Record<string, string>> = {
  DEALER_INCENTIVE: 'Dealer Incentive',
  INCENTIVES: 'Incentives Available',
};
export const ACT_QUICK = 'Act Quick!';

export interface UrgencyInput {
  vehicleHighlight?: { urgencyDriverType: string; urgencyDriverValue: string } | null;
  viewCount?: number | null;
}

/** The label, or null when the car has no reason and is not much viewed. */
export function urgencyLabel({ vehicleHighlight, viewCount }: UrgencyInput): string | null {
  if (vehicleHighlight) {
    const { urgencyDriverType: type, urgencyDriverValue: value } = vehicleHighlight;
    const text = URGENCY_TEXT[type] ?? (value.trim() || FALLBACK_TEXT[type]);
    if (text) return text;
  }
  return viewCount != null && viewCount > VIEWERS_SHOWN_ABOVE ? ACT_QUICK : null;
}

/** 'N Viewers' when more than 3 viewed the car over the last 7 days, else null. */
export const viewersLabel = ({ viewCount }: UrgencyInput): string | null =>
  viewCount != null && viewCount > VIEWERS_SHOWN_ABOVE ? `${viewCount} Viewers` : null;

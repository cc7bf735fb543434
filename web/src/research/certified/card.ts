import { urgencyLabel, type UrgencyInput } from '../../listing/urgency';

/** What a card's urgency line and badge are read from. */
export interface CardGuaranteeFacts extends UrgencyInput {
  moneyBackGuarantee: boolean;
}

/**
 * The card's urgency label beside its Money Back Guarantee badge (docs/rules/certified.md#the-card-badge):
 * when the badge shows and the car's urgency reason is its dealer's return policy (RETURN), the
 * badge says it already and the label is left out; any other reason is labelled as usual.
 */
export function cardUrgencyLabel(listing: CardGuaranteeFacts): string | null {
  if (listing.moneyBackGuarantee && listing.vehicleHighlight?.urgencyDriverType === 'RETURN') return null;
  return urgencyLabel(listing);
}

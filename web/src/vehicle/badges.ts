/** The facts the assurance badges are read from. */
export interface BadgeFacts {
  listingType: string;
  /** The car can be returned within 14 days or 1,000 miles (docs/rules/certified.md#which-cars-have-one). */
  moneyBackGuarantee: boolean;
}

/**
 * The vehicle page's assurance badges (docs/rules/vehicle-page.md#badges): a manufacturer or
 * third-party certification, and the money back guarantee (the dealer's, or the certification's), as on the card.
 */
export function vehicleBadges(listing: BadgeFacts): string[] {
  const badges: string[] = [];
  if (listing.listingType === 'CERTIFIED') badges.push('Manufacturer Certified');
  if (listing.listingType === 'THIRD_PARTY_CERTIFIED') badges.push('Third-Party Certified');
  if (listing.moneyBackGuarantee) badges.push('Money Back Guarantee');
  return badges;
}

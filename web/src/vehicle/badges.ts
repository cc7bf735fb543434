/** The facts the assurance badges are read from. */
export interface BadgeFacts {
  listingType: string;
  vehicleHighlight?: { urgencyDriverType: string } | null;
}

/**
 * The vehicle page's assurance badges (docs/rules/vehicle-page.md#badges): a manufacturer or
 * third-party certification, and the dealer's money back guarantee (its return policy).
 */
export function vehicleBadges(listing: BadgeFacts): string[] {
  const badges: string[] = [];
  if (listing.listingType === 'CERTIFIED') badges.push('Manufacturer Certified');
  if (listing.listingType === 'THIRD_PARTY_CERTIFIED') badges.push('Third-Party Certified');
  if (listing.vehicleHighlight?.urgencyDriverType === 'RETURN') badges.push('Money Back Guarantee');
  return badges;
}

import { BRANDS, type BrandCode } from './brands';

/**
 * The certified program rules the gateway and the page share (docs/rules/certified.md): where its
 * details show, and which listings carry a money-back guarantee. No Node or DOM dependency.
 */

/** The listing types (URL values) whose program gives every car a money-back guarantee (docs/rules/certified.md#which-cars-have-one). */
export const MONEY_BACK_LISTING_TYPES: readonly string[] = ['CERTIFIED', '3P_CERT'];

/**
 * Whether a search shows the certified program (docs/rules/certified.md#where-the-details-show): on a
 * brand that always shows it (the car maker's), and on any brand when the search's listing types
 * include CERTIFIED. Third-party certified alone (3P_CERT) is not the car maker's program. Never
 * where the brand's certifiedProgram flag is off (docs/rules/features.md).
 */
export function certifiedProgramApplies(
  brand: BrandCode,
  listingTypes: readonly string[] | undefined,
  programOn: boolean,
): boolean {
  if (!programOn) return false;
  return BRANDS[brand].showsCertifiedProgram || (listingTypes?.includes('CERTIFIED') ?? false);
}

/** What decides a listing's money-back guarantee: its listing type (URL value) and its seller. */
export interface MoneyBackFacts {
  listingType: string;
  /** The seller as the listing service describes it; null when there is none to tell. */
  owner: { privateSeller: boolean; vehicleExchange?: boolean } | null | undefined;
}

/**
 * A listing has a money-back guarantee (docs/rules/certified.md#which-cars-have-one) when its
 * dealer offers one (the listing service's vehicleExchange, what the Money Back Guarantee filter
 * matches), or when it is certified, by the car maker's program (CERTIFIED) or by a third party
 * (3P_CERT): both programs include the guarantee, whatever the dealer and whatever the brand.
 */
export function hasMoneyBackGuarantee({ listingType, owner }: MoneyBackFacts): boolean {
  if (MONEY_BACK_LISTING_TYPES.includes(listingType)) return true;
  return owner != null && !owner.privateSeller && owner.vehicleExchange === true;
}

import type { ContextValue } from '../context';
import type { LscListing } from '../../contracts/lsc/index';
import type { CertifiedContent } from '../../contracts/research/index';
import { hasMoneyBackGuarantee, MONEY_BACK_LISTING_TYPES } from '../../contracts/search/certified';
import { listingOwner } from '../resolvers/DealerDifference';
import { retryableFailure } from '../upstreams/unavailable';
import { withFallback } from '../errors';

/** What the shopper reads when the certified program cannot be fetched; the page may ask again. */
export const CERTIFIED_PROGRAM_UNAVAILABLE = 'The certified program details are unavailable right now';

/**
 * Listing.moneyBackGuarantee (docs/rules/certified.md#which-cars-have-one): a certified car has one
 * without asking for its seller; any other car has one when its dealer offers it. The seller is
 * the one the response already holds (no call on the results page); when it cannot be fetched the
 * answer is false and a warning is logged, and the rest of the listing is unaffected.
 */
export async function moneyBackGuarantee(listing: LscListing, ctx: ContextValue): Promise<boolean> {
  if (MONEY_BACK_LISTING_TYPES.includes(listing.listingType)) return true;
  return withFallback(
    ctx.log,
    'moneyBackGuarantee',
    'seller unavailable; no money-back guarantee shown',
    false,
    async () => hasMoneyBackGuarantee({ listingType: listing.listingType, owner: await listingOwner(listing, ctx) }),
  );
}

/**
 * Query.certifiedProgram (docs/rules/certified.md#the-details-modal): the certified content, from
 * the same loader and breaker as ResearchContent.certifiedProgram (one call per request). A failed
 * call is a retryable error, so the modal can offer to try again.
 */
export async function certifiedProgramContent(ctx: ContextValue): Promise<CertifiedContent> {
  try {
    return await ctx.research.loaders.certifiedContent.load('certified');
  } catch (error) {
    throw retryableFailure(error, CERTIFIED_PROGRAM_UNAVAILABLE);
  }
}

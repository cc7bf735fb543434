import type { DealerDifference } from '../__generated__/resolvers-types';
import type { ContextValue } from '../context';
import type { LscListing, LscOwner } from '../../contracts/lsc/index';
import { DEALER_DIFF_IMAGE_PATH } from '../upstreams/cms/constants';
import { withFallback } from '../errors';

/** The seller of a listing: the one its payload carries, one the response already knows, or one batched lookup. */
export function listingOwner(listing: LscListing, { lsc }: ContextValue): LscOwner | null | Promise<LscOwner | null> {
  return listing.owner ?? lsc.loaders.knownOwners.get(listing.ownerId) ?? lsc.loaders.owner.load(listing.ownerId);
}

/**
 * Listing.dealerDifference (docs/rules/vehicle-page.md#seller-card): the dealer's content from the
 * content service, its JSON and its HTML by the dealer's CMS id and the listing's type, the HTML
 * sanitised (gateway/upstreams/cms/sanitise.ts, in the loader). Optional content: null without a call for a
 * private seller or a dealer without a CMS id; null and a warning (the error code only, nothing
 * about the dealer or the shopper) when either call fails, times out or finds its breaker open.
 */
export async function dealerDifference(listing: LscListing, ctx: ContextValue): Promise<DealerDifference | null> {
  return withFallback(
    ctx.log,
    'dealerDifference',
    'dealer difference unavailable; shown without it',
    null,
    async () => {
      const owner = await listingOwner(listing, ctx);
      const cmsId = owner && !owner.privateSeller ? owner.dealerDiff?.cmsId : null;
      if (!cmsId) return null;
      const key = { cmsId, listingType: listing.listingType };
      const [content, html] = await Promise.all([
        ctx.cms.loaders.dealerDiffContent.load(key),
        ctx.cms.loaders.dealerDiffSafeHtml.load(key),
      ]);
      return {
        headline: content.headline,
        bullets: content.bullets,
        // Only a picture the site serves itself: a CMS URL elsewhere (or a script URL) is left out.
        image: DEALER_DIFF_IMAGE_PATH.test(content.imageUrl) ? { src: content.imageUrl, alt: content.imageAlt } : null,
        html,
        listingType: listing.listingType,
      };
    },
  );
}

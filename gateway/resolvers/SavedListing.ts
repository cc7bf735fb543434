import type { SavedListingResolvers } from '../__generated__/resolvers-types';
import type { ContextValue } from '../context';
import type { SavedListing as SavedListingModel } from '../../contracts/account/index';
import { withFallback } from '../errors';

/** The listing as it is now: one batched listings call for every saved car of the query. */
const currentListing = (saved: SavedListingModel, ctx: ContextValue) =>
  ctx.lsc.loaders.listing.load(Number(saved.listingId));

/** A saved car (docs/rules/accounts.md#saved-cars): the kept snapshot, and the listing if still for sale. */
export const SavedListing: SavedListingResolvers = {
  listing: (saved, _args, ctx) => currentListing(saved, ctx),
  // Unknown is not sold: the listing field carries the error, and the saved list still shows.
  available: (saved, _args, ctx) =>
    withFallback(ctx.log, 'savedListings', 'saved car availability unknown', true, async () => {
      return (await currentListing(saved, ctx)) !== null;
    }),
};

import type { SavedListingResolvers } from '../__generated__/resolvers-types';
import type { ContextValue } from '../context';
import type { SavedListing as SavedListingModel } from '../../contracts/account/index';

/** The listing as it is now: one batched listings call for every saved car of the query. */
const currentListing = (saved: SavedListingModel, ctx: ContextValue) =>
  ctx.lsc.loaders.listing.load(Number(saved.listingId));

/** A saved car (docs/rules/accounts.md#saved-cars): the kept snapshot, and the listing if still for sale. */
export const SavedListing: SavedListingResolvers = {
  listing: (saved, _args, ctx) => currentListing(saved, ctx),
  async available(saved, _args, ctx) {
    try {
      return (await currentListing(saved, ctx)) !== null;
    } catch (error) {
      // Unknown is not sold: the listing field carries the error, and the saved list still shows.
      ctx.log.warn(
        { group: 'savedListings', code: (error as { extensions?: { code?: string } }).extensions?.code },
        'saved car availability unknown',
      );
      return true;
    }
  },
};

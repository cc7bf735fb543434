import {
  ACCOUNT_LIMITS,
  ListingId,
  QUICK_SAVE_LIMIT_MESSAGE,
  type SaveListingRequest,
} from '../../contracts/account/index';
import type { LscListing } from '../../contracts/lsc/index';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { ContextValue } from '../context';
import type { AccountWriter } from '../upstreams/account/client';
import { call } from './call';
import { badInput, notFound, refusalError } from './errors';
import { idempotencyKeyOf } from './idempotency';

/**
 * Saving and unsaving a car, the heart (docs/rules/accounts.md#saved-cars): the id checked before
 * any call; a save names a listing for sale, and keeps its title and price as they are now; a
 * visitor is kept by their browser's visitor id, made on their first save.
 */

type Resolver<K extends keyof MutationResolvers<ContextValue>> = NonNullable<MutationResolvers<ContextValue>[K]>;

/** The listing id, or BAD_USER_INPUT on field listingId. */
function listingIdOf(given: string): string {
  const parsed = ListingId.safeParse(given);
  if (!parsed.success) throw badInput('listingId', 'must be a listing id: 1 to 15 digits');
  return parsed.data;
}

/** What the account keeps of the listing: its title, and its asking price in whole dollars. */
function snapshotOf(listing: LscListing): SaveListingRequest {
  const title = listing.title.trim() || `${listing.year} ${listing.make.name} ${listing.model.name}`;
  const price = listing.pricingDetail.salePrice;
  return {
    title: title.slice(0, ACCOUNT_LIMITS.savedListingTitleMaxLength),
    priceWhenSaved: price > 0 ? Math.round(price) : null,
  };
}

/** The saving viewer: the signed-in consumer, else the visitor, whose id cookie is set on first use. */
async function saverOf(ctx: ContextValue, idempotencyKey: string): Promise<AccountWriter> {
  const viewer = await ctx.account.viewer();
  return viewer
    ? { idToken: viewer.idToken, idempotencyKey }
    : { visitorId: ctx.account.ensureVisitorId(), idempotencyKey };
}

export const saveListing: Resolver<'saveListing'> = async (_parent, { listingId, idempotencyKey }, ctx) => {
  const key = idempotencyKeyOf(idempotencyKey);
  const id = listingIdOf(listingId);
  // Only a car for sale can be saved; a failed lookup leaves as the listing service's own error.
  const listing = await ctx.lsc.loaders.listing.load(Number(id));
  if (!listing) throw notFound('listing for sale');
  const saver = await saverOf(ctx, key);
  const answer = await call(ctx, ctx.account.client.saveListing(id, snapshotOf(listing), saver));
  if (answer.ok) return { ...answer.data, signInRequired: false, errors: [] };
  if (answer.refusal.code !== 'QUICK_SAVE_LIMIT') throw refusalError(answer.refusal);
  // Nothing was saved: the visitor's cars as they are, and the invitation to sign in.
  const { idempotencyKey: _writeOnly, ...reader } = saver;
  const current = await call(ctx, ctx.account.client.savedListings(reader));
  return {
    savedListing: null,
    savedListingIds: current.ok ? current.data.savedListings.map((saved) => saved.listingId) : [],
    signInRequired: true,
    errors: [{ field: 'listingId', message: QUICK_SAVE_LIMIT_MESSAGE }],
  };
};

/** Works whether or not the car is still for sale: the account alone knows what was saved. */
export const unsaveListing: Resolver<'unsaveListing'> = async (_parent, { listingId, idempotencyKey }, ctx) => {
  const key = idempotencyKeyOf(idempotencyKey);
  const id = listingIdOf(listingId);
  // A visitor with no visitor id has saved nothing: no call, and no cookie made for it.
  if (!(await ctx.account.viewer()) && !ctx.account.visitorId)
    return { listingId: id, unsaved: false, savedListingIds: [] };
  const answer = await call(ctx, ctx.account.client.unsaveListing(id, await saverOf(ctx, key)));
  if (!answer.ok) throw refusalError(answer.refusal);
  return { listingId: id, unsaved: answer.data.removed, savedListingIds: answer.data.savedListingIds };
};

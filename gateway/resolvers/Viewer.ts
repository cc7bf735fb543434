import type { ViewerResolvers } from '../__generated__/resolvers-types';
import {
  ACCOUNT_LIMITS,
  type LeadProfile,
  type SavedListing,
  type SearchBookmark,
  type Wallet,
} from '../../contracts/account/index';
import { browserHistoryOf } from '../history/browser';
import type { ContextValue } from '../context';
import { accountFailure } from '../account/errors';
import type { ViewerModel } from '../account/viewer';

const EMPTY_LEAD_PROFILE: LeadProfile = {
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  isOneClickOptedIn: false,
};

/** Whether the account service knows who is asking: a signed-in consumer, or a visitor who saved something. */
const hasOwner = (viewer: ViewerModel, ctx: ContextValue) => viewer.identity !== null || !!ctx.account.visitorId;

/** The viewer's saved searches; a visitor who never saved anything has none (and costs no call). */
async function savedSearchesOf(viewer: ViewerModel, ctx: ContextValue): Promise<SearchBookmark[]> {
  if (!hasOwner(viewer, ctx)) return [];
  try {
    const answer = await (await ctx.account.loaders()).bookmarks();
    return answer.ok ? answer.data.myAtcSearchViewBeans : [];
  } catch (error) {
    throw accountFailure(error);
  }
}

/**
 * The viewer's saved cars (docs/rules/accounts.md#saved-cars): one call per request for the ids,
 * the list and what is left; a visitor who never saved anything has none (and costs no call).
 */
async function savedListingsOf(viewer: ViewerModel, ctx: ContextValue): Promise<SavedListing[]> {
  if (!hasOwner(viewer, ctx)) return [];
  try {
    const answer = await (await ctx.account.loaders()).savedListings();
    return answer.ok ? answer.data.savedListings : [];
  } catch (error) {
    throw accountFailure(error);
  }
}

/** A signed-in consumer's recently viewed list (docs/rules/still-interested.md#recently-viewed); a visitor's is in their browser only (no call). */
export async function recentlyViewedOf(viewer: ViewerModel, ctx: ContextValue): Promise<string[]> {
  if (!viewer.identity) return [];
  try {
    const answer = await ctx.account.client.recentlyViewed({ idToken: viewer.identity.idToken });
    return answer.ok ? answer.data.listingIds : [];
  } catch (error) {
    throw accountFailure(error);
  }
}

/** A signed-in consumer's wallet (docs/rules/accounts.md#wallet); a visitor's is in their browser only (null, no call). */
export async function walletOf(viewer: ViewerModel, ctx: ContextValue): Promise<Wallet | null> {
  if (!viewer.identity) return null;
  try {
    const answer = await (await ctx.account.loaders()).wallet();
    return answer.ok ? answer.data.wallet : null;
  } catch (error) {
    throw accountFailure(error);
  }
}

/** Who is asking and what they saved (docs/rules/accounts.md#the-viewer). */
export const Viewer: ViewerResolvers = {
  user: (viewer) => viewer.me?.user ?? null,
  signedIn: (viewer) => viewer.identity !== null,
  savedSearchCount: async (viewer, _args, ctx) =>
    viewer.me ? viewer.me.savedSearchCount : (await savedSearchesOf(viewer, ctx)).length,
  savedSearches: (viewer, _args, ctx) => savedSearchesOf(viewer, ctx),
  async savedSearch(viewer, { bookmarkId }, ctx) {
    if (!hasOwner(viewer, ctx)) return null;
    try {
      return await (await ctx.account.loaders()).bookmark.load(bookmarkId);
    } catch (error) {
      throw accountFailure(error);
    }
  },
  async leadProfile(viewer, _args, ctx) {
    if (!hasOwner(viewer, ctx)) return EMPTY_LEAD_PROFILE;
    try {
      const answer = await (await ctx.account.loaders()).leadProfile();
      return answer.ok ? answer.data.leadProfile : EMPTY_LEAD_PROFILE;
    } catch (error) {
      throw accountFailure(error);
    }
  },
  recentlyViewed: (viewer, _args, ctx) => recentlyViewedOf(viewer, ctx),
  savedListingIds: async (viewer, _args, ctx) => (await savedListingsOf(viewer, ctx)).map((saved) => saved.listingId),
  savedListings: (viewer, _args, ctx) => savedListingsOf(viewer, ctx),
  async remainingQuickSaves(viewer, _args, ctx) {
    if (viewer.identity) return null;
    return Math.max(0, ACCOUNT_LIMITS.visitorMaxSavedListings - (await savedListingsOf(viewer, ctx)).length);
  },
  wallet: (viewer, _args, ctx) => walletOf(viewer, ctx),
  /** docs/rules/history.md: the browser's history is read here, once; the account's parts by field. */
  history: async (viewer, _args, ctx) => ({ viewer, ...(await browserHistoryOf(ctx)), fetchedAt: new Date() }),
  async remainingVisitorSubscriptions(viewer, _args, ctx) {
    if (viewer.identity) return null;
    return Math.max(0, ACCOUNT_LIMITS.visitorMaxSavedSearches - (await savedSearchesOf(viewer, ctx)).length);
  },
};

import type {
  ConsumerHistoryResolvers,
  LeadCandidateResolvers,
  RecentSearchResolvers,
} from '../__generated__/resolvers-types';
import { searchNameOf } from '../account/search-name';
import { contactedListingIds, leadCandidates, viewedListingIds } from '../history/rules';
import { pathOf } from './Bookmark';
import { recentlyViewedOf, walletOf } from './Viewer';

/** The consumer history (docs/rules/history.md): the browser's parts as read, the account's by field. */
export const ConsumerHistory: ConsumerHistoryResolvers = {
  recentSearches: (history) => history.browser.searches,
  viewedListingIds: async (history, _args, ctx) =>
    history.viewer.identity ? recentlyViewedOf(history.viewer, ctx) : viewedListingIds(history.browser.listings),
  contactedListingIds: (history) => contactedListingIds(history.browser.listings),
  leadCandidates: (history) => leadCandidates(history.browser.listings, history.fetchedAt),
  async tradeIns(history, _args, ctx) {
    const wallet = await walletOf(history.viewer, ctx);
    return wallet && wallet.tradeInValue > 0 ? [{ value: wallet.tradeInValue, updatedAt: wallet.updatedAt }] : [];
  },
  fromBrowserEvents: (history) => history.fromBrowserEvents,
  fetchedAt: (history) => history.fetchedAt.toISOString(),
};

export const RecentSearch: RecentSearchResolvers = {
  searchResultsURL: (search) => search.search,
  searchResultsPath: (search) => pathOf(search.search),
  searchName: (search) => searchNameOf(search.search),
  lastSearchedAt: (search) => search.lastShownAt,
};

export const LeadCandidate: LeadCandidateResolvers = {
  // One batched listings call for every candidate of the query, as for saved cars.
  listing: (candidate, _args, ctx) => ctx.lsc.loaders.listing.load(Number(candidate.listingId)),
};

import type { ContextValue } from '../context';
import type { PlacedListingModel, SearchResultsModel } from './model';

/** The SearchResults fields whose cards may show a view count. */
export const VIEW_COUNT_FIELDS = ['listings', 'results', 'supplemental', 'similar'] as const;

/**
 * Sends the page's one view-count call as soon as its listings are known: the search's own and
 * those of the groups the query asked for. The call's answers are the Listing.viewCount loader's,
 * so the resolvers find them there and make no call of their own.
 *
 * Why ahead of the executor (docs/architecture.md, "View counts ahead of execution"): the call
 * needs only the listings' VINs, but left to the resolvers it goes out after the executor has
 * written every field of the search (the filter groups, every card), and its round trip then
 * follows all of that CPU. Started here, with one turn of the event loop for the request to reach
 * the socket, the round trip runs while the executor writes the answer.
 */
export async function viewCountsAhead(
  model: SearchResultsModel,
  groups: readonly Promise<PlacedListingModel[]>[],
  ctx: ContextValue,
): Promise<void> {
  // The cards in the order the page shows them (the batch as placed, then the other groups), then
  // any of the search's own listings the groups left out.
  const vins = new Set<string>();
  for (const group of await Promise.allSettled(groups))
    if (group.status === 'fulfilled') for (const { listing } of group.value) if (listing.vin) vins.add(listing.vin);
  for (const listing of model.response.listings) if (listing.vin) vins.add(listing.vin);
  if (vins.size === 0) return;
  // loadMany never rejects: a failed call is each Listing.viewCount's to report (withFallback).
  void ctx.lsc.loaders.viewCount.loadMany([...vins]);
  // The loader dispatches on setImmediate; this turn comes after it, once the request is written.
  await new Promise((resolve) => setImmediate(resolve));
}

import type { HistoryListing } from '../../contracts/events/history';
import { LEAD_CANDIDATE_DAYS, LEAD_CANDIDATES, VIEWED_LISTINGS } from './constants';

/*
 * The consumer history's rules (docs/rules/history.md#the-rules) over a browser's cars, which come
 * the most recently engaged with first.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The cars whose vehicle page was viewed, the most recently viewed first, each once. */
export function viewedListingIds(listings: readonly HistoryListing[]): string[] {
  return listings
    .filter((listing): listing is HistoryListing & { lastViewedAt: string } => listing.lastViewedAt !== null)
    .sort((a, b) => Date.parse(b.lastViewedAt) - Date.parse(a.lastViewedAt))
    .slice(0, VIEWED_LISTINGS)
    .map((listing) => listing.listingId);
}

/** The cars whose seller the browser contacted, the most recent first. */
export const contactedListingIds = (listings: readonly HistoryListing[]): string[] =>
  listings.filter((listing) => listing.contacted).map((listing) => listing.listingId);

/**
 * Lead candidates: viewed or saved within LEAD_CANDIDATE_DAYS of `now`, seller not contacted; the
 * most recently engaged with first, at most LEAD_CANDIDATES.
 */
export function leadCandidates(listings: readonly HistoryListing[], now: Date): HistoryListing[] {
  const since = now.getTime() - LEAD_CANDIDATE_DAYS * DAY_MS;
  return listings
    .filter(
      (listing) =>
        !listing.contacted && (listing.views > 0 || listing.saved) && Date.parse(listing.lastEngagedAt) >= since,
    )
    .slice(0, LEAD_CANDIDATES);
}

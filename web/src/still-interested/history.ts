import type { ApolloClient } from '@apollo/client';
import { mergeContacted } from '../contact/store';
import { ConsumerHistoryDocument } from './documents';
import { historyDue, mergeViewed } from './rules';
import { recentlyViewed, saveHistory, saveRecentlyViewed, signedInCookie, storedHistory } from './store';

/**
 * The consumer history in the browser (docs/rules/history.md#in-the-browser): asked for at most
 * every CONSUMER_HISTORY_REFRESH_MS (the time of asking is kept first, so pages open at once ask
 * once), and what it says feeds this browser's lists: the sellers contacted (so the alert leaves
 * those cars out and their buttons say Contacted) and, for a visitor, the cars viewed (a signed-in
 * consumer's list is the account's, kept by sync.ts). A failure is logged to the console only
 * (spec §8) and the lists stay as they are.
 */
export async function refreshHistory(client: ApolloClient, now = Date.now()): Promise<void> {
  const signedIn = signedInCookie();
  const stored = storedHistory();
  if (!historyDue(stored, signedIn, now)) return;
  saveHistory({ askedAt: now, signedIn, viewed: stored?.viewed ?? [], contacted: stored?.contacted ?? [] });
  try {
    const { data } = await client.query({ query: ConsumerHistoryDocument, fetchPolicy: 'network-only' });
    const history = data?.me.history;
    if (!data || !history) return void console.warn('consumer history: no answer');
    saveHistory({
      askedAt: now,
      signedIn: data.me.signedIn,
      viewed: history.viewedListingIds,
      contacted: history.contactedListingIds,
    });
    mergeContacted(history.contactedListingIds);
    if (!data.me.signedIn) saveRecentlyViewed(mergeViewed(recentlyViewed(), history.viewedListingIds));
  } catch (error) {
    console.warn('consumer history: the fetch failed', error instanceof Error ? error.message : error);
  }
}

import type { ApolloClient } from '@apollo/client';
import { AccountRecentlyViewedDocument, RecordListingViewsDocument } from './documents';
import { viewsToRecord } from './rules';
import { recentlyViewed, saveRecentlyViewed, saveSyncedFor, syncedFor } from './store';

/**
 * The browser's recently viewed list and the signed-in consumer's account
 * (docs/rules/still-interested.md#signing-in): on the first visit signed in the two merge, the
 * browser's first; after, the account's list is the list, and each car viewed is recorded there.
 * The browser keeps the account's answer. Failing (the account service down) leaves the browser's
 * list as it is. Only called while the signed-in cookie is set.
 */
export async function syncRecentlyViewed(client: ApolloClient, viewed?: string): Promise<void> {
  try {
    const { data } = await client.query({ query: AccountRecentlyViewedDocument, fetchPolicy: 'network-only' });
    const user = data?.me.user;
    if (!data || !user) return saveSyncedFor(null);
    const account = data.me.recentlyViewed;
    const send = viewsToRecord(recentlyViewed(), account, syncedFor() !== user.id, viewed);
    let list = account;
    if (send.length > 0) {
      const result = await client.mutate({ mutation: RecordListingViewsDocument, variables: { listingIds: send } });
      if (!result.data) return;
      list = result.data.recordListingViews;
    }
    saveRecentlyViewed(list);
    saveSyncedFor(user.id);
  } catch {
    // The account is out of reach: the browser's list stands, and the next page tries again.
  }
}

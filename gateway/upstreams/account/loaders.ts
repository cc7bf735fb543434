import DataLoader from 'dataloader';
import type {
  LeadProfileResponse,
  MeResponse,
  SavedListingsResponse,
  SearchBookmark,
  SearchBookmarksResponse,
  WalletResponse,
} from '../../../contracts/account/index';
import type { AccountCaller, AccountClient, AccountResult } from './client';

export interface AccountLoaders {
  me(): Promise<AccountResult<MeResponse>>;
  /** The caller's saved searches, newest first. */
  bookmarks(): Promise<AccountResult<SearchBookmarksResponse>>;
  /** One of the caller's saved searches, or null when it is not found or not theirs. */
  bookmark: DataLoader<string, SearchBookmark | null>;
  leadProfile(): Promise<AccountResult<LeadProfileResponse>>;
  /** The caller's saved cars, newest first: one call for the ids, the list and what is left. */
  savedListings(): Promise<AccountResult<SavedListingsResponse>>;
  /** The signed-in consumer's wallet (docs/rules/accounts.md#wallet). */
  wallet(): Promise<AccountResult<WalletResponse>>;
}

/**
 * Built for one request, and only when a field asks about the account (the search path never
 * does): one call per question, however many fields or aliases ask it.
 */
export function createAccountLoaders(client: AccountClient, caller: AccountCaller): AccountLoaders {
  const once = <T>(load: () => Promise<T>) => {
    let answer: Promise<T> | undefined;
    return () => (answer ??= load());
  };
  return {
    me: once(() => client.me(caller)),
    bookmarks: once(() => client.searchBookmarks(caller)),
    // The service answers one id per call; a refusal (someone else's, or no sign-in) is "not theirs".
    bookmark: new DataLoader((ids) =>
      Promise.all(
        ids.map(async (id) => {
          try {
            const answer = await client.searchBookmarks(caller, id);
            return answer.ok ? (answer.data.myAtcSearchViewBeans.find((b) => b.bookmarkId === id) ?? null) : null;
          } catch (error) {
            return error instanceof Error ? error : new Error(String(error));
          }
        }),
      ),
    ),
    leadProfile: once(() => client.leadProfile(caller)),
    savedListings: once(() => client.savedListings(caller)),
    wallet: once(() => client.wallet(caller)),
  };
}

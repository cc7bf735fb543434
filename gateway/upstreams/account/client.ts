import {
  AccountErrorBody,
  ACCOUNT_HEADERS,
  AlertSubscriptionResponse,
  DeleteSearchBookmarkResponse,
  LeadProfileResponse,
  MeResponse,
  RecentlyViewedResponse,
  SavedListingsResponse,
  SaveListingResponse,
  SaveSearchResponse,
  SearchBookmarksResponse,
  SessionResponse,
  ShareBookmarkResponse,
  SignOutResponse,
  SubscribeResponse,
  UnsaveListingResponse,
  WalletResponse,
  isBookmarkId,
  type LeadProfileRequest,
  type RefreshRequest,
  type RecordViewsRequest,
  type SaveListingRequest,
  type SaveSearchRequest,
  type SignInRequest,
  type SignUpRequest,
  type SubscribeRequest,
  type UnsubscribeRequest,
  type WalletRequest,
} from '../../../contracts/account/index';
import { upstreamRequests, type EndpointResult, type UpstreamClientOptions } from '../client';
import { ACCOUNT_ENDPOINTS } from './constants';

/** The account service's refusal: its code, message and, for a user mistake, the body field. */
export type AccountRefusal = AccountErrorBody['error'];
export type AccountResult<T> = EndpointResult<T, AccountRefusal>;

/** Who is calling, as the account service reads it from headers (contracts/account). */
export interface AccountCaller {
  /** The signed-in consumer's identity token. */
  idToken?: string;
  /** The logged-out visitor's id. */
  visitorId?: string;
}

/** Every write carries an idempotency key: a retry with the same key answers the first call's answer. */
export interface AccountWriter extends AccountCaller {
  idempotencyKey: string;
}

/** Typed calls to the account service (docs/rules/accounts.md#gateway), each endpoint behind its own breaker. */
export interface AccountClient {
  /** Where the service answers; /readyz checks it. */
  readonly baseUrl: string;
  signUp(body: SignUpRequest, caller: AccountWriter): Promise<AccountResult<SessionResponse>>;
  signIn(body: SignInRequest, caller: AccountWriter): Promise<AccountResult<SessionResponse>>;
  refresh(body: RefreshRequest, caller: AccountWriter): Promise<AccountResult<SessionResponse>>;
  signOut(caller: AccountWriter): Promise<AccountResult<SignOutResponse>>;
  me(caller: AccountCaller): Promise<AccountResult<MeResponse>>;
  leadProfile(caller: AccountCaller): Promise<AccountResult<LeadProfileResponse>>;
  saveLeadProfile(body: LeadProfileRequest, caller: AccountWriter): Promise<AccountResult<LeadProfileResponse>>;
  /** The caller's saved searches, newest first; with an id, that one (or none). */
  searchBookmarks(caller: AccountCaller, bookmarkId?: string): Promise<AccountResult<SearchBookmarksResponse>>;
  shareBookmark(bookmarkId: string, caller: AccountCaller): Promise<AccountResult<ShareBookmarkResponse>>;
  saveSearch(body: SaveSearchRequest, caller: AccountWriter): Promise<AccountResult<SaveSearchResponse>>;
  deleteBookmark(bookmarkId: string, caller: AccountWriter): Promise<AccountResult<DeleteSearchBookmarkResponse>>;
  subscribe(body: SubscribeRequest, caller: AccountWriter): Promise<AccountResult<SubscribeResponse>>;
  /**
   * What an alert email's unsubscribe link would turn off, changing nothing. No caller: the token is
   * the proof (docs/rules/alerts.md#unsubscribe).
   */
  alertSubscription(token: string): Promise<AccountResult<AlertSubscriptionResponse>>;
  /** Turns off the alerts the link names; a used or forged link is refused and changes nothing. */
  unsubscribeAlerts(
    body: UnsubscribeRequest,
    caller: Pick<AccountWriter, 'idempotencyKey'>,
  ): Promise<AccountResult<AlertSubscriptionResponse>>;
  /** The signed-in consumer's recently viewed listing ids, most recent first (docs/rules/still-interested.md#recently-viewed). */
  recentlyViewed(caller: AccountCaller): Promise<AccountResult<RecentlyViewedResponse>>;
  /** Records views, most recent first; answers the list after. */
  recordViews(body: RecordViewsRequest, caller: AccountWriter): Promise<AccountResult<RecentlyViewedResponse>>;
  /** The caller's saved cars, newest first (docs/rules/accounts.md#saved-cars). */
  savedListings(caller: AccountCaller): Promise<AccountResult<SavedListingsResponse>>;
  /** Saves a car (a visitor's past the quick-save maximum is refused with QUICK_SAVE_LIMIT). */
  saveListing(
    listingId: string,
    body: SaveListingRequest,
    caller: AccountWriter,
  ): Promise<AccountResult<SaveListingResponse>>;
  /** Unsaves a car; one not saved is no refusal. */
  unsaveListing(listingId: string, caller: AccountWriter): Promise<AccountResult<UnsaveListingResponse>>;
  /** The signed-in consumer's wallet, or null when none is saved (docs/rules/accounts.md#wallet). */
  wallet(caller: AccountCaller): Promise<AccountResult<WalletResponse>>;
  /** Replaces the signed-in consumer's wallet; answers it as saved. */
  saveWallet(body: WalletRequest, caller: AccountWriter): Promise<AccountResult<WalletResponse>>;
  /** Removes the signed-in consumer's wallet; removing none is no refusal. */
  removeWallet(caller: AccountWriter): Promise<AccountResult<WalletResponse>>;
}

/** The caller as headers; what is unknown is left out. */
function headersOf(caller: Partial<AccountWriter>): Record<string, string | undefined> {
  return {
    [ACCOUNT_HEADERS.idToken]: caller.idToken,
    [ACCOUNT_HEADERS.visitorId]: caller.visitorId,
    [ACCOUNT_HEADERS.idempotencyKey]: caller.idempotencyKey,
  };
}

const idSuffix = (id: string) => `/${encodeURIComponent(id)}`;

/**
 * An id that cannot be a saved search's is answered here as the service answers one that is no
 * one's, without a call: a path too long for the service (it refuses one with 414) must never count
 * as its failure and open the circuit for everyone.
 */
const noSuchBookmark = async () =>
  ({ ok: false, status: 404, refusal: { code: 'NOT_FOUND', message: 'No such saved search' } }) as const;

/** Built once per process: the breakers live as long as the gateway. */
export function createAccountClient(baseUrl: string, options: UpstreamClientOptions = {}): AccountClient {
  const endpoint = upstreamRequests(
    { name: 'account', baseUrl, endpoints: ACCOUNT_ENDPOINTS, errorBody: AccountErrorBody },
    options,
  );
  const signUp = endpoint('signUp', SessionResponse);
  const signIn = endpoint('signIn', SessionResponse);
  const refresh = endpoint('refresh', SessionResponse);
  const signOut = endpoint('signOut', SignOutResponse);
  const me = endpoint('me', MeResponse);
  const leadProfile = endpoint('leadProfile', LeadProfileResponse);
  const saveLeadProfile = endpoint('saveLeadProfile', LeadProfileResponse);
  const searchBookmarks = endpoint('searchBookmarks', SearchBookmarksResponse);
  const shareBookmark = endpoint('shareBookmark', ShareBookmarkResponse);
  const saveSearch = endpoint('saveSearch', SaveSearchResponse);
  const deleteBookmark = endpoint('deleteBookmark', DeleteSearchBookmarkResponse);
  const subscribe = endpoint('subscribe', SubscribeResponse);
  const alertSubscription = endpoint('alertSubscription', AlertSubscriptionResponse);
  const unsubscribeAlerts = endpoint('unsubscribeAlerts', AlertSubscriptionResponse);
  const recentlyViewed = endpoint('recentlyViewed', RecentlyViewedResponse);
  const recordViews = endpoint('recordViews', RecentlyViewedResponse);
  const savedListings = endpoint('savedListings', SavedListingsResponse);
  const saveListing = endpoint('saveListing', SaveListingResponse);
  const unsaveListing = endpoint('unsaveListing', UnsaveListingResponse);
  const wallet = endpoint('wallet', WalletResponse);
  const saveWallet = endpoint('saveWallet', WalletResponse);
  const removeWallet = endpoint('removeWallet', WalletResponse);
  return {
    baseUrl,
    signUp: (body, caller) => signUp({ body, headers: headersOf(caller) }),
    signIn: (body, caller) => signIn({ body, headers: headersOf(caller) }),
    refresh: (body, caller) => refresh({ body, headers: headersOf(caller) }),
    signOut: (caller) => signOut({ headers: headersOf(caller) }),
    me: (caller) => me({ headers: headersOf(caller) }),
    leadProfile: (caller) => leadProfile({ headers: headersOf(caller) }),
    saveLeadProfile: (body, caller) => saveLeadProfile({ body, headers: headersOf(caller) }),
    searchBookmarks: async (caller, bookmarkId) =>
      bookmarkId !== undefined && !isBookmarkId(bookmarkId)
        ? { ok: true, data: { myAtcSearchViewBeans: [] } }
        : searchBookmarks({ params: { searchBookmarkId: bookmarkId }, headers: headersOf(caller) }),
    shareBookmark: (bookmarkId, caller) =>
      isBookmarkId(bookmarkId)
        ? shareBookmark({ suffix: idSuffix(bookmarkId), headers: headersOf(caller) })
        : noSuchBookmark(),
    saveSearch: (body, caller) =>
      body.bookmarkId !== undefined && !isBookmarkId(body.bookmarkId)
        ? noSuchBookmark()
        : saveSearch({ body, headers: headersOf(caller) }),
    deleteBookmark: (bookmarkId, caller) =>
      isBookmarkId(bookmarkId)
        ? deleteBookmark({ suffix: idSuffix(bookmarkId), headers: headersOf(caller) })
        : noSuchBookmark(),
    subscribe: (body, caller) => subscribe({ body, headers: headersOf(caller) }),
    alertSubscription: (token) => alertSubscription({ params: { token } }),
    unsubscribeAlerts: (body, caller) => unsubscribeAlerts({ body, headers: headersOf(caller) }),
    recentlyViewed: (caller) => recentlyViewed({ headers: headersOf(caller) }),
    recordViews: (body, caller) => recordViews({ body, headers: headersOf(caller) }),
    savedListings: (caller) => savedListings({ headers: headersOf(caller) }),
    saveListing: (listingId, body, caller) =>
      saveListing({ suffix: idSuffix(listingId), body, headers: headersOf(caller) }),
    unsaveListing: (listingId, caller) => unsaveListing({ suffix: idSuffix(listingId), headers: headersOf(caller) }),
    wallet: (caller) => wallet({ headers: headersOf(caller) }),
    saveWallet: (body, caller) => saveWallet({ body, headers: headersOf(caller) }),
    removeWallet: (caller) => removeWallet({ headers: headersOf(caller) }),
  };
}

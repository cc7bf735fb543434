import { z } from 'zod';
import { singleLine } from '../text';
import { paymentEstimateErrors } from '../payments';
import { ACCOUNT_LIMITS, ALERT_FREQUENCIES, RECENTLY_VIEWED_LIMIT, WALLET_APR_DECIMALS } from './constants';

export * from './constants';

/**
 * The wire format of the account service (users, sessions, saved searches, lead profile, wallet),
 * owned by the service: one zod schema per payload, its type inferred under the same name. The
 * reference upstream (upstreams/account) builds and parses these shapes; the gateway parses every
 * answer with them. The product rules behind them: docs/rules/accounts.md.
 *
 * Who is calling travels in headers, never in a body:
 * - `idtoken`: the signed-in consumer's identity token (a JWT the service issued). The service
 *   verifies it and checks that its session is still open on every call.
 * - `x-visitor-id`: the logged-out visitor's id (a random UUID the gateway keeps in a cookie), for
 *   what a visitor may save before signing up.
 * - `idempotency-key`: on every write; a retry with the same key (same caller) answers what the
 *   first call answered, without writing again.
 */

/** Every refused request: `field` names the body field a user mistake is about. */
export const AccountErrorBody = z.object({
  error: z.object({
    code: z.enum([
      'BAD_REQUEST',
      'UNAUTHENTICATED',
      'NOT_FOUND',
      'EMAIL_TAKEN',
      'BAD_CREDENTIALS',
      'SUBSCRIBE_LIMIT',
      /** A visitor's save past the quick-save maximum (409, field `listingId`): sign in to save more. */
      'QUICK_SAVE_LIMIT',
      'IDEMPOTENCY_KEY_REUSED',
      /** An unsubscribe token that is malformed or not signed by the service (400, field `token`). */
      'INVALID_TOKEN',
      /** An unsubscribe link already used, or older than one used since (410): nothing changes. */
      'LINK_USED',
      /** The service itself failed (a 5xx); nothing about the request. */
      'INTERNAL',
    ]),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type AccountErrorBody = z.infer<typeof AccountErrorBody>;
export type AccountErrorCode = AccountErrorBody['error']['code'];

// ─── users and sessions ────────────────────────────────────────────────────────────────────────

export const AccountUser = z.object({
  /** Opaque id (a UUID). */
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type AccountUser = z.infer<typeof AccountUser>;

/** POST /account-api/users (sign up). Also moves the calling visitor's saves to the new user. */
export const SignUpRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(ACCOUNT_LIMITS.emailMaxLength),
  password: z.string().min(ACCOUNT_LIMITS.passwordMinLength).max(ACCOUNT_LIMITS.passwordMaxLength),
  firstName: singleLine(z.string().trim().max(ACCOUNT_LIMITS.nameMaxLength)).optional(),
  lastName: singleLine(z.string().trim().max(ACCOUNT_LIMITS.nameMaxLength)).optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** POST /account-api/sessions (sign in). Also moves the calling visitor's saves to the user. */
export const SignInRequest = z.object({
  email: singleLine(z.string().trim().toLowerCase().max(ACCOUNT_LIMITS.emailMaxLength)),
  password: z.string().max(ACCOUNT_LIMITS.passwordMaxLength),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** POST /account-api/sessions/refresh: a new identity token for a session that is still open. */
export const RefreshRequest = z.object({ refreshToken: z.string().min(1) });
export type RefreshRequest = z.infer<typeof RefreshRequest>;

/**
 * Answer to sign up, sign in and refresh. The identity token is short-lived (ID_TOKEN_TTL_S); the
 * refresh token is an opaque secret that lasts as long as the session (SESSION_TTL_S) and is only
 * ever stored hashed by the service.
 */
export const SessionResponse = z.object({
  user: AccountUser,
  sessionId: z.string(),
  idToken: z.string(),
  /** ISO timestamp. */
  idTokenExpiresAt: z.string(),
  refreshToken: z.string(),
  /** ISO timestamp. */
  sessionExpiresAt: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** DELETE /account-api/sessions/current (header idtoken): sign out; the token's session is revoked. */
export const SignOutResponse = z.object({ revoked: z.boolean() });
export type SignOutResponse = z.infer<typeof SignOutResponse>;

/** GET /account-api/me (header idtoken). */
export const MeResponse = z.object({
  user: AccountUser,
  savedSearchCount: z.number().int(),
});
export type MeResponse = z.infer<typeof MeResponse>;

// ─── lead profile ──────────────────────────────────────────────────────────────────────────────

/** What a shopper typed once so sellers can answer them; a visitor's is kept by visitor id. */
export const LeadProfile = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isOneClickOptedIn: z.boolean(),
});
export type LeadProfile = z.infer<typeof LeadProfile>;

/** GET /account-api/lead-profile (idtoken or x-visitor-id): an empty profile when none was saved. */
export const LeadProfileResponse = z.object({ leadProfile: LeadProfile });
export type LeadProfileResponse = z.infer<typeof LeadProfileResponse>;

/** PUT /account-api/lead-profile (idtoken or x-visitor-id): replaces the profile. */
export const LeadProfileRequest = z.object({
  firstName: singleLine(z.string().trim().max(ACCOUNT_LIMITS.nameMaxLength)).nullable(),
  lastName: singleLine(z.string().trim().max(ACCOUNT_LIMITS.nameMaxLength)).nullable(),
  email: z.string().trim().toLowerCase().email().max(ACCOUNT_LIMITS.emailMaxLength).nullable(),
  phone: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'a 10-digit phone number')
    .nullable(),
  isOneClickOptedIn: z.boolean(),
});
export type LeadProfileRequest = z.infer<typeof LeadProfileRequest>;

// ─── wallet (docs/rules/accounts.md#wallet) ───────────────────────────────────────────────────

/**
 * A signed-in consumer's wallet: the payment estimate (contracts/payments.ts) their cards and
 * vehicle pages show monthly payments with. Only a user has one here; a visitor's stays in their
 * browser.
 */
export const Wallet = z.object({
  /** Whole dollars paid up front. */
  downPayment: z.number().int(),
  /** The trade-in's value, whole dollars, paid up front like the down payment. */
  tradeInValue: z.number().int(),
  /** The loan's term in months, one of PAYMENT_TERMS. */
  termMonths: z.number().int(),
  /** Percent a year, at most WALLET_APR_DECIMALS decimals. */
  aprPercent: z.number(),
  /** ISO timestamp of the last save. */
  updatedAt: z.string(),
});
export type Wallet = z.infer<typeof Wallet>;

/**
 * GET /account-api/wallet (idtoken): the consumer's wallet, or null when none is saved. PUT answers
 * the wallet as saved; DELETE answers null (removing none is no error). All three are 401
 * UNAUTHENTICATED without an identity token, a visitor id or not.
 */
export const WalletResponse = z.object({ wallet: Wallet.nullable() });
export type WalletResponse = z.infer<typeof WalletResponse>;

const hasAtMostDecimals = (value: number, decimals: number) => Number(value.toFixed(decimals)) === value;

/**
 * PUT /account-api/wallet (idtoken, idempotency-key): replaces the whole wallet. Every field is
 * required; the rules are paymentEstimateErrors' (contracts/payments.ts), the one rule of an
 * estimate, and the APR keeps at most WALLET_APR_DECIMALS decimals. A mistake is 400 on its field.
 */
export const WalletRequest = z
  .object({
    downPayment: z.number(),
    tradeInValue: z.number(),
    termMonths: z.number(),
    aprPercent: z.number(),
  })
  .superRefine((estimate, context) => {
    const errors = paymentEstimateErrors(estimate);
    for (const error of errors) {
      const message = error.rule.charAt(0).toUpperCase() + error.rule.slice(1);
      context.addIssue({ code: 'custom', path: [error.field], message });
    }
    if (
      !errors.some((error) => error.field === 'aprPercent') &&
      !hasAtMostDecimals(estimate.aprPercent, WALLET_APR_DECIMALS)
    )
      context.addIssue({
        code: 'custom',
        path: ['aprPercent'],
        message: `Use at most ${WALLET_APR_DECIMALS} decimals`,
      });
  });
export type WalletRequest = z.infer<typeof WalletRequest>;

// ─── saved searches (search bookmarks) ─────────────────────────────────────────────────────────

/** How often a saved search's alerts are checked (docs/rules/alerts.md#frequency). */
export const AlertFrequency = z.enum(ALERT_FREQUENCIES);
export type AlertFrequency = z.infer<typeof AlertFrequency>;

/** A saved search's id, a UUID: any other id is no one's saved search, and the service answers it NOT_FOUND. */
export const BookmarkId = z.uuid();
export const isBookmarkId = (id: string): boolean => BookmarkId.safeParse(id).success;

/**
 * One saved search. `searchResultsURL` is the SRP's canonical query string (no '?'), the filters
 * the search stands for; opening the bookmark opens the SRP with exactly that query string.
 */
export const SearchBookmark = z.object({
  bookmarkId: z.string(),
  bookmarkTitle: z.string(),
  searchName: z.string(),
  /** ISO timestamp of the last time the shopper ran the search from the bookmark. */
  lastExecuted: z.string().nullable(),
  /** ISO timestamp of when it was saved. */
  searchBookmarkDate: z.string(),
  searchResultsURL: z.string(),
  /** Whether new matches are emailed. */
  alertsEnabled: z.boolean(),
  /** How often the search is checked for new matches, kept while alerts are off. */
  alertFrequency: AlertFrequency,
  /** Where alerts go: the subscriber's email for a visitor's subscription, the user's otherwise. */
  alertEmail: z.string().nullable(),
});
export type SearchBookmark = z.infer<typeof SearchBookmark>;

/**
 * GET /account-api/searchbookmarks (header idtoken; query searchBookmarkId to ask for one): the
 * caller's saved searches, newest first, in the spec's envelope. Someone else's id, or one that
 * does not exist, answers an empty list.
 */
export const SearchBookmarksResponse = z.object({ myAtcSearchViewBeans: z.array(SearchBookmark) });
export type SearchBookmarksResponse = z.infer<typeof SearchBookmarksResponse>;

/**
 * POST /account-api/search (header idtoken, idempotency-key): saves a search, or with `bookmarkId`
 * updates the caller's own bookmark (rename, alerts, lastExecuted). NOT_FOUND for someone else's.
 */
export const SaveSearchRequest = z.object({
  bookmarkId: z.string().optional(),
  bookmarkTitle: singleLine(z.string().trim().min(1).max(ACCOUNT_LIMITS.bookmarkTitleMaxLength)).optional(),
  searchName: singleLine(z.string().trim().max(ACCOUNT_LIMITS.bookmarkTitleMaxLength)).optional(),
  lastExecuted: z.string().datetime().optional(),
  searchResultsURL: singleLine(z.string().max(ACCOUNT_LIMITS.searchResultsUrlMaxLength)).optional(),
  alertsEnabled: z.boolean().optional(),
  /** DEFAULT_ALERT_FREQUENCY for a new search when unset; unchanged on an update. */
  alertFrequency: AlertFrequency.optional(),
});
export type SaveSearchRequest = z.infer<typeof SaveSearchRequest>;

export const SaveSearchResponse = z.object({ bookmark: SearchBookmark });
export type SaveSearchResponse = z.infer<typeof SaveSearchResponse>;

/** DELETE /account-api/searchbookmarks/{id} (header idtoken, idempotency-key). NOT_FOUND for someone else's. */
export const DeleteSearchBookmarkResponse = z.object({ bookmarkId: z.string(), deleted: z.boolean() });
export type DeleteSearchBookmarkResponse = z.infer<typeof DeleteSearchBookmarkResponse>;

/**
 * GET /account-api/searchbookmarks/share-bookmark/{id} (header idtoken): what a shared link opens,
 * the bookmark's filters and title, never its owner or alert address. NOT_FOUND for someone else's.
 */
export const ShareBookmarkResponse = z.object({
  bookmarkId: z.string(),
  bookmarkTitle: z.string(),
  searchResultsURL: z.string(),
});
export type ShareBookmarkResponse = z.infer<typeof ShareBookmarkResponse>;

/**
 * POST /account-api/subscriptions (header x-visitor-id, idempotency-key): a logged-out visitor
 * subscribes a search to email alerts. At most VISITOR_MAX_SAVED_SEARCHES per visitor and per
 * email address; the next one answers 409 SUBSCRIBE_LIMIT.
 */
export const SubscribeRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(ACCOUNT_LIMITS.subscribeEmailMaxLength),
  searchResultsURL: singleLine(z.string().max(ACCOUNT_LIMITS.searchResultsUrlMaxLength)),
  searchName: singleLine(z.string().trim().max(ACCOUNT_LIMITS.bookmarkTitleMaxLength)),
  /** DEFAULT_ALERT_FREQUENCY when unset. */
  alertFrequency: AlertFrequency.optional(),
});
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;

export const SubscribeResponse = z.object({ bookmark: SearchBookmark, visitorSavedSearchCount: z.number().int() });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

// ─── alert unsubscribe links (docs/rules/alerts.md#unsubscribe) ────────────────────────────────

/*
 * No sign-in: the token of an alert email's link is the proof (upstreams/alerts/unsubscribe-token.ts).
 * It names a bookmark and the bookmark's unsubscribe generation; only a token of the current
 * generation works. A malformed or forged token is 400 INVALID_TOKEN, one of an older generation
 * (already used, or older than one used since) 410 LINK_USED, a deleted bookmark 404 NOT_FOUND;
 * none of them changes anything.
 */

/** Whether the bookmark's alerts are on. */
export const AlertSubscriptionStatus = z.enum(['SUBSCRIBED', 'UNSUBSCRIBED']);
export type AlertSubscriptionStatus = z.infer<typeof AlertSubscriptionStatus>;

/**
 * GET /account-api/alerts/unsubscribe?token=… describes what the link would turn off, changing
 * nothing (mail scanners fetch links). POST /account-api/alerts/unsubscribe with UnsubscribeRequest
 * turns the bookmark's alerts off and moves its generation on, so the link (and every older one)
 * stops working: always UNSUBSCRIBED.
 */
export const AlertSubscriptionResponse = z.object({
  status: AlertSubscriptionStatus,
  /** The name the shopper gave the search (what their saved searches page shows). */
  bookmarkTitle: z.string(),
  /** The name made from its filters. */
  searchName: z.string(),
});
export type AlertSubscriptionResponse = z.infer<typeof AlertSubscriptionResponse>;

export const UnsubscribeRequest = z.object({
  token: z.string().min(1).max(ACCOUNT_LIMITS.unsubscribeTokenMaxLength),
});
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequest>;

/**
 * A listing id: 1 to 15 digits, as the vehicle page's URL has it (15 digits stay exact as a
 * JavaScript number and fit a BIGINT).
 */
export const ListingId = z.string().regex(/^\d{1,15}$/, 'a listing id (digits)');

/** GET /account-api/recently-viewed (idtoken): the consumer's recently viewed listing ids, most recent first. */
export const RecentlyViewedResponse = z.object({ listingIds: z.array(z.string()) });
export type RecentlyViewedResponse = z.infer<typeof RecentlyViewedResponse>;

/**
 * POST /account-api/recently-viewed (idtoken): views to record, most recent first (one vehicle page
 * opened, or the browser's list merged on sign-in): each moves to the front of the consumer's list
 * in this order, no repeats; the list keeps its RECENTLY_VIEWED_LIMIT most recent. Answers the list.
 */
export const RecordViewsRequest = z.object({
  listingIds: z
    .array(ListingId)
    .min(1)
    .max(RECENTLY_VIEWED_LIMIT)
    .refine((ids) => new Set(ids).size === ids.length, 'no listing id twice'),
});
export type RecordViewsRequest = z.infer<typeof RecordViewsRequest>;

// ─── saved cars (docs/rules/accounts.md#saved-cars) ────────────────────────────────────────────

/**
 * A car the shopper saved (the heart): the listing id, and the title and asking price it had when
 * saved, kept so a car no longer for sale can still be named.
 */
export const SavedListing = z.object({
  listingId: z.string(),
  title: z.string(),
  /** Whole dollars; null when the listing had no asking price. */
  priceWhenSaved: z.number().int().nullable(),
  /** ISO timestamp. */
  savedAt: z.string(),
});
export type SavedListing = z.infer<typeof SavedListing>;

/**
 * GET /account-api/saved-listings (idtoken or x-visitor-id): the caller's saved cars, newest first.
 * A caller with neither header has none.
 */
export const SavedListingsResponse = z.object({ savedListings: z.array(SavedListing) });
export type SavedListingsResponse = z.infer<typeof SavedListingsResponse>;

/**
 * PUT /account-api/saved-listings/{listingId} (idtoken or x-visitor-id, idempotency-key): saves the
 * car with what the listing shows now. A listingId that is not 1 to 15 digits is 400 on field
 * `listingId`. A new save answers 201; a car already saved answers it again, unchanged, with 200. A
 * visitor's save past ACCOUNT_LIMITS.visitorMaxSavedListings is 409 QUICK_SAVE_LIMIT.
 */
export const SaveListingRequest = z.object({
  title: singleLine(z.string().trim().min(1).max(ACCOUNT_LIMITS.savedListingTitleMaxLength)),
  /** Whole dollars (an INTEGER column); null when the listing has no asking price. */
  priceWhenSaved: z.number().int().min(0).max(2_147_483_647).nullable(),
});
export type SaveListingRequest = z.infer<typeof SaveListingRequest>;

export const SaveListingResponse = z.object({
  savedListing: SavedListing,
  /** The caller's saved listing ids after the save, newest first. */
  savedListingIds: z.array(z.string()),
});
export type SaveListingResponse = z.infer<typeof SaveListingResponse>;

/**
 * DELETE /account-api/saved-listings/{listingId} (idtoken or x-visitor-id, idempotency-key):
 * `removed` is false when the car was not saved, which is no error.
 */
export const UnsaveListingResponse = z.object({
  listingId: z.string(),
  removed: z.boolean(),
  /** The caller's saved listing ids after the change, newest first. */
  savedListingIds: z.array(z.string()),
});
export type UnsaveListingResponse = z.infer<typeof UnsaveListingResponse>;

/**
 * The account domain's numbers, shared by the account service and the gateway
 * (docs/rules/accounts.md says why each is what it is).
 */
export const ACCOUNT_LIMITS = {
  /** The inline email subscribe form takes at most 45 characters. */
  subscribeEmailMaxLength: 45,
  /** Account emails: the longest address RFC 5321 allows. */
  emailMaxLength: 254,
  passwordMinLength: 8,
  /** argon2 hashes any length; the cap stops a megabyte password from costing the server. */
  passwordMaxLength: 128,
  nameMaxLength: 60,
  bookmarkTitleMaxLength: 80,
  searchResultsUrlMaxLength: 4_000,
  /** A logged-out visitor keeps at most this many saved (subscribed) searches. */
  visitorMaxSavedSearches: 2,
  /**
   * The quick-save maximum: a logged-out visitor keeps at most this many saved cars; the next save
   * asks them to sign in. The product leaves the number open; 3 lets a visitor shortlist a few cars
   * before an account is worth it (docs/rules/accounts.md#saved-cars).
   */
  visitorMaxSavedListings: 3,
  /** A saved car's title, kept as the listing had it when saved; listing titles are far shorter. */
  savedListingTitleMaxLength: 200,
  /** An unsubscribe token is about 90 characters; anything much longer is not one. */
  unsubscribeTokenMaxLength: 200,
} as const;

/** The message a visitor's subscription past the limit gets, word for word. */
export const SUBSCRIBE_LIMIT_MESSAGE = 'You have a maximum of 2 searches saved.';

/** What a visitor's save past the quick-save maximum is told (docs/rules/accounts.md#saved-cars). */
export const QUICK_SAVE_LIMIT_MESSAGE = `Sign in to save more than ${ACCOUNT_LIMITS.visitorMaxSavedListings} cars.`;

export const IDENTITY_TOKEN = {
  /** The identity token's `iss` and `aud`. */
  issuer: 'urn:carmarket:account',
  audience: 'urn:carmarket:gateway',
  algorithm: 'HS256',
  /** Short-lived: the gateway refreshes it from the session's refresh token. */
  ttlSeconds: 15 * 60,
  /** How long a session (and its refresh token) lasts without a sign-out. */
  sessionTtlSeconds: 30 * 24 * 60 * 60,
} as const;

/** Headers the account service reads who is calling from. */
export const ACCOUNT_HEADERS = {
  idToken: 'idtoken',
  visitorId: 'x-visitor-id',
  idempotencyKey: 'idempotency-key',
} as const;

/**
 * The identity token's signing key: IDENTITY_TOKEN_KEY (base64url, at least 32 bytes) in the
 * environment; required in production. Unset elsewhere, it is generated on first start into this
 * file under the data folder (DATA_DIR, `.data/` by default), created exclusively with mode 0600,
 * and read from there by every process after.
 */
export const IDENTITY_TOKEN_KEY = {
  env: 'IDENTITY_TOKEN_KEY',
  fileName: 'identity-token.key',
  minBytes: 32,
} as const;

/** The web's cookies (the gateway sets them; docs/rules/accounts.md). */
export const ACCOUNT_COOKIES = {
  /** httpOnly, SameSite=Lax, Secure under HTTPS: the identity token. */
  idToken: 'idtoken',
  /** httpOnly, SameSite=Lax, path /graphql and the pages: the session's refresh token. */
  refreshToken: 'refresh',
  /** Readable by the page, no secret: '1' while signed in; it tells a visitor and a consumer apart. */
  signedIn: 'signed_in',
  /** httpOnly: a logged-out visitor's id (random UUID), for what they save before signing up. */
  visitorId: 'visitor',
} as const;

/**
 * How often a saved search's alerts are checked (docs/rules/alerts.md#frequency); the database's
 * CHECK (migration 011) holds the same list.
 */
export const ALERT_FREQUENCIES = ['INSTANT', 'DAILY', 'WEEKLY'] as const;
/** A search saved or subscribed without a choice is checked once a day. */
export const DEFAULT_ALERT_FREQUENCY = 'DAILY' satisfies (typeof ALERT_FREQUENCIES)[number];

/**
 * The public page an alert email's unsubscribe link opens, and the one-click POST of RFC 8058
 * (docs/rules/alerts.md#unsubscribe); the token rides in this query parameter.
 */
export const ALERT_UNSUBSCRIBE_PATH = '/alerts/unsubscribe';
export const ALERT_UNSUBSCRIBE_PARAM = 'token';

/** A consumer's recently viewed vehicle pages the account keeps, most recent first (docs/rules/still-interested.md#recently-viewed). */
export const RECENTLY_VIEWED_LIMIT = 20;

/**
 * A wallet's APR keeps at most this many decimals (docs/rules/accounts.md#wallet): the wallets table
 * stores it as NUMERIC(4, 2) (migration 019), which would round a third decimal away silently.
 */
export const WALLET_APR_DECIMALS = 2;

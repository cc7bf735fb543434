/**
 * The account service's own numbers (docs/rules/accounts.md). The ones the gateway shares (limits,
 * token claims, header names) live in contracts/account/constants.ts.
 */

/** Every path of the service starts here. */
export const ACCOUNT_PREFIX = '/account-api';

/** An idempotency key is 8 to 100 characters (docs/rules/accounts.md#idempotency). */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const;
/** How long a key answers retries; older keys are forgotten and pruned lazily. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** Expired keys are pruned by about one write in this many, so no write pays for it every time. */
export const IDEMPOTENCY_PRUNE_EVERY = 50;

/** Bytes of randomness in a refresh token (it is sent base64url and stored as its SHA-256). */
export const REFRESH_TOKEN_BYTES = 32;

/** The name a saved search gets when the caller sends none. */
export const DEFAULT_SEARCH_NAME = 'My saved search';

/**
 * Signing in with an unknown email still verifies a password against this hash's kind, so the
 * answer takes as long as for a known email (docs/rules/accounts.md#sign-in).
 */
export const TIMING_DUMMY_PASSWORD = 'not-a-real-password-only-for-timing';

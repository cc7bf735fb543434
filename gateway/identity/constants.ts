/** The gateway's side of sign-in (docs/rules/accounts.md#gateway). */

/** Where the identity token key file lives when IDENTITY_TOKEN_KEY is unset: the data folder. */
export const DEFAULT_DATA_DIR = '.data';

/** A token longer than this is not one the account service issued; it is not even parsed. */
export const MAX_TOKEN_LENGTH = 4_096;

/** A visitor's id lasts a year in their browser: long enough to find their subscriptions again. */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** What an idempotency key may be (docs/rules/accounts.md#retries). */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const;

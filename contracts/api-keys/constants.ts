/**
 * API keys and quotas for other channels (docs/rules/public-api.md#api-keys-and-quotas): the
 * numbers the key service, its CLI and the gateway share.
 */

/** The request header a key is sent in. */
export const API_KEY_HEADER = 'x-api-key';

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'cfs_';

/** The random part: 32 bytes from the operating system's CSPRNG, written base64url (43 characters). */
export const API_KEY_RANDOM_BYTES = 32;

/** A key as issued: the prefix, then 43 base64url characters. Anything else is not a key. */
export const API_KEY_PATTERN = /^cfs_[A-Za-z0-9_-]{43}$/;

/**
 * The first characters of the random part, stored beside the hash so that a key can be told
 * apart in a listing. Eight characters (48 bits) of 256 give nothing useful away.
 */
export const API_KEY_LISTED_CHARS = 8;

/**
 * The default budget of a key, per fixed window: requests, and operation cost as graphql-armor
 * counts it (objects 2, scalars 1, times 1.5 per level; the sandbox's results page query costs about
 * 170, an operation at the gateway's maxCost 5,000): 600 requests averaging a cost of 500.
 * `npm run api-key -- create NAME --rate N --cost N --window-seconds N` sets another per key.
 */
export const API_KEY_DEFAULT_QUOTA = { rateLimit: 600, costLimit: 300_000, windowSeconds: 60 } as const;

/** The bounds a key's quota must lie within. */
export const API_KEY_QUOTA_BOUNDS = {
  rateLimit: { min: 1, max: 1_000_000 },
  costLimit: { min: 1, max: 1_000_000_000 },
  windowSeconds: { min: 1, max: 86_400 },
} as const;

/** A key's name: what it is for (a partner, an app). */
export const API_KEY_NAME_MAX_LENGTH = 80;

/** The key service's paths. */
export const API_KEYS_PATH = '/api-keys';
export const API_KEY_VERIFY_PATH = '/api-keys/verify';

/** The gateway keeps a verified key this long, so a request costs no call to the key service. */
export const API_KEY_CACHE_MS = 60_000;
/** And an unknown key this long, so a flood of bad keys does not reach the key service. */
export const API_KEY_UNKNOWN_CACHE_MS = 10_000;
/** At most this many keys are kept (known and unknown); the oldest go first. */
export const API_KEY_CACHE_ENTRIES = 10_000;

/** The key-verification call's breaker: it runs before every keyed request, so it gives up fast. */
export const API_KEY_VERIFY_BREAKER = { timeoutMs: 1_000, resetTimeoutMs: 10_000 } as const;

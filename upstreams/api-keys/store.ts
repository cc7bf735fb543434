import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_DEFAULT_QUOTA,
  API_KEY_LISTED_CHARS,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_PREFIX,
  API_KEY_QUOTA_BOUNDS,
  API_KEY_RANDOM_BYTES,
} from '../../contracts/api-keys/constants';
import type { ApiKeyCreated, ApiKeyListed, ApiKeyQuota } from '../../contracts/api-keys/index';
import type { Queryable } from '../db/database';

/**
 * The key service's table (migration 028, docs/rules/public-api.md#api-keys-and-quotas). A key is
 * 32 random bytes: only its SHA-256 is stored. A slow password hash (argon2) is for secrets a person
 * chose, which can be guessed; 256 random bits cannot, so one fast hash is as safe and lets every
 * keyed request be checked by an indexed lookup. The key's text is returned once, at creation, and
 * never written anywhere else (no log, no listing).
 */

/** A key's settings, checked (checkApiKeyInput). */
export interface ApiKeyInput {
  name: string;
  rateLimit: number;
  costLimit: number;
  windowSeconds: number;
}

/** A refused input: the field at fault and why (answered as 400 naming it, or the CLI's exit 2). */
export class ApiKeyRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The SHA-256 of a key's text, hex: what is stored and what the gateway sends to verify. */
export const hashApiKey = (apiKey: string): string => createHash('sha256').update(apiKey).digest('hex');

/** A new key, its hash and its listed prefix. */
export function generateApiKey(): { apiKey: string; keyHash: string; prefix: string } {
  const apiKey = `${API_KEY_PREFIX}${randomBytes(API_KEY_RANDOM_BYTES).toString('base64url')}`;
  return {
    apiKey,
    keyHash: hashApiKey(apiKey),
    prefix: apiKey.slice(0, API_KEY_PREFIX.length + API_KEY_LISTED_CHARS),
  };
}

/** The name trimmed and the quota filled with the defaults, each checked; an ApiKeyRefusal names the field. */
export function checkApiKeyInput(input: {
  name?: unknown;
  rateLimit?: unknown;
  costLimit?: unknown;
  windowSeconds?: unknown;
}): ApiKeyInput {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name.length < 1 || name.length > API_KEY_NAME_MAX_LENGTH)
    throw new ApiKeyRefusal('name', `name: must be 1 to ${API_KEY_NAME_MAX_LENGTH} characters`);
  // Names are shown in listings and logs: no control characters.
  if (/\p{Cc}/u.test(name)) throw new ApiKeyRefusal('name', 'name: must not contain control characters');
  const quota = (field: keyof typeof API_KEY_QUOTA_BOUNDS): number => {
    const value = input[field] ?? API_KEY_DEFAULT_QUOTA[field];
    const { min, max } = API_KEY_QUOTA_BOUNDS[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      throw new ApiKeyRefusal(field, `${field}: must be a whole number from ${min} to ${max}`);
    return value;
  };
  return { name, rateLimit: quota('rateLimit'), costLimit: quota('costLimit'), windowSeconds: quota('windowSeconds') };
}

interface Row {
  id: string;
  name: string;
  prefix: string;
  rate_limit: number;
  cost_limit: number;
  window_seconds: number;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

const COLUMNS = 'id, name, prefix, rate_limit, cost_limit, window_seconds, created_at, revoked_at';

const iso = (value: Date | string) => new Date(value).toISOString();

const quotaOf = (row: Row): ApiKeyQuota => ({
  id: row.id,
  name: row.name,
  rateLimit: row.rate_limit,
  costLimit: row.cost_limit,
  windowSeconds: row.window_seconds,
});

const listedOf = (row: Row): ApiKeyListed => ({
  ...quotaOf(row),
  prefix: row.prefix,
  createdAt: iso(row.created_at),
  revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
});

/** Stores a new key (input as checkApiKeyInput answers it); the key's text is in the answer, once. */
export async function createApiKey(db: Queryable, input: ApiKeyInput): Promise<ApiKeyCreated> {
  const { apiKey, keyHash, prefix } = generateApiKey();
  const [row] = await db.query<Row>(
    `INSERT INTO api_keys (name, prefix, key_hash, rate_limit, cost_limit, window_seconds)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [input.name, prefix, keyHash, input.rateLimit, input.costLimit, input.windowSeconds],
  );
  return { key: listedOf(row), apiKey };
}

/** The live key with this hash; undefined for an unknown or revoked one. */
export async function verifyApiKey(db: Queryable, keyHash: string): Promise<ApiKeyQuota | undefined> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`, [
    keyHash,
  ]);
  return row ? quotaOf(row) : undefined;
}

/** Every key, newest first, revoked ones included: never a hash. */
export async function listApiKeys(db: Queryable): Promise<ApiKeyListed[]> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at DESC, id`);
  return rows.map(listedOf);
}

/**
 * Revokes a key: true when it was live until now, false when it was already revoked (revoking
 * again changes nothing), undefined when there is no such key.
 */
export async function revokeApiKey(db: Queryable, id: string): Promise<boolean | undefined> {
  const [row] = await db.query<{ revoked: boolean }>(
    `WITH target AS (SELECT id, revoked_at FROM api_keys WHERE id = $1),
          updated AS (UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id)
     SELECT EXISTS (SELECT 1 FROM updated) AS revoked FROM target`,
    [id],
  );
  return row?.revoked;
}

import { z } from 'zod';
import { singleLine } from '../text';

/**
 * The key service's wire format (docs/rules/public-api.md#api-keys-and-quotas): the gateway's
 * verification call, and the operator's calls the CLI can make. A key is stored as the SHA-256 of
 * its text; only the verification call and the gateway ever see a hash, and only creation ever
 * answers a key itself, once.
 */

/** POST /api-keys/verify: the SHA-256 (hex) of the key a request carried. */
export const ApiKeyVerifyRequest = z.object({ keyHash: z.string() });
export type ApiKeyVerifyRequest = z.infer<typeof ApiKeyVerifyRequest>;

/** A key's identity and quota, per window of windowSeconds. */
export const ApiKeyQuota = z.object({
  id: z.string(),
  name: z.string(),
  rateLimit: z.number().int(),
  costLimit: z.number().int(),
  windowSeconds: z.number().int(),
});
export type ApiKeyQuota = z.infer<typeof ApiKeyQuota>;

/** The answer to a verification: the key (404 KEY_UNKNOWN for an unknown or revoked one). */
export const ApiKeyVerified = z.object({ key: ApiKeyQuota });
export type ApiKeyVerified = z.infer<typeof ApiKeyVerified>;

/** POST /api-keys: a new key's name and, optionally, its quota (the defaults otherwise). */
export const ApiKeyCreateRequest = z.object({
  name: singleLine(z.string()),
  rateLimit: z.number().int().optional(),
  costLimit: z.number().int().optional(),
  windowSeconds: z.number().int().optional(),
});
export type ApiKeyCreateRequest = z.infer<typeof ApiKeyCreateRequest>;

/** A key as listed: never its hash, only its first characters. */
export const ApiKeyListed = ApiKeyQuota.extend({
  /** `cfs_` and the first characters of the random part, followed by an ellipsis when shown. */
  prefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyListed = z.infer<typeof ApiKeyListed>;

/** The answer to a creation: the key itself, shown this once and never again. */
export const ApiKeyCreated = z.object({ key: ApiKeyListed, apiKey: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** GET /api-keys. */
export const ApiKeyList = z.object({ keys: z.array(ApiKeyListed) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** DELETE /api-keys/:id: whether it was live until now (revoking twice is not an error). */
export const ApiKeyRevoked = z.object({ revoked: z.boolean() });
export type ApiKeyRevoked = z.infer<typeof ApiKeyRevoked>;

/** The key service's refusal: its code, message and, for a bad body, the field. */
export const ApiKeysErrorBody = z.object({
  error: z.object({
    code: z.enum(['BAD_REQUEST', 'KEY_UNKNOWN', 'NOT_FOUND', 'INTERNAL']),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ApiKeysErrorBody = z.infer<typeof ApiKeysErrorBody>;

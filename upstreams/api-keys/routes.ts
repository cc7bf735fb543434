import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_KEYS_PATH, API_KEY_VERIFY_PATH } from '../../contracts/api-keys/constants';
import {
  ApiKeyCreateRequest,
  ApiKeyVerifyRequest,
  type ApiKeyCreated,
  type ApiKeyList,
  type ApiKeyRevoked,
  type ApiKeysErrorBody,
  type ApiKeyVerified,
} from '../../contracts/api-keys/index';
import type { Db } from '../db/database';
import { upstreamErrorHandler } from '../error-handler';
import { ApiKeyRefusal, checkApiKeyInput, createApiKey, listApiKeys, revokeApiKey, verifyApiKey } from './store';

/**
 * The key service (docs/rules/public-api.md#api-keys-and-quotas): the gateway verifies a request's
 * key by its hash; the operator creates, lists and revokes keys (`npm run api-key`). Like every
 * reference upstream it listens on loopback only, behind the gateway, which does not pass these
 * paths on. No route logs a key, a hash or a body.
 */

export interface ApiKeysDeps {
  db: Db;
  /** Resolves once the tables exist. */
  migrated: Promise<unknown>;
}

type ErrorCode = ApiKeysErrorBody['error']['code'];

const errorBody = (code: ErrorCode, message: string, field?: string): ApiKeysErrorBody => ({
  error: field === undefined ? { code, message } : { code, message, field },
});

const SHA256_HEX = /^[0-9a-f]{64}$/;
const UUID = z.uuid();

/** The body as the schema reads it, or a refusal naming its first refused field. */
function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  throw new ApiKeyRefusal(
    field,
    field === 'body' ? `The body must be a JSON object: ${issue.message}` : `${field}: ${issue.message}`,
  );
}

export function registerApiKeysRoutes(app: FastifyInstance, deps: ApiKeysDeps): void {
  const { db } = deps;
  void app.register(async (scope) => {
    const fallback = upstreamErrorHandler('key service', errorBody);
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof ApiKeyRefusal)
        return reply.code(400).send(errorBody('BAD_REQUEST', error.message, error.field));
      return fallback(error as Parameters<typeof fallback>[0], request, reply);
    });
    // Keys and their quotas are nobody's to cache.
    scope.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

    scope.post(API_KEY_VERIFY_PATH, async (request, reply) => {
      await deps.migrated;
      const { keyHash } = parseBody(ApiKeyVerifyRequest, request.body);
      if (!SHA256_HEX.test(keyHash)) throw new ApiKeyRefusal('keyHash', 'keyHash: must be a SHA-256 in lowercase hex');
      const key = await verifyApiKey(db, keyHash);
      if (!key) return reply.code(404).send(errorBody('KEY_UNKNOWN', 'No live key has this hash'));
      return reply.code(200).send({ key } satisfies ApiKeyVerified);
    });

    scope.post(API_KEYS_PATH, async (request, reply) => {
      await deps.migrated;
      const input = checkApiKeyInput(parseBody(ApiKeyCreateRequest, request.body));
      const created = await createApiKey(db, input);
      request.log.info({ keyId: created.key.id }, 'api key created');
      return reply.code(201).send(created satisfies ApiKeyCreated);
    });

    scope.get(API_KEYS_PATH, async (_request, reply) => {
      await deps.migrated;
      return reply.code(200).send({ keys: await listApiKeys(db) } satisfies ApiKeyList);
    });

    scope.delete<{ Params: { id: string } }>(`${API_KEYS_PATH}/:id`, async (request, reply) => {
      await deps.migrated;
      const { id } = request.params;
      const revoked = UUID.safeParse(id).success ? await revokeApiKey(db, id) : undefined;
      if (revoked === undefined) return reply.code(404).send(errorBody('NOT_FOUND', 'No key has this id'));
      if (revoked) request.log.info({ keyId: id }, 'api key revoked');
      return reply.code(200).send({ revoked } satisfies ApiKeyRevoked);
    });
  });
}

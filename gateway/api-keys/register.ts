import { HeaderMap, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Redis } from 'ioredis';
import { API_KEY_HEADER, API_KEY_PATTERN } from '../../contracts/api-keys/constants';
import type { ApiKeyQuota } from '../../contracts/api-keys/index';
import { unavailableCode } from '../errors';
import { apiKeyRefusals } from '../observability/metrics';
import type { ApiKeysClient } from '../upstreams/api-keys/client';
import { operationCost } from './cost';
import { memoryQuotaStore, redisQuotaStore, type QuotaStore, type WindowCounts } from './quota';
import { createKeyVerifier } from './verify-cache';

/**
 * API keys and quotas for other channels (docs/rules/public-api.md#api-keys-and-quotas). A request
 * to /graphql with an `x-api-key` header is the key's: the key is verified (unknown or revoked: 401),
 * the request counted against the key's rate, and the key's cost budget checked (either spent:
 * 429 with Retry-After). The operation's cost, as graphql-armor counts it, is charged once Apollo has
 * resolved the operation (apiKeyCostPlugin); an operation that does not fit what is left of the
 * budget is refused with 429 before it runs. Every keyed answer carries the budget headers. A
 * request without the header is not affected.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The verified API key a /graphql request carried (registerApiKeys), set before its body is
     * read; undefined without one. Other hooks read it (the trusted documents: a keyed caller may
     * send operation text).
     */
    apiKey?: { id: string; name: string };
  }
}

/** The budget headers of every keyed answer. */
export const BUDGET_HEADERS = {
  limit: 'x-ratelimit-limit',
  remaining: 'x-ratelimit-remaining',
  reset: 'x-ratelimit-reset',
  costLimit: 'x-cost-limit',
  costRemaining: 'x-cost-remaining',
} as const;

const GRAPHQL_PATH = '/graphql';

/** One keyed request's standing: its key and its window's counts, charged as the operation is known. */
export class ApiKeyUsage {
  private resetAt: number;
  private requests: number;
  private cost: number;

  constructor(
    readonly key: ApiKeyQuota,
    counts: WindowCounts,
    private readonly store: QuotaStore,
    private readonly now: () => number,
  ) {
    this.requests = counts.requests;
    this.cost = counts.cost;
    this.resetAt = now() + counts.resetMs;
  }

  /** Whether the key may not make this request at all: over its rate, or its cost budget spent. */
  get exhausted(): 'rate' | 'cost' | undefined {
    if (this.requests > this.key.rateLimit) return 'rate';
    if (this.cost >= this.key.costLimit) return 'cost';
    return undefined;
  }

  get costRemaining(): number {
    return Math.max(0, this.key.costLimit - this.cost);
  }

  /** Whole seconds until the window ends (at least 1). */
  get resetSeconds(): number {
    return Math.max(1, Math.ceil((this.resetAt - this.now()) / 1000));
  }

  /**
   * Charges an operation's cost: false when it does not fit what is left (nothing charged). A
   * store that failed lets the operation through.
   */
  async charge(cost: number): Promise<boolean> {
    const charge = await this.store.charge(this.key, cost);
    if (!charge) return true;
    this.cost = charge.cost;
    this.resetAt = this.now() + charge.resetMs;
    return charge.charged;
  }

  headers(): Record<string, string> {
    return {
      [BUDGET_HEADERS.limit]: String(this.key.rateLimit),
      [BUDGET_HEADERS.remaining]: String(Math.max(0, this.key.rateLimit - this.requests)),
      [BUDGET_HEADERS.reset]: String(this.resetSeconds),
      [BUDGET_HEADERS.costLimit]: String(this.key.costLimit),
      [BUDGET_HEADERS.costRemaining]: String(this.costRemaining),
    };
  }
}

/** Each keyed request's usage, for the context (apiKeyUsageOf) and so for apiKeyCostPlugin. */
const usages = new WeakMap<FastifyRequest, ApiKeyUsage>();

/** The request's key usage, when it carried a key that was verified and counted. */
export const apiKeyUsageOf = (request: FastifyRequest): ApiKeyUsage | undefined => usages.get(request);

/** Why a keyed request was refused: the label of gateway_api_key_refusals_total. */
type RefusalReason = 'unknown' | 'unavailable' | 'rate' | 'cost';

/**
 * A refusal shaped like a GraphQL error (as the per-IP rate limit answers), so GraphQL clients read
 * it; counted by reason.
 */
const refusal = (reply: FastifyReply, reason: RefusalReason, status: number, code: string, message: string) => {
  apiKeyRefusals.inc({ reason });
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({
      statusCode: status,
      errors: [{ message, extensions: { code } }],
    });
};

export interface ApiKeysOptions {
  apiKeys: ApiKeysClient;
  /** The gateway's Redis (security/rate-limit.ts connectRateLimitStore): counters shared by replicas. */
  redis?: Redis;
  /** Prefix of the counters' Redis keys; the rate limit's prefix followed by `api-key:` in the gateway. */
  keyPrefix?: string;
  /** The clock (tests). */
  now?: () => number;
}

/** Registers the /graphql hook; before the /graphql route (fastifyApollo). */
export function registerApiKeys(app: FastifyInstance, options: ApiKeysOptions): void {
  const now = options.now ?? Date.now;
  const verifier = createKeyVerifier(options.apiKeys, now);
  const store = options.redis
    ? redisQuotaStore(options.redis, options.keyPrefix ?? 'gateway-api-key:', app.log, now)
    : memoryQuotaStore(now);

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers[API_KEY_HEADER];
    if (header === undefined || request.routeOptions.url !== GRAPHQL_PATH) return;
    if (typeof header !== 'string' || !API_KEY_PATTERN.test(header))
      return refusal(reply, 'unknown', 401, 'UNAUTHENTICATED', 'Unknown or revoked API key.');
    let key: ApiKeyQuota | undefined;
    try {
      key = await verifier.verify(header);
    } catch (error) {
      const code = unavailableCode(error) ?? 'UPSTREAM_ERROR';
      request.log.warn({ code }, 'api key: the key service is unavailable');
      void reply.header('retry-after', '10');
      return refusal(
        reply,
        'unavailable',
        503,
        code,
        'The API key could not be checked: the key service is unavailable.',
      );
    }
    if (!key) return refusal(reply, 'unknown', 401, 'UNAUTHENTICATED', 'Unknown or revoked API key.');
    request.apiKey = { id: key.id, name: key.name };
    const counts = await store.countRequest(key);
    // The store failed: let the request through, uncounted and without budget headers.
    if (!counts) return;
    const usage = new ApiKeyUsage(key, counts, store, now);
    void reply.headers(usage.headers());
    const exhausted = usage.exhausted;
    if (exhausted) {
      const seconds = usage.resetSeconds;
      void reply.header('retry-after', String(seconds));
      request.log.warn({ keyId: key.id, reason: exhausted }, 'api key: over its budget');
      return refusal(
        reply,
        exhausted,
        429,
        'RATE_LIMITED',
        exhausted === 'rate'
          ? `The API key's rate limit of ${key.rateLimit} requests per ${key.windowSeconds} s is reached: retry in ${seconds} s.`
          : `The API key's cost budget of ${key.costLimit} per ${key.windowSeconds} s is spent: retry in ${seconds} s.`,
      );
    }
    usages.set(request, usage);
  });
}

/**
 * Charges each keyed operation's cost once Apollo has resolved it, and puts the budget as it then
 * stands in the answer's headers. The usage comes from the context (ContextValue.apiKeyUsage, built
 * from apiKeyUsageOf(request)); a request without one is not touched.
 */
export function apiKeyCostPlugin<C extends BaseContext & { apiKeyUsage?: ApiKeyUsage }>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart({ contextValue }) {
      const usage = contextValue.apiKeyUsage;
      if (!usage) return;
      return {
        async didResolveOperation({ schema, document, operation }) {
          // Armor's costs can be fractions (the depth factor is 1.5); budgets count whole units.
          const cost = Math.ceil(operationCost(schema, document, operation));
          if (await usage.charge(cost)) return;
          apiKeyRefusals.inc({ reason: 'cost' });
          const seconds = usage.resetSeconds;
          throw new GraphQLError(
            `This operation costs ${cost} and the API key has ${usage.costRemaining} left in this window: retry in ${seconds} s.`,
            {
              extensions: {
                code: 'RATE_LIMITED',
                cost,
                http: { status: 429, headers: new HeaderMap([['retry-after', String(seconds)]]) },
              },
            },
          );
        },
        async willSendResponse({ response }) {
          for (const [name, value] of Object.entries(usage.headers())) response.http.headers.set(name, value);
        },
      };
    },
  };
}

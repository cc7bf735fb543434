import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { rateLimitExempt } from './limits';

export interface RateLimitSettings {
  /** Requests per client IP per window; 0 turns rate limiting off (load benchmarks). */
  max: number;
  windowMs: number;
  /** Shared counters for several replicas; in-process counters when unset. */
  redisUrl?: string;
  /** Prefix of the Redis keys, so deployments (or test runs) sharing a Redis do not share counters. */
  keyPrefix?: string;
}

/**
 * The Redis the rate-limit counters are shared in, connected (or failed once) before it is
 * returned; undefined without a URL. No offline queue: while Redis is away a request is let through
 * at once instead of waiting for it.
 */
export async function connectRateLimitStore(app: FastifyInstance, redisUrl?: string): Promise<Redis | undefined> {
  if (!redisUrl) return undefined;
  const redis = new Redis(redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit store unavailable'));
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // Start counting from the first request: wait for the connection, or its first failure.
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });
  return redis;
}

/**
 * Per-IP rate limit on every route but the monitoring ones. Must be registered before the routes it
 * guards. Over the limit: 429 with Retry-After and a JSON body shaped like a GraphQL error, so
 * GraphQL clients can read it. If Redis is unreachable, requests pass rather than fail.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  settings: RateLimitSettings,
  redis?: Redis,
): Promise<void> {
  if (settings.max <= 0) return;
  await app.register(rateLimit, {
    global: true,
    max: settings.max,
    timeWindow: settings.windowMs,
    redis: redis ?? (await connectRateLimitStore(app, settings.redisUrl)),
    nameSpace: settings.keyPrefix ?? 'gateway-rate-limit:',
    skipOnError: true,
    allowList: (request) => rateLimitExempt(request.url.split('?')[0]),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      errors: [{ message: `Too many requests, retry in ${context.after}`, extensions: { code: 'RATE_LIMITED' } }],
    }),
  });
}

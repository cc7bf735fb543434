import type { Redis } from 'ioredis';
import { EMAIL_SELLER_RATE_LIMIT, REPORT_LISTING_RATE_LIMIT } from './limits';

/**
 * A budget per client for one action (a mutation), on top of the per-IP request limit: counted in
 * Redis when the gateway has one (REDIS_URL), so replicas share it, in this process otherwise. The
 * same fixed window as the request limit (@fastify/rate-limit's): the first use starts it, and it
 * refills whole when it ends. If Redis is unreachable the action is let through, as requests are.
 */

export interface ActionLimit {
  /** Names the counters: `{keyPrefix}{name}:{client}`. */
  name: string;
  /** Uses per client per window. */
  max: number;
  windowMs: number;
}

export interface ActionTicket {
  allowed: boolean;
  /** Whole seconds until the window refills (0 when allowed). */
  retryAfterSeconds: number;
}

export interface ActionLimiter {
  /** Counts one use by the client (its IP) and says whether it is within the budget. */
  take(client: string): Promise<ActionTicket>;
}

/** INCR the counter, starting its window on the first use; the count and the window's time left. */
const TAKE_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/** In-process counters are swept of ended windows once there are this many. */
const LOCAL_SWEEP_AT = 10_000;

const ticket = (count: number, max: number, msLeft: number): ActionTicket =>
  count <= max
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.ceil(msLeft / 1000) };

export function createActionLimiter(
  limit: ActionLimit,
  redis?: Redis,
  keyPrefix = 'gateway-action-limit:',
): ActionLimiter {
  if (redis) {
    return {
      async take(client) {
        try {
          const [count, ttl] = (await redis.eval(
            TAKE_SCRIPT,
            1,
            `${keyPrefix}${limit.name}:${client}`,
            limit.windowMs,
          )) as [number, number];
          return ticket(count, limit.max, ttl);
        } catch {
          return { allowed: true, retryAfterSeconds: 0 };
        }
      },
    };
  }
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async take(client) {
      const now = Date.now();
      if (windows.size >= LOCAL_SWEEP_AT) for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
      let window = windows.get(client);
      if (!window || window.endsAt <= now) windows.set(client, (window = { count: 0, endsAt: now + limit.windowMs }));
      window.count += 1;
      return ticket(window.count, limit.max, window.endsAt - now);
    },
  };
}

/** Every action with a budget of its own; built once per gateway. */
export interface ActionLimits {
  reportListing: ActionLimiter;
  emailSeller: ActionLimiter;
}

export function createActionLimits(redis?: Redis, keyPrefix?: string): ActionLimits {
  return {
    reportListing: createActionLimiter(REPORT_LISTING_RATE_LIMIT, redis, keyPrefix),
    emailSeller: createActionLimiter(EMAIL_SELLER_RATE_LIMIT, redis, keyPrefix),
  };
}

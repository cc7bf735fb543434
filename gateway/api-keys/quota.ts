import type { Redis } from 'ioredis';

/**
 * Each API key's budget, counted in fixed windows (docs/rules/public-api.md#api-keys-and-quotas):
 * requests, and the cost of its operations. Windows are aligned to the epoch (window n covers
 * [n·w, (n+1)·w) for a key's window of w seconds), so every replica names the same window without
 * asking anyone. The counters are in Redis when the gateway has one (replicas share them), in this
 * process's memory otherwise.
 */

/** The part of a key the counters need. */
export interface QuotaKey {
  id: string;
  costLimit: number;
  windowSeconds: number;
}

/** A key's counts in its current window, and when that window ends. */
export interface WindowCounts {
  requests: number;
  cost: number;
  /** Milliseconds until the window ends and the counts start again from zero. */
  resetMs: number;
}

/** A cost charged, or refused because it does not fit what is left: the window's cost after it. */
export interface Charge {
  charged: boolean;
  cost: number;
  resetMs: number;
}

export interface QuotaStore {
  /** Counts one request and answers the window's counts after it; undefined when the store failed. */
  countRequest(key: QuotaKey): Promise<WindowCounts | undefined>;
  /**
   * Adds an operation's cost when the window's cost stays within the key's costLimit; refused (and
   * not added) otherwise. Undefined when the store failed.
   */
  charge(key: QuotaKey, cost: number): Promise<Charge | undefined>;
}

/** Where the current window is: its number, and the milliseconds to its end. */
function windowOf(key: QuotaKey, now: number): { index: number; resetMs: number } {
  const windowMs = key.windowSeconds * 1000;
  const index = Math.floor(now / windowMs);
  return { index, resetMs: (index + 1) * windowMs - now };
}

/** Counters in memory: one entry per key (only verified keys are counted, so they are few). */
export function memoryQuotaStore(now: () => number = Date.now): QuotaStore {
  const windows = new Map<string, { index: number; requests: number; cost: number }>();
  const current = (key: QuotaKey) => {
    const { index, resetMs } = windowOf(key, now());
    const name = `${key.id}:${key.windowSeconds}`;
    let counts = windows.get(name);
    if (!counts || counts.index !== index) windows.set(name, (counts = { index, requests: 0, cost: 0 }));
    return { counts, resetMs };
  };
  return {
    async countRequest(key) {
      const { counts, resetMs } = current(key);
      counts.requests += 1;
      return { requests: counts.requests, cost: counts.cost, resetMs };
    },
    async charge(key, cost) {
      const { counts, resetMs } = current(key);
      if (counts.cost + cost > key.costLimit) return { charged: false, cost: counts.cost, resetMs };
      counts.cost += cost;
      return { charged: true, cost: counts.cost, resetMs };
    },
  };
}

/**
 * Adds the cost only when it fits, in one step, so two replicas charging at once cannot both
 * spend the last of a budget. KEYS[1] the cost counter; ARGV: cost, limit, expiry in ms.
 */
const CHARGE_SCRIPT = `
local spent = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
if spent + cost > tonumber(ARGV[2]) then return {spent, 0} end
spent = redis.call('INCRBY', KEYS[1], cost)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {spent, 1}
`;

/** A window's counters outlive its end by this much, so a replica whose clock is a little behind still finds them. */
const EXPIRY_SLACK_MS = 5_000;

/** The log the store warns in when Redis fails; a pino logger is one. */
export interface QuotaLog {
  warn(details: object, message: string): void;
}

/**
 * Counters in Redis, shared by every replica using the same keyPrefix: per key and window,
 * `{prefix}{keyId}:{windowSeconds}:{window}:requests` and `…:cost`, each expiring after its
 * window. Should Redis fail, the request is let through (as the per-IP rate limit does) and a
 * warning logged, naming the key's id but never the key.
 */
export function redisQuotaStore(
  redis: Redis,
  keyPrefix: string,
  log: QuotaLog,
  now: () => number = Date.now,
): QuotaStore {
  const names = (key: QuotaKey) => {
    const { index, resetMs } = windowOf(key, now());
    const base = `${keyPrefix}${key.id}:${key.windowSeconds}:${index}`;
    return { requests: `${base}:requests`, cost: `${base}:cost`, resetMs, expiry: resetMs + EXPIRY_SLACK_MS };
  };
  const failed = (key: QuotaKey, error: unknown) => {
    log.warn(
      { keyId: key.id, err: { type: (error as Error)?.name, message: (error as Error)?.message } },
      'api key quota store unavailable: request let through',
    );
    return undefined;
  };
  return {
    async countRequest(key) {
      const { requests, cost, resetMs, expiry } = names(key);
      try {
        const results = await redis.multi().incr(requests).pexpire(requests, expiry).get(cost).exec();
        if (!results) throw new Error('transaction discarded');
        for (const [error] of results) if (error) throw error;
        return { requests: Number(results[0][1]), cost: Number(results[2][1] ?? 0), resetMs };
      } catch (error) {
        return failed(key, error);
      }
    },
    async charge(key, amount) {
      const { cost, resetMs, expiry } = names(key);
      try {
        const [spent, charged] = (await redis.eval(CHARGE_SCRIPT, 1, cost, amount, key.costLimit, expiry)) as [
          number,
          number,
        ];
        return { charged: charged === 1, cost: Number(spent), resetMs };
      } catch (error) {
        return failed(key, error);
      }
    },
  };
}

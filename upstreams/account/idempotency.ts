import { createHmac } from 'node:crypto';
import type { Db, Queryable } from '../db/database';
import { AccountError } from './errors';
import { IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENCY_PRUNE_EVERY } from './constants';

/**
 * Idempotent writes (docs/rules/accounts.md#idempotency): the write and the record of its answer
 * commit in one transaction, so a retry with the same caller, key and request answers what the
 * first call answered and never writes twice; the same key with another request is refused.
 */

export interface Answer {
  status: number;
  body: unknown;
}

export interface IdempotentWrite {
  /** Whose key it is: keys of different callers never meet. */
  caller: string;
  /** The idempotency-key header; without one the write simply runs. */
  key: string | undefined;
  /** What identifies the request (requestFingerprint). */
  fingerprint: string;
  run(tx: Queryable): Promise<Answer>;
  /** What is kept for a retry, when the answer holds secrets that must not be stored. */
  keep?(answer: Answer): unknown;
  /** Rebuilds a retry's answer from what was kept (by default the kept answer as it is). */
  replay?(kept: unknown, tx: Queryable): Promise<Answer>;
}

/** An HMAC of the request under the service's key: a body with a password is never stored readable. */
export function requestFingerprint(key: Uint8Array, method: string, url: string, body: unknown): string {
  return createHmac('sha256', key)
    .update(`${method} ${url}\n${canonicalJson(body)}`)
    .digest('base64url');
}

/** JSON with object keys sorted, so the same request sent with its keys in another order matches. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export async function idempotent(db: Db, write: IdempotentWrite): Promise<Answer> {
  const { key } = write;
  if (key === undefined) return db.transaction((tx) => write.run(tx));
  const answer = await db.transaction(async (tx) => {
    // A key older than its time to live is forgotten: the request counts as new.
    await tx.query(
      `DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2 AND created_at < now() - make_interval(hours => $3)`,
      [write.caller, key, IDEMPOTENCY_KEY_TTL_HOURS],
    );
    // The insert claims the key: a concurrent request with it waits here until this one commits.
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (caller, key, request_fingerprint, status, response_body)
       VALUES ($1, $2, $3, 0, '{}') ON CONFLICT (caller, key) DO NOTHING RETURNING key`,
      [write.caller, key, write.fingerprint],
    );
    if (claimed.length === 0) {
      const [stored] = await tx.query<{ request_fingerprint: string; status: number; response_body: unknown }>(
        'SELECT request_fingerprint, status, response_body FROM idempotency_keys WHERE caller = $1 AND key = $2',
        [write.caller, key],
      );
      if (stored.request_fingerprint !== write.fingerprint)
        throw new AccountError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was used for a different request; use a new key for a new change',
          'idempotency-key',
        );
      const kept = typeof stored.response_body === 'string' ? JSON.parse(stored.response_body) : stored.response_body;
      return write.replay ? write.replay(kept, tx) : { status: stored.status, body: kept };
    }
    const fresh = await write.run(tx);
    await tx.query('UPDATE idempotency_keys SET status = $3, response_body = $4 WHERE caller = $1 AND key = $2', [
      write.caller,
      key,
      fresh.status,
      JSON.stringify(write.keep ? write.keep(fresh) : fresh.body),
    ]);
    return fresh;
  });
  if (Math.random() < 1 / IDEMPOTENCY_PRUNE_EVERY) await pruneExpiredKeys(db).catch(() => undefined);
  return answer;
}

/** Deletes every key past its time to live (outside any write's transaction). */
export async function pruneExpiredKeys(db: Queryable): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)', [
    IDEMPOTENCY_KEY_TTL_HOURS,
  ]);
}

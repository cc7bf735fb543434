import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_LENGTH } from '../identity/constants';
import { badInput } from './errors';

/**
 * The key a write is sent with (docs/rules/accounts.md#retries): the client's, 8 to 100
 * characters, so its retry answers what the first call did; a new one per call when it sends none.
 */
export function idempotencyKeyOf(given: string | null | undefined): string {
  if (given == null) return randomUUID();
  const { min, max } = IDEMPOTENCY_KEY_LENGTH;
  if (given.length < min || given.length > max) throw badInput('idempotencyKey', `must be ${min} to ${max} characters`);
  return given;
}

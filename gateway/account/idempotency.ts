import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_LENGTH } from '../identity/constants';
import { badInput } from './errors';

/** Visible ASCII, no space: what an HTTP header carries as it is (a NUL, a line break or a letter outside ASCII cannot be sent). */
const HEADER_SAFE = /^[\x21-\x7e]*$/;

/**
 * The key a write is sent with (docs/rules/accounts.md#retries): the client's, 8 to 100 visible
 * ASCII characters, so its retry answers what the first call did; a new one per call when it sends
 * none. Checked here: a key the upstream call could not carry must be the caller's mistake, never
 * a failed call counted against the upstream's circuit.
 */
export function idempotencyKeyOf(given: string | null | undefined): string {
  if (given == null) return randomUUID();
  const { min, max } = IDEMPOTENCY_KEY_LENGTH;
  if (given.length < min || given.length > max || !HEADER_SAFE.test(given))
    throw badInput(
      'idempotencyKey',
      `must be ${min} to ${max} visible ASCII characters (letters, digits, punctuation)`,
    );
  return given;
}

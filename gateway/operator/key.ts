import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * The operator key (OPERATOR_KEY) that opens the operator's pages (docs/rules/events.md#operator-reports).
 * A browser sends it as HTTP Basic credentials (any user name, the key as the password), so the
 * page opens from the address bar; a script may send it as a Bearer token.
 */

/** Shorter keys are refused at start: a guessable key would open every report. */
export const OPERATOR_KEY_MIN_LENGTH = 16;

/** OPERATOR_KEY checked; unset (or empty) leaves the operator's pages off. A short key stops the start. */
export function operatorKeyOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < OPERATOR_KEY_MIN_LENGTH)
    throw new Error(`OPERATOR_KEY must be at least ${OPERATOR_KEY_MIN_LENGTH} characters (a random string)`);
  return value;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The key an Authorization header carries: Basic's password, or a Bearer token. */
function presentedKey(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const [scheme, credentials = ''] = authorization.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return credentials;
  if (!/^basic$/i.test(scheme)) return undefined;
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/** Whether the header carries the key; compared in constant time (as digests, so the lengths match too). */
export function carriesOperatorKey(authorization: string | undefined, key: string): boolean {
  const presented = presentedKey(authorization);
  return presented !== undefined && timingSafeEqual(digest(presented), digest(key));
}

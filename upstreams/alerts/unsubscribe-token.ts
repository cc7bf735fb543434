import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { ALERT_UNSUBSCRIBE_PARAM, ALERT_UNSUBSCRIBE_PATH } from '../../contracts/account/constants';

/**
 * The token of an alert email's unsubscribe link (docs/rules/alerts.md#unsubscribe):
 * `u1.{bookmarkId}.{generation}.{mac}`, where mac is the HMAC-SHA256 of the rest under the alerts
 * key, base64url. It names the bookmark and its unsubscribe generation; the account service honours
 * it only while that generation is the bookmark's current one, and moves the generation on when it
 * unsubscribes, so a used link (and every older one) stops working. URL-safe as it is.
 */

/** The token's format; a new format gets a new prefix, and the old tokens fail to verify. */
const VERSION = 'u1';
/** HKDF's info: this key is for unsubscribe links and nothing else. */
const KEY_INFO = 'urn:carmarket:alerts:unsubscribe-link:v1';
const KEY_BYTES = 32;
/** A bookmark id is a UUID; letters, digits and dashes keep the token URL-safe and unambiguous. */
const BOOKMARK_ID = /^[A-Za-z0-9-]{1,64}$/;
/** Decimal without leading zeros, so one bookmark and generation have exactly one token. */
const GENERATION = /^(?:0|[1-9]\d{0,9})$/;
/** The generation column is a PostgreSQL INTEGER. */
const MAX_GENERATION = 2 ** 31 - 1;
/** 32 bytes of MAC in base64url, unpadded. */
const MAC = /^[A-Za-z0-9_-]{43}$/;

/**
 * The key of unsubscribe links, derived from the identity token key (upstreams/account/token-key.ts)
 * with HKDF-SHA256 under a label of its own: the links never share a key with identity tokens, and
 * no second secret has to be configured and kept in step.
 */
export function alertsKey(identityTokenKey: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', identityTokenKey, new Uint8Array(0), KEY_INFO, KEY_BYTES));
}

const macOf = (key: Uint8Array, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function signUnsubscribeToken(key: Uint8Array, bookmarkId: string, generation: number): string {
  if (!BOOKMARK_ID.test(bookmarkId)) throw new RangeError('A bookmark id is letters, digits and dashes');
  if (!Number.isSafeInteger(generation) || generation < 0 || generation > MAX_GENERATION)
    throw new RangeError('An unsubscribe generation is a non-negative 32-bit integer');
  const body = `${VERSION}.${bookmarkId}.${generation}`;
  return `${body}.${macOf(key, body)}`;
}

/**
 * The bookmark and generation a token this key signed names; undefined for anything else
 * (malformed, another key, any character changed). The MAC is compared in constant time.
 */
export function verifyUnsubscribeToken(
  key: Uint8Array,
  token: string,
): { bookmarkId: string; generation: number } | undefined {
  if (typeof token !== 'string') return undefined;
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [version, bookmarkId, generationText, mac] = parts;
  if (version !== VERSION || !BOOKMARK_ID.test(bookmarkId) || !GENERATION.test(generationText) || !MAC.test(mac))
    return undefined;
  const generation = Number(generationText);
  if (generation > MAX_GENERATION) return undefined;
  // Compared as text, not decoded bytes: base64url's loose last character cannot make a second token.
  const expected = Buffer.from(macOf(key, `${version}.${bookmarkId}.${generationText}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { bookmarkId, generation };
}

/** The link an alert email carries: `{origin}/alerts/unsubscribe?token=…`. */
export function unsubscribeUrl(publicOrigin: string, token: string): string {
  const url = new URL(ALERT_UNSUBSCRIBE_PATH, publicOrigin);
  url.searchParams.set(ALERT_UNSUBSCRIBE_PARAM, token);
  return url.href;
}

/**
 * The headers an alert email carries for one-click unsubscribe (RFC 2369 and RFC 8058): mail
 * providers show an Unsubscribe button and POST `List-Unsubscribe=One-Click` to the link.
 */
export function listUnsubscribeHeaders(link: string): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string } {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

import { verifyUnsubscribeToken } from '../alerts/unsubscribe-token';
import { isUuid } from './caller';
import { AccountError, notFound } from './errors';
import type { AlertSubscription } from './store';

/**
 * The unsubscribe links of alert emails (docs/rules/alerts.md#unsubscribe), as the account service
 * reads them. No sign-in: a token the service signed is the proof, and it works only while the
 * generation it carries is the bookmark's current one. The token is never logged or stored.
 */

export interface UnsubscribeLink {
  bookmarkId: string;
  generation: number;
}

/** The link a token stands for; a malformed or forged token is INVALID_TOKEN, whatever is wrong with it. */
export function unsubscribeLink(key: Uint8Array, token: string | undefined): UnsubscribeLink {
  const link = token === undefined ? undefined : verifyUnsubscribeToken(key, token);
  if (!link) throw new AccountError(400, 'INVALID_TOKEN', 'This unsubscribe link is not valid', 'token');
  return link;
}

/**
 * Why a link does nothing: a deleted bookmark (or an id that cannot be one) is NOT_FOUND; a
 * generation that has passed is LINK_USED, the link (or a newer one of the same search) having
 * already turned the alerts off.
 */
export function deadLink(current: AlertSubscription | undefined): AccountError {
  return current
    ? new AccountError(410, 'LINK_USED', 'This unsubscribe link has already been used; nothing was changed')
    : notFound('saved search');
}

/** The bookmark's alert state, when the link is still good. */
export function currentFor(link: UnsubscribeLink, current: AlertSubscription | undefined): AlertSubscription {
  if (!current || current.generation !== link.generation) throw deadLink(current);
  return current;
}

/** Only a bookmark id the database can hold is looked up (a signed token always names one). */
export const lookupId = (link: UnsubscribeLink): string | undefined =>
  isUuid(link.bookmarkId) ? link.bookmarkId : undefined;

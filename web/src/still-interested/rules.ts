import { DEAL_RATING_LABELS } from '../../../contracts/search';
import { urgencyLabel, viewersLabel } from '../listing/urgency';
import {
  CONSUMER_HISTORY_REFRESH_MS,
  RECENTLY_VIEWED_LIMIT,
  STILL_INTERESTED,
  STILL_INTERESTED_LIST_SIZE,
} from './constants';

/**
 * The still-interested alert's rules (docs/rules/still-interested.md), pure: the label of a car,
 * the recently viewed list, which cars the alert shows, and when the list is sent again.
 */

export interface StillInterestedCar {
  viewCount?: number | null;
  vehicleHighlight?: { urgencyDriverType: string; urgencyDriverValue: string } | null;
  pricingDetail: { dealIndicator?: string | null };
}

/** Deal ratings that earn a label of their own (docs/rules/still-interested.md#labels). */
const GOOD_DEALS = new Set(['GREAT', 'GOOD']);

/**
 * The car's label, the first that holds (docs/rules/still-interested.md#labels): 'Reduced Price!'
 * (the card's words for PRICE_REDUCED), 'N Viewers' when more than 3 viewed it, 'Great Price' or
 * 'Good Price' from the deal indicator, else 'Still interested?'.
 */
export function stillInterestedLabel(car: StillInterestedCar): string {
  if (car.vehicleHighlight?.urgencyDriverType === 'PRICE_REDUCED') {
    const reduced = urgencyLabel({ vehicleHighlight: car.vehicleHighlight });
    if (reduced) return reduced;
  }
  const viewers = viewersLabel(car);
  if (viewers) return viewers;
  const deal = car.pricingDetail.dealIndicator;
  if (deal && GOOD_DEALS.has(deal)) return DEAL_RATING_LABELS[deal];
  return STILL_INTERESTED;
}

/** A listing id is digits (the vehicle page's URL). */
const LISTING_ID = /^\d{1,15}$/;

/** A stored list of listing ids; anything unreadable is no list (docs/rules/still-interested.md#storage). */
export function parseStoredIds(text: string | null, limit: number): string[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === 'string' && LISTING_ID.test(id));
  return [...new Set(ids)].slice(0, limit);
}

/** The list after a vehicle page is opened: that car first, no repeats, at most RECENTLY_VIEWED_LIMIT. */
export function recordView(list: readonly string[], listingId: string): string[] {
  return [listingId, ...list.filter((id) => id !== listingId)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/**
 * The two lists merged on sign-in (docs/rules/still-interested.md#signing-in): the browser's views
 * first (the most recent, this visit), then the account's, no repeats, at most RECENTLY_VIEWED_LIMIT.
 */
export function mergeViewed(browser: readonly string[], account: readonly string[]): string[] {
  return [...new Set([...browser, ...account])].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The still-interested list: the STILL_INTERESTED_LIST_SIZE most recently viewed cars. */
export const stillInterestedList = (viewed: readonly string[]): string[] => viewed.slice(0, STILL_INTERESTED_LIST_SIZE);

/** Splits ids into calls of at most `size` (the gateway's listings(ids) bound). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/**
 * Whether the list is sent (docs/rules/still-interested.md#sending-the-list): there is a list, the
 * shopper is known (a consumer id or an email), and its vins differ from the last list sent, in
 * order (a car viewed again moves to the front, which is news too).
 */
export function shouldSendList(
  vins: readonly string[],
  lastSent: readonly string[] | null,
  shopper: { consumerId?: string | null; email?: string | null },
): boolean {
  if (vins.length === 0 || !(shopper.consumerId || shopper.email)) return false;
  return !lastSent || lastSent.length !== vins.length || vins.some((vin, i) => vin !== lastSent[i]);
}

/** A stored list of vins (the last list sent); anything unreadable is none. */
export function parseStoredVins(text: string | null): string[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null;
  } catch {
    return null;
  }
}

/**
 * What the browser sends the account (docs/rules/still-interested.md#signing-in): on the first
 * visit signed in (the browser's list was last kept for nobody, or for another consumer) the two
 * lists merged, the browser's first; after, the car just viewed and the browser's views newer than
 * anything the account has (those it could not record yet). Nothing when the account's list
 * already starts with them.
 */
export function viewsToRecord(
  browser: readonly string[],
  account: readonly string[],
  firstSync: boolean,
  viewed?: string,
): string[] {
  let send: string[];
  if (firstSync) send = mergeViewed(browser, account);
  else {
    const known = new Set(account);
    const firstKnown = browser.findIndex((id) => known.has(id));
    // Nothing in common: the account's list came from elsewhere, unless it is empty.
    const pending = firstKnown === -1 ? (account.length === 0 ? [...browser] : []) : browser.slice(0, firstKnown);
    send = [...new Set([...(viewed ? [viewed] : []), ...pending])];
  }
  const unchanged = send.every((id, i) => account[i] === id);
  return unchanged ? [] : send;
}

/** Listing ids kept per list of the stored history (the gateway answers at most 20 viewed). */
const HISTORY_IDS_KEPT = 200;

/** What the browser keeps of the consumer history (docs/rules/history.md#in-the-browser). */
export interface StoredHistory {
  /** When the browser last asked (its clock, ms), answered or not: the next ask waits from then. */
  askedAt: number;
  /** Whether a consumer was signed in when it asked: signing in or out asks again at once. */
  signedIn: boolean;
  viewed: string[];
  contacted: string[];
}

/** A stored history; anything unreadable is none. */
export function parseStoredHistory(text: string | null): StoredHistory | null {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { askedAt, signedIn, viewed, contacted } = value as Record<string, unknown>;
  if (typeof askedAt !== 'number' || typeof signedIn !== 'boolean') return null;
  const ids = (list: unknown) => parseStoredIds(JSON.stringify(Array.isArray(list) ? list : []), HISTORY_IDS_KEPT);
  return { askedAt, signedIn, viewed: ids(viewed), contacted: ids(contacted) };
}

/**
 * Whether the history is asked for now: never asked, asked CONSUMER_HISTORY_REFRESH_MS ago or more,
 * asked under another sign-in state, or asked "in the future" (the clock went back).
 */
export function historyDue(stored: StoredHistory | null, signedIn: boolean, now: number): boolean {
  if (!stored || stored.signedIn !== signedIn) return true;
  return now - stored.askedAt >= CONSUMER_HISTORY_REFRESH_MS || now < stored.askedAt;
}

import { RECENTLY_VIEWED_LIMIT, SIGNED_IN_COOKIE, STILL_INTERESTED_LIST_SIZE, STORAGE_KEYS } from './constants';
import { browserStorage, readStored, writeStored } from '../storage/local';
import { parseStoredHistory, parseStoredIds, parseStoredVins, recordView, type StoredHistory } from './rules';

/**
 * The browser's lists of the still-interested alert (docs/rules/still-interested.md#storage), in
 * localStorage: the recently viewed vehicle pages, the cars whose alert was dismissed, and the vins
 * last sent. Storage that refuses (private mode, quota) leaves the lists empty; nothing fails.
 */

/** The vehicle pages opened in this browser, most recent first. */
export const recentlyViewed = (storage = browserStorage()): string[] =>
  parseStoredIds(readStored(storage, STORAGE_KEYS.recentlyViewed), RECENTLY_VIEWED_LIMIT);

export const saveRecentlyViewed = (ids: readonly string[], storage = browserStorage()): void =>
  writeStored(storage, STORAGE_KEYS.recentlyViewed, ids.slice(0, RECENTLY_VIEWED_LIMIT));

/** Remembers a vehicle page opened (recordView), and when; returns the new list. */
export function rememberView(listingId: string, storage = browserStorage(), now = Date.now()): string[] {
  const next = recordView(recentlyViewed(storage), listingId);
  saveRecentlyViewed(next, storage);
  writeStored(storage, STORAGE_KEYS.lastViewedAt, now);
  return next;
}

/**
 * When a vehicle page was last opened in this browser (ms), or null: only views made here count,
 * not the lists merged from the account or the consumer history (docs/rules/push.md#the-prompt).
 */
export function lastViewedAt(storage = browserStorage()): number | null {
  const value = Number(readStored(storage, STORAGE_KEYS.lastViewedAt) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

/** The cars whose alert the shopper dismissed. */
export const dismissedIds = (storage = browserStorage()): string[] =>
  parseStoredIds(readStored(storage, STORAGE_KEYS.dismissed), RECENTLY_VIEWED_LIMIT + STILL_INTERESTED_LIST_SIZE);

export function dismiss(ids: readonly string[], storage = browserStorage()): void {
  const next = [...new Set([...ids, ...dismissedIds(storage)])].slice(
    0,
    RECENTLY_VIEWED_LIMIT + STILL_INTERESTED_LIST_SIZE,
  );
  writeStored(storage, STORAGE_KEYS.dismissed, next);
}

/** The vins of the last list sent, or null when none was. */
export const lastSentVins = (storage = browserStorage()): string[] | null =>
  parseStoredVins(readStored(storage, STORAGE_KEYS.lastSent));

export const saveSentVins = (vins: readonly string[], storage = browserStorage()): void =>
  writeStored(storage, STORAGE_KEYS.lastSent, vins);

/** The consumer the browser's list was last merged with, or null (signed out since). */
export const syncedFor = (storage = browserStorage()): string | null => {
  const text = readStored(storage, STORAGE_KEYS.syncedFor);
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
};

export const saveSyncedFor = (userId: string | null, storage = browserStorage()): void =>
  writeStored(storage, STORAGE_KEYS.syncedFor, userId);

/** The consumer history the browser last asked for (docs/rules/history.md#in-the-browser), or null. */
export const storedHistory = (storage = browserStorage()): StoredHistory | null =>
  parseStoredHistory(readStored(storage, STORAGE_KEYS.history));

export const saveHistory = (history: StoredHistory, storage = browserStorage()): void =>
  writeStored(storage, STORAGE_KEYS.history, history);

/** Whether the readable signed-in cookie says a consumer is signed in. */
export const signedInCookie = (): boolean =>
  typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);

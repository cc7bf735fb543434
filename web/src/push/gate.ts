import { PUSH_PROMPT_VIEWED_WITHIN_MS } from '../../../contracts/devices/constants';
import { browserStorage, readStored } from '../storage/local';
import { lastViewedAt } from '../still-interested/store';
import { PROMPT_FILTERS, PUSH_STORAGE_KEYS } from './constants';

/**
 * Whether the results page may need push's chunk (docs/rules/push.md#the-prompt), decided in the
 * page's first chunk with a few reads and no import: a device is stored (it may owe a registration
 * or a removal), or the prompt's rules may hold. Kept loose where exactness costs bytes here (any
 * Apple device may be iOS outside the home screen); the chunk applies the rules in full (rules.ts).
 */
export function mayNeedPush(filtered: boolean, now = Date.now()): boolean {
  const storage = browserStorage();
  if (hasStoredDevice(storage)) return true;
  if (!filtered || readStored(storage, PUSH_STORAGE_KEYS.prompted) === 'true') return false;
  const viewedAt = lastViewedAt(storage);
  if (viewedAt === null || now - viewedAt > PUSH_PROMPT_VIEWED_WITHIN_MS) return false;
  const undecided =
    'serviceWorker' in navigator && 'PushManager' in window && globalThis.Notification?.permission === 'default';
  return undecided || /iPhone|iPad|iPod|Macintosh/.test(navigator.userAgent);
}

/** This browser stored a push device (it was registered, or owes a registration or a removal). */
export function hasStoredDevice(storage = browserStorage()): boolean {
  const device = readStored(storage, PUSH_STORAGE_KEYS.device);
  return device !== null && device !== 'null';
}

/** The search has a make or a body style filter. */
export const hasPromptFilter = (params: Readonly<Record<string, readonly string[] | undefined>>): boolean =>
  PROMPT_FILTERS.some((name) => (params[name]?.length ?? 0) > 0);

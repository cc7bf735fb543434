import { PUSH_PROMPT_VIEWED_WITHIN_MS } from '../../../contracts/devices/constants';

/**
 * The prompt's rules (docs/rules/push.md#the-prompt), pure: when the dialog shows, which step it
 * starts with, and what the browser's stored device still needs. Small on purpose: the results
 * page's first chunk carries them, to decide without loading anything whether the prompt's chunk is
 * needed at all.
 */

export interface PromptState {
  /** The browser has service workers, the Push API and notifications. */
  pushSupported: boolean;
  /** iOS outside the home screen (isIosOutsideHomeScreen): no Push API yet, the dialog starts with adding the site. */
  iosOutsideHomeScreen: boolean;
  /** Notification.permission; undefined where there is no Notification (iOS outside the home screen). */
  permission: NotificationPermission | undefined;
  /** The prompted mark is set on this browser. */
  prompted: boolean;
  /** When the shopper last opened a vehicle page on this browser (ms), or null. */
  lastViewedAt: number | null;
  /** The search has a make or a body style filter (hasPromptFilter). */
  filtered: boolean;
  now: number;
}

/** Whether the dialog shows (docs/rules/push.md#the-prompt): every rule must hold. */
export function shouldPrompt(state: PromptState): boolean {
  // Push is there and not yet answered, or it is iOS, where adding the site is the first step.
  const offerable = state.iosOutsideHomeScreen || (state.pushSupported && state.permission === 'default');
  return offerable && !state.prompted && viewedRecently(state.lastViewedAt, state.now) && state.filtered;
}

/** A car viewed within PUSH_PROMPT_VIEWED_WITHIN_MS. */
export const viewedRecently = (lastViewedAt: number | null, now: number): boolean =>
  lastViewedAt !== null && now - lastViewedAt <= PUSH_PROMPT_VIEWED_WITHIN_MS;

/** Web Push on iOS and iPadOS came with 16.4, for sites opened from the home screen only. */
const IOS_PUSH_SINCE = [16, 4] as const;

/**
 * Whether this is iOS (or iPadOS, which calls itself a Mac but has a touch screen) outside a site
 * added to the home screen: there the browser has no Push API until the shopper adds the site, so
 * the dialog first shows how (docs/rules/push.md#the-prompt). Every iOS browser is WebKit under the
 * same rule. Before iOS 16.4 there is no push at all, so nothing is offered.
 */
export function isIosOutsideHomeScreen(userAgent: string, standalone: boolean, maxTouchPoints = 0): boolean {
  const ios = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  if (!ios || standalone) return false;
  const version = /\bOS (\d+)_(\d+)/.exec(userAgent) ?? /\bVersion\/(\d+)\.(\d+)/.exec(userAgent);
  if (!version) return true;
  const [major, minor] = [Number(version[1]), Number(version[2])];
  return major > IOS_PUSH_SINCE[0] || (major === IOS_PUSH_SINCE[0] && minor >= IOS_PUSH_SINCE[1]);
}

/** The device this browser registered (docs/rules/push.md#device-registration). */
export interface StoredDevice {
  /** The browser token: the subscription as JSON, as it was sent. */
  token: string;
  /** Whether a consumer was signed in when the device service last took it; null until it took it. */
  signedIn: boolean | null;
}

/** A stored device; anything unreadable is none. */
export function parseStoredDevice(text: string | null): StoredDevice | null {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { token, signedIn } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return null;
  return { token, signedIn: typeof signedIn === 'boolean' ? signedIn : null };
}

/**
 * What a page load owes the stored device: 'forget' once the permission is denied (the token is
 * cleared, locally and on the device service); 'register' when the device service never took it,
 * or took it before this consumer signed in (so the device follows the account); 'signedOut' once the
 * session ended (an expired one: signing out unlinks the device already, register.ts), kept locally
 * only, so that the next sign-in registers it again; else nothing.
 */
export function deviceWork(
  device: StoredDevice | null,
  permission: NotificationPermission | undefined,
  signedIn: boolean,
): 'forget' | 'register' | 'signedOut' | null {
  if (!device) return null;
  if (permission === 'denied') return 'forget';
  if (permission !== 'granted') return null;
  if (device.signedIn === null || (signedIn && !device.signedIn)) return 'register';
  if (!signedIn && device.signedIn) return 'signedOut';
  return null;
}

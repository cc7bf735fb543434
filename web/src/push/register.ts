import type { BrowserDeviceRegistration, BrowserDeviceRemoval, VapidPublicKey } from '../../../contracts/devices';
import { browserId } from '../events/recorder';
import { signedInCookie } from '../still-interested/store';
import { DEVICE_REGISTRATION_PATH, SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE, VAPID_PUBLIC_KEY_PATH } from './paths';
import { forgetDevice, markPrompted, saveDevice, storedDevice } from './store';

/**
 * The permission flow behind 'Turn on alerts' (docs/rules/push.md#the-prompt), and the device's
 * registration with the gateway (#device-registration). Nothing here shows the shopper an error: a
 * browser that is blocked, has no push service or gives no token is only logged (spec §8).
 */

/** How the browser answered: subscribed, left undecided (its prompt closed), denied, or failed along the way. */
export type PushOutcome = 'subscribed' | 'default' | 'denied' | 'failed';

/** Asks the browser for permission, then subscribes and registers, or forgets the device. */
export async function turnOnAlerts(brand: string): Promise<PushOutcome> {
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch (error) {
    console.warn('push: the permission request failed', error);
    return 'failed';
  }
  if (permission === 'default') return 'default'; // Nothing stored, not marked: the dialog may show again.
  markPrompted();
  if (permission === 'denied') {
    await forget();
    return 'denied';
  }
  return (await subscribe(brand)) ? 'subscribed' : 'failed';
}

/** Registers the service worker, subscribes with the VAPID key and registers the device; false when any step failed. */
async function subscribe(brand: string): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(await vapidPublicKey()),
      }));
    const token = JSON.stringify(subscription.toJSON());
    // Kept before it is sent: a registration that fails is sent again on a later page (deviceWork).
    saveDevice({ token, signedIn: null });
    return await register(brand, token);
  } catch (error) {
    console.warn('push: no subscription', error instanceof Error ? error.message : error);
    return false;
  }
}

async function vapidPublicKey(): Promise<string> {
  const response = await fetch(VAPID_PUBLIC_KEY_PATH, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`the VAPID public key answered ${response.status}`);
  return ((await response.json()) as VapidPublicKey).publicKey;
}

/**
 * Sends the stored token as the device (the gateway adds the signed-in consumer) and notes whether
 * a consumer was signed in, so a later sign-in registers it again. False when it did not go through.
 */
export async function register(brand: string, token: string): Promise<boolean> {
  const signedIn = signedInCookie();
  const body: BrowserDeviceRegistration = { brand, pixall_id: browserId(), browser_token: token };
  try {
    const response = await fetch(DEVICE_REGISTRATION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (!response.ok) {
      console.warn(`push: the device registration answered ${response.status}`);
      return false;
    }
    // Unless the device was forgotten meanwhile (the permission denied in another tab).
    if (storedDevice()?.token === token) saveDevice({ token, signedIn });
    return true;
  } catch (error) {
    console.warn('push: the device registration failed', error instanceof Error ? error.message : error);
    return false;
  }
}

/** Removes the subscription from the device service; failures are only logged (spec §8). */
async function removeFromService(token: string): Promise<void> {
  const body: BrowserDeviceRemoval = { browser_token: token };
  try {
    const response = await fetch(DEVICE_REGISTRATION_PATH, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: true,
    });
    if (!response.ok) console.warn(`push: the device removal answered ${response.status}`);
  } catch (error) {
    console.warn('push: the device removal failed', error instanceof Error ? error.message : error);
  }
}

/** The stored token cleared, here and on the device service (the permission was denied). */
export async function forget(): Promise<void> {
  const device = storedDevice();
  forgetDevice();
  if (device) await removeFromService(device.token);
}

/**
 * After the consumer signed out (docs/rules/push.md#signing-out): the device is removed from the
 * device service, so the account's alerts stop reaching this browser, and kept here as never
 * registered, so the next page registers it again without an account and a sign-in links it anew.
 */
export async function unlinkOnSignOut(): Promise<void> {
  const device = storedDevice();
  if (!device) return;
  saveDevice({ token: device.token, signedIn: null });
  await removeFromService(device.token);
}

/** A base64url string (the VAPID public key) as bytes, for pushManager.subscribe. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

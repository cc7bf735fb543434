import { z } from 'zod';
import { singleLine } from '../text';

/*
 * Browser push (docs/rules/push.md): the consumer-device call (spec §7) as the page sends it to the
 * gateway and the gateway passes it to the device service, and the device service's answers. Both
 * sides import these schemas. The browser token is the browser's Web Push subscription as JSON
 * (PushSubscription.toJSON()): its endpoint and its two keys.
 */

/** The spec's registration call, on the gateway (same origin as the page) and on the device service. */
export const DEVICE_REGISTRATION_PATH = '/cars-for-sale/consumer-device/browser';

/** The VAPID public key the page subscribes with (the application server key), base64url. */
export const VAPID_PUBLIC_KEY_PATH = '/cars-for-sale/consumer-device/vapid-public-key';

/** The service worker (spec §2) and the scope it controls. */
export const SERVICE_WORKER_PATH = '/cars-for-sale/api/firebase-messaging-sw.js';
export const SERVICE_WORKER_SCOPE = '/cars-for-sale/';

/** A registration body's size; a subscription is a few hundred bytes. */
export const DEVICE_BODY_LIMIT = 8 * 1024;

/** The browser token, parsed: a Web Push subscription. */
export const BrowserSubscription = z.object({
  endpoint: singleLine(z.string()),
  keys: z.object({ p256dh: singleLine(z.string()), auth: singleLine(z.string()) }),
});
export type BrowserSubscription = z.infer<typeof BrowserSubscription>;

/** POST: the spec's three fields. */
export const BrowserDeviceRegistration = z.object({
  brand: singleLine(z.string()),
  pixall_id: singleLine(z.string()),
  browser_token: singleLine(z.string()),
});
export type BrowserDeviceRegistration = z.infer<typeof BrowserDeviceRegistration>;

/** DELETE: the stored token is cleared (permission denied, or the shopper turned push off). */
export const BrowserDeviceRemoval = z.object({ browser_token: singleLine(z.string()) });
export type BrowserDeviceRemoval = z.infer<typeof BrowserDeviceRemoval>;

/** The device service's answer to a registration: the device, and whether an account owns it. */
export const DeviceRegistered = z.object({ deviceId: z.string(), signedIn: z.boolean() });
export type DeviceRegistered = z.infer<typeof DeviceRegistered>;

/** The answer to a removal: whether a device was there to remove. */
export const DeviceRemoved = z.object({ removed: z.boolean() });
export type DeviceRemoved = z.infer<typeof DeviceRemoved>;

export const VapidPublicKey = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof VapidPublicKey>;

/** A push's payload, as the service worker reads it: shown as a notification, the URL opened on click. */
export const PushPayload = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof PushPayload>;

/** The device service's refusal: its code, message and, for a bad body, the field. */
export const DevicesErrorBody = z.object({
  error: z.object({
    code: z.enum(['BAD_REQUEST', 'UNAUTHENTICATED', 'INTERNAL']),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type DevicesErrorBody = z.infer<typeof DevicesErrorBody>;

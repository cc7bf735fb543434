/**
 * The gateway's push paths (docs/rules/push.md), contracts/devices' own, written out here because
 * that module builds zod schemas as it loads and the page's chunks carry no zod
 * (tests/web/push.test.tsx checks that the two agree). Only push's lazy chunk reads them.
 */

/** contracts/devices' DEVICE_REGISTRATION_PATH: POST registers the browser, DELETE removes it. */
export const DEVICE_REGISTRATION_PATH = '/cars-for-sale/consumer-device/browser';
/** contracts/devices' VAPID_PUBLIC_KEY_PATH. */
export const VAPID_PUBLIC_KEY_PATH = '/cars-for-sale/consumer-device/vapid-public-key';
/** contracts/devices' SERVICE_WORKER_PATH and SERVICE_WORKER_SCOPE. */
export const SERVICE_WORKER_PATH = '/cars-for-sale/api/firebase-messaging-sw.js';
export const SERVICE_WORKER_SCOPE = '/cars-for-sale/';

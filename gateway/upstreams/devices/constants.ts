import { DEVICE_REGISTRATION_PATH, VAPID_PUBLIC_KEY_PATH } from '../../../contracts/devices/index';
import { DEVICE_REGISTRATION_BREAKER } from '../../../contracts/devices/constants';

/**
 * The device service's endpoints the gateway calls and their breaker settings
 * (docs/rules/push.md#device-registration). The registration is spec §9's breaker: 1000 ms, and
 * an open circuit stays open five minutes, during which the page's registrations are answered 503
 * at once (the page registers again on its next visit). The removal is the same call's DELETE.
 */
export const DEVICES_KEY_TIMEOUT_MS = 1_000;
/** The key is fetched once per process and kept (client.ts): a failure is retried soon. */
export const DEVICES_KEY_RESET_TIMEOUT_MS = 30_000;

export const DEVICES_ENDPOINTS = {
  register: {
    path: DEVICE_REGISTRATION_PATH,
    method: 'POST',
    timeout: DEVICE_REGISTRATION_BREAKER.timeoutMs,
    resetTimeout: DEVICE_REGISTRATION_BREAKER.resetTimeoutMs,
  },
  remove: {
    path: DEVICE_REGISTRATION_PATH,
    method: 'DELETE',
    timeout: DEVICE_REGISTRATION_BREAKER.timeoutMs,
    resetTimeout: DEVICE_REGISTRATION_BREAKER.resetTimeoutMs,
  },
  key: {
    path: VAPID_PUBLIC_KEY_PATH,
    method: 'GET',
    timeout: DEVICES_KEY_TIMEOUT_MS,
    resetTimeout: DEVICES_KEY_RESET_TIMEOUT_MS,
  },
} as const;

export type DevicesEndpointName = keyof typeof DEVICES_ENDPOINTS;

import { API_KEY_VERIFY_BREAKER, API_KEY_VERIFY_PATH } from '../../../contracts/api-keys/constants';

/**
 * The key service's endpoint the gateway calls (docs/rules/public-api.md#api-keys-and-quotas):
 * the verification of a request's key, on every keyed request whose key is not in the gateway's
 * cache. It gives up after a second, and an open circuit is tried again after ten: meanwhile keyed
 * requests with uncached keys are answered 503 at once.
 */
export const API_KEYS_ENDPOINTS = {
  verify: {
    path: API_KEY_VERIFY_PATH,
    method: 'POST',
    timeout: API_KEY_VERIFY_BREAKER.timeoutMs,
    resetTimeout: API_KEY_VERIFY_BREAKER.resetTimeoutMs,
  },
} as const;

export type ApiKeysEndpointName = keyof typeof API_KEYS_ENDPOINTS;

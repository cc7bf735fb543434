import { createHash } from 'node:crypto';
import { API_KEY_CACHE_ENTRIES, API_KEY_CACHE_MS, API_KEY_UNKNOWN_CACHE_MS } from '../../contracts/api-keys/constants';
import type { ApiKeyQuota } from '../../contracts/api-keys/index';
import type { ApiKeysClient } from '../upstreams/api-keys/client';

/** The SHA-256 of a key's text, hex: what the key service stores and verifies. */
export const hashApiKey = (apiKey: string): string => createHash('sha256').update(apiKey).digest('hex');

export interface KeyVerifier {
  /**
   * The live key, or undefined for an unknown or revoked one; throws when the key service fails.
   * Answers are kept API_KEY_CACHE_MS (a known key) or API_KEY_UNKNOWN_CACHE_MS (an unknown one);
   * a failure is not kept. Concurrent requests with the same key share one call.
   */
  verify(apiKey: string): Promise<ApiKeyQuota | undefined>;
}

/**
 * The keys this process has verified, by hash (never by the key's text), at most
 * API_KEY_CACHE_ENTRIES of them, the oldest dropped first: a flood of made-up keys costs the key
 * service one call per key per API_KEY_UNKNOWN_CACHE_MS, and this process a bounded map.
 */
export function createKeyVerifier(client: ApiKeysClient, now: () => number = Date.now): KeyVerifier {
  const kept = new Map<string, { key: ApiKeyQuota | undefined; until: number }>();
  const inFlight = new Map<string, Promise<ApiKeyQuota | undefined>>();
  return {
    async verify(apiKey) {
      const hash = hashApiKey(apiKey);
      const entry = kept.get(hash);
      if (entry && entry.until > now()) return entry.key;
      if (entry) kept.delete(hash);
      let pending = inFlight.get(hash);
      if (!pending) {
        pending = client.verify(hash).then(
          (key) => {
            inFlight.delete(hash);
            if (kept.size >= API_KEY_CACHE_ENTRIES) kept.delete(kept.keys().next().value!);
            kept.set(hash, { key, until: now() + (key ? API_KEY_CACHE_MS : API_KEY_UNKNOWN_CACHE_MS) });
            return key;
          },
          (error: unknown) => {
            inFlight.delete(hash);
            throw error;
          },
        );
        inFlight.set(hash, pending);
      }
      return pending;
    },
  };
}

import { API_KEY_VERIFY_PATH } from '../../contracts/api-keys/constants';
import { hashApiKey } from '../../gateway/api-keys/verify-cache';

/**
 * Creates an API key through the key service's admin route and answers the plain key, which it
 * shows only this once (docs/rules/public-api.md#api-keys-and-quotas).
 *
 * The gateway gives the key service a second to verify a key. On a busy host the service's first
 * verification (cold code, a cold query) can take longer and the keyed request would be answered
 * 503, so the key is verified here once first, as warmAdServer does for the ad server.
 */
export async function createApiKey(
  upstreamUrl: string,
  name: string,
  quota: { rateLimit?: number; costLimit?: number; windowSeconds?: number } = {},
): Promise<string> {
  const response = await fetch(`${upstreamUrl}/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, ...quota }),
  });
  if (response.status !== 201)
    throw new Error(`creating an API key answered ${response.status}: ${await response.text()}`);
  const { apiKey } = (await response.json()) as { apiKey: string };
  const verified = await fetch(`${upstreamUrl}${API_KEY_VERIFY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyHash: hashApiKey(apiKey) }),
  });
  if (!verified.ok) throw new Error(`verifying the new API key answered ${verified.status}`);
  return apiKey;
}

import { GraphQLError } from 'graphql';
import { ApiKeysErrorBody, ApiKeyVerified, type ApiKeyQuota } from '../../../contracts/api-keys/index';
import { upstreamRequests, type EndpointResult, type UpstreamClientOptions } from '../client';
import { API_KEYS_ENDPOINTS } from './constants';

/** The key service's refusal: its code, message and, for a bad body, the field. */
export type ApiKeysRefusal = ApiKeysErrorBody['error'];
export type ApiKeysResult<T> = EndpointResult<T, ApiKeysRefusal>;

/** Typed calls to the key service (docs/rules/public-api.md#api-keys-and-quotas), each endpoint behind its own breaker. */
export interface ApiKeysClient {
  /** Where the service answers. /readyz does not ask it: only keyed requests wait for it. */
  readonly baseUrl: string;
  /**
   * The live key with this SHA-256 (hex), or undefined for an unknown or revoked one. A failure
   * (down, slow, open circuit, a broken answer) throws the GraphQLError errorFromUpstream made.
   */
  verify(keyHash: string): Promise<ApiKeyQuota | undefined>;
}

/** Built once per process: the breakers live as long as the gateway. */
export function createApiKeysClient(baseUrl: string, options: UpstreamClientOptions = {}): ApiKeysClient {
  const endpoint = upstreamRequests(
    { name: 'apiKeys', baseUrl, endpoints: API_KEYS_ENDPOINTS, errorBody: ApiKeysErrorBody },
    options,
  );
  const verify = endpoint('verify', ApiKeyVerified);
  return {
    baseUrl,
    async verify(keyHash) {
      const answer = await verify({ body: { keyHash } });
      if (answer.ok) return answer.data.key;
      if (answer.refusal.code === 'KEY_UNKNOWN') return undefined;
      // Any other refusal (the gateway sends a well-formed hash) is the service's failure.
      throw new GraphQLError(`${API_KEYS_ENDPOINTS.verify.path} failed`, {
        extensions: { code: 'UPSTREAM_ERROR', path: API_KEYS_ENDPOINTS.verify.path },
      });
    },
  };
}

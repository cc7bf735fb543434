import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { API_KEY_HEADER } from '../../contracts/api-keys/constants';

/** The key's budget after a request, from the answer's headers (docs/rules/public-api.md#api-keys-and-quotas). */
export interface Budget {
  requestsRemaining?: number;
  costRemaining?: number;
  /** Seconds until the window starts again. */
  resetSeconds?: number;
}

/** Why a call failed, in words a person at a terminal can act on. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The GraphQL error code, or the HTTP status's meaning when there is none. */
    readonly code: string,
    readonly budget: Budget = {},
    /** For RATE_LIMITED: how long to wait, from Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  /** The gateway's GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  url: string;
  /** An API key from `npm run api-key -- create NAME`. */
  key: string;
  fetch?: typeof fetch;
  /** Per request; the gateway's own upstream time-outs are shorter. */
  timeoutMs?: number;
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
}

const numberHeader = (headers: Headers, name: string) => {
  const value = headers.get(name);
  return value === null || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value);
};

const budgetOf = (headers: Headers): Budget => ({
  requestsRemaining: numberHeader(headers, 'x-ratelimit-remaining'),
  costRemaining: numberHeader(headers, 'x-cost-remaining'),
  resetSeconds: numberHeader(headers, 'x-ratelimit-reset'),
});

/** A typed GraphQL client of the public API: operation text, sent with the key. */
export function createApiClient(options: ApiClientOptions) {
  const send = options.fetch ?? fetch;
  return async function request<Result, Variables>(
    document: TypedDocumentNode<Result, Variables>,
    variables: Variables,
  ): Promise<{ data: Result; budget: Budget }> {
    let response: Response;
    try {
      response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', [API_KEY_HEADER]: options.key },
        body: JSON.stringify({ query: print(document), variables }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : 'cannot be reached';
      throw new ApiError(`${options.url} ${why}.`, 'NETWORK');
    }
    const budget = budgetOf(response.headers);
    const answer = (await response.json().catch(() => ({}))) as GraphQLAnswer<Result>;
    const first = answer.errors?.[0];
    if (response.status === 429)
      throw new ApiError(
        'The API key has spent its budget for now.',
        'RATE_LIMITED',
        budget,
        numberHeader(response.headers, 'retry-after'),
      );
    if (first) {
      const field = first.extensions?.field ? ` (${first.extensions.field})` : '';
      throw new ApiError(`${first.message}${field}`, first.extensions?.code ?? `HTTP_${response.status}`, budget);
    }
    if (!response.ok || !answer.data)
      throw new ApiError(`The API answered ${response.status}.`, `HTTP_${response.status}`, budget);
    return { data: answer.data, budget };
  };
}

import { GraphQLError } from 'graphql';

/** Codes errorFromUpstream gives a failed call: the service is down, slow, or its circuit open. */
export const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
]);

/** A failed call, said so the page can offer to try again: the same code, `retryable: true`, no internals. */
export const unavailable = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, retryable: true } });

/** `error` as `unavailable(message)` when it is a failed call; anything else is passed on as it is. */
export function retryableFailure(error: unknown, message: string): unknown {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return typeof code === 'string' && UNAVAILABLE_CODES.has(code) ? unavailable(message, code) : error;
}

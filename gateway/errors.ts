import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { UNAVAILABLE_CODES } from './upstreams/unavailable';

const VARIABLE_PATH = /got invalid value .* at "[^".]+\.([^"]+)"/;

/**
 * Shapes every error a client sees: known codes pass through; a variable that failed coercion
 * names its field; anything unexpected becomes INTERNAL_SERVER_ERROR with no internals.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code === 'BAD_USER_INPUT' && formatted.extensions?.field === undefined) {
    const field = VARIABLE_PATH.exec(formatted.message)?.[1];
    if (field) return { ...formatted, extensions: { ...formatted.extensions, field } };
  }
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

/**
 * The code of an upstream call that failed for want of the service (down, slow, its circuit open:
 * UNAVAILABLE_CODES), which a route answers with 503; undefined for any other error, which it passes on.
 */
export function unavailableCode(error: unknown): string | undefined {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return typeof code === 'string' && UNAVAILABLE_CODES.has(code) ? code : undefined;
}

/** The code an error carries in its extensions, for a log line that names no more than that. */
export const errorCodeOf = (error: unknown): string | undefined =>
  (error as { extensions?: { code?: string } }).extensions?.code;

/**
 * An optional part of an answer: what `load` gives, or `fallback` when it fails (its upstream
 * down, slow or behind an open breaker), with a warning naming the group and the error code only,
 * never anything about the listing, the seller or the shopper.
 */
export async function withFallback<T, F>(
  log: { warn(details: object, message: string): void },
  group: string,
  message: string,
  fallback: F,
  load: () => Promise<T> | T,
): Promise<T | F> {
  try {
    return await load();
  } catch (error) {
    log.warn({ group, code: errorCodeOf(error) }, message);
    return fallback;
  }
}

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

import type { GraphQLFormattedError } from 'graphql';

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

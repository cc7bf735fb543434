import { GraphQLError } from 'graphql';
import { UpstreamHttpError, UpstreamTimeoutError } from './http';

/**
 * The one place where an upstream failure becomes a GraphQL error. Messages never carry upstream
 * text: a 400 names the parameter the upstream reported, everything else gets a stable code.
 */
export function errorFromUpstream(error: unknown, path: string): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof UpstreamHttpError && error.status === 400) {
    const parameter = (error.body as { error?: { parameter?: string; message?: string } } | undefined)?.error;
    return new GraphQLError(parameter?.message ?? 'The search request is invalid', {
      extensions: { code: 'BAD_USER_INPUT', field: parameter?.parameter },
    });
  }
  if ((error as { code?: string } | undefined)?.code === 'EOPENBREAKER') {
    return new GraphQLError(`Circuit Breaker for ${path} is open`, {
      extensions: { code: 'UPSTREAM_UNAVAILABLE', path },
    });
  }
  if (error instanceof UpstreamTimeoutError) {
    return new GraphQLError(`${path} did not answer in time`, { extensions: { code: 'UPSTREAM_TIMEOUT', path } });
  }
  return new GraphQLError(`${path} failed`, { extensions: { code: 'UPSTREAM_ERROR', path } });
}

import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { UpstreamHttpError, UpstreamTimeoutError } from './http';

/** What an upstream says about a request it refused (its error body's `error`, contracts/). */
export interface UpstreamRefusal {
  code: string;
  message: string;
  parameter?: string;
}

/**
 * The one place where an upstream failure becomes a GraphQL error. A 400 passes on the message and
 * parameter of the upstream's error body when the body is the one its contract gives (errorBody);
 * everything else gets a stable code. A 200 that breaks its contract is UPSTREAM_ERROR, like a 5xx.
 */
export function errorFromUpstream(
  error: unknown,
  path: string,
  errorBody: z.ZodType<{ error: UpstreamRefusal }>,
): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof UpstreamHttpError && error.status === 400) {
    const refusal = errorBody.safeParse(error.body);
    const reason = refusal.success ? refusal.data.error : undefined;
    return new GraphQLError(reason?.message ?? 'The search request is invalid', {
      extensions: { code: 'BAD_USER_INPUT', field: reason?.parameter },
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

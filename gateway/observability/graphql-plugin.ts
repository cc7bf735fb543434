import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import { graphqlErrors, graphqlOperationDuration, operationLabel } from './metrics';

const REQUEST_LOG = Symbol('request log');

/**
 * Carries the request's logger on the context. A symbol key keeps it out of the resolvers' type,
 * and it survives Apollo's shallow copy of the context (a WeakMap keyed by the object would not).
 */
export function withRequestLog<C extends object>(context: C, log: FastifyBaseLogger): C {
  return Object.assign(context, { [REQUEST_LOG]: log });
}

const logOf = (context: object): FastifyBaseLogger | undefined =>
  (context as { [REQUEST_LOG]?: FastifyBaseLogger })[REQUEST_LOG];

/**
 * Times every operation, counts the errors clients receive by their (already masked) code, and
 * logs unexpected errors with their stack for the request's log. Variables are never logged.
 */
export function observabilityPlugin<C extends BaseContext>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart({ contextValue }) {
      const started = process.hrtime.bigint();
      return {
        async didEncounterErrors({ errors, operationName }) {
          const log = logOf(contextValue);
          for (const error of errors) {
            const code = error.extensions?.code;
            // Client mistakes are expected and their messages can echo variable values, so only the code is logged.
            if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR')
              log?.info({ code, operationName }, 'graphql error');
            else log?.error({ err: error.originalError ?? error, operationName }, 'unexpected graphql error');
          }
        },
        async willSendResponse({ operationName, response }) {
          const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          for (const error of errors)
            graphqlErrors.inc({ code: String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR') });
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          graphqlOperationDuration.observe(
            { operation: operationLabel(operationName), outcome: errors.length ? 'error' : 'success' },
            seconds,
          );
        },
      };
    },
  };
}

import { ApolloLink } from '@apollo/client';
import type { ApolloServer } from '@apollo/server';
import { Observable } from 'rxjs';
import type { ContextValue } from '../context';

/**
 * The link of a page's server render: each operation goes through the gateway's own request
 * pipeline (Apollo Server's executeOperation: parsing, validation with graphql-armor's rules, the
 * plugins, the graphql-jit executor, error formatting), as a POST to /graphql does, in-process and
 * with the page request's context. One execution path, so no field answers the page differently
 * from the API, and the pages' operations are timed, counted and logged like the API's.
 */
export function gatewayLink(apollo: ApolloServer<ContextValue>, contextValue: ContextValue): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        apollo
          .executeOperation(
            { query: operation.query, variables: operation.variables, operationName: operation.operationName },
            { contextValue },
          )
          .then(({ body }) => {
            if (body.kind !== 'single') throw new Error(`${operation.operationName}: the pages read single results`);
            observer.next(body.singleResult);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

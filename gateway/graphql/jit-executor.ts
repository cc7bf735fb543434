import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  execute,
  getVariableValues,
  GraphQLError,
  printSchema,
  valueFromASTUntyped,
  type ExecutionResult,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/** Compiled operations kept per process; graphql-armor bounds each one's size, this bounds their number. */
const MAX_COMPILED_OPERATIONS = 1_000;

/**
 * Executes operations with graphql-jit instead of graphql-js. Apollo Server still parses, validates
 * (graphql-armor's rules included), runs plugins and formats errors; only execution changes. The SRP
 * query answers some 2,000 fields, and graphql-js spends most of its time per field (argument values,
 * resolve info, promise bookkeeping); a compiled operation does the same work in straight-line code,
 * with the same answers (tests/gateway/jit-executor.test.ts compares both).
 */
function createJitExecutor(schema: GraphQLSchema): GatewayExecutor {
  const compiled = new Map<string, CompiledQuery | undefined>();

  const compiledFor = (key: string, compile: () => CompiledQuery | undefined) => {
    if (compiled.has(key)) return compiled.get(key);
    if (compiled.size >= MAX_COMPILED_OPERATIONS) compiled.delete(compiled.keys().next().value as string);
    const query = compile();
    compiled.set(key, query);
    return query;
  };

  return async (requestContext) => {
    const { document, operation, operationName, queryHash, request, context } = requestContext;
    // Variables are checked the way graphql-js checks them, so Apollo answers bad ones with BAD_USER_INPUT and 400.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
    if (coerced.errors) return { errors: coerced.errors };
    const variables = withDefaults(operation.variableDefinitions ?? [], request.variables ?? {});
    const query = compiledFor(`${queryHash}:${operationName ?? ''}`, () => {
      const result = compileQuery(schema, document, operationName ?? undefined);
      return isCompiledQuery(result) ? result : undefined;
    });
    // An operation graphql-jit cannot compile still runs, on graphql-js.
    if (!query)
      return execute({
        schema,
        document,
        operationName,
        contextValue: context,
        variableValues: variables,
      }) as Promise<ExecutionResult>;
    const result = (await query.query(undefined, context, variables)) as ExecutionResult;
    return result.errors ? { ...result, errors: result.errors.map(writable) } : result;
  };
}

/**
 * The variables with the operation's defaults filled in where the request left them out, written
 * as a client would send them. graphql-jit refuses a non-null variable with a default that is left
 * out ("was not provided"), where graphql-js, and the GraphQL spec, take the default: the web
 * client's search declares `$hasWallet: Boolean! = false`, and another channel may omit it.
 */
function withDefaults(
  definitions: readonly VariableDefinitionNode[],
  given: Record<string, unknown>,
): Record<string, unknown> {
  let variables = given;
  for (const definition of definitions) {
    const name = definition.variable.name.value;
    if (!definition.defaultValue || name in given) continue;
    if (variables === given) variables = { ...given };
    variables[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return variables;
}

/**
 * graphql-jit's errors have a read-only message, and plugins may rewrite messages (graphql-armor
 * hides field suggestions that way): each becomes an ordinary GraphQLError with the same details.
 */
function writable(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/** The schema and executor, in the shape Apollo Server takes a custom executor in (its `gateway` option). */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    async load() {
      return { executor: createJitExecutor(schema) };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async stop() {},
  };
}

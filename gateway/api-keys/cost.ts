import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { Kind, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { OPERATION_COST } from '../security/limits';

/**
 * An operation's cost as graphql-armor's cost limit counts it (docs/rules/public-api.md#the-cost-of-an-operation):
 * its own validation rule, with the settings the gateway gives it (security/armor.ts), run over
 * the document with no limit, reading the cost it accepts each operation with. So the cost an API
 * key is charged is, by construction, the number armor compares with maxCost.
 */

/** The cost of each operation of a document, in document order; kept as long as the (cached) document is. */
const costsOf = new WeakMap<DocumentNode, number[]>();

function documentCosts(schema: GraphQLSchema, document: DocumentNode): number[] {
  let costs = costsOf.get(document);
  if (costs) return costs;
  const found: number[] = [];
  // The rule's visitor is the one armor runs: one per document, its fragment costs shared by the
  // document's operations, as in armor's own validation.
  const rule = costLimitRule({
    ...OPERATION_COST,
    maxCost: Number.POSITIVE_INFINITY,
    onAccept: [(_context, { n }) => void found.push(n)],
    onReject: [],
  });
  validate(schema, document, [rule]);
  costs = found;
  costsOf.set(document, costs);
  return costs;
}

/**
 * The cost of one operation of the document (the one the request selected); the document's only
 * operation when none is named.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation?: OperationDefinitionNode,
): number {
  const costs = documentCosts(schema, document);
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const index = operation ? operations.indexOf(operation) : 0;
  return costs[index >= 0 ? index : 0] ?? 0;
}

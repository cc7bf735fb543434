import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError, ParseOptions, ValidationRule } from 'graphql';
import { OPERATION_COST, OPERATION_LIMITS } from './limits';

export type OperationLimits = { [K in keyof typeof OPERATION_LIMITS]: number };

export interface OperationProtection {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
}

const REFUSED = 'Operation refused';

/**
 * graphql-armor's limits as Apollo validation rules and plugins. Rejections name the limit that was
 * hit but never its value, so a client cannot probe for the threshold; the validation rules run
 * before execution, so a refused operation never reaches an upstream.
 *
 * The token limit is graphql-js's own parser option: armor's Apollo token plugin re-parses in
 * parsingDidStart and turns every syntax error into a 500.
 */
export function operationProtection(limits: OperationLimits = OPERATION_LIMITS): OperationProtection {
  const refused = (what: string) => ({ exposeLimits: false, errorMessage: `${REFUSED}: ${what}.` });
  const { plugins, validationRules } = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ...refused('too deep') },
    maxAliases: { n: limits.maxAliases, ...refused('too many aliases') },
    // The same counting as an API key's cost budget (api-keys/cost.ts).
    costLimit: { maxCost: limits.maxCost, ...OPERATION_COST, ...refused('too costly') },
    maxDirectives: { n: limits.maxDirectives, ...refused('too many directives') },
    maxTokens: { enabled: false },
    // Unknown fields get no "Did you mean …" hint, so the schema cannot be mapped without introspection.
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return { plugins, validationRules, parseOptions: { maxTokens: limits.maxTokens } };
}

// graphql-js 16 spells it "more that"; either spelling is matched.
const TOKEN_LIMIT = /^Syntax Error: Document contains more tha[nt] \d+ tokens/;
const ARMOR_PREFIX = `Syntax Error: ${REFUSED}`;

/** Every refusal reads "Operation refused: …" with the standard validation code and no number in it. */
export function hideLimits(formatted: GraphQLFormattedError): GraphQLFormattedError {
  let message: string | undefined;
  if (TOKEN_LIMIT.test(formatted.message)) message = `${REFUSED}: too large.`;
  else if (formatted.message.startsWith(ARMOR_PREFIX)) message = formatted.message.slice('Syntax Error: '.length);
  if (!message) return formatted;
  return { message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
}

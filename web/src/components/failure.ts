import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The words a form says for each way a mutation can fail; each form has its own. */
export interface FailureTexts {
  rateLimited: (seconds: number) => string;
  notFound: string;
  unavailable: string;
  failed: string;
}

/**
 * The words for a refused or failed mutation, from the gateway's error code (docs/rules/contact.md#refusals,
 * docs/rules/listing-actions.md#report-errors): anything unknown, or no answer at all, is `failed`.
 */
export function failureMessage(error: unknown, texts: FailureTexts): string {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  switch (first?.extensions?.code) {
    case 'RATE_LIMITED':
      return texts.rateLimited(Number(first.extensions.retryAfterSeconds) || 60);
    case 'NOT_FOUND':
      return texts.notFound;
    case 'UPSTREAM_UNAVAILABLE':
    case 'UPSTREAM_TIMEOUT':
    case 'UPSTREAM_ERROR':
      return texts.unavailable;
    default:
      return texts.failed;
  }
}

import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import type { FieldError } from '../__generated__/resolvers-types';
import type { AccountRefusal } from '../upstreams/account/client';
import { FORM_FIELD } from './constants';
import { UNAVAILABLE_CODES } from '../upstreams/unavailable';

/**
 * Account answers as GraphQL (docs/rules/accounts.md#errors): user mistakes are field errors in
 * the payload, the rest stable codes; the account service being down is a retryable error.
 */

export const unauthenticated = () =>
  new GraphQLError('Sign in to do this', { extensions: { code: 'UNAUTHENTICATED' } });

export const notFound = (what = 'saved search') =>
  new GraphQLError(`No such ${what}`, { extensions: { code: 'NOT_FOUND' } });

export const forbidden = (message: string) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

export const badInput = (field: string, message: string) =>
  new GraphQLError(`${field}: ${message}`, { extensions: { code: 'BAD_USER_INPUT', field } });

/**
 * A failed account call, said so the client can retry: the same code, `retryable: true`, and a
 * message that does not name the service's internals. A write retried with the same
 * idempotencyKey is not done twice.
 */
export function accountFailure(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const code = error.extensions.code;
  if (typeof code !== 'string' || !UNAVAILABLE_CODES.has(code)) return error;
  return new GraphQLError('Accounts are unavailable right now; try again in a moment', {
    extensions: { code, retryable: true },
  });
}

/** A refusal that is no user mistake: the code it stands for. */
export function refusalError(refusal: AccountRefusal): GraphQLError {
  switch (refusal.code) {
    case 'UNAUTHENTICATED':
      return unauthenticated();
    case 'NOT_FOUND':
      return notFound();
    case 'IDEMPOTENCY_KEY_REUSED':
      return badInput('idempotencyKey', 'was already used for a different change; send a new one');
    default:
      return new GraphQLError(refusal.message, { extensions: { code: 'BAD_USER_INPUT', field: refusal.field } });
  }
}

/** A 400's field, renamed to the mutation input's name; a refusal about no one field is the form's. */
export function refusalFieldError(
  refusal: Pick<AccountRefusal, 'message' | 'field'>,
  fields: Readonly<Record<string, string>> = {},
): FieldError {
  const field = refusal.field ? (fields[refusal.field] ?? refusal.field) : FORM_FIELD;
  return { field, message: refusal.message };
}

type Issue = z.core.$ZodIssue;

/** Words for a zod issue, beside the field it is about. */
function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return issue.inclusive ? `Enter ${issue.minimum} or more` : `Enter more than ${issue.minimum}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at least ${issue.minimum}`;
      return Number(issue.minimum) <= 1 ? 'Required' : `Use at least ${issue.minimum} characters`;
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return issue.inclusive ? `Enter ${issue.maximum} or less` : `Enter less than ${issue.maximum}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${issue.maximum}`;
      return `Use at most ${issue.maximum} characters`;
    case 'invalid_format':
      // The contracts name a pattern by what it stands for ('a 10-digit phone number').
      return issue.format === 'email' ? 'Enter a valid email address' : `Enter ${issue.message}`;
    default:
      return issue.message ?? 'Not valid';
  }
}

/** One field error per field a contract's schema refused, in the input's names. */
export function zodFieldErrors(issues: readonly Issue[], fields: Readonly<Record<string, string>> = {}): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const name = String(issue.path[0] ?? FORM_FIELD);
    const field = fields[name] ?? name;
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issueMessage(issue) });
  }
  return errors;
}

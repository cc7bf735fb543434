/** A payload's field errors by field name (the first one per field); 'form' holds those about no one field. */
export function fieldErrorsOf(
  errors: readonly { field: string; message: string }[] | undefined,
): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of errors ?? []) byField[field] ??= message;
  return byField;
}

/** The field name of errors that are not about one field (schema/account.graphql, AuthPayload.errors). */
export const FORM_ERROR_FIELD = 'form';

/** A simple check of an address's shape (name@domain.tld); the gateway checks it again. */
export const looksLikeEmail = (value: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);

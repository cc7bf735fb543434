import type { z } from 'zod';
import {
  LEADS_HEADERS,
  LEADS_IDEMPOTENCY_KEY_LENGTH,
  type LeadsErrorBody,
  type LeadsErrorCode,
} from '../../contracts/leads/index';

/** A refused request: the status and the body the contract's LeadsErrorBody describes. */
export class LeadsError extends Error {
  constructor(
    readonly status: number,
    readonly code: LeadsErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  get body(): LeadsErrorBody {
    return errorBody(this.code, this.message, this.field);
  }
}

export const errorBody = (code: LeadsErrorCode, message: string, field?: string): LeadsErrorBody => ({
  error: field === undefined ? { code, message } : { code, message, field },
});

export const badRequest = (message: string, field: string) => new LeadsError(400, 'BAD_REQUEST', message, field);

/**
 * The body as `schema` reads it, or a 400 naming the first field it refused and the rule, never
 * the value (names, emails and messages are personal).
 */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
  throw badRequest(
    field === 'body' ? `The body must be a JSON object: ${issue.message}` : `${field}: ${issue.message}`,
    field,
  );
}

/** The write's idempotency key, or a 400 when it is missing or of the wrong length. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const key = headers[LEADS_HEADERS.idempotencyKey];
  const { min, max } = LEADS_IDEMPOTENCY_KEY_LENGTH;
  if (typeof key !== 'string' || key.length < min || key.length > max)
    throw badRequest(`Send one idempotency key of ${min} to ${max} characters`, LEADS_HEADERS.idempotencyKey);
  return key;
}

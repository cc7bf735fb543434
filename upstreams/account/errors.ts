import type { AccountErrorBody, AccountErrorCode } from '../../contracts/account/index';

/** A refused request: the status and the body the contract's AccountErrorBody describes. */
export class AccountError extends Error {
  constructor(
    readonly status: number,
    readonly code: AccountErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  get body(): AccountErrorBody {
    return errorBody(this.code, this.message, this.field);
  }
}

export const errorBody = (code: AccountErrorCode, message: string, field?: string): AccountErrorBody => ({
  error: field === undefined ? { code, message } : { code, message, field },
});

export const unauthenticated = (message = 'Sign in again: the identity token is missing, invalid or expired') =>
  new AccountError(401, 'UNAUTHENTICATED', message);

export const notFound = (what: string) => new AccountError(404, 'NOT_FOUND', `No such ${what}`);

export const badRequest = (message: string, field: string) => new AccountError(400, 'BAD_REQUEST', message, field);

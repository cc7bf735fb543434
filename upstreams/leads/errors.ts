import type { LeadsErrorBody, LeadsErrorCode } from '../../contracts/leads/index';

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

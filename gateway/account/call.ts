import type { ContextValue } from '../context';
import type { AccountResult } from '../upstreams/account/client';
import { accountFailure, unauthenticated } from './errors';

/**
 * An account call from a mutation (docs/rules/accounts.md#errors): its failure made retryable; a
 * refusal of the caller (the session ended elsewhere) is thrown as UNAUTHENTICATED, and the
 * browser's session cookies go too.
 */
export async function call<T>(ctx: ContextValue, request: Promise<AccountResult<T>>): Promise<AccountResult<T>> {
  let answer: AccountResult<T>;
  try {
    answer = await request;
  } catch (error) {
    throw accountFailure(error);
  }
  if (!answer.ok && answer.refusal.code === 'UNAUTHENTICATED') {
    ctx.account.signedOut();
    throw unauthenticated();
  }
  return answer;
}

import { IDENTITY_TOKEN } from '../../contracts/account/constants';
import type { AccountUser, SessionResponse } from '../../contracts/account/index';
import type { Queryable } from '../db/database';
import { unauthenticated } from './errors';
import { openSession } from './store';
import { issueIdToken, newRefreshToken, refreshTokenHash } from './tokens';

/** Opening sessions and answering with their tokens (docs/rules/accounts.md#tokens-and-sessions). */

export async function startSession(tx: Queryable, key: Uint8Array, user: AccountUser): Promise<SessionResponse> {
  const now = new Date();
  const refreshToken = newRefreshToken();
  const sessionExpiresAt = new Date(now.getTime() + IDENTITY_TOKEN.sessionTtlSeconds * 1000);
  const sessionId = await openSession(tx, user.id, refreshTokenHash(refreshToken), sessionExpiresAt);
  const { idToken, expiresAt } = await issueIdToken(key, { userId: user.id, sessionId }, now);
  return {
    user,
    sessionId,
    idToken,
    idTokenExpiresAt: expiresAt.toISOString(),
    refreshToken,
    sessionExpiresAt: sessionExpiresAt.toISOString(),
  };
}

/** A session answer without its secrets: what an idempotency record may keep of it. */
export interface KeptSession {
  user: AccountUser;
  sessionId: string;
}

export const keepSession = (session: SessionResponse): KeptSession => ({
  user: session.user,
  sessionId: session.sessionId,
});

/**
 * The answer to a retried sign-up: the same session with a new refresh token (the first one was
 * never stored readable, and the caller did not get it) and a new identity token.
 */
export async function reissueSession(tx: Queryable, key: Uint8Array, kept: KeptSession): Promise<SessionResponse> {
  const refreshToken = newRefreshToken();
  const [row] = await tx.query<{ expires_at: Date | string }>(
    `UPDATE sessions SET refresh_token_hash = $2
     WHERE id = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING expires_at`,
    [kept.sessionId, refreshTokenHash(refreshToken)],
  );
  if (!row) throw unauthenticated('Sign in: the session this sign-up opened has ended');
  const { idToken, expiresAt } = await issueIdToken(key, { userId: kept.user.id, sessionId: kept.sessionId });
  return {
    user: kept.user,
    sessionId: kept.sessionId,
    idToken,
    idTokenExpiresAt: expiresAt.toISOString(),
    refreshToken,
    sessionExpiresAt: new Date(row.expires_at).toISOString(),
  };
}

import { jwtVerify } from 'jose';
import { IDENTITY_TOKEN } from '../../contracts/account/index';
import { MAX_TOKEN_LENGTH } from './constants';

/** A signed-in consumer, as a verified identity token names them. */
export interface ViewerIdentity {
  userId: string;
  /** The session the token belongs to (its `sid`), null when the token names none. */
  sessionId: string | null;
  /** The token itself, forwarded to the account service, which checks the session is still open. */
  idToken: string;
}

/**
 * Verifies an identity token (docs/rules/accounts.md#identity-tokens): HS256 only (a token with
 * another algorithm, `none` included, is refused), signed with the shared key, issued by the
 * account service for the gateway, not expired. Anything else is no identity: the caller is a
 * visitor. Why a token was refused is not logged; the token never is.
 */
export async function verifyIdentityToken(token: string, key: Uint8Array): Promise<ViewerIdentity | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [IDENTITY_TOKEN.algorithm],
      issuer: IDENTITY_TOKEN.issuer,
      audience: IDENTITY_TOKEN.audience,
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.sub !== 'string' || !payload.sub) return null;
    return { userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : null, idToken: token };
  } catch {
    return null;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { IDENTITY_TOKEN } from '../../contracts/account/constants';
import { REFRESH_TOKEN_BYTES } from './constants';

/**
 * Identity tokens and refresh tokens (docs/rules/accounts.md#tokens-and-sessions). The identity
 * token is a short-lived HS256 JWT naming the user (sub) and the session (sid); the refresh token
 * is an opaque random secret stored only as its SHA-256.
 */

export interface IdentityClaims {
  userId: string;
  sessionId: string;
}

export interface IssuedToken {
  idToken: string;
  expiresAt: Date;
}

export async function issueIdToken(key: Uint8Array, claims: IdentityClaims, now = new Date()): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + IDENTITY_TOKEN.ttlSeconds;
  const idToken = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: IDENTITY_TOKEN.algorithm, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(IDENTITY_TOKEN.issuer)
    .setAudience(IDENTITY_TOKEN.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { idToken, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * The claims of a token this service signed with this key, not expired, for this issuer and
 * audience; undefined for anything else (alg none, another key or algorithm, tampered, expired).
 */
export async function verifyIdToken(key: Uint8Array, token: string): Promise<IdentityClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [IDENTITY_TOKEN.algorithm],
      issuer: IDENTITY_TOKEN.issuer,
      audience: IDENTITY_TOKEN.audience,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}

export const newRefreshToken = (): string => randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');

export const refreshTokenHash = (refreshToken: string): string =>
  createHash('sha256').update(refreshToken).digest('hex');

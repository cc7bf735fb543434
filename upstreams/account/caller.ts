import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_HEADERS } from '../../contracts/account/constants';
import type { Queryable } from '../db/database';
import { IDEMPOTENCY_KEY_LENGTH } from './constants';
import { badRequest, unauthenticated } from './errors';
import type { Owner } from './store';
import { sessionIsOpen } from './store';
import { verifyIdToken, type IdentityClaims } from './tokens';

/**
 * Who is calling (docs/rules/accounts.md#roles): a signed-in user named by a verified identity
 * token whose session is open, and/or a logged-out visitor named by their visitor id.
 */
export interface Caller {
  user?: IdentityClaims;
  visitorId?: string;
}

const UUID = z.uuid();

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  if (Array.isArray(value)) throw badRequest(`Send the ${name} header once`, name);
  return value;
}

export interface CallerOptions {
  /** Sign-out accepts a token whose session is already closed: signing out twice is not an error. */
  allowClosedSession?: boolean;
}

/** The caller; an identity token that is sent is always verified, and a bad one is refused. */
export async function callerOf(
  request: FastifyRequest,
  deps: { db: Queryable; tokenKey: Uint8Array },
  options: CallerOptions = {},
): Promise<Caller> {
  const caller: Caller = {};
  const token = header(request, ACCOUNT_HEADERS.idToken);
  if (token !== undefined) {
    const claims = await verifyIdToken(deps.tokenKey, token);
    if (!claims || !UUID.safeParse(claims.sessionId).success || !UUID.safeParse(claims.userId).success)
      throw unauthenticated();
    if (!options.allowClosedSession && !(await sessionIsOpen(deps.db, claims.sessionId, claims.userId)))
      throw unauthenticated('Sign in again: the session has ended');
    caller.user = claims;
  }
  const visitorId = header(request, ACCOUNT_HEADERS.visitorId);
  if (visitorId !== undefined) {
    if (!UUID.safeParse(visitorId).success)
      throw badRequest('The visitor id must be a UUID', ACCOUNT_HEADERS.visitorId);
    caller.visitorId = visitorId.toLowerCase();
  }
  return caller;
}

export function requireUser(caller: Caller): IdentityClaims {
  if (!caller.user) throw unauthenticated('Sign in first: this needs an identity token');
  return caller.user;
}

/** The owner of what the caller reads or writes: the user when signed in, else the visitor. */
export function ownerOf(caller: Caller): Owner {
  if (caller.user) return { kind: 'user', id: caller.user.userId };
  if (caller.visitorId) return { kind: 'visitor', id: caller.visitorId };
  throw unauthenticated('Send an identity token or a visitor id');
}

/** The namespace of the caller's idempotency keys. */
export function idempotencyCaller(caller: Caller): string {
  if (caller.user) return `user:${caller.user.userId}`;
  if (caller.visitorId) return `visitor:${caller.visitorId}`;
  return 'anonymous';
}

/** The idempotency-key header, when sent: 8 to 100 characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = header(request, ACCOUNT_HEADERS.idempotencyKey);
  if (key === undefined) return undefined;
  if (key.length < IDEMPOTENCY_KEY_LENGTH.min || key.length > IDEMPOTENCY_KEY_LENGTH.max)
    throw badRequest(
      `The idempotency key must be ${IDEMPOTENCY_KEY_LENGTH.min} to ${IDEMPOTENCY_KEY_LENGTH.max} characters`,
      ACCOUNT_HEADERS.idempotencyKey,
    );
  return key;
}

export const isUuid = (value: string): boolean => UUID.safeParse(value).success;

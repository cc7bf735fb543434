import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_HEADERS } from '../../contracts/account/constants';
import {
  BrowserDeviceRegistration,
  BrowserDeviceRemoval,
  BrowserSubscription,
  DEVICE_BODY_LIMIT,
  DEVICE_REGISTRATION_PATH,
  VAPID_PUBLIC_KEY_PATH,
  type DeviceRegistered,
  type DeviceRemoved,
  type DevicesErrorBody,
  type VapidPublicKey,
} from '../../contracts/devices/index';
import { BRANDS } from '../../contracts/search/brands';
import type { Db } from '../db/database';
import { upstreamErrorHandler } from '../error-handler';
import { sessionIsOpen } from '../account/store';
import { verifyIdToken } from '../account/tokens';
import { deleteDevice, upsertDevice } from './store';

/**
 * The device service (docs/rules/push.md#device-registration): the browsers' Web Push
 * subscriptions, registered through the spec's consumer-device call and removed by their
 * endpoint, and the VAPID public key the page subscribes with. A subscription's endpoint and keys
 * are capabilities (anyone holding them can push to that browser): nothing here logs them, and a
 * refusal names the field, never the value.
 */

export interface DevicesDeps {
  db: Db;
  /** The identity token's signing key (upstreams/account/token-key.ts): who registers. */
  tokenKey: Uint8Array;
  /** Resolves once the tables exist. */
  migrated: Promise<unknown>;
  /** The VAPID public key, base64url (vapid.ts). */
  vapidPublicKey: () => string;
  /** Loopback http: endpoints are allowed outside production only (tests run a push service there). */
  production?: boolean;
}

type ErrorCode = DevicesErrorBody['error']['code'];

const errorBody = (code: ErrorCode, message: string, field?: string): DevicesErrorBody => ({
  error: field === undefined ? { code, message } : { code, message, field },
});

/** A refused registration: 400 naming the field. */
class Refusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** An identity token that does not verify, or whose session has ended: 401. */
class Unauthenticated extends Error {}

/** RFC 8291: an uncompressed P-256 point (0x04, x, y) and a 16-byte auth secret. */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;
/** Push services' endpoints are a few hundred characters. */
const ENDPOINT_MAX = 2_048;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const UUID = z.uuid();
const BRAND_CODES = new Set<string>(Object.keys(BRANDS));

/** The body as the schema reads it, or a Refusal naming its first refused field. */
function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  throw new Refusal(
    field,
    field === 'body' ? `The body must be a JSON object: ${issue.message}` : `${field}: ${issue.message}`,
  );
}

/** The browser token (PushSubscription.toJSON() as JSON text), its endpoint and keys checked. */
export function parseBrowserToken(token: string, production: boolean): BrowserSubscription {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    throw new Refusal('browser_token', 'browser_token: must be the push subscription as JSON');
  }
  const parsed = BrowserSubscription.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = ['browser_token', ...issue.path].join('.');
    throw new Refusal(field, `${field}: ${issue.message}`);
  }
  const { endpoint, keys } = parsed.data;
  checkEndpoint(endpoint, production);
  const p256dh = decodeBase64Url(keys.p256dh);
  if (!p256dh || p256dh.length !== P256DH_BYTES || p256dh[0] !== 0x04)
    throw new Refusal(
      'browser_token.keys.p256dh',
      'browser_token.keys.p256dh: must be a P-256 public key in base64url',
    );
  const auth = decodeBase64Url(keys.auth);
  if (!auth || auth.length !== AUTH_BYTES)
    throw new Refusal('browser_token.keys.auth', 'browser_token.keys.auth: must be 16 bytes in base64url');
  return parsed.data;
}

/**
 * An https: URL (docs/rules/push.md#device-registration); loopback http: outside production. The
 * push sender POSTs to it, so in production neither a host given as an IP address nor localhost
 * is taken: push services are named hosts, and an address could aim the sender inside our network.
 */
function checkEndpoint(endpoint: string, production: boolean): void {
  const field = 'browser_token.endpoint';
  let url: URL;
  try {
    if (endpoint.length > ENDPOINT_MAX) throw new Error('too long');
    url = new URL(endpoint);
  } catch {
    throw new Refusal(field, `${field}: must be a URL of at most ${ENDPOINT_MAX} characters`);
  }
  if (url.username || url.password) throw new Refusal(field, `${field}: must not carry credentials`);
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol === 'https:') {
    if (production && (loopback || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0))
      throw new Refusal(field, `${field}: must name the push service's host`);
    return;
  }
  if (url.protocol === 'http:' && loopback && !production) return;
  throw new Refusal(field, `${field}: must be an https: URL`);
}

/** Base64url (unpadded, as browsers write it; padding tolerated), or undefined. */
function decodeBase64Url(text: string): Buffer | undefined {
  // Buffer skips characters outside the alphabet, so the alphabet is checked first.
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return undefined;
  return Buffer.from(text, 'base64url');
}

export function registerDevicesRoutes(app: FastifyInstance, deps: DevicesDeps): void {
  const { db, tokenKey } = deps;
  const production = deps.production ?? process.env.NODE_ENV === 'production';

  /** The signed-in account the identity token names; undefined without one. A bad token is refused. */
  async function userOf(request: FastifyRequest): Promise<string | undefined> {
    const token = request.headers[ACCOUNT_HEADERS.idToken];
    if (token === undefined) return undefined;
    const claims = typeof token === 'string' ? await verifyIdToken(tokenKey, token) : undefined;
    if (
      !claims ||
      !UUID.safeParse(claims.userId).success ||
      !UUID.safeParse(claims.sessionId).success ||
      !(await sessionIsOpen(db, claims.sessionId, claims.userId))
    )
      throw new Unauthenticated();
    return claims.userId;
  }

  void app.register(async (scope) => {
    const fallback = upstreamErrorHandler('device service', errorBody);
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof Refusal) return reply.code(400).send(errorBody('BAD_REQUEST', error.message, error.field));
      if (error instanceof Unauthenticated)
        return reply
          .code(401)
          .send(errorBody('UNAUTHENTICATED', 'Sign in again: the identity token is invalid or its session has ended'));
      return fallback(error as Parameters<typeof fallback>[0], request, reply);
    });
    scope.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET') void reply.header('cache-control', 'no-store');
    });

    scope.post(DEVICE_REGISTRATION_PATH, { bodyLimit: DEVICE_BODY_LIMIT }, async (request, reply: FastifyReply) => {
      await deps.migrated;
      const body = parseBody(BrowserDeviceRegistration, request.body);
      if (!UUID.safeParse(body.pixall_id).success) throw new Refusal('pixall_id', 'pixall_id: must be a UUID');
      if (!BRAND_CODES.has(body.brand)) throw new Refusal('brand', 'brand: must be one of the brands');
      const subscription = parseBrowserToken(body.browser_token, production);
      const userId = await userOf(request);
      const device = await upsertDevice(db, {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        brand: body.brand,
        pixallId: body.pixall_id.toLowerCase(),
        userId: userId ?? null,
      });
      return reply.code(200).send({ deviceId: device.id, signedIn: device.userId !== null } satisfies DeviceRegistered);
    });

    // Removal by endpoint: holding the subscription is what entitles a browser to remove it.
    scope.delete(DEVICE_REGISTRATION_PATH, { bodyLimit: DEVICE_BODY_LIMIT }, async (request, reply) => {
      await deps.migrated;
      const body = parseBody(BrowserDeviceRemoval, request.body);
      const subscription = parseBrowserToken(body.browser_token, production);
      const removed = await deleteDevice(db, subscription.endpoint);
      return reply.code(200).send({ removed } satisfies DeviceRemoved);
    });

    scope.get(VAPID_PUBLIC_KEY_PATH, async (_request, reply) =>
      reply
        .code(200)
        .header('cache-control', 'public, max-age=3600')
        .send({ publicKey: deps.vapidPublicKey() } satisfies VapidPublicKey),
    );
  });
}

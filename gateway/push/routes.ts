import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BrowserDeviceRegistration,
  BrowserDeviceRemoval,
  DEVICE_BODY_LIMIT,
  DEVICE_REGISTRATION_PATH,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_SCOPE,
  VAPID_PUBLIC_KEY_PATH,
} from '../../contracts/devices/index';
import type { ContextValue } from '../context';
import { unavailableCode } from '../errors';
import { acceptJsonBodies, checkedBody as checked, refuseField } from '../security/beacon-bodies';
import type { DevicesClient, DevicesResult } from '../upstreams/devices/client';

/**
 * Browser push's routes on the gateway (docs/rules/push.md): the spec's consumer-device call
 * (POST registers the browser's subscription, DELETE removes it), the VAPID public key and the
 * service worker. A body is checked with the contract here (400 names the field) and passed, with
 * the signed-in shopper's identity token, to the device service through its breakers; 503 with a
 * code when the service is unavailable, and the page only logs it (docs/rules/push.md#the-prompt).
 * The subscription is a capability to push to that browser: nothing here logs it.
 */

export interface PushRoutesOptions {
  devices: DevicesClient;
  /** The request's context: who is signed in (identity/session.ts). */
  contextOf: (request: FastifyRequest, reply: FastifyReply) => Promise<ContextValue> | ContextValue;
}

/** The service worker's source (docs/rules/push.md#the-service-worker), read once. */
export const SERVICE_WORKER_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/push/firebase-messaging-sw.js',
);

/** The key changes only with the device service's configuration: browsers may keep it an hour. */
const KEY_CACHE_CONTROL = 'public, max-age=3600';

const unavailable = (request: FastifyRequest, reply: FastifyReply, code: string, what: string) => {
  request.log.warn({ code }, `${what}: the device service is unavailable`);
  return reply
    .code(503)
    .header('retry-after', '30')
    .send({ error: { code, message: 'The device service is unavailable' } });
};

const signInAgain = (reply: FastifyReply) =>
  reply.code(401).send({ error: { code: 'UNAUTHENTICATED', message: 'Sign in again' } });

/**
 * The device service's answer passed on: its data (200), its 400 naming the field, 401 for an
 * identity it no longer accepts; 503 when it is unavailable or answers anything else.
 */
async function answer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: () => Promise<DevicesResult<T>>,
  what: string,
): Promise<FastifyReply> {
  let result: DevicesResult<T>;
  try {
    result = await call();
  } catch (error) {
    const code = unavailableCode(error);
    if (!code) throw error;
    return unavailable(request, reply, code, what);
  }
  if (result.ok) return reply.code(200).send(result.data);
  if (result.refusal.code === 'BAD_REQUEST')
    return refuseField(reply, result.refusal.field ?? 'body', result.refusal.message);
  if (result.refusal.code === 'UNAUTHENTICATED') return signInAgain(reply);
  return unavailable(request, reply, 'UPSTREAM_ERROR', what);
}

export function registerPushRoutes(app: FastifyInstance, options: PushRoutesOptions): void {
  const serviceWorker = readFileSync(SERVICE_WORKER_FILE, 'utf8');

  // The consumer-device call: JSON bodies only. A cross-site page can send text/plain or a form
  // without asking first (no CORS preflight); application/json it cannot, so neither is read here.
  void app.register(async (scope) => {
    // Never a 500: the page treats any failure as "not registered" and only logs it.
    acceptJsonBodies(scope, 'device registration', {
      status: 503,
      code: 'UPSTREAM_ERROR',
      message: 'The device service is unavailable',
    });

    scope.post(DEVICE_REGISTRATION_PATH, { bodyLimit: DEVICE_BODY_LIMIT }, async (request, reply) => {
      const registration = checked(BrowserDeviceRegistration, request.body, reply);
      if (!registration) return reply;
      // A signed-in shopper's device follows their account (docs/rules/push.md#device-registration);
      // an identity that does not verify is refused, never registered anonymously instead.
      const account = (await options.contextOf(request, reply)).account;
      const viewer = await account.viewer();
      const failure = viewer ? undefined : await account.identityFailure();
      if (failure === 'rejected') return signInAgain(reply);
      if (failure === 'unavailable')
        return unavailable(request, reply, 'UPSTREAM_UNAVAILABLE', 'device not registered');
      return answer(
        request,
        reply,
        () => options.devices.register(registration, viewer?.idToken),
        'device not registered',
      );
    });

    scope.delete(DEVICE_REGISTRATION_PATH, { bodyLimit: DEVICE_BODY_LIMIT }, async (request, reply) => {
      const removal = checked(BrowserDeviceRemoval, request.body, reply);
      if (!removal) return reply;
      return answer(request, reply, () => options.devices.remove(removal), 'device not removed');
    });
  });

  app.get(VAPID_PUBLIC_KEY_PATH, async (request, reply) => {
    let code = 'UPSTREAM_ERROR';
    try {
      const key = await options.devices.vapidPublicKey();
      if (key.ok) return reply.code(200).header('cache-control', KEY_CACHE_CONTROL).send(key.data);
    } catch (error) {
      code = unavailableCode(error) ?? code;
    }
    // A failure is not kept by the browser: the next subscription asks again.
    return unavailable(request, reply.header('cache-control', 'no-store'), code, 'no VAPID public key');
  });

  // Registered with the scope /cars-for-sale/, wider than its folder (/cars-for-sale/api/): the
  // header allows it. no-cache: the browser checks for a new worker at every registration.
  app.get(SERVICE_WORKER_PATH, async (_request, reply) =>
    reply
      .code(200)
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('service-worker-allowed', SERVICE_WORKER_SCOPE)
      .header('cache-control', 'no-cache')
      .send(serviceWorker),
  );
}

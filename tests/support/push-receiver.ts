import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/**
 * A push service on loopback (RFC 8030), for the alert push sender's tests: it checks each push's
 * VAPID authorization (RFC 8292: an ES256 JWT signed by the key in `k`, for this origin, not
 * expired), decrypts the aes128gcm payload (RFC 8291) with the subscription's own keys, and keeps
 * what it got. Each subscription is a browser made here with a P-256 key pair and an auth secret.
 *
 *   const receiver = await startPushReceiver();
 *   const browser = receiver.subscribe();   // { endpoint, p256dh, auth }
 *   receiver.gone(browser.endpoint);         // answers 410 from now on
 *   receiver.failNext(browser.endpoint, 500) // answers 500 once
 *   const [push] = await receiver.waitFor(1);
 */

export interface Subscription {
  endpoint: string;
  /** The browser's public key and auth secret, base64url, as PushSubscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  /** The VAPID JWT's claims and public key, when its signature checked out; else why not. */
  vapid: { claims: { aud: string; exp: number; sub: string }; publicKey: string } | { error: string };
  headers: IncomingMessage['headers'];
  /** The status this push was answered with. */
  status: number;
}

export interface PushReceiver {
  origin: string;
  /** Every push that reached the receiver, answered 201 or not. */
  pushes: ReceivedPush[];
  subscribe(): Subscription;
  gone(endpoint: string): void;
  failNext(endpoint: string, status: number, count?: number): void;
  /** Resolves once `count` pushes were accepted (201). */
  waitFor(count: number, ms?: number): Promise<ReceivedPush[]>;
  accepted(): ReceivedPush[];
  reset(): void;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const goneSet = new Set<string>();
  const failures = new Map<string, { status: number; count: number }>();
  const pushes: ReceivedPush[] = [];
  const events = new EventEmitter();
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      const browser = browsers.get(endpoint);
      if (request.method !== 'POST' || !browser) {
        response.writeHead(404).end();
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(
          ece
            .decrypt(Buffer.concat(chunks), {
              version: 'aes128gcm',
              privateKey: browser.ecdh,
              authSecret: browser.auth,
            })
            .toString('utf8'),
        );
      } catch (error) {
        payload = { undecryptable: (error as Error).message };
      }
      const failure = failures.get(endpoint);
      let status = 201;
      if (goneSet.has(endpoint)) status = 410;
      else if (failure && failure.count > 0) {
        failure.count -= 1;
        status = failure.status;
      }
      pushes.push({
        endpoint,
        payload,
        vapid: checkVapid(request.headers.authorization, origin),
        headers: request.headers,
        status,
      });
      response.writeHead(status).end();
      events.emit('push');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accepted = () => pushes.filter((push) => push.status === 201);
  return {
    origin,
    pushes,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
    },
    gone: (endpoint) => goneSet.add(endpoint),
    failNext: (endpoint, status, count = 1) => failures.set(endpoint, { status, count }),
    accepted,
    waitFor(count, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (accepted().length < count) return;
          clearTimeout(timer);
          events.off('push', check);
          resolve(accepted());
        };
        const timer = setTimeout(() => {
          events.off('push', check);
          reject(new Error(`${accepted().length} of ${count} pushes arrived in ${ms} ms`));
        }, ms);
        events.on('push', check);
        check();
      });
    },
    reset() {
      pushes.length = 0;
      goneSet.clear();
      failures.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8292 §3: `vapid t=<JWT>, k=<the signer's public key>`; the JWT's signature must check against k. */
function checkVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return { error: `no VAPID authorization: ${authorization}` };
  const [token, publicKey] = [match[1], match[2]];
  const [header, body, signature] = token.split('.');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') return { error: 'not ES256' };
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 0x04) return { error: 'k is not an uncompressed P-256 key' };
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  // JWS (RFC 7518 §3.4): the signature is r and s side by side, not DER.
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { error: 'bad signature' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) return { error: `aud ${claims.aud} is not ${origin}` };
  if (!(claims.exp > Date.now() / 1000)) return { error: 'expired' };
  return { claims, publicKey };
}

import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import webpush from 'web-push';
import { ACCOUNT_COOKIES } from '../../contracts/account/index';
import {
  DEVICE_BODY_LIMIT,
  DEVICE_REGISTRATION_PATH,
  DeviceRegistered,
  DeviceRemoved,
  SERVICE_WORKER_PATH,
  VAPID_PUBLIC_KEY_PATH,
  type PushPayload,
} from '../../contracts/devices/index';
import { DEFAULT_VAPID_SUBJECT } from '../../contracts/devices/constants';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * Browser push's gateway routes (docs/rules/push.md) against the real reference upstreams: the
 * consumer-device call registering and removing a subscription (the signed-in shopper's identity
 * passed on), 400 naming the field, 503 when the device service is down, the VAPID public key,
 * and the service worker with its headers and its behaviour.
 */

const KEY = new Uint8Array(randomBytes(32));
const VAPID = { ...webpush.generateVAPIDKeys(), subject: DEFAULT_VAPID_SUBJECT };
let upstream: UpstreamFixture;
let upstreamUrl: string;
let gateway: Gateway;
const calls = new Map<string, number>();

beforeAll(async () => {
  upstream = await startUpstream({ seedListings: 20, identityTokenKey: KEY, vapidKeys: VAPID });
  upstream.upstream.app.addHook('onRequest', async (request) => {
    const path = `${request.method} ${request.url.split('?')[0]}`;
    calls.set(path, (calls.get(path) ?? 0) + 1);
  });
  upstreamUrl = await listenOnLoopback(upstream.upstream.app);
  gateway = await createGateway({
    upstreams: createUpstreams(upstreamUrl),
    imagesUrl: upstreamUrl,
    identityKey: KEY,
    rateLimit: { max: 100_000 },
  });
});
afterAll(async () => {
  await gateway.app.close();
  await upstream.close();
});

function subscription(endpoint = `https://push.example.net/send/${randomUUID()}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const registration = (sub: object, extra: Record<string, unknown> = {}) => ({
  brand: 'motormart',
  pixall_id: randomUUID(),
  browser_token: JSON.stringify(sub),
  ...extra,
});

const send = (
  method: 'POST' | 'DELETE',
  payload: unknown,
  options: { cookies?: Record<string, string>; app?: Gateway } = {},
) =>
  (options.app ?? gateway).app.inject({
    method,
    url: DEVICE_REGISTRATION_PATH,
    payload: payload as object,
    cookies: options.cookies,
  });

const rowsFor = (endpoint: string) =>
  upstream.testDb.db.query<{ id: string; user_id: string | null }>(
    'SELECT id, user_id FROM browser_devices WHERE endpoint = $1',
    [endpoint],
  );

/** A browser signed in through the gateway: its cookies. */
async function signedInBrowser(): Promise<{ cookies: Record<string, string>; userId: string }> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: {
      query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } errors { field } } }',
      variables: {
        input: { email: `push.${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' },
      },
    },
  });
  const answer = response.json() as { data: { signUp: { user: { id: string }; errors: unknown[] } } };
  expect(answer.data.signUp.errors).toEqual([]);
  const cookies: Record<string, string> = {};
  for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
  expect(cookies[ACCOUNT_COOKIES.idToken]).toBeTruthy();
  return { cookies, userId: answer.data.signUp.user.id };
}

describe('POST and DELETE /cars-for-sale/consumer-device/browser', () => {
  test('a visitor registers: 200 with the device, no-store; the same subscription again is the same device', async () => {
    const sub = subscription();
    const response = await send('POST', registration(sub));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const device = DeviceRegistered.parse(response.json());
    expect(device.signedIn).toBe(false);
    expect(DeviceRegistered.parse((await send('POST', registration(sub))).json()).deviceId).toBe(device.deviceId);
    expect(await rowsFor(sub.endpoint)).toEqual([{ id: device.deviceId, user_id: null }]);
  });

  test("a signed-in shopper's device is linked to their account (identity from the cookie), and stays linked", async () => {
    const { cookies, userId } = await signedInBrowser();
    const sub = subscription();
    const device = DeviceRegistered.parse((await send('POST', registration(sub), { cookies })).json());
    expect(device.signedIn).toBe(true);
    expect((await rowsFor(sub.endpoint))[0].user_id).toBe(userId);
    // Signed out (no cookies), the browser registers again: the device follows the account.
    expect(DeviceRegistered.parse((await send('POST', registration(sub))).json()).signedIn).toBe(true);
    expect((await rowsFor(sub.endpoint))[0].user_id).toBe(userId);
  });

  test('an identity that does not verify is refused with 401 and nothing is written, never registered anonymously', async () => {
    const { cookies } = await signedInBrowser();
    const sub = subscription();
    const refusedWith = async (request: { headers?: Record<string, string>; cookies?: Record<string, string> }) => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: DEVICE_REGISTRATION_PATH,
        payload: registration(sub),
        ...request,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in again' } });
    };
    await refusedWith({ headers: { authorization: 'Bearer not.a.token' } });
    await refusedWith({ cookies: { [ACCOUNT_COOKIES.idToken]: 'garbage' } });
    // A real token with one character changed: its signature no longer matches.
    const token = cookies[ACCOUNT_COOKIES.idToken];
    const tampered = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    await refusedWith({ headers: { authorization: `Bearer ${tampered}` } });
    expect(await rowsFor(sub.endpoint)).toEqual([]);
    // Registered as the shopper, the same garbage still cannot re-register it.
    expect(DeviceRegistered.parse((await send('POST', registration(sub), { cookies })).json()).signedIn).toBe(true);
    await refusedWith({ headers: { authorization: 'Bearer not.a.token' } });
    // No identity at all is a visitor's registration, as before.
    expect((await send('POST', registration(subscription()))).statusCode).toBe(200);
  });

  test('DELETE removes the subscription', async () => {
    const sub = subscription();
    await send('POST', registration(sub));
    const response = await send('DELETE', { browser_token: JSON.stringify(sub) });
    expect(response.statusCode).toBe(200);
    expect(DeviceRemoved.parse(response.json())).toEqual({ removed: true });
    expect(await rowsFor(sub.endpoint)).toEqual([]);
  });

  test.each([
    ['POST', 'brand', { pixall_id: randomUUID(), browser_token: '{}' }],
    ['POST', 'browser_token', { brand: 'motormart', pixall_id: randomUUID(), browser_token: 7 }],
    ['POST', 'body', ['not', 'an', 'object']],
    ['DELETE', 'browser_token', {}],
  ] as const)(
    '%s: a body the contract refuses is 400 naming %s, and the service is not called',
    async (method, field, body) => {
      const before = calls.get(`${method} ${DEVICE_REGISTRATION_PATH}`) ?? 0;
      const response = await send(method, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
      expect(calls.get(`${method} ${DEVICE_REGISTRATION_PATH}`) ?? 0).toBe(before);
    },
  );

  test.each([
    ['pixall_id', (sub: object) => registration(sub, { pixall_id: 'browser-1' })],
    ['brand', (sub: object) => registration(sub, { brand: 'acme' })],
    ['browser_token.endpoint', (sub: object) => registration({ ...sub, endpoint: 'http://push.example.net/x' })],
    [
      'browser_token.keys.auth',
      (sub: { keys: object }) => registration({ ...sub, keys: { ...sub.keys, auth: 'AAAA' } }),
    ],
  ])("the device service's 400 is passed on naming %s", async (field, make) => {
    const sub = subscription();
    const response = await send('POST', make(sub));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
    expect(JSON.stringify(response.json())).not.toContain(sub.endpoint);
  });

  test('only application/json: text/plain (which a cross-site page may send without asking) is 415', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: DEVICE_REGISTRATION_PATH,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(registration(subscription())),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'body' } });
  });

  test('a body over the limit is 413, one that is not JSON 400', async () => {
    const big = await send('POST', registration(subscription(), { pad: 'x'.repeat(DEVICE_BODY_LIMIT) }));
    expect(big.statusCode).toBe(413);
    const broken = await gateway.app.inject({
      method: 'POST',
      url: DEVICE_REGISTRATION_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'body' } });
  });
});

describe('the device service unavailable', () => {
  let down: Gateway;
  beforeAll(async () => {
    // Nothing listens at port 9 on loopback: the calls fail at once. Short breakers: the circuit opens.
    down = await createGateway({
      upstreams: createUpstreams(
        { lsc: upstreamUrl, research: upstreamUrl, devices: 'http://127.0.0.1:9' },
        { breakers: { timeout: 500, resetTimeout: 60_000 } },
      ),
      imagesUrl: upstreamUrl,
      identityKey: KEY,
      rateLimit: { max: 100_000 },
    });
  });
  afterAll(() => down.app.close());

  test('registration, removal and the key are 503 with a code, never a 500; the gateway stays ready', async () => {
    const sub = subscription();
    for (const [method, body] of [
      ['POST', registration(sub)],
      ['DELETE', { browser_token: JSON.stringify(sub) }],
      ['POST', registration(sub)],
    ] as const) {
      const response = await send(method, body, { app: down });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json().error.code).toMatch(/^UPSTREAM_(ERROR|UNAVAILABLE|TIMEOUT)$/);
    }
    const key = await down.app.inject({ method: 'GET', url: VAPID_PUBLIC_KEY_PATH });
    expect(key.statusCode).toBe(503);
    expect(key.headers['cache-control']).toBe('no-store');
    expect((await down.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

test("GET the VAPID public key: the device service's, cacheable for an hour, asked once", async () => {
  const path = `GET ${VAPID_PUBLIC_KEY_PATH}`;
  const before = calls.get(path) ?? 0;
  for (let i = 0; i < 2; i++) {
    const response = await gateway.app.inject({ method: 'GET', url: VAPID_PUBLIC_KEY_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual({ publicKey: VAPID.publicKey });
  }
  expect((calls.get(path) ?? 0) - before).toBe(1);
});

describe('the service worker', () => {
  test('served as JavaScript with its scope allowed, no-cache, under a CSP that lets it run', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: SERVICE_WORKER_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['service-worker-allowed']).toBe('/cars-for-sale/');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("worker-src 'self'");
    expect(response.body).not.toMatch(/\bimport(Scripts)?\b/);
  });

  /** The worker run in a sandbox standing in for the browser's service worker global scope. */
  async function runWorker() {
    const source = (await gateway.app.inject({ method: 'GET', url: SERVICE_WORKER_PATH })).body;
    const listeners = new Map<string, (event: unknown) => void>();
    const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
    const opened: string[] = [];
    const focused: string[] = [];
    const windows: Array<{ url: string; focus(): Promise<void> }> = [];
    const self = {
      location: new URL('https://www.motormart.example/cars-for-sale/api/firebase-messaging-sw.js'),
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      skipWaiting: () => Promise.resolve(),
      registration: {
        showNotification: async (title: string, options: Record<string, unknown>) =>
          void shown.push({ title, options }),
      },
      clients: {
        matchAll: async () => windows,
        openWindow: async (url: string) => void opened.push(url),
      },
    };
    runInNewContext(source, { self, URL });
    const dispatch = async (type: string, event: Record<string, unknown>) => {
      const waits: Array<Promise<unknown>> = [];
      listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
      await Promise.all(waits);
    };
    const push = (payload: unknown) =>
      dispatch('push', { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });
    const click = async (url: unknown) => {
      let closed = false;
      await dispatch('notificationclick', { notification: { data: { url }, close: () => void (closed = true) } });
      return closed;
    };
    const tab = (url: string) => windows.push({ url, focus: async () => void focused.push(url) });
    return { shown, opened, focused, push, click, tab };
  }

  test("a push shows the payload's title and body, tagged, with its URL and the icon", async () => {
    const worker = await runWorker();
    const payload: PushPayload = {
      title: 'Used Ford near 30301',
      body: '3 new cars',
      url: '/cars-for-sale/searchresults.action?makeCode=FORD',
      tag: 'alert-123',
    };
    await worker.push(payload);
    expect(worker.shown).toEqual([
      {
        title: payload.title,
        options: { body: payload.body, tag: payload.tag, data: { url: payload.url }, icon: '/icons/icon-192.png' },
      },
    ]);
    // A payload that is not one shows nothing.
    await worker.push('"text"');
    await worker.push({ title: 'x' });
    await worker.push('{');
    expect(worker.shown).toHaveLength(1);
  });

  test('a click closes it and opens the URL on this origin, focusing a tab already on it', async () => {
    const worker = await runWorker();
    expect(await worker.click('/cars-for-sale/searchresults.action?makeCode=FORD')).toBe(true);
    expect(worker.opened).toEqual(['https://www.motormart.example/cars-for-sale/searchresults.action?makeCode=FORD']);
    worker.tab('https://www.motormart.example/cars-for-sale/?makeCode=BMW');
    await worker.click('https://www.motormart.example/cars-for-sale/?makeCode=BMW');
    expect(worker.focused).toEqual(['https://www.motormart.example/cars-for-sale/?makeCode=BMW']);
    expect(worker.opened).toHaveLength(1);
  });

  test('a URL on another origin is never opened', async () => {
    const worker = await runWorker();
    for (const url of ['https://evil.example/cars-for-sale/', '//evil.example/x', 'javascript:alert(1)', 42]) {
      expect(await worker.click(url)).toBe(true);
    }
    expect(worker.opened).toEqual([]);
  });
});

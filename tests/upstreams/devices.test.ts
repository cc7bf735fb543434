import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { SessionResponse } from '../../contracts/account/index';
import {
  DEVICE_REGISTRATION_PATH,
  DeviceRegistered,
  DeviceRemoved,
  DevicesErrorBody,
  VAPID_PUBLIC_KEY_PATH,
  VapidPublicKey,
} from '../../contracts/devices/index';
import { DEFAULT_VAPID_SUBJECT, VAPID_KEY_FILE } from '../../contracts/devices/constants';
import { registerAccountRoutes } from '../../upstreams/account/routes';
import { registerDevicesRoutes } from '../../upstreams/devices/routes';
import { loadVapidKeys } from '../../upstreams/devices/vapid';
import { openTestDb, type TestDb } from '../support/db';

/**
 * The device service (docs/rules/push.md#device-registration) on a real test database: a browser's
 * subscription registered once per endpoint, linked to the signed-in account and kept linked, removed
 * by its endpoint; refusals naming the field; the VAPID public key; the key pair's file.
 */

const KEY = new Uint8Array(randomBytes(32));
const VAPID = { ...webpush.generateVAPIDKeys(), subject: DEFAULT_VAPID_SUBJECT };

let testDb: TestDb;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  const deps = { db: testDb.db, tokenKey: KEY, migrated: Promise.resolve() };
  registerAccountRoutes(app, deps);
  registerDevicesRoutes(app, { ...deps, vapidPublicKey: () => VAPID.publicKey, production: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

/** A browser's subscription as PushSubscription.toJSON() gives it: a fresh P-256 key and auth secret. */
function subscription(endpoint = `https://push.example.net/send/${randomUUID()}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** 65 bytes, but not an uncompressed point (0x04 first). */
const compressedKey = () => Buffer.concat([Buffer.from([0x02]), randomBytes(64)]).toString('base64url');

const registration = (sub: object, extra: Record<string, unknown> = {}) => ({
  brand: 'motormart',
  pixall_id: randomUUID(),
  browser_token: JSON.stringify(sub),
  ...extra,
});

const register = (body: unknown, idToken?: string) =>
  app.inject({
    method: 'POST',
    url: DEVICE_REGISTRATION_PATH,
    payload: body as object,
    headers: idToken ? { idtoken: idToken } : {},
  });

const remove = (body: unknown) =>
  app.inject({ method: 'DELETE', url: DEVICE_REGISTRATION_PATH, payload: body as object });

async function signUp() {
  const response = await app.inject({
    method: 'POST',
    url: '/account-api/users',
    payload: { email: `push.${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' },
  });
  expect(response.statusCode).toBe(201);
  return SessionResponse.parse(response.json());
}

const rowsFor = (endpoint: string) =>
  testDb.db.query<{ id: string; user_id: string | null; brand: string; p256dh: string; auth: string }>(
    'SELECT id, user_id, brand, p256dh, auth FROM browser_devices WHERE endpoint = $1',
    [endpoint],
  );

function refusal(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  return DevicesErrorBody.parse(response.json()).error;
}

describe('POST registers a subscription', () => {
  test('anonymous: one row, not signed in, no-store', async () => {
    const sub = subscription();
    const response = await register(registration(sub));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = DeviceRegistered.parse(response.json());
    expect(answer.signedIn).toBe(false);
    const rows = await rowsFor(sub.endpoint);
    expect(rows).toEqual([expect.objectContaining({ id: answer.deviceId, user_id: null, brand: 'motormart' })]);
  });

  test('registering the same subscription again updates the one row (idempotent)', async () => {
    const sub = subscription();
    const first = DeviceRegistered.parse((await register(registration(sub))).json());
    const renewed = { ...subscription(sub.endpoint) };
    const second = DeviceRegistered.parse((await register(registration(renewed, { brand: 'fairvalue' }))).json());
    expect(second.deviceId).toBe(first.deviceId);
    const rows = await rowsFor(sub.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brand: 'fairvalue', p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  test('signed in: linked to the account; a later anonymous registration keeps the link', async () => {
    const session = await signUp();
    const sub = subscription();
    const linked = DeviceRegistered.parse((await register(registration(sub), session.idToken)).json());
    expect(linked.signedIn).toBe(true);
    expect((await rowsFor(sub.endpoint))[0].user_id).toBe(session.user.id);

    const again = DeviceRegistered.parse((await register(registration(sub))).json());
    expect(again).toEqual({ deviceId: linked.deviceId, signedIn: true });
    expect((await rowsFor(sub.endpoint))[0].user_id).toBe(session.user.id);
  });

  test('the device follows the account signed in on it: a second user signing in there takes it', async () => {
    const [first, second] = [await signUp(), await signUp()];
    const sub = subscription();
    await register(registration(sub), first.idToken);
    await register(registration(sub), second.idToken);
    const rows = await rowsFor(sub.endpoint);
    expect(rows.map((row) => row.user_id)).toEqual([second.user.id]);
  });

  test('an identity token that does not verify is refused 401, and nothing is written', async () => {
    const sub = subscription();
    const response = await register(registration(sub), 'not.a.token');
    expect(response.statusCode).toBe(401);
    expect(DevicesErrorBody.parse(response.json()).error.code).toBe('UNAUTHENTICATED');
    expect(await rowsFor(sub.endpoint)).toEqual([]);
  });

  test.each([
    ['pixall_id', (sub: object) => registration(sub, { pixall_id: 'browser-1' })],
    ['brand', (sub: object) => registration(sub, { brand: 'acme' })],
    ['brand', (sub: object) => ({ pixall_id: randomUUID(), browser_token: JSON.stringify(sub) })],
    ['browser_token', (sub: object) => registration(sub, { browser_token: 'not json' })],
    [
      'browser_token.keys',
      (sub: object) => registration(sub, { browser_token: JSON.stringify({ endpoint: 'https://a.b/c' }) }),
    ],
    ['browser_token.endpoint', (sub: object) => registration({ ...sub, endpoint: 'ftp://push.example.net/x' })],
    ['browser_token.endpoint', (sub: object) => registration({ ...sub, endpoint: 'http://push.example.net/x' })],
    ['browser_token.endpoint', (sub: object) => registration({ ...sub, endpoint: 'not a url' })],
    [
      'browser_token.endpoint',
      (sub: object) => registration({ ...sub, endpoint: 'https://user:pw@push.example.net/x' }),
    ],
    [
      'browser_token.keys.p256dh',
      (sub: { keys: object }) => registration({ ...sub, keys: { ...sub.keys, p256dh: compressedKey() } }),
    ],
    [
      'browser_token.keys.p256dh',
      (sub: { keys: object }) => registration({ ...sub, keys: { ...sub.keys, p256dh: 'BA+/==' } }),
    ],
    [
      'browser_token.keys.auth',
      (sub: { keys: object }) =>
        registration({ ...sub, keys: { ...sub.keys, auth: randomBytes(15).toString('base64url') } }),
    ],
  ])('a bad %s is refused 400 naming it, and nothing is written', async (field, make) => {
    const sub = subscription();
    const error = refusal(await register(make(sub)));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', field });
    // The message names the rule, never the value sent.
    expect(error.message).not.toContain(sub.endpoint);
    expect(await rowsFor(sub.endpoint)).toEqual([]);
  });

  test('a body that is not JSON is refused 400 on body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: DEVICE_REGISTRATION_PATH,
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(refusal(response)).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
  });

  test('loopback http: endpoints are taken outside production (tests run a push service there)', async () => {
    for (const endpoint of [`http://127.0.0.1:9/push/${randomUUID()}`, `http://localhost:9/push/${randomUUID()}`]) {
      const response = await register(registration(subscription(endpoint)));
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('in production', () => {
  let prod: FastifyInstance;
  beforeAll(async () => {
    prod = Fastify();
    registerDevicesRoutes(prod, {
      db: testDb.db,
      tokenKey: KEY,
      migrated: Promise.resolve(),
      vapidPublicKey: () => VAPID.publicKey,
      production: true,
    });
    await prod.ready();
  });
  afterAll(() => prod.close());

  test.each([
    'http://127.0.0.1:9/push/x',
    'https://127.0.0.1/push/x',
    'https://10.0.0.8/push/x',
    'https://[::1]/x',
    'https://localhost/x',
  ])('%s is refused: https: on a push service host only', async (endpoint) => {
    const response = await prod.inject({
      method: 'POST',
      url: DEVICE_REGISTRATION_PATH,
      payload: registration(subscription(endpoint)),
    });
    expect(refusal(response)).toMatchObject({ field: 'browser_token.endpoint' });
  });

  test('an https: push service URL is taken', async () => {
    const response = await prod.inject({
      method: 'POST',
      url: DEVICE_REGISTRATION_PATH,
      payload: registration(subscription()),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('DELETE removes a subscription by its endpoint', () => {
  test('removed once; again, nothing to remove', async () => {
    const sub = subscription();
    await register(registration(sub));
    const first = await remove({ browser_token: JSON.stringify(sub) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(DeviceRemoved.parse(first.json())).toEqual({ removed: true });
    expect(await rowsFor(sub.endpoint)).toEqual([]);
    expect(DeviceRemoved.parse((await remove({ browser_token: JSON.stringify(sub) })).json())).toEqual({
      removed: false,
    });
  });

  test("a signed-in user's device is removed by whoever holds the subscription (the endpoint is the capability)", async () => {
    const session = await signUp();
    const sub = subscription();
    await register(registration(sub), session.idToken);
    const other = subscription();
    // Another browser's subscription removes only its own row.
    expect(DeviceRemoved.parse((await remove({ browser_token: JSON.stringify(other) })).json())).toEqual({
      removed: false,
    });
    expect(await rowsFor(sub.endpoint)).toHaveLength(1);
  });

  test.each([
    ['browser_token', {}],
    ['browser_token', { browser_token: 'not json' }],
    ['browser_token.endpoint', { browser_token: JSON.stringify({ ...subscription(), endpoint: 'http://x.example/' }) }],
  ])('a bad body is refused 400 naming %s', async (field, body) => {
    expect(refusal(await remove(body))).toMatchObject({ code: 'BAD_REQUEST', field });
  });
});

test('GET the VAPID public key: the configured one, cacheable', async () => {
  const response = await app.inject({ method: 'GET', url: VAPID_PUBLIC_KEY_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  expect(VapidPublicKey.parse(response.json())).toEqual({ publicKey: VAPID.publicKey });
});

test('nothing logged names an endpoint or a key', () => {
  const text = logLines.join('');
  expect(text.length).toBeGreaterThan(0);
  expect(text).not.toContain('push.example.net');
  expect(text).not.toContain('p256dh');
});

describe('loadVapidKeys (docs/rules/push.md#the-keys)', () => {
  let dir: string;
  beforeEach(() => void (dir = mkdtempSync(path.join(os.tmpdir(), 'srp-vapid-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('unset: generated once into the data folder (0600) and read back on later starts', () => {
    const first = loadVapidKeys({}, dir);
    const file = path.join(dir, VAPID_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect(loadVapidKeys({}, dir)).toEqual(first);
    // DATA_DIR names the folder when none is given.
    expect(loadVapidKeys({ DATA_DIR: dir })).toEqual(first);
  });

  test('configured: the environment wins, with its subject', () => {
    const pair = webpush.generateVAPIDKeys();
    const keys = loadVapidKeys(
      {
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
        VAPID_SUBJECT: 'https://motormart.example',
      },
      dir,
    );
    expect(keys).toEqual({ ...pair, subject: 'https://motormart.example' });
  });

  test('production on PostgreSQL without keys, half a pair, a bad key, a bad subject, a broken file: a clear error', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => loadVapidKeys({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' }, dir)).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required/,
    );
    expect(() => loadVapidKeys({ VAPID_PUBLIC_KEY: pair.publicKey }, dir)).toThrow(/set together/);
    expect(() => loadVapidKeys({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey }, dir)).toThrow(
      /public key/,
    );
    expect(() => loadVapidKeys({ VAPID_SUBJECT: 'push@motormart.example' }, dir)).toThrow(/VAPID_SUBJECT/);
    writeFileSync(path.join(dir, VAPID_KEY_FILE), 'nope');
    expect(() => loadVapidKeys({}, dir)).toThrow(/not JSON/);
  });
});

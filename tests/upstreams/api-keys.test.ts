import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  API_KEY_DEFAULT_QUOTA,
  API_KEY_PATTERN,
  API_KEY_VERIFY_PATH,
  API_KEYS_PATH,
} from '../../contracts/api-keys/constants';
import {
  ApiKeyCreated,
  ApiKeyList,
  ApiKeyRevoked,
  ApiKeysErrorBody,
  ApiKeyVerified,
} from '../../contracts/api-keys/index';
import { registerApiKeysRoutes } from '../../upstreams/api-keys/routes';
import { hashApiKey, verifyApiKey } from '../../upstreams/api-keys/store';
import { openDb } from '../../upstreams/db/database';
import {
  databaseBackend,
  httpBackend,
  parseApiKeyArgs,
  runApiKeyCommand,
  UsageError,
} from '../../upstreams/api-keys/commands';
import { listenOnLoopback } from '../support/stack';
import { openTestDb, type TestDb } from '../support/db';

/**
 * The key service (docs/rules/public-api.md#api-keys-and-quotas) on a real test database: keys
 * created with their quota and shown once, stored only as a hash, verified by that hash, listed
 * without it, revoked (idempotently, revoked = unknown); refusals naming the field; the CLI's
 * commands against the database and against the running service; no key or hash in a log line.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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
  registerApiKeysRoutes(app, { db: testDb.db, migrated: Promise.resolve() });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

const create = (payload: unknown) => app.inject({ method: 'POST', url: API_KEYS_PATH, payload: payload as object });
const verify = (keyHash: string) => app.inject({ method: 'POST', url: API_KEY_VERIFY_PATH, payload: { keyHash } });
const refusal = (response: { statusCode: number; json(): unknown }, status = 400) => {
  expect(response.statusCode).toBe(status);
  return ApiKeysErrorBody.parse(response.json()).error;
};

describe('creating a key', () => {
  test('201 with the key once, the default quota, and only a hash and a prefix stored', async () => {
    const response = await create({ name: '  Partner app  ' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { key, apiKey } = ApiKeyCreated.parse(response.json());
    expect(apiKey).toMatch(API_KEY_PATTERN);
    expect(key).toMatchObject({ name: 'Partner app', ...API_KEY_DEFAULT_QUOTA, revokedAt: null });
    expect(key.prefix).toBe(apiKey.slice(0, 12));
    const rows = await testDb.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [key.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].key_hash).toBe(hashApiKey(apiKey));
    // The key's text is nowhere in the row.
    expect(JSON.stringify(rows[0])).not.toContain(apiKey.slice(12));
  });

  test('a quota of its own', async () => {
    const response = await create({ name: 'tiny', rateLimit: 2, costLimit: 50, windowSeconds: 10 });
    const { key } = ApiKeyCreated.parse(response.json());
    expect(key).toMatchObject({ rateLimit: 2, costLimit: 50, windowSeconds: 10 });
  });

  test.each([
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{ name: 'a\u0007b' }, 'name'],
    [{}, 'name'],
    [{ name: 7 }, 'name'],
    [{ name: 'ok', rateLimit: 0 }, 'rateLimit'],
    [{ name: 'ok', costLimit: 1.5 }, 'costLimit'],
    [{ name: 'ok', windowSeconds: 86_401 }, 'windowSeconds'],
    [{ name: 'ok', windowSeconds: '60' }, 'windowSeconds'],
  ])('%j: 400 naming %s', async (body, field) => {
    const error = refusal(await create(body));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', field });
  });

  test('a body that is not JSON: 400 on body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: API_KEYS_PATH,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(refusal(response)).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
  });
});

describe('verifying, listing and revoking', () => {
  test('verified by its hash: id, name and quota', async () => {
    const { key, apiKey } = ApiKeyCreated.parse((await create({ name: 'verify me', rateLimit: 5 })).json());
    const response = await verify(hashApiKey(apiKey));
    expect(response.statusCode).toBe(200);
    expect(ApiKeyVerified.parse(response.json()).key).toEqual({
      id: key.id,
      name: 'verify me',
      rateLimit: 5,
      costLimit: API_KEY_DEFAULT_QUOTA.costLimit,
      windowSeconds: API_KEY_DEFAULT_QUOTA.windowSeconds,
    });
  });

  test('an unknown hash: 404 KEY_UNKNOWN; a malformed one: 400 naming keyHash', async () => {
    expect(refusal(await verify('0'.repeat(64)), 404)).toMatchObject({ code: 'KEY_UNKNOWN' });
    expect(refusal(await verify('cfs_not-a-hash'))).toMatchObject({ code: 'BAD_REQUEST', field: 'keyHash' });
  });

  test('revoked: unknown from then on; revoking again is not an error; an unknown id is 404', async () => {
    const { key, apiKey } = ApiKeyCreated.parse((await create({ name: 'to revoke' })).json());
    const revoke = () => app.inject({ method: 'DELETE', url: `${API_KEYS_PATH}/${key.id}` });
    const first = await revoke();
    expect(first.statusCode).toBe(200);
    expect(ApiKeyRevoked.parse(first.json())).toEqual({ revoked: true });
    expect(refusal(await verify(hashApiKey(apiKey)), 404)).toMatchObject({ code: 'KEY_UNKNOWN' });
    expect(ApiKeyRevoked.parse((await revoke()).json())).toEqual({ revoked: false });
    const unknown = await app.inject({
      method: 'DELETE',
      url: `${API_KEYS_PATH}/6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5`,
    });
    expect(refusal(unknown, 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect(refusal(await app.inject({ method: 'DELETE', url: `${API_KEYS_PATH}/nope` }), 404)).toMatchObject({
      code: 'NOT_FOUND',
    });
    const listed = ApiKeyList.parse((await app.inject({ method: 'GET', url: API_KEYS_PATH })).json()).keys;
    expect(listed.find((k) => k.id === key.id)?.revokedAt).toEqual(expect.any(String));
  });

  test('the list never shows a key or a hash', async () => {
    const { apiKey } = ApiKeyCreated.parse((await create({ name: 'listed' })).json());
    const response = await app.inject({ method: 'GET', url: API_KEYS_PATH });
    expect(response.statusCode).toBe(200);
    const { keys } = ApiKeyList.parse(response.json());
    expect(keys.map((k) => k.name)).toContain('listed');
    expect(response.body).not.toContain(apiKey);
    expect(response.body).not.toContain(hashApiKey(apiKey));
    expect(response.body).not.toMatch(/[0-9a-f]{64}/);
    expect(Object.keys(keys[0]).sort()).toEqual(
      ['costLimit', 'createdAt', 'id', 'name', 'prefix', 'rateLimit', 'revokedAt', 'windowSeconds'].sort(),
    );
  });

  test('no log line holds a key or a hash', async () => {
    const { apiKey } = ApiKeyCreated.parse((await create({ name: 'logged?' })).json());
    await verify(hashApiKey(apiKey));
    const log = logLines.join('');
    expect(log).toContain('api key created');
    expect(log).not.toContain(apiKey);
    expect(log).not.toContain(hashApiKey(apiKey));
  });
});

describe('npm run api-key', () => {
  const output = () => {
    const lines: string[] = [];
    return { lines, io: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) } };
  };

  test('create prints a key, once, that the service verifies; list and revoke', async () => {
    const backend = databaseBackend(testDb.db, 'the test database');
    const { lines, io } = output();
    const command = parseApiKeyArgs(['create', 'CLI partner', '--rate', '3', '--cost=900', '--window-seconds', '30']);
    expect(await runApiKeyCommand(command, backend, io)).toBe(0);
    const apiKey = lines.map((line) => line.trim()).find((line) => API_KEY_PATTERN.test(line))!;
    expect(apiKey).toBeDefined();
    expect(lines.join('\n')).toMatch(/not shown again/);
    const verified = ApiKeyVerified.parse((await verify(hashApiKey(apiKey))).json()).key;
    expect(verified).toMatchObject({ name: 'CLI partner', rateLimit: 3, costLimit: 900, windowSeconds: 30 });

    const listing = output();
    expect(await runApiKeyCommand({ command: 'list' }, backend, listing.io)).toBe(0);
    const listed = listing.lines.join('\n');
    expect(listed).toContain(verified.id);
    expect(listed).toContain(apiKey.slice(0, 12));
    expect(listed).not.toContain(apiKey);

    const revoking = output();
    expect(await runApiKeyCommand(parseApiKeyArgs(['revoke', verified.id]), backend, revoking.io)).toBe(0);
    expect((await verify(hashApiKey(apiKey))).statusCode).toBe(404);
    const again = output();
    expect(await runApiKeyCommand(parseApiKeyArgs(['revoke', verified.id]), backend, again.io)).toBe(0);
    expect(again.lines.join('\n')).toContain('already revoked');
    const unknown = output();
    expect(
      await runApiKeyCommand(parseApiKeyArgs(['revoke', '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5']), backend, unknown.io),
    ).toBe(1);
  });

  test('against the running service (embedded database): the same commands over its routes', async () => {
    const server = Fastify();
    registerApiKeysRoutes(server, { db: testDb.db, migrated: Promise.resolve() });
    const backend = httpBackend(await listenOnLoopback(server));
    try {
      const { lines, io } = output();
      expect(await runApiKeyCommand(parseApiKeyArgs(['create', 'over http']), backend, io)).toBe(0);
      const apiKey = lines.map((line) => line.trim()).find((line) => API_KEY_PATTERN.test(line))!;
      const { key } = ApiKeyVerified.parse((await verify(hashApiKey(apiKey))).json());
      const listing = output();
      await runApiKeyCommand({ command: 'list' }, backend, listing.io);
      expect(listing.lines.join('\n')).toContain(key.id);
      expect(await runApiKeyCommand({ command: 'revoke', id: key.id }, backend, output().io)).toBe(0);
      expect((await verify(hashApiKey(apiKey))).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  test.each([
    [[], /no command/],
    [['make', 'x'], /unknown command/],
    [['create'], /one NAME/],
    [['create', 'a', 'b'], /one NAME/],
    [['create', 'x', '--rate'], /--rate takes a whole number/],
    [['create', 'x', '--rate', 'ten'], /--rate takes a whole number/],
    [['create', 'x', '--rate', '0'], /--rate: must be a whole number/],
    [['create', 'x', '--burst', '3'], /unknown option --burst/],
    [['create', ' '], /name: must be 1 to 80/],
    [['revoke'], /one key id/],
    [['revoke', '12'], /not a key id/],
    [['list', 'all'], /no arguments/],
  ])('%j: a usage error', (args, message) => {
    expect(() => parseApiKeyArgs(args)).toThrow(UsageError);
    expect(() => parseApiKeyArgs(args)).toThrow(message);
  });

  test('the command itself: create on the embedded database prints a key that verifies', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'srp-api-key-cli-'));
    try {
      const run = spawnSync('npx', ['tsx', 'upstreams/api-keys/cli.ts', 'create', 'Spawned partner', '--rate', '7'], {
        cwd: ROOT,
        encoding: 'utf8',
        // No running upstream to find (whatever else runs on this machine): the CLI opens the folder itself.
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, UPSTREAM_PORT: '1' },
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`PGlite at ${dir}`);
      expect(run.stdout).toContain('not shown again');
      const apiKey = run.stdout
        .split('\n')
        .map((line) => line.trim())
        .find((line) => API_KEY_PATTERN.test(line))!;
      const db = await openDb({ databaseUrl: '', dataDir: dir });
      try {
        expect(await verifyApiKey(db, hashApiKey(apiKey))).toMatchObject({ name: 'Spawned partner', rateLimit: 7 });
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the command itself: bad arguments exit 2 with the usage, before any database is opened', () => {
    const run = spawnSync('npx', ['tsx', 'upstreams/api-keys/cli.ts', 'create', 'x', '--rate', 'lots'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--rate takes a whole number');
    expect(run.stderr).toContain('usage: npm run api-key -- <command>');
  });
});

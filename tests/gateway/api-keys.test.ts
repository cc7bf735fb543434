import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { parse, validate } from 'graphql';
import { Redis } from 'ioredis';
import { API_KEY_HEADER } from '../../contracts/api-keys/constants';
import { operationCost } from '../../gateway/api-keys/cost';
import { BUDGET_HEADERS } from '../../gateway/api-keys/register';
import { buildSchema } from '../../gateway/schema';
import { operationProtection } from '../../gateway/security/armor';
import { OPERATION_LIMITS } from '../../gateway/security/limits';
import { readConfig } from '../../gateway/config';
import { apiKeyRefusals } from '../../gateway/observability/metrics';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { registerApiKeysRoutes } from '../../upstreams/api-keys/routes';
import { checkApiKeyInput, createApiKey } from '../../upstreams/api-keys/store';
import { openTestDb, type TestDb } from '../support/db';
import { listenOnLoopback } from '../support/stack';

/**
 * API keys and quotas on /graphql (docs/rules/public-api.md#api-keys-and-quotas), against the
 * real key service on a test database: a key over its rate or its cost budget gets 429 with
 * Retry-After and the budget headers; the headers on every keyed answer, decreasing; an unknown key
 * 401; no key, no change; the key service down 503; two gateways on one Redis share the counts;
 * and the cost charged is the one graphql-armor limits.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REDIS_URL = 'redis://127.0.0.1:6379';

let testDb: TestDb;
let keyService: FastifyInstance;
let upstreamUrl: string;
let gateway: Gateway;
const seen: Array<{ id: string; name: string } | undefined> = [];

/**
 * The tests' window: a day, the longest a key may have. Windows are aligned to the epoch, so a
 * test whose requests straddle a window's end would see its counts start again; with a day's
 * window that cannot happen within a test on any host, however slow.
 */
const WINDOW = 86_400;

/** A live key with this quota (a day's window unless said). */
async function keyWith(quota: { rateLimit?: number; costLimit?: number; windowSeconds?: number }, name = 'test') {
  return createApiKey(testDb.db, checkApiKeyInput({ name, windowSeconds: WINDOW, ...quota }));
}

const gatewayAt = (apiKeysUrl = upstreamUrl, rateLimit: Record<string, unknown> = {}) =>
  createGateway({
    // A busy test host can take more than the second the verification is given.
    upstreams: createUpstreams(
      { lsc: upstreamUrl, research: upstreamUrl, apiKeys: apiKeysUrl },
      { breakers: { timeout: 10_000 } },
    ),
    imagesUrl: upstreamUrl,
    rateLimit: { max: 100_000, ...rateLimit },
  });

beforeAll(async () => {
  testDb = await openTestDb();
  keyService = Fastify();
  registerApiKeysRoutes(keyService, { db: testDb.db, migrated: Promise.resolve() });
  upstreamUrl = await listenOnLoopback(keyService);
  gateway = await gatewayAt();
  // What other hooks (the trusted documents) read: the verified key's id and name.
  gateway.app.addHook('onResponse', async (request) => void seen.push(request.apiKey));
});
afterAll(async () => {
  await gateway.app.close();
  await keyService.close();
  await testDb.dispose();
});

/** Costs no upstream call: 1 (a scalar at the top). */
const TYPENAME = '{ __typename }';
/** An introspection query that costs 8.75 (2 + 1.5 × (1 + 2 + 1.5 × 1)), charged 9. */
const TYPE_QUERY = '{ __type(name: "Query") { name fields { name } } }';

const post = (query: string, key?: string, app: Gateway = gateway) =>
  app.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query },
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { [API_KEY_HEADER]: key }) },
  });

/** How many keyed requests this process refused for `reason` (gateway_api_key_refusals_total). */
const refused = async (reason: string) =>
  (await apiKeyRefusals.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;

const budget = (response: { headers: Record<string, unknown> }) =>
  Object.fromEntries(Object.entries(BUDGET_HEADERS).map(([name, header]) => [name, response.headers[header]]));

describe('a request without a key', () => {
  test('is answered as before: no budget headers, no key on the request', async () => {
    const before = seen.length;
    const response = await post(TYPENAME);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { __typename: 'Query' } });
    expect(response.headers[BUDGET_HEADERS.costLimit]).toBeUndefined();
    expect(response.headers[BUDGET_HEADERS.costRemaining]).toBeUndefined();
    // The x-ratelimit-* headers are the per-IP limit's, as before.
    expect(response.headers[BUDGET_HEADERS.limit]).toBe('100000');
    expect(seen.slice(before)).toEqual([undefined]);
  });
});

describe('a keyed request', () => {
  test('the budget headers on every answer, decreasing; the key on the request', async () => {
    const { key, apiKey } = await keyWith({ rateLimit: 10, costLimit: 1_000 }, 'partner');
    const before = seen.length;
    const first = await post(TYPE_QUERY, apiKey);
    expect(first.statusCode).toBe(200);
    expect(budget(first)).toEqual({
      limit: '10',
      remaining: '9',
      reset: expect.stringMatching(/^\d+$/),
      costLimit: '1000',
      costRemaining: String(1_000 - 9),
    });
    expect(Number(first.headers[BUDGET_HEADERS.reset])).toBeGreaterThanOrEqual(1);
    expect(Number(first.headers[BUDGET_HEADERS.reset])).toBeLessThanOrEqual(WINDOW);
    const second = await post(TYPENAME, apiKey);
    expect(budget(second)).toMatchObject({ remaining: '8', costRemaining: String(1_000 - 9 - 1) });
    expect(seen.slice(before)).toEqual([
      { id: key.id, name: 'partner' },
      { id: key.id, name: 'partner' },
    ]);
  });

  test('over its rate: 429 with Retry-After and the budget headers (remaining 0)', async () => {
    const { apiKey } = await keyWith({ rateLimit: 2 });
    const before = await refused('rate');
    expect((await post(TYPENAME, apiKey)).headers[BUDGET_HEADERS.remaining]).toBe('1');
    expect((await post(TYPENAME, apiKey)).headers[BUDGET_HEADERS.remaining]).toBe('0');
    expect(await refused('rate')).toBe(before);
    const third = await post(TYPENAME, apiKey);
    expect(third.statusCode).toBe(429);
    // Counted for the operator's metrics.
    expect(await refused('rate')).toBe(before + 1);
    const retryAfter = Number(third.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW);
    expect(budget(third)).toMatchObject({ limit: '2', remaining: '0', reset: String(retryAfter) });
    expect(third.json()).toEqual({
      statusCode: 429,
      errors: [
        {
          message: expect.stringMatching(new RegExp(`rate limit of 2 requests per ${WINDOW} s`)),
          extensions: { code: 'RATE_LIMITED' },
        },
      ],
    });
  });

  test('its cost budget: an operation that does not fit is refused (429, nothing run), then a spent budget is', async () => {
    const { apiKey } = await keyWith({ costLimit: 20 });
    const before = await refused('cost');
    expect((await post(TYPE_QUERY, apiKey)).headers[BUDGET_HEADERS.costRemaining]).toBe('11');
    expect((await post(TYPE_QUERY, apiKey)).headers[BUDGET_HEADERS.costRemaining]).toBe('2');
    const tooCostly = await post(TYPE_QUERY, apiKey);
    expect(tooCostly.statusCode).toBe(429);
    expect(await refused('cost')).toBe(before + 1);
    expect(Number(tooCostly.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(budget(tooCostly)).toMatchObject({ costLimit: '20', costRemaining: '2' });
    const body = tooCostly.json();
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: expect.stringMatching(/costs 9 and the API key has 2 left/),
        extensions: { code: 'RATE_LIMITED', cost: 9 },
      },
    ]);
    // What still fits is answered.
    expect((await post(TYPENAME, apiKey)).headers[BUDGET_HEADERS.costRemaining]).toBe('1');
    expect((await post(TYPENAME, apiKey)).headers[BUDGET_HEADERS.costRemaining]).toBe('0');
    const spent = await post(TYPENAME, apiKey);
    expect(spent.statusCode).toBe(429);
    expect(await refused('cost')).toBe(before + 2);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(budget(spent)).toMatchObject({ costRemaining: '0' });
    expect(spent.json().errors[0]).toMatchObject({
      message: expect.stringMatching(new RegExp(`cost budget of 20 per ${WINDOW} s is spent`)),
      extensions: { code: 'RATE_LIMITED' },
    });
  });

  test('an unknown, malformed or revoked key: 401 UNAUTHENTICATED', async () => {
    const { key, apiKey } = await keyWith({});
    expect((await post(TYPENAME, apiKey)).statusCode).toBe(200);
    await testDb.db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [key.id]);
    const unknown = `cfs_${'A'.repeat(43)}`;
    const before = await refused('unknown');
    for (const bad of [unknown, 'cfs_short', 'not a key']) {
      const response = await post(TYPENAME, bad);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        errors: [{ message: 'Unknown or revoked API key.', extensions: { code: 'UNAUTHENTICATED' } }],
      });
      expect(response.headers[BUDGET_HEADERS.limit]).toBeUndefined();
    }
    expect(await refused('unknown')).toBe(before + 3);
    // A revoked key is unknown once the gateway's minute of keeping it is over (a new gateway here).
    const fresh = await gatewayAt();
    try {
      expect((await post(TYPENAME, apiKey, fresh)).statusCode).toBe(401);
    } finally {
      await fresh.app.close();
    }
  });

  test('the key service down: 503 with its code, never let through', async () => {
    const down = await gatewayAt('http://127.0.0.1:1');
    try {
      const { apiKey } = await keyWith({});
      const before = await refused('unavailable');
      const response = await post(TYPENAME, apiKey, down);
      expect(response.statusCode).toBe(503);
      expect(await refused('unavailable')).toBe(before + 1);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json().errors[0].extensions.code).toMatch(/^UPSTREAM_/);
      // Without a key, the same gateway answers.
      expect((await post(TYPENAME, undefined, down)).statusCode).toBe(200);
    } finally {
      await down.app.close();
    }
  });

  test('a flood of the same unknown key reaches the key service once', async () => {
    let verifications = 0;
    const counting = Fastify();
    counting.addHook('onRequest', async () => void verifications++);
    registerApiKeysRoutes(counting, { db: testDb.db, migrated: Promise.resolve() });
    const app = await gatewayAt(await listenOnLoopback(counting));
    try {
      const unknown = `cfs_${'B'.repeat(43)}`;
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(TYPENAME, unknown, app)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(401));
      expect(verifications).toBe(1);
    } finally {
      await app.app.close();
      await counting.close();
    }
  });
});

describe('the key service’s URL', () => {
  test('UPSTREAM_API_KEYS_URL, else the listing search’s', () => {
    expect(readConfig({ UPSTREAM_API_KEYS_URL: 'http://keys.internal:8080' }).apiKeysUrl).toBe(
      'http://keys.internal:8080',
    );
    expect(readConfig({ UPSTREAM_LSC_URL: 'http://lsc.internal:8080' }).apiKeysUrl).toBe('http://lsc.internal:8080');
  });
});

describe('in production (no sandbox)', () => {
  test('a keyed caller may send operation text (request.apiKey, read by the trusted documents)', async () => {
    const production = await createGateway({
      upstreams: createUpstreams(upstreamUrl, { breakers: { timeout: 10_000 } }),
      imagesUrl: upstreamUrl,
      production: true,
      rateLimit: { max: 100_000 },
    });
    try {
      const { apiKey } = await keyWith({});
      const keyed = await post(TYPENAME, apiKey, production);
      expect(keyed.statusCode).toBe(200);
      expect(keyed.json()).toEqual({ data: { __typename: 'Query' } });
      expect(keyed.headers[BUDGET_HEADERS.costRemaining]).toBeDefined();
      expect((await post(TYPENAME, undefined, production)).statusCode).not.toBe(200);
    } finally {
      await production.app.close();
    }
  });
});

describe('counted in Redis', () => {
  let redis: Redis;
  const keyPrefix = `test-api-keys-${process.pid}-${Date.now()}:`;
  let first: Gateway;
  let second: Gateway;

  beforeAll(async () => {
    first = await gatewayAt(upstreamUrl, { redisUrl: REDIS_URL, keyPrefix });
    second = await gatewayAt(upstreamUrl, { redisUrl: REDIS_URL, keyPrefix });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await first.app.close();
    await second.app.close();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  test('two gateways with one key prefix share a key’s requests and cost', async () => {
    const { key, apiKey } = await keyWith({ rateLimit: 3, costLimit: 100 });
    expect(budget(await post(TYPE_QUERY, apiKey, first))).toMatchObject({ remaining: '2', costRemaining: '91' });
    expect(budget(await post(TYPE_QUERY, apiKey, second))).toMatchObject({ remaining: '1', costRemaining: '82' });
    expect(budget(await post(TYPENAME, apiKey, first))).toMatchObject({ remaining: '0', costRemaining: '81' });
    const over = await post(TYPENAME, apiKey, second);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(budget(over)).toMatchObject({ remaining: '0' });
    // The counters are Redis keys under the prefix, named by the key's id, never by the key.
    const stored = await redis.keys(`${keyPrefix}api-key:*`);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(stored.every((name) => name.includes(key.id) && !name.includes(apiKey))).toBe(true);
  });
});

describe('the cost is the one graphql-armor limits', () => {
  const schema = buildSchema();
  const srpQuery = readFileSync(path.join(ROOT, 'web/sandbox/srp-query.graphql'), 'utf8');
  const OPERATIONS: Array<[string, string, string | undefined]> = [
    ['a scalar', TYPENAME, undefined],
    ['introspection of a type', TYPE_QUERY, undefined],
    ['the SRP query of the sandbox', srpQuery, undefined],
    [
      'fragments and inline fragments, the second of two operations',
      `fragment Owner on Owner { id name }
       query A { searchListings(brand: USED_CAR, queryString: "zip=30301") { totalResultCount } }
       query B { searchListings(brand: USED_CAR, queryString: "zip=30301") {
         results { listing { id ...on Listing { title owner { ...Owner } } } } } }`,
      'B',
    ],
  ];

  /** Whether armor (as the gateway configures it, with this maxCost) refuses the operation as too costly. */
  const armorRefuses = (source: string, maxCost: number) => {
    const protection = operationProtection({ ...OPERATION_LIMITS, maxCost, maxDepth: 100, maxAliases: 100 });
    const errors = validate(schema, parse(source), protection.validationRules);
    return errors.some((error) => error.message.includes('too costly'));
  };

  test.each(OPERATIONS)('%s: armor accepts it at exactly its cost and refuses it just below', (_name, source, name) => {
    const document = parse(source);
    expect(validate(schema, document)).toEqual([]);
    const operation = document.definitions.find(
      (d) => d.kind === 'OperationDefinition' && (name === undefined || d.name?.value === name),
    );
    const cost = operationCost(schema, document, operation as never);
    expect(cost).toBeGreaterThan(0);
    // Armor checks every operation of the document: the other ones cost less here.
    expect(armorRefuses(source, cost)).toBe(false);
    expect(armorRefuses(source, cost - 0.01)).toBe(true);
  });
});

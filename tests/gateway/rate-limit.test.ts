import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/server';
import { readConfig } from '../../gateway/config';
import { RATE_LIMIT_DEFAULTS, rateLimitExempt } from '../../gateway/security/limits';
import { startStack, type Stack } from '../support/stack';
import { createUpstreams } from '../../gateway/upstreams/index';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const NEEDS_REDIS = 'this test needs Redis at REDIS_URL or 127.0.0.1:6379; .ci/run starts it';
const MAX = 3;
/** Far longer than any test takes, however loaded the machine: a budget never refills mid-test. */
const WINDOW_MS = 3_600_000;

/** A connection to the test's Redis, or an error saying the test needs one (never a silent skip). */
async function connectRedis(): Promise<Redis> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: Error | undefined;
  redis.on('error', (error: Error) => (cause = error));
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new Error(`${NEEDS_REDIS} (${REDIS_URL}: ${(cause ?? (error as Error)).message})`);
  }
}

let stack: Stack;
const gateways: Gateway[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.app.close();
  await stack.close();
});

/** A gateway on a real port with a small limit; the client IP comes from X-Forwarded-For. */
async function startGateway(rateLimit: GatewayOptions['rateLimit']): Promise<string> {
  const gateway = await createGateway({
    upstreams: createUpstreams(stack.upstreamUrl),
    imagesUrl: stack.upstreamUrl,
    rateLimit,
    trustProxy: true,
  });
  gateways.push(gateway);
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
}

/** The response with its body read, so no connection is left busy when the gateway closes. */
async function query(base: string, ip: string): Promise<Response> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: '{ listing(id: "1") { id } }' }),
  });
  return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
}

const upstreamCalls = () => [...stack.calls.values()].reduce((sum, n) => sum + n, 0);

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = await response.json();
  expect(body.errors[0].extensions).toEqual({ code: 'RATE_LIMITED' });
  expect(body.errors[0].message).toMatch(/retry in/);
}

async function spend(base: string, ip: string, n: number) {
  for (let i = 0; i < n; i += 1) {
    const response = await query(base, ip);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-remaining')).toBe(String(MAX - 1 - i));
  }
}

describe.each([
  { backend: 'memory', name: 'rate limit in memory' },
  { backend: 'redis', name: 'rate limit in Redis (needs Redis at REDIS_URL or 127.0.0.1:6379; .ci/run starts it)' },
] as const)('$name', ({ backend }) => {
  const keyPrefix = `test-rate-limit:${randomUUID()}:`;
  const settings = {
    max: MAX,
    windowMs: WINDOW_MS,
    ...(backend === 'redis' ? { redisUrl: REDIS_URL, keyPrefix } : {}),
  };
  let redis: Redis | undefined;
  let base: string;
  beforeAll(async () => {
    // Without Redis the gateway lets every request through: fail here, saying why, not in each test.
    if (backend === 'redis') redis = await connectRedis();
    base = await startGateway(settings);
  });
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  test('answers 429 with Retry-After and a JSON error once a client IP spends its budget, without an upstream call', async () => {
    await spend(base, '10.0.0.1', MAX);
    const before = upstreamCalls();
    await expectLimited(await query(base, '10.0.0.1'));
    expect(upstreamCalls()).toBe(before);
  });

  test('other client IPs keep their own budget', async () => {
    await spend(base, '10.0.0.2', 1);
  });

  test('health and readiness stay reachable for a limited client', async () => {
    await spend(base, '10.0.0.3', MAX);
    await expectLimited(await query(base, '10.0.0.3'));
    for (const path of ['/healthz', '/readyz']) {
      const response = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': '10.0.0.3' } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  });

  test("the client build's hashed assets are not counted: a limited client still loads them", async () => {
    await spend(base, '10.0.0.5', MAX);
    await expectLimited(await query(base, '10.0.0.5'));
    // A missing asset answers 404 from the asset route itself, not 429 from the limiter.
    const response = await fetch(`${base}/assets/not-built-${randomUUID()}.js`, {
      headers: { 'x-forwarded-for': '10.0.0.5' },
    });
    expect(response.status).not.toBe(429);
    expect(response.headers.get('x-ratelimit-remaining')).toBeNull();
    await response.arrayBuffer();
    expect(rateLimitExempt('/assets/client-abc.js')).toBe(true);
    expect(rateLimitExempt('/graphql')).toBe(false);
    expect(rateLimitExempt('/images/1.svg')).toBe(false);
  });

  test(backend === 'redis' ? 'replicas share the counters' : 'another process has counters of its own', async () => {
    const other = await startGateway(settings);
    await spend(base, '10.0.0.4', 2);
    const third = await query(other, '10.0.0.4');
    expect(third.status).toBe(200);
    const fourth = await query(other, '10.0.0.4');
    if (backend === 'redis') await expectLimited(fourth);
    else expect(fourth.status).toBe(200);
  });
});

test('an unreachable Redis lets requests through rather than failing them', async () => {
  const base = await startGateway({
    max: MAX,
    windowMs: WINDOW_MS,
    redisUrl: 'redis://127.0.0.1:1',
    keyPrefix: `test-rate-limit:${randomUUID()}:`,
  });
  for (let i = 0; i < MAX + 1; i += 1) expect((await query(base, '10.0.0.5')).status).toBe(200);
});

test('limits come from RATE_LIMIT_MAX and RATE_LIMIT_WINDOW_MS, with defaults the web client stays far below', () => {
  expect(readConfig({}).rateLimit).toEqual(RATE_LIMIT_DEFAULTS);
  expect(readConfig({ RATE_LIMIT_MAX: '50', RATE_LIMIT_WINDOW_MS: '1000' }).rateLimit).toEqual({
    max: 50,
    windowMs: 1000,
  });
  expect(readConfig({ RATE_LIMIT_MAX: '0' }).rateLimit.max).toBe(0);
  expect(readConfig({ RATE_LIMIT_MAX: 'lots' }).rateLimit.max).toBe(RATE_LIMIT_DEFAULTS.max);
  expect(readConfig({ REDIS_URL: REDIS_URL }).redisUrl).toBe(REDIS_URL);
});

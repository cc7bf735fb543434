import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { SignJWT } from 'jose';
import { IDENTITY_TOKEN } from '../../contracts/account/index';
import { REPORT_LIMITS } from '../../contracts/leads/index';
import { createLogger } from '../../gateway/observability/logger';
import { REPORT_LISTING_RATE_LIMIT } from '../../gateway/security/limits';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * reportListing over HTTP (docs/rules/listing-actions.md#report): the gateway, and the reference
 * upstreams (listing search and leads service) on a real port and a private database.
 */
const KEY = new Uint8Array(randomBytes(32));
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let upstream: UpstreamFixture;
let upstreamUrl: string;
let proxy: FaultProxy;
let gateway: Gateway;
let listingId: string;
const gateways: Gateway[] = [];
const logLines: string[] = [];

async function gatewayWith(options: Partial<GatewayOptions> = {}): Promise<Gateway> {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const created = await createGateway({
    upstreams: createUpstreams(upstreamUrl),
    imagesUrl: upstreamUrl,
    identityKey: KEY,
    logger: createLogger({ level: 'debug', destination }),
    trustProxy: true,
    rateLimit: { max: 100_000 },
    ...options,
  });
  gateways.push(created);
  return created;
}

beforeAll(async () => {
  upstream = await startUpstream({ seedListings: 50 });
  upstreamUrl = await listenOnLoopback(upstream.upstream.app);
  proxy = await startFaultProxy(upstreamUrl);
  gateway = await gatewayWith();
  const [row] = await upstream.testDb.db.query<{ id: number }>('SELECT id FROM listings ORDER BY id LIMIT 1');
  listingId = String(row.id);
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.app.close()));
  await proxy.close();
  await upstream.close();
});

const REPORT = `mutation Report($input: ReportListingInput!, $idempotencyKey: String) {
  reportListing(input: $input, idempotencyKey: $idempotencyKey) {
    report { id listingId reason createdAt }
    errors { field message }
  }
}`;

interface Answer {
  data?: {
    reportListing: { report: Record<string, string> | null; errors: Array<{ field: string; message: string }> };
  } | null;
  errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
}

/** Each test reports from its own client IP, so no test spends another's budget. */
let ipCount = 0;
const newIp = () => `10.21.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

async function report(
  input: Record<string, unknown>,
  caller: { ip?: string; idempotencyKey?: string; bearer?: string } = {},
  on: Gateway = gateway,
): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': caller.ip ?? newIp(),
  };
  if (caller.bearer) headers.authorization = `Bearer ${caller.bearer}`;
  const response = await on.app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: { query: REPORT, variables: { input: { listingId, ...input }, idempotencyKey: caller.idempotencyKey } },
  });
  return response.json() as Answer;
}

const storedReports = (where = 'true', params: unknown[] = []) =>
  upstream.testDb.db.query<{ id: string; reason: string; details: string | null; user_id: string | null }>(
    `SELECT id::text, reason, details, user_id::text FROM listing_reports WHERE ${where}`,
    params,
  );
const reportCount = async () => (await storedReports()).length;

const signedToken = (userId: string) =>
  new SignJWT({ sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(IDENTITY_TOKEN.issuer)
    .setAudience(IDENTITY_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(KEY);

describe('a report', () => {
  test('from a visitor: stored, answered with its id and reason, no user named', async () => {
    const answer = await report({ reason: 'WRONG_PRICE', details: 'Dealer site says 9,000' });
    expect(answer.errors).toBeUndefined();
    const stored = answer.data!.reportListing;
    expect(stored.errors).toEqual([]);
    expect(stored.report).toMatchObject({ listingId, reason: 'WRONG_PRICE' });
    expect(await storedReports('id = $1', [stored.report!.id])).toEqual([
      { id: stored.report!.id, reason: 'WRONG_PRICE', details: 'Dealer site says 9,000', user_id: null },
    ]);
  });

  test('from a signed-in consumer: their user id is recorded', async () => {
    const userId = randomUUID();
    const answer = await report({ reason: 'SOLD' }, { bearer: await signedToken(userId) });
    const { id } = answer.data!.reportListing.report!;
    expect((await storedReports('id = $1', [id]))[0].user_id).toBe(userId);
  });

  test('a token that does not verify reports as a visitor', async () => {
    const answer = await report({ reason: 'SOLD' }, { bearer: 'not-a-token' });
    const { id } = answer.data!.reportListing.report!;
    expect((await storedReports('id = $1', [id]))[0].user_id).toBeNull();
  });
});

describe('user mistakes are field errors, and nothing is stored', () => {
  test.each([
    ['OTHER without words', { reason: 'OTHER' }, 'details'],
    ['OTHER with only spaces', { reason: 'OTHER', details: '    ' }, 'details'],
    [
      'words past 500 characters',
      { reason: 'FRAUD', details: 'x'.repeat(REPORT_LIMITS.detailsMaxLength + 1) },
      'details',
    ],
  ])('%s: an error on %s', async (_name, input, field) => {
    const before = await reportCount();
    const answer = await report(input);
    expect(answer.data!.reportListing.report).toBeNull();
    expect(answer.data!.reportListing.errors).toEqual([{ field, message: expect.any(String) }]);
    expect(await reportCount()).toBe(before);
  });

  test('a reason that is not one of the list: BAD_USER_INPUT naming reason', async () => {
    const answer = await report({ reason: 'BORING' });
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
  });
});

describe('a listing that is not for sale', () => {
  test.each([
    ['an id no listing has', '999999999999'],
    ['an id that is not digits', 'abc'],
  ])('%s: NOT_FOUND, nothing stored', async (_name, id) => {
    const before = await reportCount();
    const answer = await report({ listingId: id, reason: 'SOLD' });
    expect(answer.data?.reportListing ?? null).toBeNull();
    expect(answer.errors?.[0].extensions).toEqual({ code: 'NOT_FOUND' });
    expect(await reportCount()).toBe(before);
  });
});

describe('retries', () => {
  test('the same idempotencyKey answers the same report, stored once', async () => {
    const idempotencyKey = randomUUID();
    const first = await report({ reason: 'FRAUD', details: 'Wants a wire transfer' }, { idempotencyKey });
    const again = await report({ reason: 'FRAUD', details: 'Wants a wire transfer' }, { idempotencyKey });
    expect(again.data).toEqual(first.data);
    expect(await storedReports('details = $1', ['Wants a wire transfer'])).toHaveLength(1);
  });

  test('the same key for another report, or a key of the wrong length: BAD_USER_INPUT on idempotencyKey', async () => {
    const idempotencyKey = randomUUID();
    await report({ reason: 'SOLD' }, { idempotencyKey });
    for (const [input, key] of [
      [{ reason: 'WRONG_DETAILS' }, idempotencyKey],
      [{ reason: 'SOLD' }, 'short'],
    ] as const) {
      const answer = await report(input, { idempotencyKey: key });
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    }
  });
});

describe(`rate limit: ${REPORT_LISTING_RATE_LIMIT.max} reports per client IP per window`, () => {
  test('the next one answers RATE_LIMITED with the seconds to wait, and is not stored; another IP still reports', async () => {
    const ip = newIp();
    for (let i = 0; i < REPORT_LISTING_RATE_LIMIT.max; i += 1)
      expect((await report({ reason: 'SOLD' }, { ip })).data!.reportListing.errors).toEqual([]);
    const before = await reportCount();
    const limited = await report({ reason: 'SOLD' }, { ip });
    expect(limited.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    const wait = limited.errors![0].extensions.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(REPORT_LISTING_RATE_LIMIT.windowMs / 1000);
    expect(await reportCount()).toBe(before);
    expect((await report({ reason: 'SOLD' })).data!.reportListing.errors).toEqual([]);
  });

  test('with Redis (REDIS_URL or 127.0.0.1:6379), gateway replicas share the budget', async () => {
    const keyPrefix = `test-report-limit:${randomUUID()}:`;
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await redis.connect(); // fails the test, saying why, when there is no Redis
    try {
      const settings = { max: 100_000, redisUrl: REDIS_URL, keyPrefix };
      const [a, b] = [await gatewayWith({ rateLimit: settings }), await gatewayWith({ rateLimit: settings })];
      const ip = newIp();
      const max = REPORT_LISTING_RATE_LIMIT.max;
      for (let i = 0; i < max; i += 1)
        expect((await report({ reason: 'SOLD' }, { ip }, i % 2 === 0 ? a : b)).data!.reportListing.errors).toEqual([]);
      expect((await report({ reason: 'SOLD' }, { ip }, a)).errors?.[0].extensions.code).toBe('RATE_LIMITED');
      expect((await report({ reason: 'SOLD' }, { ip }, b)).errors?.[0].extensions.code).toBe('RATE_LIMITED');
      expect(await redis.keys(`${keyPrefix}*`)).not.toEqual([]);
    } finally {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });
});

describe('the leads service down', () => {
  test('failures are retryable UPSTREAM_ERROR; once the circuit opens, UPSTREAM_UNAVAILABLE without calling; searches unaffected', async () => {
    const behindProxy = await gatewayWith({
      upstreams: createUpstreams({ lsc: upstreamUrl, research: upstreamUrl, leads: proxy.url }),
    });
    await proxy.fault('/listing-reports', 'error500');
    try {
      for (let i = 0; i < 5; i += 1) {
        const failed = await report({ reason: 'SOLD' }, {}, behindProxy);
        expect(failed.errors?.[0].extensions).toEqual({ code: 'UPSTREAM_ERROR', retryable: true });
        expect(failed.errors?.[0].message).not.toMatch(/listing-reports|127\.0\.0\.1|relation/);
      }
      const calls = proxy.calls.get('/listing-reports');
      const open = await report({ reason: 'SOLD' }, {}, behindProxy);
      expect(open.errors?.[0]).toEqual({
        message: 'Reports cannot be sent right now; try again in a moment',
        path: ['reportListing'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE', retryable: true },
      });
      expect(proxy.calls.get('/listing-reports')).toBe(calls);
      const search = await behindProxy.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: `{ listing(id: "${listingId}") { id } }` },
      });
      expect(search.json()).toEqual({ data: { listing: { id: listingId } } });
    } finally {
      await proxy.fault('/listing-reports', 'pass');
    }
  });
});

test("the shopper's words and user id never reach a log", async () => {
  const words = `He asked for my card number ${randomUUID()}`;
  const userId = randomUUID();
  const bearer = await signedToken(userId);
  await report({ reason: 'FRAUD', details: words }, { bearer });
  await report({ reason: 'OTHER', details: `${words} ${'x'.repeat(600)}` }, { bearer });
  const logged = logLines.join('');
  expect(logged).toContain('/graphql');
  expect(logged).not.toContain(words);
  expect(logged).not.toContain(userId);
});

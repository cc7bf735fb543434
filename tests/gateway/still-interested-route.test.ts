import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { SignJWT } from 'jose';
import { IDENTITY_TOKEN } from '../../contracts/account/index';
import { createLogger } from '../../gateway/observability/logger';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/server';
import { STILL_INTERESTED_ROUTE } from '../../gateway/still-interested/route';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * POST /cars-for-sale/still-interested/alert over HTTP (docs/rules/still-interested.md#sending-the-list):
 * the gateway's route, and the leads service on a real port and a private database.
 */
const KEY = new Uint8Array(randomBytes(32));

let upstream: UpstreamFixture;
let upstreamUrl: string;
let proxy: FaultProxy;
let gateway: Gateway;
let vins: string[];
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
    rateLimit: { max: 100_000 },
    ...options,
  });
  gateways.push(created);
  return created;
}

beforeAll(async () => {
  upstream = await startUpstream({ seedListings: 30 });
  upstreamUrl = await listenOnLoopback(upstream.upstream.app);
  proxy = await startFaultProxy(upstreamUrl);
  gateway = await gatewayWith();
  vins = (await upstream.testDb.db.query<{ vin: string }>('SELECT vin FROM listings ORDER BY id LIMIT 10')).map(
    (r) => r.vin,
  );
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.app.close()));
  await proxy.close();
  await upstream.close();
});

const signedToken = (userId: string) =>
  new SignJWT({ sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(IDENTITY_TOKEN.issuer)
    .setAudience(IDENTITY_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(KEY);

async function beacon(body: unknown, bearer?: string, on: Gateway = gateway) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await on.app.inject({
    method: 'POST',
    url: STILL_INTERESTED_ROUTE,
    headers,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as Record<string, unknown>) : null };
}

const kept = (shopperKey: string) =>
  upstream.testDb.db.query<{ brand: string; vins: string[]; email: string | null }>(
    'SELECT brand, vins, email FROM still_interested_alerts WHERE shopper_key = $1',
    [shopperKey],
  );

describe('a still-interested list', () => {
  test("a signed-in consumer's: 204, kept under the id their token names", async () => {
    const userId = randomUUID();
    const answer = await beacon(
      { brand: 'motormart', vins: vins.slice(0, 3), consumer_id: userId, email: 'me@example.com' },
      await signedToken(userId),
    );
    expect(answer).toEqual({ status: 204, body: null });
    expect(await kept(`user:${userId}`)).toEqual([
      { brand: 'motormart', vins: vins.slice(0, 3), email: 'me@example.com' },
    ]);
  });

  test('sent twice, it is kept once', async () => {
    const userId = randomUUID();
    const bearer = await signedToken(userId);
    const body = { brand: 'fairvalue', vins: vins.slice(2, 5), consumer_id: userId, email: null };
    expect((await beacon(body, bearer)).status).toBe(204);
    expect((await beacon(body, bearer)).status).toBe(204);
    expect(await kept(`user:${userId}`)).toHaveLength(1);
  });

  test("nobody writes another consumer's list: a consumer_id not the caller's is refused", async () => {
    const [owner, other] = [randomUUID(), randomUUID()];
    await beacon({ brand: 'motormart', vins: [vins[0]], consumer_id: owner }, await signedToken(owner));
    const asOther = await beacon({ brand: 'motormart', vins: [vins[9]], consumer_id: owner }, await signedToken(other));
    expect(asOther).toMatchObject({ status: 400, body: { error: { field: 'consumer_id' } } });
    const asVisitor = await beacon({ brand: 'motormart', vins: [vins[9]], consumer_id: owner, email: 'x@example.com' });
    expect(asVisitor).toMatchObject({ status: 400, body: { error: { field: 'consumer_id' } } });
    expect((await kept(`user:${owner}`)).map((r) => r.vins)).toEqual([[vins[0]]]);
    expect(await kept(`user:${other}`)).toEqual([]);
  });

  test('a visitor who subscribed with an email: kept under that email', async () => {
    const email = `visitor-${randomUUID()}@example.com`;
    expect((await beacon({ brand: 'motormart', vins: [vins[4]], consumer_id: null, email })).status).toBe(204);
    expect(await kept(`email:${email}`)).toEqual([{ brand: 'motormart', vins: [vins[4]], email }]);
  });
});

describe('a bad beacon is refused with its field', () => {
  const ok = { brand: 'motormart', vins: ['1HGCM82633A004352'], email: 'a@example.com' };
  const cases: Array<[string, unknown, string]> = [
    ['a visitor with no email', { brand: 'motormart', vins: ['1HGCM82633A004352'] }, 'email'],
    ['the car maker brand', { ...ok, brand: 'halden' }, 'brand'],
    ['no vins', { ...ok, vins: [] }, 'vins'],
    ['eleven vins', { ...ok, vins: Array.from({ length: 11 }, (_, i) => `1HGCM82633A0043${10 + i}`) }, 'vins'],
    ['a bad vin', { ...ok, vins: ['123'] }, 'vins'],
    ['a bad email', { ...ok, email: 'nope' }, 'email'],
    ['not an object', '"text"', 'body'],
    ['not JSON', '{"brand":', 'body'],
  ];
  test.each(cases)('%s: 400', async (_name, body, field) => {
    const answer = await beacon(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
  });
});

test('the leads service failing: 503 after its breaker opens, without calling it; searches unaffected', async () => {
  const behindProxy = await gatewayWith({
    upstreams: createUpstreams({ lsc: upstreamUrl, research: upstreamUrl, leads: proxy.url }),
  });
  const body = { brand: 'motormart', vins: [vins[1]], email: `down-${randomUUID()}@example.com` };
  await proxy.fault('/still-interested-alerts', 'error500');
  try {
    for (let i = 0; i < 5; i += 1) expect((await beacon(body, undefined, behindProxy)).status).toBe(503);
    const calls = proxy.calls.get('/still-interested-alerts');
    expect((await beacon(body, undefined, behindProxy)).body).toMatchObject({
      error: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(proxy.calls.get('/still-interested-alerts')).toBe(calls);
    const search = await behindProxy.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ me { signedIn } }' },
    });
    expect(search.statusCode).toBe(200);
  } finally {
    await proxy.fault('/still-interested-alerts', 'pass');
  }
});

test('no email, vin or consumer id reaches a log', async () => {
  const email = `private-${randomUUID()}@example.com`;
  const userId = randomUUID();
  await beacon({ brand: 'motormart', vins: [vins[6]], consumer_id: userId, email }, await signedToken(userId));
  await beacon({ brand: 'motormart', vins: ['bad'], email });
  await beacon(`{"email":"${email}",`);
  const logged = logLines.join('');
  expect(logged).toContain(STILL_INTERESTED_ROUTE);
  expect(logged).not.toContain(email);
  expect(logged).not.toContain(vins[6]);
  expect(logged).not.toContain(userId);
});

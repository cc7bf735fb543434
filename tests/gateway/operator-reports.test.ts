import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { EVENTS_ROUTE, ERROR_REPORTS_ROUTE } from '../../contracts/events/index';
import { EventReports } from '../../contracts/events/reports';
import { readConfig } from '../../gateway/config';
import { createLogger } from '../../gateway/observability/logger';
import { OPERATOR_KEY_MIN_LENGTH } from '../../gateway/operator/key';
import { OPERATOR_REPORTS_PATH } from '../../gateway/operator/reports-page';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { registerEventsRoutes } from '../../upstreams/events/routes';
import { openTestDb, type TestDb } from '../support/db';
import { captureLog } from '../support/log-capture';
import { listenOnLoopback } from '../support/stack';

/**
 * GET /operator/reports (docs/rules/events.md#operator-reports) over the gateway, with the events
 * service on a real port and a private database: what the page's own routes keep is what the
 * operator reads, and only with the key.
 */

const KEY = 'operator-key-for-tests-0123456789';
let testDb: TestDb;
let service: FastifyInstance;
let serviceUrl: string;
let gateway: Gateway;
const gateways: Gateway[] = [];
const log = captureLog();

async function gatewayWith(options: Partial<GatewayOptions> = {}): Promise<Gateway> {
  const created = await createGateway({
    upstreams: createUpstreams(serviceUrl),
    imagesUrl: serviceUrl,
    logger: createLogger({ level: 'debug', destination: log.stream }),
    rateLimit: { max: 100_000 },
    operatorKey: KEY,
    ...options,
  });
  gateways.push(created);
  return created;
}

beforeAll(async () => {
  testDb = await openTestDb();
  service = Fastify();
  registerEventsRoutes(service, { db: testDb.db, migrated: Promise.resolve() });
  serviceUrl = await listenOnLoopback(service);
  gateway = await gatewayWith();
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.app.close()));
  await service.close();
  await testDb.dispose();
});

const basic = (password: string, user = 'operator') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const get = (headers: Record<string, string> = {}, url = OPERATOR_REPORTS_PATH, on = gateway) =>
  on.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const at = new Date().toISOString();
const send = (url: string, body: unknown) =>
  gateway.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body as object });

describe('the operator key', () => {
  test('without OPERATOR_KEY the page does not exist: the site 404', async () => {
    const off = await gatewayWith({ operatorKey: undefined });
    expect((await get({ authorization: basic(KEY) }, OPERATOR_REPORTS_PATH, off)).statusCode).toBe(404);
  });

  test.each([
    ['no credentials', {}],
    ['a wrong key', { authorization: basic('not-the-operator-key-at-all') }],
    ['the key with one character more', { authorization: basic(`${KEY}x`) }],
    ['a wrong Bearer token', { authorization: 'Bearer nope' }],
    ['another scheme', { authorization: `Digest ${KEY}` }],
    ['Basic without a colon', { authorization: `Basic ${Buffer.from(KEY).toString('base64')}` }],
  ])('%s: 401 asking for Basic credentials, and no report', async (_name, headers) => {
    const response = await get(headers);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Basic realm="Operator reports"/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('operator key');
    expect(response.body).not.toContain('Searches shown');
  });

  test('a JSON client refused gets UNAUTHENTICATED', async () => {
    const response = await get({ accept: 'application/json' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  test('the key opens it as a Basic password (any user name) or a Bearer token, and never reaches the log', async () => {
    expect((await get({ authorization: basic(KEY, 'anyone') })).statusCode).toBe(200);
    expect((await get({ authorization: `Bearer ${KEY}` })).statusCode).toBe(200);
    expect(log.text()).not.toContain(KEY);
    expect(log.text()).not.toContain(basic(KEY, 'anyone').slice(6));
  });

  test(`OPERATOR_KEY shorter than ${OPERATOR_KEY_MIN_LENGTH} characters stops the start, naming it`, () => {
    expect(() => readConfig({ OPERATOR_KEY: 'short' })).toThrow(/OPERATOR_KEY/);
    expect(readConfig({}).operatorKey).toBeUndefined();
    expect(readConfig({ OPERATOR_KEY: KEY }).operatorKey).toBe(KEY);
  });
});

describe('the reports', () => {
  const browser = randomUUID();

  beforeAll(async () => {
    const events = [
      { type: 'search_shown', at, route: '/cars-for-sale', search: 'makeCode=FORD&zip=30301', resultCount: 40 },
      { type: 'result_clicked', at, route: '/cars-for-sale', listingId: '700000001', position: 0, placement: 'MAIN' },
      { type: 'search_shown', at, route: '/cars-for-sale', search: 'makeCode=LOTUS&zip=99501', resultCount: 0 },
      { type: 'feedback', at, route: '/cars-for-sale', search: 'makeCode=LOTUS&zip=99501', answer: 'no' },
    ];
    expect((await send(EVENTS_ROUTE, { browserId: browser, events })).statusCode).toBe(202);
    const report = {
      browserId: browser,
      kind: 'error',
      message: '<img src=x onerror=alert(1)> is not a function',
      route: '/cars-for-sale',
      buildId: 'Ab12Cd34',
      userAgent: 'Mozilla/5.0',
      at,
    };
    expect((await send(ERROR_REPORTS_ROUTE, report)).statusCode).toBe(202);
  });

  test("the page shows what the site's routes kept: searches, click-through, zero results, feedback, errors", async () => {
    const response = await get({ authorization: basic(KEY) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const html = response.body;
    for (const heading of [
      'Searches',
      'Click-through by position and placement',
      'Zero-result searches',
      'Feedback',
      'Top client errors',
    ])
      expect(html).toContain(`>${heading}</h2>`);
    // A search's filters, one per line.
    expect(html).toContain('<li><code>makeCode</code>: LOTUS</li>');
    // MAIN, position 1 (the first card), 1 click over the 1 search with a card there.
    expect(html).toMatch(/<code>MAIN<\/code><\/td><td data-label="Position" class="n">1<\/td>.*100\.0%/);
    // The feedback's share of yes: 0 of 1.
    expect(html).toContain('<dd>0.0%</dd>');
    // A message is text, never markup.
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; is not a function');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
  });

  test('JSON by Accept or ?format=json: the EventReports contract', async () => {
    for (const [headers, url] of [
      [{ accept: 'application/json' }, OPERATOR_REPORTS_PATH],
      [{}, `${OPERATOR_REPORTS_PATH}?format=json`],
    ] as const) {
      const response = await get({ ...headers, authorization: `Bearer ${KEY}` }, url);
      expect(response.statusCode).toBe(200);
      const reports = EventReports.parse(response.json());
      expect(reports.searches).toMatchObject({ shown: 2, zeroResults: 1 });
      expect(reports.zeroResultSearches[0]).toMatchObject({ search: 'makeCode=LOTUS&zip=99501', shown: 1 });
      expect(reports.feedback).toEqual({ yes: 0, no: 1, yesRate: 0 });
      expect(reports.clientErrors[0]).toMatchObject({ reports: 1, browsers: 1 });
    }
  });

  test('with the events service down: 503 saying so, with the failure code, never a 500', async () => {
    const down = await gatewayWith({ upstreams: createUpstreams('http://127.0.0.1:9') });
    const html = await get({ authorization: basic(KEY) }, OPERATOR_REPORTS_PATH, down);
    expect(html.statusCode).toBe(503);
    expect(html.body).toContain('The events service did not answer');
    const json = await get({ authorization: basic(KEY), accept: 'application/json' }, OPERATOR_REPORTS_PATH, down);
    expect(json.statusCode).toBe(503);
    expect((json.json() as { error: { code: string } }).error.code).toMatch(/^UPSTREAM_(UNAVAILABLE|TIMEOUT|ERROR)$/);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { SourceMapGenerator } from 'source-map';
import {
  ERROR_REPORTS_PER_MINUTE,
  ERROR_REPORTS_ROUTE,
  EVENTS_ROUTE,
  MAX_EVENTS_PER_BATCH,
} from '../../contracts/events/index';
import { createLogger } from '../../gateway/observability/logger';
import { createMetricsServer } from '../../gateway/observability/metrics-server';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/server';
import { STILL_INTERESTED_ROUTE } from '../../gateway/still-interested/route';
import { createUpstreams } from '../../gateway/upstreams/index';
import { registerEventsRoutes } from '../../upstreams/events/routes';
import { openTestDb, type TestDb } from '../support/db';
import { listenOnLoopback } from '../support/stack';

/**
 * POST /events and /client-errors over HTTP (docs/rules/events.md#the-routes): the gateway's routes
 * and the events service on a real port and a private database. The client build is a small one
 * made here: a minified chunk, its hidden source map, and a chunk without one.
 */

let testDb: TestDb;
let service: FastifyInstance;
let serviceUrl: string;
let gateway: Gateway;
let webDist: string;
const gateways: Gateway[] = [];
const logLines: string[] = [];

const CHUNK = 'index-Ab12Cd34.js';
const UNMAPPED = 'vendor-Zz99Yy88.js';

/** A minified chunk whose map sends line 1, column 10 (0-based) to src/search/results.tsx:42:6. */
function writeClientBuild(dir: string): void {
  const assets = path.join(dir, 'assets');
  mkdirSync(assets, { recursive: true });
  const map = new SourceMapGenerator({ file: CHUNK });
  map.addMapping({
    generated: { line: 1, column: 0 },
    original: { line: 1, column: 0 },
    source: '../../src/main.tsx',
  });
  map.addMapping({
    generated: { line: 1, column: 10 },
    original: { line: 42, column: 6 },
    source: '../../src/search/results.tsx',
    name: 'renderResults',
  });
  writeFileSync(path.join(assets, CHUNK), 'function a(){b.c.d()}a();\n');
  writeFileSync(path.join(assets, `${CHUNK}.map`), map.toString());
  writeFileSync(path.join(assets, UNMAPPED), 'var x=1;\n');
}

async function gatewayWith(options: Partial<GatewayOptions> = {}): Promise<Gateway> {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const created = await createGateway({
    upstreams: createUpstreams(serviceUrl),
    imagesUrl: serviceUrl,
    logger: createLogger({ level: 'debug', destination }),
    rateLimit: { max: 100_000 },
    webDist,
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
  webDist = mkdtempSync(path.join(os.tmpdir(), 'events-web-'));
  writeClientBuild(webDist);
  gateway = await gatewayWith();
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.app.close()));
  await service.close();
  await testDb.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

const at = '2025-05-01T12:00:00.000Z';
const SECRET_SEARCH = 'zip=30301&makeCode=SECRETMAKE';
const batchOf = (browserId = randomUUID()) => ({
  browserId,
  events: [
    { type: 'search_shown', at, route: '/cars-for-sale', search: SECRET_SEARCH, resultCount: 12 },
    { type: 'result_clicked', at, route: '/cars-for-sale', listingId: '700000123', position: 0, placement: 'main' },
  ],
});
const reportOf = (browserId = randomUUID(), stack?: string) => ({
  browserId,
  kind: 'error',
  message: 'SECRET-MESSAGE b.c is undefined',
  ...(stack ? { stack } : {}),
  route: '/cars-for-sale',
  buildId: 'Ab12Cd34',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  at,
});

async function send(url: string, body: unknown, contentType = 'application/json', on: Gateway = gateway) {
  const response = await on.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.statusCode,
    body: response.body ? (response.json() as Record<string, unknown>) : null,
    headers: response.headers,
  };
}

const eventsOf = (browserId: string) =>
  testDb.db.query<{ type: string; search: string | null; listing_id: string | null }>(
    'SELECT type, search, listing_id FROM shopper_events WHERE browser_id = $1 ORDER BY id',
    [browserId],
  );
const reportsOf = (browserId: string) =>
  testDb.db.query<{ kind: string; stack: string | null; original_stack: string | null; build_id: string }>(
    'SELECT kind, stack, original_stack, build_id FROM client_error_reports WHERE browser_id = $1 ORDER BY id',
    [browserId],
  );

describe('POST /events', () => {
  test.each([
    ['application/json', 'application/json'],
    ["sendBeacon's text/plain", 'text/plain;charset=UTF-8'],
  ])('%s: 202, no body, no-store; the batch is in the database', async (_name, contentType) => {
    const batch = batchOf();
    const answer = await send(EVENTS_ROUTE, batch, contentType);
    expect(answer.status).toBe(202);
    expect(answer.body).toBeNull();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await eventsOf(batch.browserId)).toEqual([
      { type: 'search_shown', search: SECRET_SEARCH, listing_id: null },
      { type: 'result_clicked', search: null, listing_id: '700000123' },
    ]);
  });

  const ok = batchOf();
  const json = 'application/json';
  const cases: Array<[string, unknown, string, string]> = [
    ['a bad browser id', { ...ok, browserId: 'me' }, 'browserId', json],
    ['no events', { ...ok, events: [] }, 'events', json],
    ['too many events', { ...ok, events: Array(MAX_EVENTS_PER_BATCH + 1).fill(ok.events[0]) }, 'events', json],
    ['a bad event type', { ...ok, events: [ok.events[0], { ...ok.events[1], type: 'hover' }] }, 'events.1.type', json],
    ['a negative position', { ...ok, events: [{ ...ok.events[1], position: -1 }] }, 'events.0.position', json],
    ['not JSON (application/json)', '{"browserId":', 'body', json],
    ['not JSON (text/plain)', 'browserId=1', 'body', 'text/plain;charset=UTF-8'],
    ['not an object (text/plain)', '"text"', 'body', 'text/plain'],
  ];
  test.each(cases)('%s: 400 naming the field', async (_name, body, field, contentType) => {
    const answer = await send(EVENTS_ROUTE, body, contentType);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  test('another content type: 415', async () => {
    expect((await send(EVENTS_ROUTE, 'a=1', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  test("the text/plain JSON parser is these routes' own: the still-interested beacon reads text/plain as text", async () => {
    const answer = await send(STILL_INTERESTED_ROUTE, '{"brand":"motormart"}', 'text/plain');
    expect(answer).toMatchObject({ status: 400, body: { error: { field: 'body' } } });
  });
});

describe('the events service down', () => {
  test('503 to the page, one warning with counts only, nothing of what was sent logged', async () => {
    // Nothing listens on port 1.
    const down = await gatewayWith({
      upstreams: createUpstreams({ lsc: serviceUrl, research: serviceUrl, events: 'http://127.0.0.1:1' }),
    });
    const before = logLines.length;
    const batch = batchOf();
    const answer = await send(EVENTS_ROUTE, batch, 'text/plain;charset=UTF-8', down);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: { code: expect.stringMatching(/^UPSTREAM_/) } });
    const report = reportOf(randomUUID(), 'Error: x\n    at a (https://example.com/assets/index-Ab12Cd34.js:1:11)');
    expect((await send(ERROR_REPORTS_ROUTE, report, 'application/json', down)).status).toBe(503);

    const lines = logLines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings.map((w) => w.msg)).toEqual([
      'shopper events not kept: the events service is unavailable',
      'client error report not kept: the events service is unavailable',
    ]);
    expect(warnings[0]).toMatchObject({ events: 2 });
    const logged = logLines.slice(before).join('');
    for (const secret of [
      SECRET_SEARCH,
      '700000123',
      batch.browserId,
      report.browserId,
      'SECRET-MESSAGE',
      'index-Ab12Cd34',
    ])
      expect(logged).not.toContain(secret);
  });
});

describe('POST /client-errors', () => {
  test('202; the report is kept with its stack mapped back to the source', async () => {
    const stack = [
      'TypeError: b.c is undefined',
      '    at renderResults (https://www.example.com/assets/index-Ab12Cd34.js:1:11)',
      '    at x (https://www.example.com/assets/vendor-Zz99Yy88.js:1:5)',
      'a@https://www.example.com/assets/index-Ab12Cd34.js:1:1',
    ].join('\n');
    const report = reportOf(randomUUID(), stack);
    const answer = await send(ERROR_REPORTS_ROUTE, report, 'text/plain;charset=UTF-8');
    expect(answer).toMatchObject({ status: 202, body: null });
    expect(answer.headers['cache-control']).toBe('no-store');
    const [row] = await reportsOf(report.browserId);
    expect(row.stack).toBe(stack);
    expect(row.build_id).toBe('Ab12Cd34');
    expect(row.original_stack).toBe(
      [
        'TypeError: b.c is undefined',
        '    at renderResults (src/search/results.tsx:42:7)',
        // A frame without a map stays as it is.
        '    at x (https://www.example.com/assets/vendor-Zz99Yy88.js:1:5)',
        'a@src/main.tsx:1:1',
      ].join('\n'),
    );
  });

  test('a stack with no mapped frame: no original stack', async () => {
    const report = reportOf(randomUUID(), 'Error\n    at x (https://www.example.com/assets/vendor-Zz99Yy88.js:1:5)');
    expect((await send(ERROR_REPORTS_ROUTE, report)).status).toBe(202);
    expect(await reportsOf(report.browserId)).toEqual([
      expect.objectContaining({ original_stack: null, stack: report.stack }),
    ]);
  });

  test.each([
    ['kind', { ...reportOf(), kind: 'warning' }],
    ['route', { ...reportOf(), route: 'https://www.example.com/cars-for-sale' }],
    ['userAgent', { ...reportOf(), userAgent: 'x'.repeat(301) }],
  ])('a bad %s: 400 naming it', async (field, body) => {
    expect(await send(ERROR_REPORTS_ROUTE, body)).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST', field } },
    });
  });

  test(`rate-limited per browser: ${ERROR_REPORTS_PER_MINUTE} a minute, then 429; another browser still 202`, async () => {
    const browserId = randomUUID();
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE; i += 1)
      expect((await send(ERROR_REPORTS_ROUTE, reportOf(browserId))).status).toBe(202);
    const over = await send(ERROR_REPORTS_ROUTE, reportOf(browserId));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reportsOf(browserId)).toHaveLength(ERROR_REPORTS_PER_MINUTE);
    expect((await send(ERROR_REPORTS_ROUTE, reportOf())).status).toBe(202);
  });

  test("in Redis (REDIS_URL or 127.0.0.1:6379): two gateways share one browser's budget", async () => {
    const rateLimit = {
      max: 100_000,
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      keyPrefix: `test-events:${randomUUID()}:`,
    };
    const [one, two] = [await gatewayWith({ rateLimit }), await gatewayWith({ rateLimit })];
    const browserId = randomUUID();
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE; i += 1)
      expect((await send(ERROR_REPORTS_ROUTE, reportOf(browserId), 'application/json', i % 2 ? one : two)).status).toBe(
        202,
      );
    expect((await send(ERROR_REPORTS_ROUTE, reportOf(browserId), 'application/json', one)).status).toBe(429);
    expect((await send(ERROR_REPORTS_ROUTE, reportOf(browserId), 'application/json', two)).status).toBe(429);
  });

  test('/metrics counts the reports by kind, and the dropped ones', async () => {
    const metrics = createMetricsServer();
    try {
      const browserId = randomUUID();
      await send(ERROR_REPORTS_ROUTE, { ...reportOf(browserId), kind: 'unhandledrejection' });
      const text = (await metrics.inject({ method: 'GET', url: '/metrics' })).body;
      expect(text).toMatch(/^client_error_reports_total\{kind="unhandledrejection"\} [1-9]/m);
      expect(text).toMatch(/^client_error_reports_total\{kind="error"\} [1-9]/m);
      expect(text).toMatch(/^client_error_reports_dropped_total\{reason="rate_limited"\} [1-9]/m);
      expect(text).toMatch(/^shopper_events_total\{outcome="kept"\} [1-9]/m);
    } finally {
      await metrics.close();
    }
  });
});

describe('the client build', () => {
  test('its chunks are served, its source maps are not', async () => {
    const chunk = await gateway.app.inject({ method: 'GET', url: `/assets/${CHUNK}` });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).not.toContain('sourceMappingURL');
    const map = await gateway.app.inject({ method: 'GET', url: `/assets/${CHUNK}.map` });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('mappings');
  });
});

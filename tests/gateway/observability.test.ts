import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { jest } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { CLOSE_GRACE_MS, createGateway, type Gateway } from '../../gateway/server';
import { createBreaker } from '../../gateway/upstreams/breaker';
import { getJson } from '../../gateway/upstreams/http';
import { BREAKER_VOLUME_THRESHOLD } from '../../gateway/upstreams/constants';
import { LSC_ENDPOINTS } from '../../gateway/upstreams/lsc/constants';
import { createLogger } from '../../gateway/observability/logger';
import { MAX_OPERATION_NAMES } from '../../gateway/observability/metrics';
import { createMetricsServer } from '../../gateway/observability/metrics-server';
import { readConfig } from '../../gateway/config';
import { listenOnLoopback as listen, startStack, type Stack } from '../support/stack';
import { startFaultProxy } from '../support/fault-proxy';
import { useFakeTimeouts } from '../support/timers';
import { createUpstreams } from '../../gateway/upstreams/index';

const SEARCH_PATH = LSC_ENDPOINTS.search.path;

let stack: Stack;
let base: string;
/** The internal metrics listener of the same process (its registry is the gateway's). */
let metricsServer: FastifyInstance;
let metricsBase: string;
beforeAll(async () => {
  stack = await startStack();
  base = await listen(stack.gateway.app);
  metricsServer = createMetricsServer();
  metricsBase = await listen(metricsServer);
});
afterAll(async () => {
  await metricsServer.close();
  await stack.close();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * Reads the whole body: an unread response can leave its connection busy, and closing the server
 * waits for busy connections (that hung a CI run once the SRP page outgrew the socket buffers).
 */
async function drained(response: Promise<Response>): Promise<Response> {
  const settled = await response;
  await settled.arrayBuffer();
  return settled;
}
const send = (url: string, init?: RequestInit) => drained(fetch(url, init));

async function metrics(): Promise<string> {
  const response = await fetch(`${metricsBase}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample, 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([^{\s]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const present = match[2].split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe('/metrics', () => {
  test('counts and times requests per route and GraphQL operation', async () => {
    const before = await metrics();
    for (let i = 0; i < 3; i += 1)
      expect((await post(base, { query: 'query MetricsProbe { __typename }' })).status).toBe(200);
    const after = await metrics();
    const operation = { operation: 'MetricsProbe', outcome: 'success' };
    expect(
      sample(after, 'gateway_graphql_operation_duration_seconds_count', operation) -
        sample(before, 'gateway_graphql_operation_duration_seconds_count', operation),
    ).toBe(3);
    expect(
      sample(after, 'gateway_graphql_operation_duration_seconds_bucket', { ...operation, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(3);
    const route = { method: 'POST', route: '/graphql', status_code: '200' };
    expect(
      sample(after, 'gateway_http_request_duration_seconds_count', route) -
        sample(before, 'gateway_http_request_duration_seconds_count', route),
    ).toBe(3);
    expect(after).toMatch(/^process_cpu_user_seconds_total /m);
  });

  test('counts GraphQL errors by their extensions.code', async () => {
    const before = await metrics();
    await post(base, { query: '{ listing(id: ' });
    await post(base, { query: '{ nope }' });
    await post(base, { query: '{ nope }' });
    const after = await metrics();
    const delta = (code: string) =>
      sample(after, 'gateway_graphql_errors_total', { code }) -
      sample(before, 'gateway_graphql_errors_total', { code });
    expect(delta('GRAPHQL_PARSE_FAILED')).toBe(1);
    expect(delta('GRAPHQL_VALIDATION_FAILED')).toBe(2);
  });

  test('operation names are a bounded label set', async () => {
    for (let i = 0; i < MAX_OPERATION_NAMES + 20; i += 1) await post(base, { query: `query Op${i} { __typename }` });
    const text = await metrics();
    const names = new Set(
      [...text.matchAll(/gateway_graphql_operation_duration_seconds_count\{operation="([^"]+)"/g)].map(
        (match) => match[1],
      ),
    );
    // The cap, plus "other" and "anonymous".
    expect(names.size).toBeLessThanOrEqual(MAX_OPERATION_NAMES + 2);
    expect(names).toContain('other');
  });

  describe('breakers', () => {
    // A real upstream whose behaviour the test switches, and a breaker made the way every client makes one.
    let upstream: FastifyInstance;
    let upstreamUrl: string;
    let mode: 'ok' | 'fail' | 'slow' = 'ok';
    beforeAll(async () => {
      upstream = Fastify();
      upstream.get('/thing', async (request, reply) => {
        if (mode === 'fail') return reply.code(500).send({ error: 'down' });
        // Never answers: the call's own time-out aborts it.
        if (mode === 'slow') await new Promise((resolve) => request.raw.once('close', resolve));
        return { ok: true };
      });
      upstreamUrl = await listen(upstream);
    });
    afterAll(() => upstream.close());

    const state = async (name: string) => sample(await metrics(), 'gateway_upstream_breaker_state', { breaker: name });
    const events = async (name: string) => {
      const text = await metrics();
      const count = (event: string) => sample(text, 'gateway_upstream_breaker_events_total', { breaker: name, event });
      return Object.fromEntries(
        ['success', 'failure', 'timeout', 'reject', 'open', 'halfOpen', 'close', 'fallback'].map((e) => [e, count(e)]),
      );
    };
    const breakerOn = (name: string, resetTimeout: number) => {
      // The held call times out soon; the others never race their time-out, however loaded the machine.
      const timeout = () => (mode === 'slow' ? 2_000 : 60_000);
      const breaker = createBreaker(name, () => getJson(upstreamUrl, '/thing', {}, timeout()), {
        timeout: 60_000,
        resetTimeout,
      });
      breaker.fallback(() => ({ ok: false }));
      return breaker;
    };

    test('open (2) after failures and time-outs, with rejections and fallbacks counted', async () => {
      const name = `test.open.${randomUUID().slice(0, 8)}`;
      // A reset far away, so the circuit stays open while the test looks at it.
      const breaker = breakerOn(name, 600_000);
      expect(await state(name)).toBe(0);
      mode = 'ok';
      expect(await breaker.fire()).toEqual({ ok: true });
      mode = 'slow';
      await breaker.fire();
      mode = 'fail';
      let failures = 1;
      while (!breaker.opened) {
        await breaker.fire();
        failures += 1;
      }
      expect(failures).toBeGreaterThanOrEqual(BREAKER_VOLUME_THRESHOLD - 1);
      expect(await state(name)).toBe(2);
      expect(await breaker.fire()).toEqual({ ok: false });
      expect(await events(name)).toEqual({
        success: 1,
        failure: failures,
        timeout: 1,
        reject: 1,
        open: 1,
        halfOpen: 0,
        close: 0,
        fallback: failures + 1,
      });
      breaker.shutdown();
    });

    test('half-open (1) after the reset time, closed (0) again after a successful probe', async () => {
      const name = `test.probe.${randomUUID().slice(0, 8)}`;
      const breaker = breakerOn(name, 50);
      const halfOpen = once(breaker, 'halfOpen');
      breaker.open();
      await halfOpen;
      expect(await state(name)).toBe(1);
      mode = 'ok';
      expect(await breaker.fire()).toEqual({ ok: true });
      expect(await state(name)).toBe(0);
      expect(await events(name)).toEqual({
        success: 1,
        failure: 0,
        timeout: 0,
        reject: 0,
        open: 1,
        halfOpen: 1,
        close: 1,
        fallback: 0,
      });
    });

    test('the listing service breakers appear under their endpoint names', async () => {
      const text = await metrics();
      const registered = [...text.matchAll(/^gateway_upstream_breaker_state\{breaker="lsc\.([^"]+)"\} [012]$/gm)].map(
        (match) => match[1],
      );
      expect(registered).toContain('search');
      expect(registered.length).toBeGreaterThanOrEqual(3);
      for (const endpoint of registered) expect(Object.keys(LSC_ENDPOINTS)).toContain(endpoint);
    });
  });
});

describe('logs', () => {
  const SECRETS = {
    email: 'shopper.secret@example.com',
    phone: '404-555-0199',
    idtoken: 'idtoken-secret-5f2c',
    authorization: 'Bearer authorization-secret-77aa',
    cookie: 'session=cookie-secret-31b',
  };
  let lines: string[];
  let gateway: Gateway;
  let url: string;
  beforeAll(async () => {
    lines = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    gateway = await createGateway({
      upstreams: createUpstreams(stack.upstreamUrl),
      imagesUrl: stack.upstreamUrl,
      logger: createLogger({ level: 'trace', destination }),
    });
    url = await listen(gateway.app);
  });
  afterAll(() => gateway.app.close());

  test('an incoming x-request-id is honoured and echoed; without one, or with one that is not an id, a fresh id is', async () => {
    const traced = await post(url, { query: '{ __typename }' }, { 'x-request-id': 'echo-7f3a' });
    expect(traced.headers.get('x-request-id')).toBe('echo-7f3a');
    const plain = await post(url, { query: '{ __typename }' });
    const odd = await post(url, { query: '{ __typename }' }, { 'x-request-id': 'not an id {"level":60}' });
    for (const response of [plain, odd]) expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.headers.get('x-request-id')).not.toBe(odd.headers.get('x-request-id'));
  });

  test('a run with an email, a phone and tokens in it writes none of them, and every line carries its request id', async () => {
    const credentials = { idtoken: SECRETS.idtoken, authorization: SECRETS.authorization, cookie: SECRETS.cookie };
    await drained(
      post(
        url,
        {
          query: 'query Contact($input: SearchInput) { listing(id: "1") { id } }',
          variables: { input: { email: SECRETS.email, phone: SECRETS.phone } },
        },
        credentials,
      ),
    );
    await drained(
      post(
        url,
        {
          query: 'query Lookup($email: String, $phone: String) { listing(id: "1") { id } }',
          variables: { email: SECRETS.email, phone: SECRETS.phone },
        },
        credentials,
      ),
    );
    await drained(
      post(
        url,
        { query: `{ listing(id: "${SECRETS.email}") { id } }` },
        { ...credentials, 'x-request-id': 'trace-abc-123' },
      ),
    );
    const variables = encodeURIComponent(JSON.stringify({ email: SECRETS.email, phone: SECRETS.phone }));
    await send(
      `${url}/graphql?query=${encodeURIComponent('query($email: String) { __typename }')}&variables=${variables}`,
      {
        headers: { ...credentials, 'apollo-require-preflight': 'true' },
      },
    );
    await send(`${url}/cars-for-sale?email=${encodeURIComponent(SECRETS.email)}&phone=${SECRETS.phone}`, {
      headers: credentials,
    });
    await send(`${url}/nowhere?email=${encodeURIComponent(SECRETS.email)}`, { headers: credentials });
    // Closing waits for every request to finish, so their last lines are written before reading.
    await gateway.app.close();

    const parsed = lines.map((line) => JSON.parse(line) as { msg?: string; reqId?: string; req?: { path?: string } });
    expect(parsed.some((line) => line.msg === 'incoming request' && line.req?.path === '/graphql')).toBe(true);
    expect(parsed.some((line) => line.msg === 'graphql error')).toBe(true);
    const written = lines.join('\n');
    for (const secret of Object.values(SECRETS)) expect(written).not.toContain(secret);
    expect(written).not.toContain('cookie-secret');
    expect(written).not.toContain(encodeURIComponent(SECRETS.email));

    const traced = parsed.filter((line) => line.reqId === 'trace-abc-123').map((line) => line.msg);
    expect(traced).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    const requestLines = parsed.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThanOrEqual(12);
    for (const line of requestLines) expect(line.reqId).toBeTruthy();
  });

  test('the level comes from LOG_LEVEL', () => {
    expect(readConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(readConfig({}).logLevel).toBe('info');
  });
});

describe('shutdown', () => {
  afterEach(() => jest.useRealTimers());

  test(`closing waits ${CLOSE_GRACE_MS / 1000} s for a request in flight, not more: then it cuts the connection`, async () => {
    // The proxy never answers the search, and the search's own time-out is far off: only the
    // grace period can end the request.
    const proxy = await startFaultProxy(stack.upstreamUrl);
    await proxy.fault(SEARCH_PATH, 'slow');
    const gateway = await createGateway({
      upstreams: createUpstreams(proxy.url, { breakers: { timeout: 600_000 } }),
      imagesUrl: proxy.url,
    });
    const url = await listen(gateway.app);
    const server = gateway.app.server;
    try {
      const searching = new Promise<void>((resolve) =>
        proxy.events.on('request', (p) => p === SEARCH_PATH && resolve()),
      );
      let settled = false;
      const inFlight = post(url, {
        query: '{ searchListings(brand: USED_CAR, queryString: "zip=30301") { totalResultCount } }',
      }).then(
        (response) => `answered ${response.status}`,
        () => 'connection closed',
      );
      void inFlight.finally(() => (settled = true));
      await searching;

      // Fake from here: the grace period's timer is set as closing begins.
      useFakeTimeouts();
      const cut = jest.spyOn(server, 'closeAllConnections');
      // Fastify stops listening once its preClose hooks (which set the grace timer) have run.
      const listening = server.close.bind(server);
      const stoppedListening = new Promise<void>((resolve) =>
        jest.spyOn(server, 'close').mockImplementation((callback) => {
          resolve();
          return listening(callback);
        }),
      );
      const closing = gateway.app.close();
      await stoppedListening;
      await jest.advanceTimersByTimeAsync(CLOSE_GRACE_MS - 1);
      expect(cut).not.toHaveBeenCalled();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(cut).toHaveBeenCalledTimes(1);
      jest.useRealTimers();
      await closing;
      // The client saw its connection closed, not an answer.
      expect(await inFlight).toBe('connection closed');
    } finally {
      jest.useRealTimers();
      await proxy.close();
    }
  });
});

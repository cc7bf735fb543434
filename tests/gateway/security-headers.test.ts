import { createServer } from 'node:net';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { createGateway, type Gateway } from '../../gateway/server';
import { readConfig, METRICS_PORT_DEFAULT } from '../../gateway/config';
import { startGateway, type StartedGateway } from '../../gateway/start';
import { createMetricsServer } from '../../gateway/observability/metrics-server';
import { HSTS, PERMISSIONS_POLICY } from '../../gateway/security/headers';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startStack, type Stack } from '../support/stack';

const WEB_ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist/assets');
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  stack.gateway.app.inject({ method: 'GET', url, headers });

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** The nonce a directive names ('nonce-…'), if any. */
const nonceIn = (values: string[] | undefined) =>
  values?.find((value) => value.startsWith("'nonce-"))?.slice("'nonce-".length, -1);

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = directivesOf(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  for (const directive of ['script-src', 'style-src']) {
    expect(csp.get(directive)?.[0]).toBe("'self'");
    expect(csp.get(directive)?.filter((value) => value !== "'self'" && !value.startsWith("'nonce-"))).toEqual([]);
  }
  for (const directive of ['font-src', 'connect-src', 'manifest-src', 'worker-src', 'base-uri', 'form-action'])
    expect(csp.get(directive)).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('style-src-attr')).toEqual(["'none'"]);
  // No CDN, no eval, no blanket inline anywhere in the policy.
  expect(String(response.headers['content-security-policy'])).not.toMatch(/https?:|\*|unsafe-/);
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  expect(response.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  expect(response.headers['permissions-policy']).not.toMatch(/notifications/);
  expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  // Plain HTTP: no HSTS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

/** Every <script> and <style> start tag of a page, and the nonce each carries. */
const inlineTags = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) => /\bnonce="([^"]*)"/.exec(match[1])?.[1]);

async function firstVehiclePath(): Promise<string> {
  const html = (await get('/cars-for-sale')).body;
  const href = /href="(\/cars-for-sale\/vehicle\/[^"?#]+)"/.exec(html)?.[1];
  if (!href) throw new Error('the SRP links no vehicle page');
  return href;
}

describe('every kind of response carries the security headers', () => {
  test('the SRP', async () => {
    const response = await get('/cars-for-sale?makeCode=FORD', { 'user-agent': CHROME });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  test('the vehicle page', async () => {
    const response = await get(await firstVehiclePath());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
  });

  test('a GraphQL POST', async () => {
    const response = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ __typename }' },
    });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  test("Fastify's own error answer (a body that is not JSON)", async () => {
    const response = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":',
    });
    expect(response.statusCode).toBe(400);
    expectSecurityHeaders(response);
  });

  test('a static asset of the client build', async () => {
    const file = readdirSync(WEB_ASSETS).find((name) => name.endsWith('.js'));
    expect(file).toBeDefined();
    const response = await get(`/assets/${file}`);
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  test('robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  test('a route that does not exist, and a page that does not', async () => {
    const missing = await get('/no-such-route');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    const page = await get('/cars-for-sale/no/such/page');
    expect(page.statusCode).toBe(404);
    expectSecurityHeaders(page);
    expect(inlineTags(page.body, 'style')).toEqual([nonceIn(directivesOf(page).get('style-src'))]);
  });

  test('the error page of a search that failed', async () => {
    const broken = await createGateway({
      upstreams: createUpstreams(`http://127.0.0.1:${await closedPort()}`, { breakers: { timeout: 1_000 } }),
      imagesUrl: stack.upstreamUrl,
    });
    try {
      const response = await broken.app.inject({
        method: 'GET',
        url: '/cars-for-sale?makeCode=FORD',
        headers: { 'user-agent': CHROME },
      });
      expect(response.statusCode).toBe(500);
      expectSecurityHeaders(response);
      const csp = directivesOf(response);
      expect(inlineTags(response.body, 'script')).toEqual([nonceIn(csp.get('script-src'))]);
    } finally {
      await broken.app.close();
    }
  });

  test('an image proxied from the upstream', async () => {
    const html = (await get('/cars-for-sale')).body;
    const image = /src="(\/images\/[^"]+)"/.exec(html)?.[1];
    expect(image).toBeDefined();
    const response = await get(image!.replace(/&amp;/g, '&'));
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    // Same origin for the page: the default Cross-Origin-Resource-Policy lets the page show it.
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('nonces', () => {
  test("each response has its own, and every inline script and style of the page carries the response's", async () => {
    const pages = [await get('/cars-for-sale?makeCode=FORD'), await get('/cars-for-sale?makeCode=FORD')];
    const nonces = pages.map((page) => {
      const csp = directivesOf(page);
      const script = nonceIn(csp.get('script-src'));
      const style = nonceIn(csp.get('style-src'));
      expect(script).toMatch(/^[0-9a-f]{32}$/);
      expect(style).toMatch(/^[0-9a-f]{32}$/);
      const scripts = inlineTags(page.body, 'script');
      // The starter, the embedded Apollo state and the JSON-LD blocks.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      expect(scripts).toEqual(scripts.map(() => script));
      expect(inlineTags(page.body, 'style')).toEqual([style]);
      // No inline style attribute: style-src-attr 'none' would block it.
      expect(page.body).not.toMatch(/<[a-z][^>]*\sstyle="/i);
      return { script, style };
    });
    expect(nonces[0].script).not.toBe(nonces[1].script);
    expect(nonces[0].style).not.toBe(nonces[1].style);
  });
});

describe('HSTS', () => {
  let proxied: Gateway;
  beforeAll(async () => {
    proxied = await createGateway({
      upstreams: createUpstreams(stack.upstreamUrl),
      imagesUrl: stack.upstreamUrl,
      trustProxy: true,
    });
  });
  afterAll(async () => {
    await proxied?.app.close();
  });

  test('sent when a trusted proxy says the request came over HTTPS', async () => {
    const response = await proxied.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  test('not sent over plain HTTP', async () => {
    const response = await proxied.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('not sent when the X-Forwarded-Proto comes from a client no proxy setting trusts', async () => {
    const response = await get('/robots.txt', { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('/metrics is internal', () => {
  test('the public app answers 404; the metrics listener serves the registry', async () => {
    expect((await get('/metrics')).statusCode).toBe(404);
    const internal = createMetricsServer();
    try {
      const response = await internal.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.body).toContain('gateway_http_request_duration_seconds');
    } finally {
      await internal.close();
    }
  });

  test('robots.txt no longer names it', async () => {
    expect((await get('/robots.txt')).body).not.toContain('/metrics');
  });

  test('METRICS_PORT and METRICS_HOST: loopback on 9464 unless set', () => {
    expect(readConfig({})).toMatchObject({ metricsPort: METRICS_PORT_DEFAULT, metricsHost: '127.0.0.1' });
    expect(METRICS_PORT_DEFAULT).toBe(9464);
    expect(readConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 9100,
      metricsHost: '0.0.0.0',
    });
  });

  test('a started gateway serves /metrics on its internal listener only', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    let started: StartedGateway | undefined;
    try {
      started = await startGateway(
        readConfig({
          PORT: '0',
          HOST: '127.0.0.1',
          METRICS_PORT: '0',
          UPSTREAM_LSC_URL: stack.upstreamUrl,
          LOG_LEVEL: 'silent',
        }),
      );
      const publicAddress = started.app.server.address() as { port: number };
      const metricsAddress = started.metrics.server.address() as { address: string; port: number };
      expect(metricsAddress.address).toBe('127.0.0.1');
      expect(metricsAddress.port).not.toBe(publicAddress.port);
      const publicMetrics = await fetch(`http://127.0.0.1:${publicAddress.port}/metrics`);
      expect(publicMetrics.status).toBe(404);
      await publicMetrics.arrayBuffer();
      const internal = await fetch(`http://127.0.0.1:${metricsAddress.port}/metrics`);
      expect(internal.status).toBe(200);
      expect(await internal.text()).toContain('gateway_graphql_operation_duration_seconds');
    } finally {
      await started?.close();
      log.mockRestore();
    }
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../../gateway/config';
import { createGateway, type Gateway } from '../../gateway/server';
import { SANDBOX_CSP, SANDBOX_DIST } from '../../gateway/sandbox';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startStack, type Stack } from '../support/stack';
import { createApiKey } from '../support/api-keys';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The query the sandbox opens with (its default tab). */
const SRP_QUERY = readFileSync(path.join(ROOT, 'web/sandbox/srp-query.graphql'), 'utf8');

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let stack: Stack;
beforeAll(async () => {
  // The gateway reads the sandbox's build when it starts (jest's global setup builds it when missing).
  stack = await startStack(1_000);
}, 180_000);
afterAll(() => stack?.close());

/** The entry script the sandbox page loads (a hashed name under /sandbox/assets/). */
const entryOf = (html: string) => /<script type="module"[^>]*src="(\/sandbox\/assets\/[^"]+\.js)"/.exec(html)?.[1];

describe('GraphQL sandbox on (development, or GRAPHQL_SANDBOX=true)', () => {
  test('a browser GET of /graphql gets the GraphiQL page of our own build, limited to our own origin', async () => {
    const page = await stack.gateway.app.inject({ method: 'GET', url: '/graphql', headers: BROWSER });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(readFileSync(path.join(SANDBOX_DIST, 'index.html'), 'utf8'));
    expect(page.body).toContain('<title>GraphQL sandbox · Cars for Sale</title>');
    expect(page.body).not.toMatch(/https?:\/\//);
    const csp = String(page.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "worker-src 'self'", "connect-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(page.headers['cache-control']).toBe('no-cache');

    const entry = entryOf(page.body);
    expect(entry).toBeDefined();
    const script = await stack.gateway.app.inject({
      method: 'GET',
      url: entry!,
      headers: { 'accept-encoding': 'br' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toMatch(/immutable/);
    expect(script.headers['content-encoding']).toBe('br');
  });

  test('GET with a query string and POST are still the GraphQL endpoint', async () => {
    const get = await stack.gateway.app.inject({
      method: 'GET',
      url: '/graphql?query=%7B__typename%7D',
      headers: { accept: 'application/graphql-response+json', 'apollo-require-preflight': 'true' },
    });
    expect(get.json()).toEqual({ data: { __typename: 'Query' } });
    const post = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: { query: '{ __schema { queryType { name } } }' },
    });
    expect(post.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  test("the sandbox's default query passes the operation limits and finds listings", async () => {
    const response = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: SRP_QUERY },
    });
    const body = response.json() as {
      data?: { searchListings: { totalResultCount: number; results: Array<{ listing: { title: string } }> } };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    expect(body.data!.searchListings.totalResultCount).toBeGreaterThan(0);
    expect(body.data!.searchListings.results.length).toBeGreaterThan(0);
    expect(body.data!.searchListings.results[0].listing.title).toMatch(/^(Used|New|Certified) \d{4} /);
  });
});

describe('GraphQL sandbox off (production, or GRAPHQL_SANDBOX=false)', () => {
  let off: Gateway;
  beforeAll(async () => {
    const { production } = readConfig({ GRAPHQL_SANDBOX: 'false', IDENTITY_TOKEN_KEY: 'k'.repeat(43) });
    off = await createGateway({
      upstreams: createUpstreams(stack.upstreamUrl),
      imagesUrl: stack.upstreamUrl,
      production,
    });
  });
  afterAll(() => off?.app.close());

  test('a browser GET of /graphql gets no sandbox, and its assets are not served', async () => {
    const page = await off.app.inject({ method: 'GET', url: '/graphql', headers: BROWSER });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).not.toMatch(/html/);
    // The site's policy (security/headers.ts), not the sandbox's relaxed one.
    expect(page.headers['content-security-policy']).not.toBe(SANDBOX_CSP);
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.body).not.toContain('GraphQL sandbox');

    const entry = entryOf(readFileSync(path.join(SANDBOX_DIST, 'index.html'), 'utf8'));
    expect((await off.app.inject({ method: 'GET', url: entry! })).statusCode).toBe(404);
  });

  test('introspection is refused: operation text without a key at all, and with an API key too', async () => {
    const introspect = (headers: Record<string, string> = {}) =>
      off.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { query: '{ __schema { queryType { name } } }' },
      });
    // With the sandbox off, only a key's caller may send text (docs/rules/public-api.md#trusted-documents).
    const unkeyed = await introspect();
    expect(unkeyed.statusCode).toBe(403);
    expect(unkeyed.json().errors[0].extensions.code).toBe('FORBIDDEN');
    const keyed = await introspect({ 'x-api-key': await createApiKey(stack.upstreamUrl, 'sandbox test') });
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

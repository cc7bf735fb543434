import Fastify, { type FastifyInstance } from 'fastify';
import { print, validate, type DocumentNode } from 'graphql';
import * as clientDocuments from '../../web/src/__generated__/graphql';
import { readConfig } from '../../gateway/config';
import { createGateway, type Gateway } from '../../gateway/server';
import { buildSchema } from '../../gateway/schema';
import { operationProtection } from '../../gateway/security/armor';
import { BODY_LIMIT_BYTES, OPERATION_LIMITS } from '../../gateway/security/limits';
import { listenOnLoopback as listen, startStack, type Stack } from '../support/stack';
import { createUpstreams } from '../../gateway/upstreams/index';
import { createApiKey } from '../support/api-keys';

let stack: Stack;
let base: string;
beforeAll(async () => {
  stack = await startStack();
  base = await listen(stack.gateway.app);
});
afterAll(() => stack.close());

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLBody };
}

const upstreamCalls = () => [...stack.calls.values()].reduce((sum, n) => sum + n, 0);
const listingById = (alias: string) => `${alias}: listing(id: "1") { id }`;

describe('operation limits', () => {
  const documents = Object.entries(clientDocuments).filter(
    (entry): entry is [string, DocumentNode] => (entry[1] as { kind?: string }).kind === 'Document',
  );

  test('every operation of the web client passes at half the limits, so the SRP query has room to grow', () => {
    expect(documents.map(([name]) => name)).toContain('SearchResultsPageDocument');
    const half = Object.fromEntries(
      Object.entries(OPERATION_LIMITS).map(([key, value]) => [key, Math.floor(value / 2)]),
    );
    const { validationRules } = operationProtection(half as typeof OPERATION_LIMITS);
    for (const [, document] of documents) {
      expect(validate(buildSchema(), document, validationRules)).toEqual([]);
    }
  });

  test('the checks above can fail: a limit of 1 refuses the SRP query', () => {
    const tiny = { maxDepth: 1, maxAliases: 1, maxCost: 1, maxTokens: 10_000, maxDirectives: 1 };
    const { validationRules } = operationProtection(tiny);
    expect(validate(buildSchema(), clientDocuments.SearchResultsPageDocument, validationRules).length).toBeGreaterThan(
      0,
    );
  });

  test('the SRP query is not refused by the gateway', async () => {
    const { body } = await post(base, {
      query: print(clientDocuments.SearchResultsPageDocument),
      variables: { input: { zip: '30301' } },
    });
    for (const error of body.errors ?? []) expect(error.message).not.toMatch(/refused/);
  });

  const deepType = (levels: number) =>
    `{ __type(name: "Query") { fields { type ${'{ ofType '.repeat(levels)}{ name }${' }'.repeat(levels)} } } }`;
  const bomb = (levels: number) =>
    [
      `query { listing(id: "1") { ...F${levels} } }`,
      'fragment F0 on Listing { id }',
      ...Array.from({ length: levels }, (_, i) => `fragment F${i + 1} on Listing { ...F${i} ...F${i} }`),
    ].join('\n');

  test.each([
    ['depth', deepType(OPERATION_LIMITS.maxDepth)],
    [
      'aliases',
      `{ ${Array.from({ length: OPERATION_LIMITS.maxAliases + 1 }, (_, i) => listingById(`a${i}`)).join(' ')} }`,
    ],
    ['cost', bomb(14)],
    ['tokens', `{ ${'__typename '.repeat(OPERATION_LIMITS.maxTokens)} }`],
    ['directives', `{ ${'__typename @skip(if: false) '.repeat(OPERATION_LIMITS.maxDirectives + 1)} }`],
  ])('too many %s: refused with 400 and a stable code, without telling the limit', async (_limit, query) => {
    const { status, body } = await post(base, { query });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    const [error] = body.errors!;
    expect(error.message).toMatch(/^Operation refused/);
    expect(error.message).not.toMatch(/\d/);
    expect(error.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  test('a refused operation costs no upstream call; the same shape within the limits does', async () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => listingById(`a${i}`)).join(' ')} }`;
    stack.calls.clear();
    expect((await post(base, { query: aliased(OPERATION_LIMITS.maxAliases + 1) })).status).toBe(400);
    expect((await post(base, { query: bomb(14) })).status).toBe(400);
    expect(upstreamCalls()).toBe(0);

    const allowed = await post(base, { query: aliased(2) });
    expect(allowed.body.errors).toBeUndefined();
    const cheapBomb = await post(base, { query: bomb(2) });
    expect(cheapBomb.body.errors).toBeUndefined();
    expect(upstreamCalls()).toBeGreaterThan(0);
  });

  test('an unknown field gets no "Did you mean" hint', async () => {
    const { status, body } = await post(base, { query: '{ listin(id: "1") { id } }' });
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toContain('listin');
    expect(body.errors?.[0].message).not.toMatch(/did you mean/i);
    expect(body.errors?.[0].message).not.toContain('"listing"');
  });
});

describe('HTTP protections', () => {
  test('CSRF prevention: a GET without a preflight header is refused, with one it is answered', async () => {
    const url = `${base}/graphql?query=${encodeURIComponent('{ __typename }')}`;
    const refused = await fetch(url);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/CSRF/i);
    const answered = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ data: { __typename: 'Query' } });
  });

  test('CSRF prevention: a simple (form-like) POST is refused', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"query":"{ __typename }"}',
    });
    expect(response.status).toBe(400);
  });

  test('a body over the cap is refused with 413 and a JSON error, before any upstream call', async () => {
    stack.calls.clear();
    const query = `{ listing(id: "1") { id } } # ${'x'.repeat(BODY_LIMIT_BYTES)}`;
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ statusCode: 413, message: expect.any(String) });
    expect(upstreamCalls()).toBe(0);
  });

  test('a body under the cap is accepted', async () => {
    const query = `{ __typename } # ${'x'.repeat(BODY_LIMIT_BYTES / 2)}`;
    const { status, body } = await post(base, { query });
    expect(status).toBe(200);
    expect(body.data).toEqual({ __typename: 'Query' });
  });

  test('batching is off: an array of operations is refused', async () => {
    const { status, body } = await post(base, [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
  });

  test('a malformed document gets GRAPHQL_PARSE_FAILED without a stack trace', async () => {
    const { status, body } = await post(base, { query: '{ listing(id: ' });
    expect(status).toBe(400);
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });
});

describe('development and production', () => {
  const introspection = '{ __schema { queryType { name } } }';
  /** A deployment must be given the identity token key (docs/rules/accounts.md#the-signing-key). */
  const TEST_KEY = 'k'.repeat(43);

  test('the sandbox follows NODE_ENV unless GRAPHQL_SANDBOX decides (npm start: production React, sandbox on)', () => {
    expect(readConfig({}).production).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', IDENTITY_TOKEN_KEY: TEST_KEY }).production).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', GRAPHQL_SANDBOX: 'true' }).production).toBe(false);
    expect(readConfig({ GRAPHQL_SANDBOX: 'false', IDENTITY_TOKEN_KEY: TEST_KEY }).production).toBe(true);
  });

  test('a deployment without the identity token key does not start, saying why', () => {
    const elsewhere = { NODE_ENV: 'production', UPSTREAM_ACCOUNT_URL: 'http://account.internal' };
    expect(() => readConfig(elsewhere)).toThrow(/IDENTITY_TOKEN_KEY is required in production/);
    expect(() => readConfig({ NODE_ENV: 'production', UPSTREAM_LSC_URL: 'http://lsc.internal' })).toThrow(
      /IDENTITY_TOKEN_KEY is required in production/,
    );
    // npm start: the reference account service runs in this process and shares the key file.
    expect(readConfig({ NODE_ENV: 'production' }).identityKey).toBeUndefined();
    expect(() => readConfig({ IDENTITY_TOKEN_KEY: 'short' })).toThrow(/at least 32 bytes/);
    expect(readConfig({ NODE_ENV: 'production', IDENTITY_TOKEN_KEY: TEST_KEY }).identityKey).toHaveLength(32);
  });

  test('PUBLIC_ORIGIN: an origin is kept as one; anything else stops the start, naming the variable', () => {
    expect(readConfig({}).publicOrigin).toBeUndefined();
    expect(readConfig({ PUBLIC_ORIGIN: 'https://www.cars.example' }).publicOrigin).toBe('https://www.cars.example');
    expect(readConfig({ PUBLIC_ORIGIN: 'https://WWW.Cars.Example:443/' }).publicOrigin).toBe(
      'https://www.cars.example',
    );
    expect(readConfig({ PUBLIC_ORIGIN: 'http://localhost:4000' }).publicOrigin).toBe('http://localhost:4000');
    expect(() => readConfig({ PUBLIC_ORIGIN: 'www.cars.example' })).toThrow(/^PUBLIC_ORIGIN: .*not a URL/);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'ftp://cars.example' })).toThrow(/^PUBLIC_ORIGIN: .*http or https/);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://cars.example/used' })).toThrow(/^PUBLIC_ORIGIN: .*origin only/);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://cars.example/?a=1' })).toThrow(/^PUBLIC_ORIGIN: .*origin only/);
  });

  test('development: introspection answers and a browser GET of /graphql opens the sandbox', async () => {
    const { body } = await post(base, { query: introspection });
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const page = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/sandbox/i);
  });

  describe('production', () => {
    let production: Gateway;
    let url: string;
    // Operation text needs an API key in production (docs/rules/public-api.md#trusted-documents).
    let keyed: Record<string, string>;
    beforeAll(async () => {
      production = await createGateway({
        upstreams: createUpstreams(stack.upstreamUrl),
        imagesUrl: stack.upstreamUrl,
        production: true,
      });
      url = await listen(production.app);
      keyed = { 'x-api-key': await createApiKey(stack.upstreamUrl, 'security test') };
    });
    afterAll(() => production.app.close());

    test.each([introspection, '{ __type(name: "Listing") { fields { name } } }'])(
      'introspection is refused: %s',
      async (query) => {
        const { status, body } = await post(url, { query }, keyed);
        expect(status).toBe(400);
        expect(body.data).toBeUndefined();
        expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      },
    );

    test('no landing page', async () => {
      const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(400);
      expect(await page.text()).not.toMatch(/sandbox/i);
    });

    test('ordinary queries still answer', async () => {
      const { body } = await post(url, { query: '{ __typename }' }, keyed);
      expect(body).toEqual({ data: { __typename: 'Query' } });
    });
  });
});

describe('error masking', () => {
  // A broken upstream on a real socket: its answers carry SQL and internal paths that must not leak.
  const LEAKS = ['relation "listings"', 'SELECT', '/srv/lsc', 'at Object.', 'TypeError', 'Cannot read'];
  let broken: FastifyInstance;
  let gateway: Gateway;
  let url: string;
  let mode: 'sql-error' | 'malformed' | 'wrong-shape';
  beforeAll(async () => {
    broken = Fastify();
    broken.get('/*', async (_request, reply) => {
      if (mode === 'sql-error') {
        return reply.code(500).send({
          error: 'ERROR: relation "listings" does not exist at character 15: SELECT * FROM listings',
          stack: 'at Object.<anonymous> (/srv/lsc/db.js:1:1)',
        });
      }
      if (mode === 'malformed') return reply.type('application/json').send('{"listings": [');
      return { listings: 'not a list', owners: 7 };
    });
    const brokenUrl = await listen(broken);
    gateway = await createGateway({ upstreams: createUpstreams(brokenUrl), imagesUrl: brokenUrl });
    url = await listen(gateway.app);
  });
  afterAll(async () => {
    await gateway.app.close();
    await broken.close();
  });

  test.each(['sql-error', 'malformed', 'wrong-shape'] as const)(
    'an upstream answering %s: a stable code, no upstream text or stack',
    async (current) => {
      mode = current;
      const { body } = await post(url, { query: '{ listing(id: "1") { id title } }' });
      expect(body.errors?.length).toBeGreaterThan(0);
      for (const error of body.errors!) {
        expect(['UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE']).toContain(error.extensions?.code);
        expect(error.extensions?.stacktrace).toBeUndefined();
      }
      const text = JSON.stringify(body);
      for (const leak of LEAKS) expect(text).not.toContain(leak);
    },
  );
});

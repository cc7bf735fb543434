import { ApolloClient, HttpLink } from '@apollo/client';
import { parse, print } from 'graphql';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { loadTrustedDocuments } from '../../gateway/trusted-documents/manifest';
import { withTypenames } from '../../gateway/trusted-documents/typenames';
import { createCache } from '../../web/src/apollo/client';
import { trustedDocumentsLink } from '../../web/src/apollo/trustedDocuments';
import { SearchResultsPageDocument, VehiclePageDocument } from '../../web/src/__generated__/graphql';
import { listenOnLoopback, startStack, type Stack } from '../support/stack';
import { createApiKey } from '../support/api-keys';

// The gateway with the sandbox off (production), beside the stack's own (sandbox on, as in development).
let stack: Stack;
let production: Gateway;
let base: string;
beforeAll(async () => {
  stack = await startStack(300);
  production = await createGateway({
    upstreams: createUpstreams(stack.upstreamUrl),
    imagesUrl: stack.upstreamUrl,
    production: true,
  });
  base = await listenOnLoopback(production.app);
});
afterAll(async () => {
  await production.app.close();
  await stack.close();
});

interface Sent {
  query?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

/** The web's client, as createBrowserClient builds it, against the production gateway; it keeps each request body it sends. */
function webClient(sent: Sent[]) {
  const recording: typeof fetch = async (input, init) => {
    sent.push(JSON.parse(String(init?.body)) as Sent);
    return fetch(input, init);
  };
  return new ApolloClient({
    cache: createCache(),
    link: trustedDocumentsLink.concat(new HttpLink({ uri: `${base}/graphql`, fetch: recording })),
  });
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: unknown;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    },
  };
}

describe('the web sends hashes, and the gateway runs them from the manifests', () => {
  test("the results page's query goes as its hash alone and comes back whole", async () => {
    const sent: Sent[] = [];
    const client = webClient(sent);
    const { data, error } = await client.query({
      query: SearchResultsPageDocument,
      variables: { queryString: 'zip=30301' },
    });
    expect(error).toBeUndefined();
    expect(data?.searchListings.totalResultCount).toBeGreaterThan(0);
    // The cache normalised the listings by type: the manifest's operation asked for __typename.
    expect(Object.keys(client.cache.extract() as object)).toContain(`Listing:${data?.searchListings.listings[0]?.id}`);
    expect(sent).toHaveLength(1);
    expect(sent[0].query).toBeUndefined();
    expect(sent[0].extensions?.persistedQuery).toEqual({
      version: 1,
      sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  test('a vehicle page query by hash, with its variables', async () => {
    const sent: Sent[] = [];
    const client = webClient(sent);
    const search = await client.query({ query: SearchResultsPageDocument, variables: { queryString: 'zip=30301' } });
    const listingId = search.data?.searchListings.listings[0]?.id;
    expect(listingId).toBeDefined();
    const { data, error } = await client.query({
      query: VehiclePageDocument,
      variables: { id: listingId!, similar: 3 },
    });
    expect(error).toBeUndefined();
    expect(data?.listing?.id).toBe(listingId);
    expect(sent.every((body) => body.query === undefined)).toBe(true);
  });

  test('every hash the web can send is in the manifests', () => {
    const documents = loadTrustedDocuments();
    const hash = (SearchResultsPageDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
    expect(documents.get(hash.slice('sha256:'.length))).toContain('query SearchResultsPage');
    expect(documents.size).toBeGreaterThan(40);
  });
});

describe('what else the production gateway answers', () => {
  test('a hash it does not know gets the standard PersistedQueryNotFound', async () => {
    const { body } = await post(base, {
      extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
    });
    expect(body.errors?.[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
  });

  test('a hash is not learnt: text and hash together are refused without a key, and the hash stays unknown', async () => {
    const query = '{ __typename }';
    const { createHash } = await import('node:crypto');
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const refused = await post(base, { query, extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect(refused.status).toBe(403);
    const after = await post(base, { extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect(after.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  test('operation text without an API key is refused with 403 FORBIDDEN, by POST and by GET', async () => {
    const posted = await post(base, { query: '{ __typename }' });
    expect(posted.status).toBe(403);
    expect(posted.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(posted.body.errors?.[0].message).toMatch(/API key/);
    const got = await fetch(`${base}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(got.status).toBe(403);
  });

  test('with an API key, operation text is run, and a text with its hash is run but not learnt', async () => {
    const key = { 'x-api-key': await createApiKey(stack.upstreamUrl, 'trusted documents test') };
    const text = await post(base, { query: '{ __typename }' }, key);
    expect(text).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
    const query = '{ zipLocation(zip: "30301") { zip } }';
    const { createHash } = await import('node:crypto');
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const both = await post(base, { query, extensions: { persistedQuery: { version: 1, sha256Hash } } }, key);
    expect(both.body.data).toEqual({ zipLocation: { zip: '30301' } });
    const after = await post(base, { extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect(after.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  test('with the sandbox on (development), operation text is run', async () => {
    const sandbox = await listenOnLoopback(stack.gateway.app);
    const { status, body } = await post(sandbox, { query: '{ __typename }' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ __typename: 'Query' });
  });
});

describe('withTypenames', () => {
  test('asks __typename in every selection set but the operation root, as Apollo Client does', () => {
    const printed = withTypenames('query Q { a { b { c } d } ...F } fragment F on Query { e { f } }');
    expect(printed).toBe(
      print(
        parse(
          'query Q { a { b { c __typename } d __typename } ...F } fragment F on Query { e { f __typename } __typename }',
        ),
      ),
    );
  });

  test('leaves a selection set that already asks for it alone', () => {
    expect(withTypenames('{ a { __typename b } }')).toBe(print(parse('{ a { __typename b } }')));
  });
});

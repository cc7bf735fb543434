import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createGateway, type Gateway } from '../../gateway/server';
import type { ContextValue } from '../../gateway/context';
import { createContext } from '../../gateway/context';
import { startStack, type Stack } from '../support/stack';
import { createUpstreams } from '../../gateway/upstreams/index';

const SEARCH = `query Search($input: SearchInput!) {
  searchListings(brand: USED_CAR, input: $input) {
    totalResultCount
    stats { price { min max } year { min max } }
    listings { id title mileage distanceFromSearch pricingDetail { salePrice } owner { id name address { city state } } }
  }
}`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

async function execute(query: string, variables: Record<string, unknown>) {
  const context: ContextValue = createContext(createUpstreams(stack.upstreamUrl));
  const response = await stack.gateway.apollo.executeOperation({ query, variables }, { contextValue: context });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('searchListings', () => {
  test('returns the total, a page of listings with their owner, and the stats', async () => {
    const result = await execute(SEARCH, { input: { zip: '30301', searchRadius: 50 } });
    expect(result.errors).toBeUndefined();
    const data = result.data as {
      searchListings: {
        totalResultCount: number;
        listings: Array<{ owner: { name: string }; distanceFromSearch: number }>;
      };
    };
    expect(data.searchListings.totalResultCount).toBeGreaterThan(30);
    expect(data.searchListings.listings).toHaveLength(30);
    for (const listing of data.searchListings.listings) {
      expect(listing.owner.name).toBeTruthy();
      expect(listing.distanceFromSearch).toBeLessThanOrEqual(50);
    }
  });

  test('costs no owner call when the search payload carries the owners', async () => {
    stack.calls.clear();
    await execute(SEARCH, { input: { numRecords: 30 } });
    expect(stack.calls.get('/rest/lsc/listing')).toBe(1);
    expect(stack.calls.get('/rest/lsc/owner') ?? 0).toBe(0);
  });

  test('answers over HTTP and reads a listing by id', async () => {
    const search = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: SEARCH, variables: { input: { makeCode: ['TOYOTA'], numRecords: 5 } } },
    });
    expect(search.statusCode).toBe(200);
    const [first] = search.json().data.searchListings.listings;
    expect(first.title).toContain('Toyota');
    const byId = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: 'query($id: ID!) { listing(id: $id) { id title owner { name } } }',
        variables: { id: first.id },
      },
    });
    expect(byId.json().data.listing).toMatchObject({
      id: first.id,
      title: first.title,
      owner: { name: first.owner.name },
    });
  });

  test.each([
    [{ sortBy: 'bogus' }, 'sortBy'],
    [{ firstRecord: -1 }, 'firstRecord'],
    [{ minPrice: 'abc' }, 'minPrice'],
    [{ numRecords: 5000 }, 'numRecords'],
    [{ zip: '3030' }, 'zip'],
  ])('refuses %j with BAD_USER_INPUT naming %s, without a stack trace', async (input, field) => {
    const response = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: SEARCH, variables: { input } },
    });
    expect(response.statusCode).toBeLessThan(500);
    const [error] = response.json().errors;
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.field).toBe(field);
    expect(error.extensions.stacktrace).toBeUndefined();
  });
});

describe('owners of a page, when the search payload does not carry them', () => {
  let stripping: FastifyInstance;
  let gateway: Gateway;

  beforeAll(async () => {
    // An upstream that answers searches without owners, so the gateway must look them up.
    stripping = Fastify();
    stripping.get('/rest/lsc/listing', async (request) => {
      const body = await (await fetch(`${stack.upstreamUrl}${request.url}`)).json();
      return { ...body, owners: [] };
    });
    stripping.get('/rest/lsc/owner', async (request) => (await fetch(`${stack.upstreamUrl}${request.url}`)).json());
    await stripping.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(stripping.server.address() as AddressInfo).port}`;
    gateway = await createGateway({ upstreams: createUpstreams(url), imagesUrl: url });
  });
  afterAll(async () => {
    await gateway.app.close();
    await stripping.close();
  });

  test('are fetched in one batched call for a page of 30, never one per listing', async () => {
    stack.calls.clear();
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: SEARCH, variables: { input: { numRecords: 30 } } },
    });
    const listings = response.json().data.searchListings.listings as Array<{ owner: { id: string } | null }>;
    expect(listings).toHaveLength(30);
    expect(listings.every((l) => l.owner?.id)).toBe(true);
    expect(stack.calls.get('/rest/lsc/owner')).toBe(1);
  });
});

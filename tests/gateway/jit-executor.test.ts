import { execute, parse, print } from 'graphql';
import { SearchResultsPageDocument } from '../../web/src/__generated__/graphql';
import { buildSchema } from '../../gateway/schema';
import { createContext } from '../../gateway/context';
import { startStack, warmAdServer, type Stack } from '../support/stack';
import { createUpstreams } from '../../gateway/upstreams/index';

/** The gateway executes with graphql-jit (gateway/graphql/jit-executor.ts); graphql-js is the reference. */
let stack: Stack;
/**
 * Each search below asks optional groups (the showcase among them) with short time limits: one call
 * past its limit on a busy machine would leave a group out of one answer and not the other. Both
 * executions get time-outs no healthy call reaches, so the two answers differ only by the executor.
 */
const PATIENT = { breakers: { timeout: 30_000 } };
beforeAll(async () => {
  stack = await startStack(3_000, PATIENT);
  await warmAdServer(stack.upstreamUrl);
  await post(print(SearchResultsPageDocument), { queryString: 'zip=30301&searchRadius=100' });
}, 120_000);
afterAll(() => stack.close());

const post = async (query: string, variables: Record<string, unknown>) =>
  stack.gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });

test.each([
  'zip=30301&searchRadius=100',
  'makeCode=TOYOTA&makeCode=HONDA&sortBy=derivedpriceASC&searchRadius=0',
  'listingType=NEW&bodyStyleCode=SUVCROSS&zip=60601&searchRadius=50&firstRecord=30',
])('the SRP query answers as graphql-js answers it: %s', async (queryString) => {
  const query = print(SearchResultsPageDocument);
  const jit = (await post(query, { queryString })).json();
  const reference = await execute({
    schema: buildSchema(),
    document: parse(query),
    contextValue: createContext(createUpstreams(stack.upstreamUrl, PATIENT)),
    variableValues: { queryString },
  });
  expect(jit.errors).toBeUndefined();
  expect(jit).toEqual(JSON.parse(JSON.stringify(reference)));
});

test('a resolver error keeps its code and field, and a bad variable is BAD_USER_INPUT with 400', async () => {
  const search = 'query S($input: SearchInput) { searchListings(brand: USED_CAR, input: $input) { totalResultCount } }';
  const rule = await post(search, { input: { numRecords: 5000 } });
  expect(rule.json().errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'numRecords' });
  const coercion = await post(search, { input: { minPrice: 'abc' } });
  expect(coercion.statusCode).toBe(400);
  expect(coercion.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
});

test('a compiled operation answers each request with its own variables', async () => {
  const zip = 'query Zip($zip: String!) { zipLocation(zip: $zip) { zip valid } }';
  const [a, b] = await Promise.all([post(zip, { zip: '30301' }), post(zip, { zip: '303' })]);
  expect(a.json().data.zipLocation).toEqual({ zip: '30301', valid: true });
  expect(b.json().data.zipLocation).toEqual({ zip: '303', valid: false });
});

test('a non-null variable with a default may be left out, as graphql-js and the spec allow', async () => {
  const query =
    'query P($qs: String!, $on: Boolean! = false, $w: PaymentEstimateInput! = { termMonths: 48 }) { searchListings(brand: USED_CAR, queryString: $qs) { listings { pricingDetail { payments(estimate: $w) @include(if: $on) { termMonths } } } } }';
  const left = await post(query, { qs: 'makeCode=FORD' });
  expect(left.json().errors).toBeUndefined();
  expect(left.json().data.searchListings.listings[0].pricingDetail).toEqual({});
  const given = await post(query, { qs: 'makeCode=FORD', on: true });
  expect(given.json().errors).toBeUndefined();
  expect(given.json().data.searchListings.listings[0].pricingDetail.payments).toEqual({ termMonths: 48 });
});

test("the SRP query with a wallet answers each card's payment as graphql-js does", async () => {
  const query = print(SearchResultsPageDocument);
  const variables = {
    queryString: 'makeCode=FORD',
    hasWallet: true,
    wallet: { downPayment: 4000, tradeInValue: 0, termMonths: 72, aprPercent: 6.9 },
  };
  const jit = (await post(query, variables)).json();
  const reference = await execute({
    schema: buildSchema(),
    document: parse(query),
    contextValue: createContext(createUpstreams(stack.upstreamUrl, PATIENT)),
    variableValues: variables,
  });
  expect(jit.errors).toBeUndefined();
  expect(JSON.stringify(jit)).toContain('"payments":{"monthly":');
  expect(jit).toEqual(JSON.parse(JSON.stringify(reference)));
});

import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * Searches no page builds, sent over real HTTP to the real listing service
 * (docs/rules/search-request.md#bounded-searches): each is trimmed to what a search holds and
 * answered, never an upstream failure, which would count against the listing search's circuit for
 * every shopper. Before the bound, a long value or many parameters made a URL the listing
 * service's HTTP server refused (431) and a NUL a failed call.
 */
let upstream: UpstreamFixture;
let gateway: Gateway;
/** The longest URL the listing service was asked. */
let longestUrl = 0;

beforeAll(async () => {
  upstream = await startUpstream({ seedListings: 100 });
  upstream.upstream.app.addHook('onRequest', async (request) => {
    longestUrl = Math.max(longestUrl, request.url.length);
  });
  const url = await listenOnLoopback(upstream.upstream.app);
  gateway = await createGateway({ upstreams: createUpstreams(url), imagesUrl: url, rateLimit: { max: 100_000 } });
});
afterAll(async () => {
  await gateway.app.close();
  await upstream.close();
});

const SEARCH = 'query($q: String) { searchListings(queryString: $q) { totalResultCount } }';
const search = async (q: string) =>
  (await gateway.app.inject({ method: 'POST', url: '/graphql', payload: { query: SEARCH, variables: { q } } })).json();

const repeated = (count: number, param: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => param(i)).join('&');

test.each([
  ['a keyword of 30,000 characters', `keywordPhrases=${'a'.repeat(30_000)}`],
  ['NULs in two filters', 'makeCode=F%00RD&city=a%00b'],
  ['a broken character', 'city=%ED%A0%80&makeCode=FORD'],
  ['2,000 made-up parameters', repeated(2_000, (i) => `p${i}=${'x'.repeat(20)}`)],
  ['3,000 values of one filter', repeated(3_000, (i) => `extColorSimple=C${i}`)],
])('%s: trimmed and answered, and the listing search stays up', async (_name, queryString) => {
  const answer = await search(queryString);
  expect(answer.errors).toBeUndefined();
  expect(answer.data.searchListings.totalResultCount).toEqual(expect.any(Number));
  expect(longestUrl).toBeLessThan(8_000);
});

test('after all of them, a plain search answers its cars', async () => {
  for (let i = 0; i < 6; i++) await search(`keywordPhrases=${'b'.repeat(20_000)}`);
  const answer = await search('zip=30301');
  expect(answer.data.searchListings.totalResultCount).toBeGreaterThan(0);
});

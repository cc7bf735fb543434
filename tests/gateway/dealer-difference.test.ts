import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContext, type ContextValue } from '../../gateway/context';
import { registry } from '../../gateway/observability/metrics';
import { createCmsClient } from '../../gateway/upstreams/cms/client';
import { CMS_ENDPOINTS } from '../../gateway/upstreams/cms/constants';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startStack, type Stack } from '../support/stack';

/**
 * Listing.dealerDifference (docs/rules/vehicle-page.md#seller-card, docs/rules/upstreams.md#content-service-calls):
 * the content service's JSON and HTML for the seller's CMS id and the listing's type, the HTML
 * sanitised; null, logged and counted by the breaker when the service fails; null without a call
 * for a private seller or a dealer without content.
 */

let stack: Stack;
let cms: MockCms;

beforeAll(async () => {
  stack = await startStack(1_500);
  cms = await startMockCms();
});
afterAll(async () => {
  await cms.close();
  await stack.close();
});

type Mode = 'ok' | 'error500' | 'malformed' | 'wrongShape' | 'slow' | 'notHtml';

/** A content service whose answers a test chooses, counting the requests by path. */
interface MockCms {
  url: string;
  mode: Mode;
  json: unknown;
  html: string;
  calls: string[];
  close(): Promise<void>;
}

const HOSTILE_HTML = [
  '<h3 onclick="steal(document.cookie)">Our story</h3>',
  "<script>alert('owned')</script>",
  '<p style="position:fixed">Family run <strong>since 1978</strong>. <img src="x" onerror="alert(1)">',
  '<a href="javascript:evil()">Read more</a></p>',
  '<iframe src="https://evil.example"></iframe>',
  '<ul><li onmouseover="evil()">Free coffee</li></ul>',
].join('');

const MOCK_JSON = {
  headline: 'A dealer worth the drive',
  bullets: ['Free coffee', 'Fair prices'],
  imageUrl: '/images/dealerdiff/dd-mock.webp',
  imageAlt: 'Our showroom',
  updatedAt: '2025-05-01T10:00:00.000Z',
};

async function startMockCms(): Promise<MockCms> {
  const state = { mode: 'ok' as Mode, json: MOCK_JSON as unknown, html: HOSTILE_HTML, calls: [] as string[] };
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    state.calls.push(path);
    if (state.mode === 'slow') return; // never answers: the gateway's time-out aborts the call
    if (state.mode === 'error500') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('internal details');
      return;
    }
    if (path.endsWith('.json')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (state.mode === 'malformed') response.end('{"headline": "cut off');
      else if (state.mode === 'wrongShape') response.end(JSON.stringify({ headline: 'No bullets' }));
      else response.end(JSON.stringify(state.json));
      return;
    }
    response.writeHead(200, { 'content-type': state.mode === 'notHtml' ? 'application/json' : 'text/html' });
    response.end(state.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const DEALER_DIFFERENCE = `query($id: ID!) {
  listing(id: $id) {
    id listingType
    dealerDifference { headline bullets image { src alt } html listingType }
  }
}`;

interface Answer {
  listing: {
    id: string;
    listingType: string;
    dealerDifference: {
      headline: string;
      bullets: string[];
      image: { src: string; alt: string } | null;
      html: string;
      listingType: string;
    } | null;
  };
}

type Upstreams = ReturnType<typeof createUpstreams>;

/** Runs a query with a context of its own; the warnings it logs are kept. */
async function ask(id: string, upstreams: Upstreams, query = DEALER_DIFFERENCE) {
  const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];
  const log = { warn: (details: Record<string, unknown>, message: string) => warnings.push({ details, message }) };
  const context: ContextValue = createContext(upstreams, log);
  const response = await stack.gateway.apollo.executeOperation({ query, variables: { id } }, { contextValue: context });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  const { data, errors } = response.body.singleResult;
  return { data: data as unknown as Answer, errors, warnings };
}

/** The gateway's clients with the content service at the mock, with fresh breakers. */
const withMockCms = (breakers = { timeout: 60_000, resetTimeout: 60_000 }): Upstreams => ({
  ...createUpstreams(stack.upstreamUrl),
  cms: createCmsClient(cms.url, { breakers }),
});

/** A listing whose seller is of this kind, by the seed's owners. */
async function listingOf(
  seller: 'content' | 'private' | 'dealerWithoutContent',
): Promise<{ id: string; cmsId: string | null; name: string }> {
  const where = {
    content: 'NOT o.private_seller AND o.dealer_diff_cms_id IS NOT NULL',
    private: 'o.private_seller',
    dealerWithoutContent: 'NOT o.private_seller AND o.dealer_diff_cms_id IS NULL',
  }[seller];
  const [row] = await stack.testDb.db.query<{ id: string; cmsId: string | null; name: string }>(
    `SELECT l.id::text AS id, o.dealer_diff_cms_id AS "cmsId", o.name FROM listings l JOIN owners o ON o.id = l.owner_id
     WHERE ${where} ORDER BY l.id LIMIT 1`,
  );
  expect(row).toBeDefined();
  return row;
}

async function breakerCount(breaker: string, event: string): Promise<number> {
  const metric = await registry.getSingleMetric('gateway_upstream_breaker_events_total')!.get();
  return metric.values.find((v) => v.labels.breaker === breaker && v.labels.event === event)?.value ?? 0;
}

const cmsCalls = () => [...stack.calls.keys()].filter((path) => path.startsWith('/content/dealerdiff/'));

test("the spec's breaker: 5000 ms, reset 300000, for both calls", () => {
  expect(CMS_ENDPOINTS.dealerDiffJson).toMatchObject({ timeout: 5_000, resetTimeout: 300_000 });
  expect(CMS_ENDPOINTS.dealerDiffHtml).toMatchObject({ timeout: 5_000, resetTimeout: 300_000, format: 'html' });
});

describe('a dealer with content', () => {
  test("resolves the content service's content for the listing's type, with one JSON and one HTML call", async () => {
    const { id, cmsId } = await listingOf('content');
    stack.calls.clear();
    const { data, errors, warnings } = await ask(id, createUpstreams(stack.upstreamUrl));
    expect(errors).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(cmsCalls().sort()).toEqual([`/content/dealerdiff/${cmsId}.html`, `/content/dealerdiff/${cmsId}.json`]);
    expect(stack.calls.get(`/content/dealerdiff/${cmsId}.json`)).toBe(1);
    expect(stack.calls.get(`/content/dealerdiff/${cmsId}.html`)).toBe(1);
    const { listingType, dealerDifference } = data.listing;
    const type = listingType === 'THIRD_PARTY_CERTIFIED' ? '3P_CERT' : listingType;
    const expected = (await stack.upstream.app.inject(`/content/dealerdiff/${cmsId}.json?listingType=${type}`)).json();
    expect(dealerDifference).toEqual({
      headline: expected.headline,
      bullets: expected.bullets,
      image: { src: expected.imageUrl, alt: expected.imageAlt },
      html: expect.stringMatching(/^<h3>About /),
      listingType,
    });
    expect(dealerDifference!.html).toContain('</ul>');
  });

  test('asked twice in one query (aliases), the two calls are made once', async () => {
    const { id, cmsId } = await listingOf('content');
    stack.calls.clear();
    const { data, errors } = await ask(
      id,
      createUpstreams(stack.upstreamUrl),
      `query($id: ID!) { listing(id: $id) { id dealerDifference { headline } again: dealerDifference { html } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data.listing.dealerDifference).not.toBeNull();
    expect(stack.calls.get(`/content/dealerdiff/${cmsId}.json`)).toBe(1);
    expect(stack.calls.get(`/content/dealerdiff/${cmsId}.html`)).toBe(1);
  });

  test('the HTML is sanitised: no script, handler, style, link or frame of the CMS reaches the answer', async () => {
    const { id } = await listingOf('content');
    Object.assign(cms, { mode: 'ok', json: MOCK_JSON, html: HOSTILE_HTML });
    const { data, errors } = await ask(id, withMockCms());
    expect(errors).toBeUndefined();
    const { html, headline, bullets, image } = data.listing.dealerDifference!;
    expect({ headline, bullets, image }).toEqual({
      headline: MOCK_JSON.headline,
      bullets: MOCK_JSON.bullets,
      image: { src: MOCK_JSON.imageUrl, alt: MOCK_JSON.imageAlt },
    });
    expect(html).toBe(
      '<h3>Our story</h3><p>Family run <strong>since 1978</strong>. Read more</p><ul><li>Free coffee</li></ul>',
    );
    for (const banned of [
      '<script',
      'alert',
      'onclick',
      'onerror',
      'onmouseover',
      'javascript:',
      'style=',
      '<iframe',
      '<a ',
      '<img',
    ])
      expect(html).not.toContain(banned);
  });

  test('a picture that is not a path of this site is left out; the rest is shown', async () => {
    const { id } = await listingOf('content');
    Object.assign(cms, { mode: 'ok', json: { ...MOCK_JSON, imageUrl: 'javascript:alert(1)' }, html: '<p>Hi</p>' });
    const { data } = await ask(id, withMockCms());
    expect(data.listing.dealerDifference).toMatchObject({
      headline: MOCK_JSON.headline,
      image: null,
      html: '<p>Hi</p>',
    });
    Object.assign(cms, { json: { ...MOCK_JSON, imageUrl: 'https://tracker.example/pixel.gif' } });
    expect((await ask(id, withMockCms())).data.listing.dealerDifference!.image).toBeNull();
  });
});

describe('null without a call', () => {
  test.each(['private', 'dealerWithoutContent'] as const)(
    '%s: dealerDifference is null, the CMS is not called',
    async (seller) => {
      const { id } = await listingOf(seller);
      stack.calls.clear();
      cms.calls.length = 0;
      const { data, errors, warnings } = await ask(id, withMockCms());
      expect(errors).toBeUndefined();
      expect(data.listing.dealerDifference).toBeNull();
      expect(cms.calls).toEqual([]);
      expect(cmsCalls()).toEqual([]);
      expect(warnings).toEqual([]);
    },
  );
});

describe('the content service failing: null, logged without personal data, counted by the breaker', () => {
  // First: a slow call's other half (left running when the first fails) settles after its test.
  test('an HTML call answered with something else than HTML is a failure too', async () => {
    const { id } = await listingOf('content');
    Object.assign(cms, { mode: 'notHtml', json: MOCK_JSON, html: '{"not":"html"}' });
    const failures = await breakerCount('cms.dealerDiffHtml', 'failure');
    const { data, warnings } = await ask(id, withMockCms());
    expect(data.listing.dealerDifference).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(await breakerCount('cms.dealerDiffHtml', 'failure')).toBe(failures + 1);
  });

  test.each<[string, Mode, string]>([
    ['answering 500', 'error500', 'UPSTREAM_ERROR'],
    ['answering malformed JSON', 'malformed', 'UPSTREAM_ERROR'],
    ['answering JSON that breaks the contract', 'wrongShape', 'UPSTREAM_ERROR'],
    ['slower than the time-out', 'slow', 'UPSTREAM_TIMEOUT'],
  ])('%s', async (_name, mode, code) => {
    const { id, name, cmsId } = await listingOf('content');
    Object.assign(cms, { mode, json: MOCK_JSON, html: '<p>Hi</p>' });
    const failures = await breakerCount('cms.dealerDiffJson', 'failure');
    const { data, errors, warnings } = await ask(id, withMockCms({ timeout: 300, resetTimeout: 60_000 }));
    expect(errors).toBeUndefined();
    expect(data.listing.id).toBe(id);
    expect(data.listing.dealerDifference).toBeNull();
    expect(warnings).toEqual([
      { details: { group: 'dealerDifference', code }, message: 'dealer difference unavailable; shown without it' },
    ]);
    expect(JSON.stringify(warnings)).not.toContain(name);
    expect(JSON.stringify(warnings)).not.toContain(cmsId!);
    expect(await breakerCount('cms.dealerDiffJson', 'failure')).toBe(failures + 1);
    if (mode === 'slow') expect(await breakerCount('cms.dealerDiffJson', 'timeout')).toBeGreaterThan(0);
  });

  test('after the volume threshold the breaker opens: no more calls, still null, logged as unavailable', async () => {
    const { id } = await listingOf('content');
    Object.assign(cms, { mode: 'error500' });
    const upstreams = withMockCms();
    cms.calls.length = 0;
    // Volume threshold 5: five failures, then the circuit is open.
    for (let i = 0; i < 5; i++) expect((await ask(id, upstreams)).data.listing.dealerDifference).toBeNull();
    const jsonCalls = () => cms.calls.filter((path) => path.endsWith('.json')).length;
    expect(jsonCalls()).toBe(5);
    const open = await ask(id, upstreams);
    expect(open.errors).toBeUndefined();
    expect(open.data.listing.dealerDifference).toBeNull();
    expect(jsonCalls()).toBe(5);
    expect(open.warnings).toEqual([
      expect.objectContaining({ details: { group: 'dealerDifference', code: 'UPSTREAM_UNAVAILABLE' } }),
    ]);
  });
});

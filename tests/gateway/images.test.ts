import http from 'node:http';
import sharp from 'sharp';
import { monogramSvg } from '../../upstreams/images/silhouette';
import { listenOnLoopback, startStack, type Stack } from '../support/stack';

/** How long browsers and CDNs may keep a generated image: a day. */
const IMAGE_CACHE = 'public, max-age=86400';

let stack: Stack;
let gatewayUrl: URL;
let listingId: number;
let owner: { id: number; name: string };
beforeAll(async () => {
  stack = await startStack(500);
  gatewayUrl = new URL(await listenOnLoopback(stack.gateway.app));
  [{ id: listingId }] = await stack.testDb.db.query<{ id: number }>(
    'SELECT id::float8 AS id FROM listings ORDER BY id LIMIT 1',
  );
  [owner] = await stack.testDb.db.query<{ id: number; name: string }>(
    'SELECT id::float8 AS id, name FROM owners ORDER BY id LIMIT 1',
  );
});
afterAll(() => stack.close());

const fromUpstream = (url: string) => stack.upstream.app.inject({ method: 'GET', url });
const fromGateway = (url: string) => stack.gateway.app.inject({ method: 'GET', url });

/**
 * A GET with the path sent exactly as written: fetch and inject both resolve dot segments
 * (%2e%2e included) before sending, which an attacker's client need not do.
 */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: gatewayUrl.hostname, port: gatewayUrl.port, path }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
}

describe('the upstream’s generated images', () => {
  test('a listing photo is a 400x300 WebP, cacheable for a day', async () => {
    const response = await fromUpstream(`/images/listings/${listingId}.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE);
    const image = await sharp(response.rawPayload).metadata();
    expect({ format: image.format, width: image.width, height: image.height }).toEqual({
      format: 'webp',
      width: 400,
      height: 300,
    });
  });

  test('a dealer logo is an SVG naming the dealer, cacheable for a day', async () => {
    const response = await fromUpstream(`/images/owners/${owner.id}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE);
    expect(response.body).toBe(monogramSvg(owner.name));
  });

  test.each([
    ['an unknown listing', '/images/listings/999999999.webp'],
    ['a listing id that is not a number', '/images/listings/abc.webp'],
    ['an unknown dealer', '/images/owners/999999999.svg'],
  ])('%s is a 404 with a JSON error, not a 500', async (_case, url) => {
    const response = await fromUpstream(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  test("a dealer's name is escaped in its logo", () => {
    const svg = monogramSvg('Bob & <script>alert(1)</script> "Motors"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('aria-label="Bob &#38; &#60;script&#62;alert(1)&#60;/script&#62; &#34;Motors&#34; logo"');
    // The initials of the first two words.
    expect(svg).toMatch(/>B&#38;<\/text>/);
  });
});

describe('the gateway’s /images/* route', () => {
  test('passes a photo through: the same bytes, content type and caching', async () => {
    const upstream = await fromUpstream(`/images/listings/${listingId}.webp`);
    const response = await fromGateway(`/images/listings/${listingId}.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE);
    expect(Buffer.compare(response.rawPayload, upstream.rawPayload)).toBe(0);
  });

  test('passes a logo through', async () => {
    const response = await fromGateway(`/images/owners/${owner.id}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe(monogramSvg(owner.name));
  });

  test('an unknown image is a 404 that no cache keeps', async () => {
    const response = await fromGateway('/images/listings/999999999.webp');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test.each([
    ['dot segments', '/images/../rest/lsc/listing'],
    ['encoded dot segments', '/images/%2e%2e/rest/lsc/listing'],
    ['mixed-case encoded dot segments', '/images/listings/%2E%2e/%2e./rest/lsc/owner?ownerId=1'],
    ['an encoded slash', '/images/..%2frest%2flsc%2flisting'],
    ['a backslash', '/images/..\\rest\\lsc\\listing'],
  ])('a path with %s reaches nothing upstream but images', async (_case, path) => {
    const seen = new Set(stack.urls);
    const response = await rawGet(path);
    // The gateway's own 404, not an upstream answer passed through.
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const asked = stack.urls.filter((url) => !seen.has(url));
    for (const url of asked) expect(new URL(url, 'http://upstream').pathname).toMatch(/^\/images\//);
  });
});

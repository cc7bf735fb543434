import type { FastifyReply, FastifyRequest } from 'fastify';
import { BRANDS, type BrandCode } from '../../contracts/search/brands';

/**
 * Which brand a request is for (docs/rules/brands.md#which-brand): its `?brand=` (a development
 * fallback, remembered in a session cookie so the page's own requests keep it), else that cookie,
 * else its host name (BRAND_HOSTS), else the used-car marketplace.
 */

/** The session cookie a `?brand=` leaves, so that the page's GraphQL requests and links keep the brand. */
export const BRAND_COOKIE = 'mm_brand';

/** The host names every install answers to: `*.localhost` resolves to the loopback address out of the box. */
export const DEFAULT_BRAND_HOSTS: Readonly<Record<string, BrandCode>> = {
  'usedcar.localhost': 'motormart',
  'valuation.localhost': 'fairvalue',
  'carmaker.localhost': 'halden',
};

export const DEFAULT_BRAND: BrandCode = 'motormart';

/** Every spelling `?brand=` takes: the brand's code, its GraphQL enum value, or its host alias. */
const SPELLINGS: Readonly<Record<string, BrandCode>> = {
  usedcar: 'motormart',
  used_car: 'motormart',
  valuation: 'fairvalue',
  carmaker: 'halden',
  car_maker: 'halden',
  ...Object.fromEntries(Object.keys(BRANDS).map((code) => [code, code as BrandCode])),
};

/** The brand a `?brand=` value or the cookie names; undefined for anything else. */
export const brandNamed = (value: unknown): BrandCode | undefined =>
  typeof value === 'string' ? SPELLINGS[value.toLowerCase()] : undefined;

export type BrandHosts = Readonly<Record<string, BrandCode>>;

interface BrandedRequest {
  hostname: string;
  query: unknown;
  cookies?: Record<string, string | undefined>;
}

export function brandOf(request: BrandedRequest, hosts: BrandHosts): BrandCode {
  const asked = brandNamed((request.query as Record<string, unknown> | undefined)?.brand);
  return asked ?? brandNamed(request.cookies?.[BRAND_COOKIE]) ?? hosts[request.hostname.toLowerCase()] ?? DEFAULT_BRAND;
}

/**
 * A page asked for with `?brand=` remembers it for the browser session (the canonical redirect
 * that follows drops the parameter). `?brand=` naming no brand forgets it.
 */
export function rememberAskedBrand(request: FastifyRequest, reply: FastifyReply): void {
  const value = (request.query as Record<string, unknown> | undefined)?.brand;
  if (value === undefined) return;
  const asked = brandNamed(value);
  if (asked) void reply.setCookie(BRAND_COOKIE, asked, { path: '/', sameSite: 'lax', httpOnly: true });
  else void reply.clearCookie(BRAND_COOKIE, { path: '/' });
}

/** The URL without its `brand` parameter, every other pair as it was written. */
export function withoutBrandParam(url: string): string {
  const [path, query = ''] = url.split('?', 2);
  const kept = query.split('&').filter((pair) => pair !== '' && decodeURIComponent(pair.split('=')[0]) !== 'brand');
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/**
 * A page asked for with `?brand=` (development: one host name, three brands): the brand goes into
 * the session cookie and the browser to the same URL without it, so the page, its links and its
 * GraphQL requests all carry the brand the same way.
 */
export function redirectAskedBrand(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (request.method !== 'GET' || (request.query as Record<string, unknown>)?.brand === undefined) return undefined;
  rememberAskedBrand(request, reply);
  return reply.redirect(withoutBrandParam(request.url), 302);
}

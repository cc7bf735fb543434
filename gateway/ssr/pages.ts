import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { SchemaLink } from '@apollo/client/link/schema';
import { renderApp, renderErrorScreen, renderStatusPage } from '../../web/src/entry-server';
import {
  SRP_PATH,
  canonicalQueryString,
  isCanonical,
  searchQueryString as searchOfLocation,
} from '../../contracts/search';
import type { PageData } from '../../web/src/ssr/page';
import { createContext, type ContextValue, type Upstreams } from '../context';
import { readClientAssets, registerAssets } from './assets';
import {
  EXPIRED_COOKIE,
  EXPIRED_COOKIE_MAX_AGE_S,
  EXPIRED_FALLBACK_NAME,
  HOME_PATH,
  PAGE_CACHE,
  isBot,
} from './constants';
import { memoisedLsc } from './memo';
import { htmlDocument, type DocumentParts } from './document';
import { crawlLinksHtml, defaultHead, srpHead, SRP_SEO_QUERY, VEHICLE_QUERY, type SrpSeoData } from './seo';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface SrpPagesOptions {
  /** The gateway's executable schema: pages query it in-process, never over HTTP. */
  schema: GraphQLSchema;
  upstreams: Upstreams;
  /** The client build (index.html and assets/); web/dist by default. Pages render without it, unhydrated. */
  webDist?: string;
  /**
   * The site's public origin for canonical links and JSON-LD. Unset, the request's own (its Host,
   * or X-Forwarded-Host from a trusted proxy): right for one host name, but a site reached under
   * several (www and bare, a CDN's, an IP) should name one, or each would claim to be canonical.
   */
  publicOrigin?: string;
}

const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /cars-for-sale',
  'Disallow: /graphql',
  'Disallow: /metrics',
  'Disallow: /healthz',
  'Disallow: /readyz',
  '',
].join('\n');

/** The query string of a request URL, without its '?'. */
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/** Spec §6 and §8: a full-page failure is a 500 for people and a 200 for crawlers. */
const failureStatus = (request: FastifyRequest) => (isBot(request.headers['user-agent']) ? 200 : 500);

/** The cookie's vehicle name as the banner shows it: printable text, short. */
const vehicleName = (value: string) =>
  value
    .replace(/[^\p{L}\p{N} .,'&/()-]/gu, '')
    .slice(0, 60)
    .trim() || EXPIRED_FALLBACK_NAME;

/**
 * The server-rendered pages: the SRP (spec §2: canonical 301, results in the first HTML), the
 * vehicle page (expired listings go home with the banner cookie), status-code pages, robots.txt
 * and the hashed client assets.
 */
export async function registerSrpPages(app: FastifyInstance, options: SrpPagesOptions): Promise<void> {
  const webDist = options.webDist ?? WEB_DIST;
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  const assets = readClientAssets(webDist);
  registerAssets(app, webDist);

  /** A per-request context whose identical lsc calls are shared by the tree's query and the head's. */
  const pageContext = (request: FastifyRequest): ContextValue =>
    createContext({ ...options.upstreams, lsc: memoisedLsc(options.upstreams.lsc) }, request.log);
  const run = <T>(document: DocumentNode, variables: Record<string, unknown>, context: ContextValue) =>
    Promise.resolve(
      execute({ schema: options.schema, document, variableValues: variables, contextValue: context }),
    ) as Promise<ExecutionResult<T>>;

  const originOf = (request: FastifyRequest) => options.publicOrigin ?? `${request.protocol}://${request.host}`;

  const send = (reply: FastifyReply, status: number, parts: DocumentParts) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', status === 200 && !parts.head.noindex ? PAGE_CACHE : 'no-store')
      .send(htmlDocument(parts));

  const errorPage = (request: FastifyRequest, reply: FastifyReply) => {
    // The status differs by user-agent, so shared caches must keep them apart.
    reply.header('vary', 'user-agent');
    return send(reply, failureStatus(request), {
      head: defaultHead('Search error', true),
      rootHtml: renderErrorScreen(),
      assets,
    });
  };
  const statusPage = (reply: FastifyReply, status: number) =>
    send(reply, status, {
      head: defaultHead(`Error ${status}`, true),
      rootHtml: renderStatusPage(status),
      assets,
      static: true,
    });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  );

  // Home (spec §2 'Home page'): this product's home is the results page with no filters.
  app.get(HOME_PATH, async (request, reply) => {
    const query = queryOf(request.url);
    return reply.redirect(query ? `${SRP_PATH}?${query}` : SRP_PATH, 302);
  });

  app.get(SRP_PATH, async (request, reply) => {
    const rawQuery = queryOf(request.url);
    // Spec §2: one spelling per search; anything else moves permanently to it.
    if (!isCanonical(rawQuery)) {
      const canonical = canonicalQueryString(rawQuery);
      return reply.redirect(canonical ? `${SRP_PATH}?${canonical}` : SRP_PATH, 301);
    }
    const page: PageData = {};
    const expired = request.cookies[EXPIRED_COOKIE];
    if (expired !== undefined) {
      page.expiredVehicle = vehicleName(expired);
      // The banner is for this page only.
      reply.clearCookie(EXPIRED_COOKIE, { path: '/' });
    }

    const context = pageContext(request);
    const link = new SchemaLink({ schema: options.schema, context });
    const [seo, rendered] = await Promise.allSettled([
      run<{ searchListings: SrpSeoData }>(
        SRP_SEO_QUERY,
        { queryString: searchOfLocation(rawQuery ? `?${rawQuery}` : '') },
        context,
      ),
      renderApp({ url: request.url, link, page }),
    ]);
    if (rendered.status === 'rejected' || seo.status === 'rejected') {
      request.log.error(
        { err: rendered.status === 'rejected' ? rendered.reason : (seo as PromiseRejectedResult).reason },
        'server render of the results page failed',
      );
      return errorPage(request, reply);
    }
    const results = seo.value.data?.searchListings;
    if (!results) {
      const errors = seo.value.errors ?? [];
      // A search the upstream refused is the shopper's URL, not an outage: a status-code page.
      if (errors.length > 0 && errors.every((error) => error.extensions?.code === 'BAD_USER_INPUT'))
        return statusPage(reply, 400);
      return errorPage(request, reply);
    }
    const origin = originOf(request);
    return send(reply, 200, {
      head: srpHead(results, origin),
      rootHtml: rendered.value.html,
      afterRoot: crawlLinksHtml(results.crawlLinks),
      state: rendered.value.state,
      page,
      assets,
      deferredModules: rendered.value.deferredModules,
    });
  });

  app.get<{ Params: { listingId: string } }>(`${SRP_PATH}/vehicle/:listingId`, async (request, reply) => {
    const context = pageContext(request);
    const found = await run<{ listing: { title: string; make: string; model: string } | null }>(
      VEHICLE_QUERY,
      { id: request.params.listingId },
      context,
    );
    if (found.errors?.length || !found.data) return errorPage(request, reply);
    const listing = found.data.listing;
    if (!listing) {
      // Spec §2/§8: an expired vehicle page goes home, where the banner names what was gone.
      reply.setCookie(EXPIRED_COOKIE, EXPIRED_FALLBACK_NAME, {
        path: '/',
        maxAge: EXPIRED_COOKIE_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'lax',
      });
      return reply.redirect(HOME_PATH, 302);
    }
    const rendered = await renderApp({
      url: request.url,
      link: new SchemaLink({ schema: options.schema, context }),
      page: {},
    }).catch((error: unknown) => {
      request.log.error({ err: error }, 'server render of the vehicle page failed');
      return undefined;
    });
    if (!rendered) return errorPage(request, reply);
    const origin = originOf(request);
    return send(reply, 200, {
      head: {
        ...defaultHead(listing.title),
        canonical: `${origin}${SRP_PATH}/vehicle/${encodeURIComponent(request.params.listingId)}`,
      },
      rootHtml: rendered.html,
      state: rendered.state,
      assets,
      deferredModules: rendered.deferredModules,
    });
  });

  // Anything else under the SRP path: '/cars-for-sale/' is the SRP; the rest does not exist.
  app.get(`${SRP_PATH}/*`, async (request, reply) => {
    if ((request.params as { '*': string })['*'] === '') {
      const canonical = canonicalQueryString(queryOf(request.url));
      return reply.redirect(canonical ? `${SRP_PATH}?${canonical}` : SRP_PATH, 301);
    }
    return statusPage(reply, 404);
  });
}

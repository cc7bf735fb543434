import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';
import type { ApolloServer } from '@apollo/server';
import {
  renderBuildPricePage,
  renderComparePage,
  renderErrorScreen,
  renderSearchResultsPage,
  renderStatusPage,
  renderVehiclePage,
} from '../../web/src/entry-server';
import type { PageData } from '../../web/src/ssr/page';
import type { ContextValue } from '../context';
import type { AccountClient } from '../upstreams/account/client';
import { canonicalQueryString, isCanonical, SRP_PATH } from '../../contracts/search';
import { COMPARE_PATH } from '../../web/src/compare/constants';
import { BUILD_PRICE_PATH } from '../../web/src/research/constants';
import { registerAccountPages } from './accountPages';
import { registerAlertsUnsubscribe } from './alertsUnsubscribe';
import { readClientAssets, registerAssets } from './assets';
import { registerWebApp } from './webApp';
import {
  EXPIRED_COOKIE,
  EXPIRED_COOKIE_MAX_AGE_S,
  EXPIRED_FALLBACK_NAME,
  HOME_PATH,
  PAGE_CACHE,
  isBot,
} from './constants';
import { htmlDocument, type DocumentParts } from './document';
import { gatewayLink } from './link';
import { crawlLinksHtml, defaultHead, srpHead, vehicleHead } from './seo';
import { parseWallet } from '../../web/src/wallet/cookie';
import { WALLET_COOKIE } from '../../web/src/wallet/constants';
import { isOptedOut } from '../../web/src/search/clarification';
import { NO_MODEL_PROMPT_COOKIE } from '../../web/src/search/constants';
import type { BrandCode } from '../../contracts/search/brands';
import { brandOf, DEFAULT_BRAND_HOSTS, type BrandHosts } from '../brands/resolve';
import { DEFAULT_FEATURES, type FeatureFlags, type FeatureTable } from '../../contracts/features';
import { isHidden as isShowcaseHidden } from '../../web/src/showcase/cookie';
import { SHOWCASE_HIDDEN_COOKIE } from '../../web/src/showcase/constants';
import { ssrRenderPasses } from '../observability/metrics';

/** The client build: index.html, assets/ and, never served, the assets' source maps. */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface SrpPagesOptions {
  /** The gateway's Apollo Server: pages run their operations through it in-process, never over HTTP. */
  apollo: ApolloServer<ContextValue>;
  /** The context of a request, as /graphql builds it. */
  context: (request: FastifyRequest, reply: FastifyReply) => ContextValue;
  /** The client build (index.html and assets/); web/dist by default. Pages render without it, unhydrated. */
  webDist?: string;
  /**
   * The site's public origin for canonical links and JSON-LD. Unset, the request's own (its Host,
   * or X-Forwarded-Host from a trusted proxy): right for one host name, but a site reached under
   * several (www and bare, a CDN's, an IP) should name one, or each would claim to be canonical.
   */
  publicOrigin?: string;
  /** The account service, for the alert emails' unsubscribe page (alertsUnsubscribe.ts). */
  account: AccountClient;
  /** Each brand's feature flags: the page shows what its brand's flags allow (docs/rules/features.md). */
  features?: FeatureTable;
  /** Host names → brand (brands/resolve.ts): which brand each page is. */
  brandHosts?: BrandHosts;
}

const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /cars-for-sale',
  'Disallow: /graphql',
  'Disallow: /account/',
  'Disallow: /alerts/',
  'Disallow: /healthz',
  'Disallow: /readyz',
  '',
].join('\n');

/** The query string of a request URL, without its '?'. */
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/** A full-page failure is a 500 for people and a 200 for crawlers (docs/rules/pages.md#crawlers). */
const failureStatus = (request: FastifyRequest) => (isBot(request.headers['user-agent']) ? 200 : 500);

/** Every error of the query is the gateway refusing the search as given (BAD_USER_INPUT). */
const refused = (failure: ErrorLike) =>
  CombinedGraphQLErrors.is(failure) &&
  failure.errors.length > 0 &&
  failure.errors.every((error) => error.extensions?.code === 'BAD_USER_INPUT');

/**
 * A page's query that failed outside GraphQL (the gateway's plugins log the errors of an operation
 * that ran, with the request id).
 */
const logFailure = (request: FastifyRequest, failure: ErrorLike) => {
  if (!CombinedGraphQLErrors.is(failure)) request.log.error({ err: failure }, 'the page query failed');
};

/** The cookie's vehicle name as the banner shows it: printable text, short. */
const vehicleName = (value: string) =>
  value
    .replace(/[^\p{L}\p{N} .,'&/()-]/gu, '')
    .slice(0, 60)
    .trim() || EXPIRED_FALLBACK_NAME;

/**
 * What a page request's cookies tell every page: the shopper's wallet (docs/rules/wallet.md), whose
 * payments the server renders, and whether the browser asked never to see the model-name
 * clarification (docs/rules/filters.md#model-name-clarification) or hid the alpha showcase
 * (docs/rules/showcase.md#hide). A page that depends on a cookie
 * says so to shared caches.
 */
const pageDataOf = (
  request: FastifyRequest,
  reply: FastifyReply,
  brand: BrandCode,
  features: FeatureFlags,
): PageData => {
  reply.header('vary', 'cookie');
  const wallet = parseWallet(request.cookies[WALLET_COOKIE]);
  const noModelPrompt = isOptedOut(request.cookies[NO_MODEL_PROMPT_COOKIE]);
  const showcaseHidden = isShowcaseHidden(request.cookies[SHOWCASE_HIDDEN_COOKIE]);
  return {
    brand,
    features,
    ...(wallet ? { wallet } : {}),
    ...(noModelPrompt ? { noModelPrompt } : {}),
    ...(showcaseHidden ? { showcaseHidden } : {}),
  };
};

/** What the pages offer the rest of the gateway. */
export interface SrpPages {
  /** The 404 status-code page in the request's brand, for a browser asking for a path nothing serves. */
  notFoundPage: (reply: FastifyReply) => FastifyReply;
}

/**
 * The server-rendered pages (docs/rules/pages.md#routes): the SRP (canonical 301, results in the first HTML), the
 * vehicle page (expired listings go home with the banner cookie), status-code pages, robots.txt
 * and the hashed client assets.
 */
export async function registerSrpPages(app: FastifyInstance, options: SrpPagesOptions): Promise<SrpPages> {
  const webDist = options.webDist ?? WEB_DIST;
  const features = options.features ?? DEFAULT_FEATURES;
  const brandHosts = options.brandHosts ?? DEFAULT_BRAND_HOSTS;
  /** The request's brand and its flags, with what its cookies say (the page reads them from its data). */
  const pageData = (request: FastifyRequest, reply: FastifyReply) => {
    const brand = brandOf(request, brandHosts);
    return pageDataOf(request, reply, brand, features[brand]);
  };
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  const assets = readClientAssets(webDist);
  registerAssets(app, webDist);
  // The web app manifest and icons (docs/rules/push.md#the-prompt): adding the site to an iOS home screen.
  registerWebApp(app, (request) => brandOf(request, brandHosts));

  /** A page's operations share one context: its loaders batch and cache across them. */
  const pageLink = (request: FastifyRequest, reply: FastifyReply) =>
    gatewayLink(options.apollo, options.context(request, reply));

  const originOf = (request: FastifyRequest) => options.publicOrigin ?? `${request.protocol}://${request.host}`;

  const send = (reply: FastifyReply, status: number, parts: DocumentParts) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', status === 200 && !parts.head.noindex ? PAGE_CACHE : 'no-store')
      // The nonces helmet made for this response (security/headers.ts): its CSP names them.
      .send(
        htmlDocument({
          ...parts,
          brand: parts.brand ?? brandOf(reply.request, brandHosts),
          nonces: reply.cspNonce ?? undefined,
        }),
      );

  const errorPage = (request: FastifyRequest, reply: FastifyReply) => {
    // The status differs by user-agent, so shared caches must keep them apart.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, user-agent` : 'user-agent');
    const brand = brandOf(request, brandHosts);
    return send(reply, failureStatus(request), {
      head: defaultHead('Search error', true),
      rootHtml: renderErrorScreen(brand),
      assets,
      brand,
    });
  };
  const statusPage = (reply: FastifyReply, status: number) => {
    const brand = brandOf(reply.request, brandHosts);
    return send(reply, status, {
      head: defaultHead(`Error ${status}`, true),
      rootHtml: renderStatusPage(status, brand),
      assets,
      static: true,
      brand,
    });
  };

  // The account pages (docs/rules/account-pages.md#pages): private, never cached.
  registerAccountPages(app, { assets, link: pageLink, errorPage, pageData });
  // An alert email's unsubscribe link (docs/rules/alerts.md#unsubscribe): no sign-in, the token is the proof.
  registerAlertsUnsubscribe(app, { account: options.account, assets });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  );

  // Home (docs/rules/pages.md#routes): this product's home is the results page with no filters.
  app.get(HOME_PATH, async (request, reply) => {
    const query = queryOf(request.url);
    return reply.redirect(query ? `${SRP_PATH}?${query}` : SRP_PATH, 302);
  });

  app.get(SRP_PATH, async (request, reply) => {
    const rawQuery = queryOf(request.url);
    // One spelling per search; anything else moves permanently to it (docs/rules/search-request.md#canonical-redirect).
    if (!isCanonical(rawQuery)) {
      const canonical = canonicalQueryString(rawQuery);
      return reply.redirect(canonical ? `${SRP_PATH}?${canonical}` : SRP_PATH, 301);
    }
    const page = pageData(request, reply);
    const expired = request.cookies[EXPIRED_COOKIE];
    if (expired !== undefined) {
      page.expiredVehicle = vehicleName(expired);
      // The banner is for this page only.
      reply.clearCookie(EXPIRED_COOKIE, { path: '/' });
    }

    const outcome = await renderSearchResultsPage({ url: request.url, link: pageLink(request, reply), page }).catch(
      (error: unknown) => {
        request.log.error({ err: error }, 'server render of the results page failed');
        return undefined;
      },
    );
    if (!outcome) return errorPage(request, reply);
    if ('failure' in outcome) {
      // A search the upstream refused is the shopper's URL, not an outage: a status-code page.
      if (refused(outcome.failure)) return statusPage(reply, 400);
      logFailure(request, outcome.failure);
      return errorPage(request, reply);
    }
    const { head, rendered } = outcome;
    ssrRenderPasses.observe({ page: 'search' }, rendered.passes);
    return send(reply, 200, {
      head: srpHead(head, originOf(request)),
      rootHtml: rendered.html,
      afterRoot: crawlLinksHtml(head.crawlLinks),
      state: rendered.state,
      page,
      assets,
      deferredModules: rendered.deferredModules,
    });
  });

  app.get<{ Params: { listingId: string } }>(`${SRP_PATH}/vehicle/:listingId`, async (request, reply) => {
    const { listingId } = request.params;
    const page = pageData(request, reply);
    const outcome = await renderVehiclePage({
      url: request.url,
      link: pageLink(request, reply),
      page,
      listingId,
    }).catch((error: unknown) => {
      request.log.error({ err: error }, 'server render of the vehicle page failed');
      return undefined;
    });
    if (!outcome) return errorPage(request, reply);
    if ('failure' in outcome) {
      logFailure(request, outcome.failure);
      return errorPage(request, reply);
    }
    if ('expired' in outcome) {
      // An expired vehicle page goes home, where the banner names what was gone (docs/rules/pages.md).
      reply.setCookie(EXPIRED_COOKIE, outcome.vehicle ? vehicleName(outcome.vehicle) : EXPIRED_FALLBACK_NAME, {
        path: '/',
        maxAge: EXPIRED_COOKIE_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'lax',
      });
      return reply.redirect(HOME_PATH, 302);
    }
    const { head, rendered } = outcome;
    ssrRenderPasses.observe({ page: 'vehicle' }, rendered.passes);
    return send(reply, 200, {
      head: vehicleHead(
        head,
        originOf(request),
        `${originOf(request)}${SRP_PATH}/vehicle/${encodeURIComponent(head.id)}`,
      ),
      rootHtml: rendered.html,
      state: rendered.state,
      page,
      assets,
      deferredModules: rendered.deferredModules,
    });
  });

  // The compare page (docs/rules/compare.md#compare-page): the shopper's own pick, so not for crawlers.
  app.get(COMPARE_PATH, async (request, reply) => {
    const outcome = await renderComparePage({ url: request.url, link: pageLink(request, reply), page: {} }).catch(
      (error: unknown) => {
        request.log.error({ err: error }, 'server render of the compare page failed');
        return undefined;
      },
    );
    if (!outcome) return errorPage(request, reply);
    if ('failure' in outcome) {
      logFailure(request, outcome.failure);
      return errorPage(request, reply);
    }
    ssrRenderPasses.observe({ page: 'compare' }, outcome.rendered.passes);
    return send(reply, 200, {
      head: defaultHead('Compare cars', true),
      rootHtml: outcome.rendered.html,
      state: outcome.rendered.state,
      assets,
      deferredModules: outcome.rendered.deferredModules,
    });
  });

  // The build-price page (docs/rules/trims.md#build-price-page): one trim to order, not for crawlers.
  // A bad parameter is the page's own message with 400, an unknown trim 404, never the error page.
  app.get(BUILD_PRICE_PATH, async (request, reply) => {
    const outcome = await renderBuildPricePage({ url: request.url, link: pageLink(request, reply), page: {} }).catch(
      (error: unknown) => {
        request.log.error({ err: error }, 'server render of the build-price page failed');
        return undefined;
      },
    );
    if (!outcome) return errorPage(request, reply);
    if ('failure' in outcome) {
      logFailure(request, outcome.failure);
      return errorPage(request, reply);
    }
    return send(reply, outcome.head.status, {
      head: defaultHead(outcome.head.title, true),
      rootHtml: outcome.rendered.html,
      state: outcome.rendered.state,
      assets,
      deferredModules: outcome.rendered.deferredModules,
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
  return { notFoundPage: (reply) => statusPage(reply, 404) };
}

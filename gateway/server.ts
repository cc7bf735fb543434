import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { Logger } from 'pino';
import { buildSchema } from './schema';
import { jitGateway } from './graphql/jit-executor';
import {
  adsClientOf,
  apiKeysClientOf,
  createContext,
  devicesClientOf,
  eventsClientOf,
  type ContextValue,
  type Upstreams,
} from './context';
import { replyCookies } from './identity/cookies';
import { identityKeySource } from './identity/key';
import { formatGraphQLError } from './errors';
import { hideLimits, operationProtection } from './security/armor';
import { BODY_LIMIT_BYTES, CLIENT_ERROR_REPORT_RATE_LIMIT, RATE_LIMIT_DEFAULTS } from './security/limits';
import { connectRateLimitStore, registerRateLimit, type RateLimitSettings } from './security/rate-limit';
import { createActionLimiter, createActionLimits } from './security/action-limit';
// API keys and quotas for other channels (docs/rules/public-api.md#api-keys-and-quotas).
import { apiKeyCostPlugin, apiKeyUsageOf, registerApiKeys } from './api-keys/register';
import { REQUEST_ID_HEADER, requestIdOf } from './observability/logger';
import { httpRequestDuration } from './observability/metrics';
import { registerSecurityHeaders } from './security/headers';
import { observabilityPlugin, withRequestLog } from './observability/graphql-plugin';
import { registerSrpPages, WEB_DIST, type SrpPages } from './ssr/pages';
import { registerSandbox } from './sandbox';
import { registerOutbox } from './dev/outbox';
import { registerStillInterestedRoute } from './still-interested/route';
import { registerEventRoutes } from './events/route';
import { registerOperatorReports } from './operator/reports-route';
import { registerAdRoutes } from './ads/routes';
import { registerPushRoutes } from './push/routes';
import { registerApiDocs } from './api-docs/route';
import { DEFAULT_FEATURES, type FeatureTable } from '../contracts/features';
import { brandOf, DEFAULT_BRAND_HOSTS, redirectAskedBrand, type BrandHosts } from './brands/resolve';
import { createStackMapper } from './events/stack-map';
import { loadTrustedDocuments, trustedDocumentsCache } from './trusted-documents/manifest';
import { registerTrustedDocumentsGuard } from './trusted-documents/guard';

/**
 * The paths /images/* forwards: plain segments only. A dot segment ('..', or '%2e%2e', which URL
 * parsing resolves too) or a backslash would climb out of /images/ to the upstream's other routes.
 */
const IMAGE_PATH = /^\/images(?:\/[A-Za-z0-9_-][\w.-]*)+$/;
/** How long a photo or logo may take to come from the image service, all of it. */
const IMAGE_FETCH_TIMEOUT_MS = 5_000;
import { upstreamsReadiness } from './upstreams/readiness';
import { fetchWhole } from './upstreams/http';

/** How long closing the server waits for connections still busy before it cuts them. */
export const CLOSE_GRACE_MS = 5_000;

export interface GatewayOptions {
  upstreams: Upstreams;
  /** Where /images/* is fetched from. */
  imagesUrl: string;
  /** No introspection and no GraphQL sandbox (config.ts). */
  production?: boolean;
  /** Structured logs (observability/logger.ts createLogger); silent when unset. */
  logger?: Logger;
  /** Per-IP limits; RATE_LIMIT_DEFAULTS in memory when unset. */
  rateLimit?: Partial<RateLimitSettings>;
  /** Fastify's trustProxy, for the client IP behind a load balancer. */
  trustProxy?: boolean | string;
  /** The origin the pages' canonical links and JSON-LD name; the request's own when unset. */
  publicOrigin?: string;
  /**
   * The identity token key (config.ts). Unset, the key file in dataDir is read (or created) the
   * first time a request carries a token.
   */
  identityKey?: Uint8Array;
  /** Where the identity token key file is (DATA_DIR), `.data` when unset. */
  dataDir?: string;
  /**
   * The local mail capture's folder of .eml files: /dev/outbox shows them (dev/outbox.ts). Set
   * only by `npm start` when it runs the capture (no SMTP_URL); unset, /dev/outbox does not exist.
   */
  outboxDir?: string;
  /** OPERATOR_KEY: opens /operator/reports (operator/key.ts); unset, the page does not exist. */
  operatorKey?: string;
  /** The client build (index.html, assets/ and their source maps); web/dist when unset. */
  webDist?: string;
  /** Each brand's feature flags (config.ts FEATURE_FLAGS_FILE, FEATURE_FLAGS); the defaults when unset. */
  features?: FeatureTable;
  /** Host names → brand (config.ts BRAND_HOSTS); the *.localhost defaults when unset. */
  brandHosts?: BrandHosts;
}

export interface Gateway {
  app: FastifyInstance;
  apollo: ApolloServer<ContextValue>;
}

/** The one public HTTP server: /graphql, the web client, images proxied from the upstream, health (metrics are internal). */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger | undefined,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: options.trustProxy ?? false,
  });
  app.addHook('onRequest', async (request, reply) => void reply.header(REQUEST_ID_HEADER, request.id));
  await registerSecurityHeaders(app);
  // Closing waits for requests in flight, but not for ever: a client that stops reading its
  // response would otherwise hold shutdown (and a deploy) open.
  app.addHook('preClose', async () => void setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref());
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const rateLimitStore = await connectRateLimitStore(app, options.rateLimit?.redisUrl);
  await registerRateLimit(app, { ...RATE_LIMIT_DEFAULTS, ...options.rateLimit }, rateLimitStore);
  // Budgets of single actions (a listing report), in the same store (docs/rules/listing-actions.md#report-rate-limit).
  const limits = createActionLimits(
    rateLimitStore,
    options.rateLimit?.keyPrefix ? `${options.rateLimit.keyPrefix}action:` : undefined,
  );
  // API keys on /graphql: verified, counted, 429 over budget; before the /graphql route (docs/rules/public-api.md#api-keys-and-quotas).
  registerApiKeys(app, {
    apiKeys: apiKeysClientOf(options.upstreams),
    redis: rateLimitStore,
    keyPrefix: `${options.rateLimit?.keyPrefix ?? 'gateway-rate-limit:'}api-key:`,
  });
  // Then operation text only from a key's caller, or with the sandbox on; others send hashes (docs/rules/public-api.md#trusted-documents).
  registerTrustedDocumentsGuard(app, { sandbox: !options.production });
  // Before any route: the plugin hooks routes as they are added. Bodies under 1 KB are not worth it.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const protection = operationProtection();
  const schema = buildSchema();
  // The self-hosted GraphiQL, for a browser GET of /graphql; none in production.
  const sandbox = options.production ? ApolloServerPluginLandingPageDisabled() : await registerSandbox(app);
  const apollo = new ApolloServer<ContextValue>({
    gateway: jitGateway(schema),
    introspection: !options.production,
    // Stated although they are Apollo 5's defaults: a GET or form POST without a preflight header is refused.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // The web's operations by hash, from the build's manifests; none is learnt (docs/rules/public-api.md#trusted-documents).
    persistedQueries: { cache: trustedDocumentsCache(loadTrustedDocuments()) },
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    // Clients get a message and a stable extensions.code, never a stack trace or a limit's value.
    includeStacktraceInErrorResponses: false,
    formatError: (formatted) => formatGraphQLError(hideLimits(formatted)),
    plugins: [
      fastifyApolloDrainPlugin(app),
      ...protection.plugins,
      observabilityPlugin<ContextValue>(),
      // Charges a keyed operation's cost (as graphql-armor counts it) and sets the budget headers.
      apiKeyCostPlugin<ContextValue>(),
      // No field carries a cache hint, and the default cache-control plugin wraps every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      sandbox,
    ],
  });
  await apollo.start();
  // Before /graphql and the pages: sign-in lives in cookies (docs/rules/accounts.md#cookies).
  await app.register(fastifyCookie);
  const identityKey = identityKeySource(options.identityKey, options.dataDir);
  const features = options.features ?? DEFAULT_FEATURES;
  const brandHosts = options.brandHosts ?? DEFAULT_BRAND_HOSTS;
  // A page asked for with ?brand= (development) keeps it in a cookie and loses it from its URL.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/graphql')) return;
    return redirectAskedBrand(request, reply);
  });
  const contextOf = (request: FastifyRequest, reply: FastifyReply) =>
    withRequestLog(
      createContext(options.upstreams, request.log, {
        http: {
          cookies: request.cookies,
          authorization: request.headers.authorization,
          cookiePort: () => replyCookies(request, reply),
        },
        identityKey,
        clientIp: request.ip,
        limits,
        features,
        brand: brandOf(request, brandHosts),
        globalPrivacyControl: request.headers['sec-gpc'] === '1',
        // The request's API key, so its operation's cost is charged (api-keys/register.ts).
        apiKeyUsage: apiKeyUsageOf(request),
      }),
      request.log,
    );
  await app.register(fastifyApollo(apollo), { context: async (request, reply) => contextOf(request, reply) });

  // Monitoring routes are exempt from the rate limit (security/limits.ts). /metrics is not here:
  // it is served on the internal listener only (observability/metrics-server.ts).
  app.get('/healthz', async () => ({ status: 'up' }));
  // Ready when every upstream the gateway calls is: 503 until then, naming the ones that are not.
  app.get('/readyz', async (_request, reply) => {
    const { ready, upstreams } = await upstreamsReadiness(options.upstreams);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', upstreams });
  });

  // Listing photos and dealer logos are served by the listing upstream (a CDN in production).
  app.get('/images/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!IMAGE_PATH.test(path)) return reply.callNotFound();
    const upstream = await fetchWhole(`${options.imagesUrl}${path}`, IMAGE_FETCH_TIMEOUT_MS);
    if (!upstream) return reply.code(502).send({ error: 'image service unavailable' });
    const { response, body } = upstream;
    return reply
      .code(response.status)
      .type(response.headers.get('content-type') ?? 'application/octet-stream')
      .header('cache-control', response.headers.get('cache-control') ?? 'no-store')
      .send(body);
  });

  if (options.outboxDir) registerOutbox(app, { dir: options.outboxDir });

  // The results page's still-interested beacon (docs/rules/still-interested.md#sending-the-list).
  registerStillInterestedRoute(app, contextOf);

  // The ad slots' impressions, clicks and pictures (docs/rules/ads.md#the-gateways-routes).
  registerAdRoutes(app, adsClientOf(options.upstreams));

  // The pages' shopper events and client error reports (docs/rules/events.md#the-routes).
  const webDist = options.webDist ?? WEB_DIST;
  registerEventRoutes(app, {
    events: eventsClientOf(options.upstreams),
    errorReportLimit: createActionLimiter(
      CLIENT_ERROR_REPORT_RATE_LIMIT,
      rateLimitStore,
      options.rateLimit?.keyPrefix ? `${options.rateLimit.keyPrefix}action:` : undefined,
    ),
    stacks: createStackMapper(path.join(webDist, 'assets')),
  });

  // Browser push: the consumer-device call, the VAPID public key, the service worker (docs/rules/push.md).
  registerPushRoutes(app, { devices: devicesClientOf(options.upstreams), contextOf });

  // The public API reference at /docs/api, as `npm run build:web` wrote it (else made from the schema now).
  registerApiDocs(app, { dir: webDist, schema });

  // The operator's reports on those events (docs/rules/events.md#operator-reports), behind OPERATOR_KEY.
  if (options.operatorKey)
    registerOperatorReports(app, { events: eventsClientOf(options.upstreams), key: options.operatorKey });

  // Fastify's own 404 logs the whole URL, query string included (emails, phones); this one does not.
  // A browser asking for a page gets the status-code page, in the site's chrome; anything else JSON.
  const pages: { current?: SrpPages } = {};
  app.setNotFoundHandler(async (request, reply) => {
    if (pages.current && request.method === 'GET' && (request.headers.accept ?? '').includes('text/html'))
      return pages.current.notFoundPage(reply);
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${request.url.split('?')[0]} not found`,
    });
  });

  // The SRP and vehicle pages (their operations run through the same Apollo Server, in-process), robots.txt, client assets.
  pages.current = await registerSrpPages(app, {
    apollo,
    context: contextOf,
    publicOrigin: options.publicOrigin,
    account: options.upstreams.account,
    webDist,
    features,
    brandHosts,
  });
  return { app, apollo };
}

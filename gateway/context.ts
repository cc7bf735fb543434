import { pino } from 'pino';
import { BROWSER_ID_COOKIE, EVENTS_OPT_OUT_COOKIE } from '../contracts/events/index';
import { DEFAULT_FEATURES, type FeatureTable } from '../contracts/features';
import type { BrandCode } from '../contracts/search/brands';
import { AccountSession, type AccountHttp } from './identity/session';
import type { IdentityKeySource } from './identity/key';
import type { AccountClient } from './upstreams/account/client';
import { createCmsClient, type CmsClient } from './upstreams/cms/client';
import { createCmsLoaders, type CmsLoaders } from './upstreams/cms/loaders';
import type { LeadsClient } from './upstreams/leads/client';
import { createEventsClient, type EventsClient } from './upstreams/events/client';
import { createAdsClient, type AdsClient } from './upstreams/ads/client';
import { createDevicesClient, type DevicesClient } from './upstreams/devices/client';
import { createApiKeysClient, type ApiKeysClient } from './upstreams/api-keys/client';
import { createActionLimits, type ActionLimits } from './security/action-limit';
import type { ApiKeyUsage } from './api-keys/register';
import type { LscClient } from './upstreams/lsc/client';
import { createLscLoaders, type LscLoaders } from './upstreams/lsc/loaders';
import type { ResearchClient } from './upstreams/research/client';
import { createResearchLoaders, type ResearchLoaders } from './upstreams/research/loaders';

/** Clients live for the process (they own the breakers); loaders live for one request. */
export interface Upstreams {
  lsc: LscClient;
  /** Research content: reference vehicles, consumer ratings, expert reviews, certified program. */
  research: ResearchClient;
  /** The account service: users, sessions, saved searches, lead profile. */
  account: AccountClient;
  /** The leads service: shoppers' reports about listings. */
  leads: LeadsClient;
  /**
   * The content service (CMS): dealers' differentiator content. The reference upstreams serve it
   * beside the research content, so without a client of its own it is called at the research
   * content's URL (one client per research client, kept as long as it: its breakers too).
   */
  cms?: CmsClient;
  /**
   * The events service: shopper events and client error reports (docs/rules/events.md). Without a
   * client of its own it is called at the listing search's URL, as the reference upstreams serve it.
   */
  events?: EventsClient;
  /**
   * The ad server: house ads and the showcase sponsor (docs/rules/ads.md). Without a client of its
   * own it is called at the listing search's URL, as the reference upstreams serve it.
   */
  ads?: AdsClient;
  /**
   * The device service: browsers' push subscriptions and the VAPID public key (docs/rules/push.md).
   * Without a client of its own it is called at the listing search's URL, as the reference upstreams serve it.
   */
  devices?: DevicesClient;
  /**
   * The key service: verifies the API keys other channels send (docs/rules/public-api.md#api-keys-and-quotas).
   * Without a client of its own it is called at the listing search's URL, as the reference upstreams serve it.
   */
  apiKeys?: ApiKeysClient;
}

/**
 * A client made once per upstream client, at that client's URL: the reference upstreams serve
 * several services from one server, so a service without a client of its own is called there.
 */
function besides<B extends { baseUrl: string }, C>(create: (baseUrl: string) => C): (base: B) => C {
  const made = new WeakMap<B, C>();
  return (base) => {
    let client = made.get(base);
    if (!client) made.set(base, (client = create(base.baseUrl)));
    return client;
  };
}

const cmsBesideResearch = besides<ResearchClient, CmsClient>((url) => createCmsClient(url));
const eventsBesideLsc = besides<LscClient, EventsClient>((url) => createEventsClient(url));
const adsBesideLsc = besides<LscClient, AdsClient>((url) => createAdsClient(url));
const devicesBesideLsc = besides<LscClient, DevicesClient>((url) => createDevicesClient(url));
const apiKeysBesideLsc = besides<LscClient, ApiKeysClient>((url) => createApiKeysClient(url));

/** The content service's client: the one given, or the one at the research content's URL. */
export const cmsClientOf = (upstreams: Upstreams): CmsClient => upstreams.cms ?? cmsBesideResearch(upstreams.research);

/** The events service's client: the one given, or the one at the listing search's URL. */
export const eventsClientOf = (upstreams: Upstreams): EventsClient =>
  upstreams.events ?? eventsBesideLsc(upstreams.lsc);

/** The ad server's client: the one given, or the one at the listing search's URL. */
export const adsClientOf = (upstreams: Upstreams): AdsClient => upstreams.ads ?? adsBesideLsc(upstreams.lsc);

/** The device service's client: the one given, or the one at the listing search's URL. */
export const devicesClientOf = (upstreams: Upstreams): DevicesClient =>
  upstreams.devices ?? devicesBesideLsc(upstreams.lsc);

/** The key service's client: the one given, or the one at the listing search's URL. */
export const apiKeysClientOf = (upstreams: Upstreams): ApiKeysClient =>
  upstreams.apiKeys ?? apiKeysBesideLsc(upstreams.lsc);

/** The part of a pino logger resolvers use: optional groups that fail are logged, not shown. */
export interface ContextLogger {
  warn(details: object, message: string): void;
}

export interface ContextValue {
  lsc: { client: LscClient; loaders: LscLoaders };
  research: { client: ResearchClient; loaders: ResearchLoaders };
  /**
   * Who is asking and their account (identity/session.ts): the viewer (`viewer()`, null for a
   * visitor), the visitor's id, the cookies port and the account loaders, all built on first use.
   */
  account: AccountSession;
  leads: { client: LeadsClient };
  /** The content service: dealer differentiator content, for the vehicle page's seller card. */
  cms: { client: CmsClient; loaders: CmsLoaders };
  /** The ad server: house ads and the showcase sponsor. */
  ads: { client: AdsClient };
  /**
   * The browser's pseudonymous id (its mm_pixall cookie, docs/rules/events.md#the-browser-id), for
   * the ads' frequency caps; undefined without the cookie.
   */
  browserId: string | undefined;
  /**
   * False when the browser opted out of shopper events (its opt-out cookie, or Global Privacy
   * Control): nothing is read from its events (docs/rules/history.md#whose-history).
   */
  shareActivity: boolean;
  /** The events service: the browser's history (docs/rules/history.md). */
  events: { client: EventsClient };
  /** The client's IP (behind a trusted proxy, the one it names); undefined in-process. */
  clientIp: string | undefined;
  /** Per-client budgets of actions (security/action-limit.ts), shared by every request of the gateway. */
  limits: ActionLimits;
  /** Each brand's feature flags (docs/rules/features.md): what the gateway fetches for that brand. */
  features: FeatureTable;
  /** The brand of the request's host name (or ?brand=): what a query that names no brand is for. */
  brand: BrandCode;
  log: ContextLogger;
  /**
   * The API key the /graphql request carried, verified and counted (api-keys/register.ts): the
   * operation's cost is charged to it. Undefined without a key, and for in-process operations.
   */
  apiKeyUsage?: ApiKeyUsage;
  /**
   * Settles once every listing group the query asked for is fetched, so per-listing lookups
   * (view counts) of all groups go out in one batched call.
   */
  listingGroupsSettled: Promise<unknown>;
}

/** A browser id as the page writes it; anything else is ignored. */
const browserIdOf = (cookie: string | undefined) => (cookie && BROWSER_ID.test(cookie) ? cookie : undefined);
const BROWSER_ID = /^[A-Za-z0-9_-]{8,100}$/;

const processLog = pino({ level: process.env.LOG_LEVEL ?? 'info' });

/** Who an HTTP request is from, and where the identity token key comes from. */
export interface ContextCaller {
  http: AccountHttp;
  identityKey: IdentityKeySource;
  /** The client's IP, as Fastify reads it (trustProxy). */
  clientIp?: string;
  /** The gateway's action budgets; in-process execution shares one set in memory. */
  limits?: ActionLimits;
  /** Each brand's feature flags as configured (docs/rules/features.md); the defaults when unset. */
  features?: FeatureTable;
  /** The brand the request is for (brands/resolve.ts); the used-car marketplace when unset. */
  brand?: BrandCode;
  /** The request's Global Privacy Control signal (Sec-GPC: 1). */
  globalPrivacyControl?: boolean;
  /** The request's API key usage (api-keys/register.ts apiKeyUsageOf), when it carried a key. */
  apiKeyUsage?: ApiKeyUsage;
}

const IN_PROCESS_LIMITS = createActionLimits();

const NO_KEY: IdentityKeySource = () => Promise.reject(new Error('no identity token key without an HTTP caller'));

/**
 * A request's context; the server passes its request logger so lines carry the request id, and
 * the caller's cookies and headers. Without a caller (in-process execution) everyone is a visitor.
 */
export function createContext(
  upstreams: Upstreams,
  log: ContextLogger = processLog,
  caller?: ContextCaller,
): ContextValue {
  return {
    account: new AccountSession(upstreams.account, caller?.identityKey ?? NO_KEY, caller?.http),
    lsc: { client: upstreams.lsc, loaders: createLscLoaders(upstreams.lsc) },
    research: { client: upstreams.research, loaders: createResearchLoaders(upstreams.research) },
    leads: { client: upstreams.leads },
    cms: { client: cmsClientOf(upstreams), loaders: createCmsLoaders(cmsClientOf(upstreams)) },
    ads: { client: adsClientOf(upstreams) },
    browserId: browserIdOf(caller?.http?.cookies[BROWSER_ID_COOKIE]),
    shareActivity: !caller?.globalPrivacyControl && caller?.http?.cookies[EVENTS_OPT_OUT_COOKIE] !== '1',
    events: { client: eventsClientOf(upstreams) },
    clientIp: caller?.clientIp,
    limits: caller?.limits ?? IN_PROCESS_LIMITS,
    features: caller?.features ?? DEFAULT_FEATURES,
    brand: caller?.brand ?? 'motormart',
    log,
    apiKeyUsage: caller?.apiKeyUsage,
    listingGroupsSettled: Promise.resolve(),
  };
}

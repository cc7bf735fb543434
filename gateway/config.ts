import { readFileSync } from 'node:fs';
import type { BrandCode } from '../contracts/search/brands';
import { brandNamed, DEFAULT_BRAND_HOSTS, type BrandHosts } from './brands/resolve';
import { IDENTITY_TOKEN_KEY } from '../contracts/account/index';
import { featureTable, type FeatureOverrides, type FeatureTable } from '../contracts/features';
import { parseFeatureOverrides } from './features/overrides';
import { decodeIdentityKey } from './identity/key';
import { operatorKeyOf } from './operator/key';
import { RATE_LIMIT_DEFAULTS } from './security/limits';

/** Gateway configuration from the environment (README lists every variable). */
export interface GatewayConfig {
  port: number;
  host: string;
  /** The internal listener for Prometheus (/metrics), apart from the public port. */
  metricsPort: number;
  /** Loopback by default: only a scraper on the same host (or pod) reaches it. */
  metricsHost: string;
  upstreamPort: number;
  /** Base URL of the listing search service; the local reference upstream when unset. */
  lscUrl: string;
  /** Base URL of the research-content services; the listing service's host when unset. */
  researchUrl: string;
  /** Base URL of the account service; the listing service's host when unset. */
  accountUrl: string;
  /** Base URL of the leads service (listing reports); the listing service's host when unset. */
  leadsUrl: string;
  /** Base URL of the events service (shopper events, client error reports); the listing service's host when unset. */
  eventsUrl: string;
  /** The ad server (house ads, the showcase sponsor): UPSTREAM_ADS_URL, else the listing search's URL. */
  adsUrl: string;
  /** The device service (browser push subscriptions): UPSTREAM_DEVICES_URL, else the listing search's URL. */
  devicesUrl: string;
  /** The key service (the public API's keys and quotas): UPSTREAM_API_KEYS_URL, else the listing search's URL. */
  apiKeysUrl: string;
  /**
   * The identity token key (IDENTITY_TOKEN_KEY), required in production. Unset elsewhere, the
   * gateway reads (or creates) the key file the account service keeps in dataDir.
   */
  identityKey?: Uint8Array;
  /** DATA_DIR: where the identity token key file is, `.data` when unset. */
  dataDir?: string;
  /**
   * No GraphQL sandbox and no introspection. NODE_ENV=production by default; GRAPHQL_SANDBOX=true
   * or false decides on its own, so a production build (React's production SSR) can still offer
   * the sandbox, as `npm start` does.
   */
  production: boolean;
  logLevel: string;
  /** Redis for shared rate-limit counters; in-process counters when unset. */
  redisUrl?: string;
  rateLimit: { max: number; windowMs: number };
  /** Fastify's trustProxy: whether (or which) proxies' X-Forwarded-For gives the client IP. */
  trustProxy: boolean | string;
  /**
   * The site's public origin (https://www.example.com): the pages' canonical links and JSON-LD
   * URLs point there whatever host a request named. Unset, they take the request's own origin.
   */
  publicOrigin?: string;
  /**
   * Each brand's feature flags (docs/rules/features.md): the defaults, then FEATURE_FLAGS_FILE (a
   * JSON file), then FEATURE_FLAGS (JSON), each `{ "<brand>": { "<flag>": true | false } }`.
   * Read at start: a restart applies a change, no rebuild. A typo stops the start, naming it.
   */
  features: FeatureTable;
  /**
   * Host names → brand (docs/rules/brands.md#which-brand): DEFAULT_BRAND_HOSTS (usedcar.localhost,
   * valuation.localhost, carmaker.localhost), plus BRAND_HOSTS, JSON such as
   * `{ "www.motormart.example": "motormart" }`. A brand that does not exist stops the start.
   */
  brandHosts: BrandHosts;
  /**
   * OPERATOR_KEY (at least 16 characters): opens the operator's reports at /operator/reports
   * (docs/rules/events.md#operator-reports). Unset, that page does not exist.
   */
  operatorKey?: string;
  /**
   * The local mail capture's folder, for the /dev/outbox pages. Not read from the environment:
   * main.ts sets it when it starts the capture itself (no SMTP_URL), and only then.
   */
  outboxDir?: string;
}

/** Prometheus' conventional range for exporters; the one the Node.js OpenTelemetry exporter uses. */
export const METRICS_PORT_DEFAULT = 9464;

function wholeNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/** "true" trusts every proxy; otherwise a comma-separated list of proxy addresses or CIDRs. */
function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** PUBLIC_ORIGIN as an origin (scheme, host, port); a value that is not one stops the start, saying why. */
function publicOriginOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN: "${value}" is not a URL (expected an origin such as https://www.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_ORIGIN: "${value}" must be an http or https URL`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_ORIGIN: "${value}" must be an origin only, without a path, query, fragment or credentials`);
  }
  return url.origin;
}

/**
 * IDENTITY_TOKEN_KEY decoded. In production with the account service elsewhere (its URL set) its
 * absence stops the start: a key file on this machine cannot be the service's key. With the
 * reference service on this machine (`npm start`) both read the key file in the data folder
 * (docs/rules/accounts.md#the-signing-key).
 */
function identityKeyOf(
  value: string | undefined,
  production: boolean,
  accountElsewhere: boolean,
): Uint8Array | undefined {
  if (value) return decodeIdentityKey(value, IDENTITY_TOKEN_KEY.env);
  if (production && accountElsewhere)
    throw new Error(
      `${IDENTITY_TOKEN_KEY.env} is required in production when the account service runs elsewhere (base64url, at least 32 bytes)`,
    );
  return undefined;
}

/** The default host names with BRAND_HOSTS laid over them. */
function brandHostsOf(value: string | undefined): BrandHosts {
  if (!value) return DEFAULT_BRAND_HOSTS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('BRAND_HOSTS: not JSON (expected e.g. {"www.motormart.example": "motormart"})');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('BRAND_HOSTS: expected an object of host name → brand');
  const hosts: Record<string, BrandCode> = { ...DEFAULT_BRAND_HOSTS };
  for (const [host, brand] of Object.entries(parsed)) {
    const code = brandNamed(brand);
    if (!code)
      throw new Error(`BRAND_HOSTS: ${host}: "${String(brand)}" is not a brand (motormart, fairvalue, halden)`);
    hosts[host.toLowerCase()] = code;
  }
  return hosts;
}

/** The feature table from its two optional overrides (a file, then the environment, which wins). */
function featuresOf(env: NodeJS.ProcessEnv): FeatureTable {
  const overrides: FeatureOverrides[] = [];
  const file = env.FEATURE_FLAGS_FILE;
  if (file) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`FEATURE_FLAGS_FILE: cannot read "${file}"`);
    }
    overrides.push(parseFeatureOverrides(text, `FEATURE_FLAGS_FILE (${file})`));
  }
  if (env.FEATURE_FLAGS) overrides.push(parseFeatureOverrides(env.FEATURE_FLAGS, 'FEATURE_FLAGS'));
  return featureTable(...overrides);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const upstreamPort = Number(env.UPSTREAM_PORT ?? 4001);
  const lscUrl = env.UPSTREAM_LSC_URL ?? `http://127.0.0.1:${upstreamPort}`;
  const production =
    env.GRAPHQL_SANDBOX === 'true' ? false : env.GRAPHQL_SANDBOX === 'false' || env.NODE_ENV === 'production';
  return {
    accountUrl: env.UPSTREAM_ACCOUNT_URL || lscUrl,
    leadsUrl: env.UPSTREAM_LEADS_URL || lscUrl,
    eventsUrl: env.UPSTREAM_EVENTS_URL || lscUrl,
    adsUrl: env.UPSTREAM_ADS_URL || lscUrl,
    devicesUrl: env.UPSTREAM_DEVICES_URL || lscUrl,
    apiKeysUrl: env.UPSTREAM_API_KEYS_URL || lscUrl,
    identityKey: identityKeyOf(
      env[IDENTITY_TOKEN_KEY.env],
      env.NODE_ENV === 'production',
      Boolean(env.UPSTREAM_ACCOUNT_URL || env.UPSTREAM_LSC_URL),
    ),
    dataDir: env.DATA_DIR || undefined,
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    metricsPort: wholeNumber(env.METRICS_PORT, METRICS_PORT_DEFAULT),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    upstreamPort,
    lscUrl,
    researchUrl: env.UPSTREAM_RESEARCH_URL || lscUrl,
    production,
    logLevel: env.LOG_LEVEL || 'info',
    redisUrl: env.REDIS_URL || undefined,
    rateLimit: {
      max: wholeNumber(env.RATE_LIMIT_MAX, RATE_LIMIT_DEFAULTS.max),
      windowMs: wholeNumber(env.RATE_LIMIT_WINDOW_MS, RATE_LIMIT_DEFAULTS.windowMs) || RATE_LIMIT_DEFAULTS.windowMs,
    },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicOrigin: publicOriginOf(env.PUBLIC_ORIGIN),
    features: featuresOf(env),
    brandHosts: brandHostsOf(env.BRAND_HOSTS),
    operatorKey: operatorKeyOf(env.OPERATOR_KEY),
  };
}

import { ERROR_REPORTS_PER_MINUTE } from '../../contracts/events/index';

/**
 * Every limit the gateway puts on a client, in one place. The operation limits leave headroom over
 * the web client's own operations (tests/gateway/security.test.ts checks them at half these values),
 * so the SRP query can grow (filter groups, breadcrumbs, placements) without tripping them.
 */
export const OPERATION_LIMITS = {
  /** Nesting of selection sets, fragments flattened. */
  maxDepth: 12,
  /** Aliased fields in one operation: aliases multiply resolver work for the same cost in bytes. */
  maxAliases: 15,
  /** graphql-armor's cost: objects 2, scalars 1, times 1.5 per level of depth. */
  maxCost: 5_000,
  /** Lexer tokens in the document, checked while parsing so a huge document is not parsed in full. */
  maxTokens: 2_000,
  /** Directives in one operation (@include/@skip and friends). */
  maxDirectives: 20,
} as const;

/**
 * How graphql-armor's cost limit counts an operation (its defaults, stated): each object field 2,
 * each scalar 1, a child's cost times 1.5 per level of nesting, fragments counted where they are
 * spread. maxCost above is in these units, and so is an API key's cost budget
 * (api-keys/cost.ts, docs/rules/public-api.md#the-cost-of-an-operation).
 */
export const OPERATION_COST = {
  objectCost: 2,
  scalarCost: 1,
  depthCostFactor: 1.5,
  flattenFragments: true,
} as const;

/** Request bodies above this are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Per client IP. A results page view is its HTML, three GraphQL calls (the viewer, the groups after
 * the results, the ads) and the images near the screen, so a shopper stays far below.
 */
export const RATE_LIMIT_DEFAULTS = { max: 1_000, windowMs: 60_000 } as const;

/** Paths that monitoring polls; never rate limited. */
export const RATE_LIMIT_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * The client build's content-hashed files (about 45 per results page, most of them loaded once and
 * cached for good): served from memory, already compressed, what a CDN serves in production. Not
 * counted, so a shopper's budget is spent on pages and data, not on the scripts of the pages.
 */
export const RATE_LIMIT_EXEMPT_PREFIXES: readonly string[] = ['/assets/'];

/** Whether a request path is outside the per-IP rate limit. */
export const rateLimitExempt = (path: string): boolean =>
  RATE_LIMIT_EXEMPT_PATHS.has(path) || RATE_LIMIT_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * Listing reports per client IP (docs/rules/listing-actions.md#report-rate-limit): a shopper
 * reports a listing or two; a burst past this is someone flooding the queue the reviewers read.
 */
export const REPORT_LISTING_RATE_LIMIT = { name: 'reportListing', max: 5, windowMs: 15 * 60_000 } as const;

/**
 * Messages to sellers per client IP (docs/rules/contact.md#spam-and-abuse): a shopper writes to a
 * few sellers in an hour; more from one address is a script mailing the dealers.
 */
export const EMAIL_SELLER_RATE_LIMIT = { name: 'emailSeller', max: 10, windowMs: 60 * 60_000 } as const;

/**
 * Client error reports per browser id (docs/rules/events.md#limits): a page in an error loop would
 * otherwise send one report per frame; ERROR_REPORTS_PER_MINUTE is the contract's number.
 */
export const CLIENT_ERROR_REPORT_RATE_LIMIT = {
  name: 'clientErrorReports',
  max: ERROR_REPORTS_PER_MINUTE,
  windowMs: 60_000,
} as const;

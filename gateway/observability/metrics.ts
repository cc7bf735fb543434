import type CircuitBreaker from 'opossum';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One registry per process, like the breakers it observes. Label values are bounded: routes are
 * the registered route patterns, operation names are capped, error codes come from the server.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

export const httpRequestDuration = new Histogram({
  name: 'gateway_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code: count (rate) and latency.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const graphqlOperationDuration = new Histogram({
  name: 'gateway_graphql_operation_duration_seconds',
  help: 'GraphQL operations by operation name and outcome: count (rate) and latency.',
  labelNames: ['operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const ssrRenderPasses = new Histogram({
  name: 'gateway_ssr_render_passes',
  help: 'Render passes per server page, by page: 1 when the page fetched its data before rendering; each query the render waited for adds a whole render.',
  labelNames: ['page'] as const,
  buckets: [1, 2, 3],
  registers: [registry],
});

export const graphqlErrors = new Counter({
  name: 'gateway_graphql_errors_total',
  help: 'GraphQL errors sent to clients, by extensions.code.',
  labelNames: ['code'] as const,
  registers: [registry],
});

const breakerState = new Gauge({
  name: 'gateway_upstream_breaker_state',
  help: 'Circuit breaker state per breaker: 0 closed, 1 half-open, 2 open.',
  labelNames: ['breaker'] as const,
  registers: [registry],
});

const breakerEvents = new Counter({
  name: 'gateway_upstream_breaker_events_total',
  help: 'Circuit breaker events per breaker. An aborted call counts as a failure and as a timeout.',
  labelNames: ['breaker', 'event'] as const,
  registers: [registry],
});

/** Beyond this many distinct names, operations are counted as "other" so a client cannot grow the label set. */
export const MAX_OPERATION_NAMES = 100;
const operationNames = new Set<string>();

export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
  operationNames.add(name);
  return name;
}

const STATE = { closed: 0, halfOpen: 1, open: 2 } as const;
const COUNTED_EVENTS = ['success', 'failure', 'timeout', 'reject', 'open', 'halfOpen', 'close', 'fallback'] as const;

/** Called by createBreaker for every breaker: its state becomes a gauge and its events a counter. */
export function observeBreaker<A extends unknown[], R>(breaker: CircuitBreaker<A, R>): CircuitBreaker<A, R> {
  const breakerLabel = breaker.name;
  const setState = () =>
    breakerState.set(
      { breaker: breakerLabel },
      breaker.opened ? STATE.open : breaker.halfOpen ? STATE.halfOpen : STATE.closed,
    );
  setState();
  // opossum's typings declare one overload per event; the listeners here take no arguments.
  const on = (event: string, listener: (...args: unknown[]) => void) =>
    (breaker as unknown as NodeJS.EventEmitter).on(event, listener);
  // Each event's series is looked up once here, not for every call on the hot path.
  for (const event of COUNTED_EVENTS) {
    const series = breakerEvents.labels({ breaker: breakerLabel, event });
    on(event, () => series.inc());
  }
  // Time-outs abort the HTTP call themselves (opossum's timer is off), so they arrive as failures.
  on('failure', (error: unknown) => {
    if ((error as { code?: string } | undefined)?.code === 'ETIMEDOUT')
      breakerEvents.inc({ breaker: breakerLabel, event: 'timeout' });
  });
  for (const event of ['open', 'halfOpen', 'close']) on(event, setState);
  return breaker;
}

/**
 * Client error reports the pages sent (docs/rules/events.md#metrics), by kind (error,
 * unhandledrejection, error_screen): every valid report, kept or not, so an alert on a rising
 * error rate sees what the browsers see. The label values are the contract's three kinds.
 */
export const clientErrorReports = new Counter({
  name: 'client_error_reports_total',
  help: 'Client error reports received from the pages, by kind.',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** Valid client error reports not kept: over a browser's per-minute budget, or the events service unavailable. */
export const clientErrorReportsDropped = new Counter({
  name: 'client_error_reports_dropped_total',
  help: 'Client error reports not kept, by reason: rate_limited or unavailable.',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** Shopper events received in valid batches, by outcome: kept, or dropped (the events service unavailable). */
export const shopperEvents = new Counter({
  name: 'shopper_events_total',
  help: 'Shopper events received from the pages, by outcome: kept or dropped.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Ad impressions and clicks through the gateway's ad routes, by outcome. */
export const adEvents = new Counter({
  name: 'ad_events_total',
  help: 'Ad impressions (counted, repeat) and clicks (counted, failed) through the ad routes.',
  labelNames: ['event', 'outcome'] as const,
  registers: [registry],
});

/**
 * Keyed requests refused (docs/rules/public-api.md#api-keys-and-quotas), by reason: unknown (401:
 * malformed, unknown or revoked), unavailable (503: the key service could not check it), rate (429:
 * the window's requests used) or cost (429: the operation's cost does not fit what is left). Which
 * key is in the warning logged beside it (its id, never the key).
 */
export const apiKeyRefusals = new Counter({
  name: 'gateway_api_key_refusals_total',
  help: 'Keyed requests refused, by reason: unknown, unavailable, rate or cost.',
  labelNames: ['reason'] as const,
  registers: [registry],
});

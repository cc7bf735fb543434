import type { FastifyInstance } from 'fastify';
import {
  MAX_FIRST_RECORD,
  MAX_SPOTLIGHT_PAGE,
  MAX_SPOTLIGHTS,
  MIN_VIEWS_FOR_HIGHLIGHT,
  SPOTLIGHT_PAGE_SIZE,
  SPOTLIGHT_TIER_RULES,
  SPOTLIGHT_TIERS,
  SPOTLIGHTS_REQUESTED,
  SRP_PREMIUM_SPOTLIGHTS,
  DEFAULT_VIEW_COUNT_DAYS,
  type SpotlightTier,
} from '../constants';
import type { ListingRecord } from '../records';
import type { ListingSearchService } from '../service';
import type { Queryable } from '../../db/database';
import { highlight, priceOrAgeUrgency } from '../urgency';
import {
  endpoint,
  flag,
  integer,
  inventoryNow,
  oneOf,
  payloads,
  values,
  without,
  type EndpointDeps,
  type Params,
  type Pick,
} from './common';

/** Parameters of the spotlight calls that are not search filters (numSpotlights, listingTier, spotlightPage …). */
const SPOTLIGHT_PARAMS = [
  'numSpotlights',
  'listingTier',
  'includeExtendedVehicleHighlights',
  'spotlightPage',
  'firstRecord',
  'numRecords',
];

interface Candidate extends Pick {
  expectedPrice: number;
}

const priceRatio = (c: Candidate) => (c.expectedPrice > 0 ? c.record.price / c.expectedPrice : 1);

/** The placement tier of a dealer listing (see SPOTLIGHT_TIER_RULES). */
function spotlightTier(record: ListingRecord, expectedPrice: number): SpotlightTier {
  const ratio = expectedPrice > 0 ? record.price / expectedPrice : 1;
  const { premium, featured } = SPOTLIGHT_TIER_RULES;
  if (ratio <= premium.maxPriceRatio && record.photoCount >= premium.minPhotos) return 'premium';
  if (ratio <= featured.maxPriceRatio && record.photoCount >= featured.minPhotos) return 'featured';
  return 'standard';
}

interface SpotlightRequest {
  filters: Params;
  numSpotlights: number;
  tier?: SpotlightTier;
  page: number;
  extended: boolean;
}

function readRequest(query: Params, defaults: { numSpotlights: number; tier?: SpotlightTier }): SpotlightRequest {
  const numSpotlights = integer(query, 'numSpotlights', 1, MAX_SPOTLIGHTS) ?? defaults.numSpotlights;
  const tier = oneOf(query, 'listingTier', SPOTLIGHT_TIERS) ?? defaults.tier;
  const firstRecord = integer(query, 'firstRecord', 0, MAX_FIRST_RECORD);
  const page =
    integer(query, 'spotlightPage', 1, MAX_SPOTLIGHT_PAGE) ??
    (firstRecord === undefined ? 1 : Math.floor(firstRecord / SPOTLIGHT_PAGE_SIZE) + 1);
  const extended = flag(query, 'includeExtendedVehicleHighlights');
  return { filters: without(query, SPOTLIGHT_PARAMS), numSpotlights, tier, page, extended };
}

/**
 * The page's share of an ordered pool: page p starts at (p - 1) × n and wraps around, so every
 * SRP page gets spotlights while the pool lasts and consecutive pages do not repeat each other.
 */
function pageOf<T>(pool: T[], page: number, n: number): T[] {
  if (pool.length === 0) return [];
  const start = ((page - 1) * n) % pool.length;
  return Array.from({ length: Math.min(n, pool.length) }, (_, i) => pool[(start + i) % pool.length]);
}

/** Round robin over owners (each owner's best listing first), so one page shows many dealers. */
function roundRobinByOwner(ordered: Candidate[]): Candidate[] {
  const byOwner = new Map<number, Candidate[]>();
  for (const candidate of ordered) {
    const list = byOwner.get(candidate.record.ownerId);
    if (list) list.push(candidate);
    else byOwner.set(candidate.record.ownerId, [candidate]);
  }
  const queues = [...byOwner.values()];
  const out: Candidate[] = [];
  for (let round = 0; out.length < ordered.length; round++) {
    for (const queue of queues) if (round < queue.length) out.push(queue[round]);
  }
  return out;
}

/** Dealer listings matching the filters, with their placement tier. Private sellers buy no placements. */
function dealerCandidates(service: ListingSearchService, filters: Params): Candidate[] {
  const sellerTypes = values(filters, 'sellerType');
  if (sellerTypes.length > 0 && !sellerTypes.includes('d')) return [];
  return service.matching({ ...filters, sellerType: 'd' });
}

/** Sponsored listings of one tier: great and good deals with the most photos first, one dealer at a time. */
function spotlights(service: ListingSearchService, request: SpotlightRequest) {
  const tier = request.tier ?? 'featured';
  const pool = dealerCandidates(service, request.filters)
    .filter((c) => spotlightTier(c.record, c.expectedPrice) === tier)
    .sort(
      (a, b) => b.record.photoCount - a.record.photoCount || priceRatio(a) - priceRatio(b) || a.record.id - b.record.id,
    );
  const picks = pageOf(roundRobinByOwner(pool), request.page, request.numSpotlights);
  return payloads(service, picks, () => ({ tier }));
}

type VehicleHighlight = ReturnType<typeof highlight>;

/** The reasons a listing is urgent, strongest first. */
function urgency(
  candidate: Candidate,
  now: number,
  views: Map<string, number> | undefined,
): VehicleHighlight | undefined {
  const { record } = candidate;
  const own = priceOrAgeUrgency(record, now);
  if (own) return highlight(own.urgencyDriverType, own.urgencyDriverValue);
  if (!views) return undefined;
  if (record.listingType === 'CERTIFIED' || record.listingType === '3P_CERT')
    return highlight('WARRANTY', 'Certified Warranty');
  if ((views.get(record.vin) ?? 0) >= MIN_VIEWS_FOR_HIGHLIGHT) return highlight('VIEW_COUNT', 'Act Quick!');
  return undefined;
}

const URGENCY_ORDER: VehicleHighlight['urgencyDriverType'][] = [
  'PRICE_REDUCED',
  'INCENTIVES',
  'NEWLY_LISTED',
  'WARRANTY',
  'VIEW_COUNT',
];

/** VINs viewed at least MIN_VIEWS_FOR_HIGHLIGHT times over the view-count range (7 days). */
async function busyVins(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ vin: string; views: number }>(
    `SELECT vin, SUM(views)::int AS views FROM listing_views
     WHERE viewed_on > (now() AT TIME ZONE 'UTC')::date - $1::int
     GROUP BY vin HAVING SUM(views) >= $2`,
    [DEFAULT_VIEW_COUNT_DAYS, MIN_VIEWS_FOR_HIGHLIGHT],
  );
  return new Map(rows.map((r) => [r.vin.trim(), Number(r.views)]));
}

/**
 * Listings with an urgency reason: a great price, a new car under MSRP, newly listed; with
 * includeExtendedVehicleHighlights also certified warranties and much-viewed cars ('Act Quick!').
 */
async function vehicleHighlights(service: ListingSearchService, db: Queryable, request: SpotlightRequest) {
  const now = inventoryNow(service);
  const views = request.extended ? await busyVins(db) : undefined;
  const pool: Array<{ candidate: Candidate; highlight: VehicleHighlight }> = [];
  for (const candidate of service.matching(request.filters)) {
    if (request.tier && spotlightTier(candidate.record, candidate.expectedPrice) !== request.tier) continue;
    const highlight = urgency(candidate, now, views);
    if (highlight) pool.push({ candidate, highlight });
  }
  pool.sort(
    (a, b) =>
      URGENCY_ORDER.indexOf(a.highlight.urgencyDriverType) - URGENCY_ORDER.indexOf(b.highlight.urgencyDriverType) ||
      b.candidate.record.photoCount - a.candidate.record.photoCount ||
      a.candidate.record.id - b.candidate.record.id,
  );
  const page = pageOf(pool, request.page, request.numSpotlights);
  const highlights = new Map(page.map((p) => [p.candidate.record.id, p.highlight]));
  return payloads(
    service,
    page.map((p) => p.candidate),
    (pick) => ({
      vehicleHighlight: highlights.get(pick.record.id)!,
      ...(views ? { viewCount: views.get(pick.record.vin) ?? 0 } : {}),
    }),
  );
}

/** GET /rest/lsc/listing/spotlight/{premiumresults, results, vehiclehighlight} (docs/rules/results.md#spotlights). */
export function registerSpotlights(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/listing/spotlight/premiumresults', ({ service, query }) =>
    spotlights(service, readRequest(query, { numSpotlights: SRP_PREMIUM_SPOTLIGHTS, tier: 'premium' })),
  );
  endpoint(scope, deps, 'GET', '/rest/lsc/listing/spotlight/results', ({ service, query }) =>
    spotlights(service, readRequest(query, { numSpotlights: SPOTLIGHTS_REQUESTED.featured, tier: 'featured' })),
  );
  endpoint(scope, deps, 'GET', '/rest/lsc/listing/spotlight/vehiclehighlight', ({ service, db, query }) =>
    vehicleHighlights(service, db, readRequest(query, { numSpotlights: SPOTLIGHTS_REQUESTED.vehicleHighlight })),
  );
}

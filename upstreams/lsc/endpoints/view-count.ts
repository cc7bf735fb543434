import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_VIEW_COUNT_DAYS,
  MAX_VIEW_COUNT_DAYS,
  MAX_VIEW_COUNT_VINS,
  VIEW_COUNT_BRANDS,
  type ViewCountBrand,
} from '../constants';
import type { Queryable } from '../../db/database';
import {
  InvalidParameterError,
  NotFoundError,
  endpoint,
  integer,
  values,
  type EndpointDeps,
  type Params,
} from './common';

/** Today in UTC, as the database sees it (both PGlite and a PostgreSQL server, whatever their time zone). */
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

function vinOf(raw: unknown, parameter = 'vin'): string {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw new InvalidParameterError(parameter, 'give the 17-character VIN');
  const vin = raw.trim().toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin))
    throw new InvalidParameterError(parameter, 'must be a 17-character VIN (no I, O or Q)');
  return vin;
}

/**
 * Views per brand over the last dateRange days, today included (7 by default; docs/rules/results.md#sellers-and-view-counts), for one VIN
 * or several (repeated or comma-separated), so a results page costs one call whatever its size.
 */
async function viewCounts(db: Queryable, query: Params) {
  const raw = values(query, 'vin');
  if (raw.length === 0) throw new InvalidParameterError('vin', 'give the 17-character VIN');
  if (raw.length > MAX_VIEW_COUNT_VINS)
    throw new InvalidParameterError('vin', `give at most ${MAX_VIEW_COUNT_VINS} VINs`);
  const vins = [...new Set(raw.map((vin) => vinOf(vin)))];
  const dateRange = integer(query, 'dateRange', 1, MAX_VIEW_COUNT_DAYS) ?? DEFAULT_VIEW_COUNT_DAYS;
  const rows = await db.query<{ vin: string; brand: ViewCountBrand; views: number }>(
    `SELECT vin, brand, SUM(views)::int AS views FROM listing_views
     WHERE vin = ANY($1::text[]) AND viewed_on > ${TODAY} - $2::int
     GROUP BY vin, brand`,
    [vins, dateRange],
  );
  const zero = () => Object.fromEntries(VIEW_COUNT_BRANDS.map((brand) => [brand, 0])) as Record<ViewCountBrand, number>;
  const byVin = new Map(vins.map((vin) => [vin, zero()]));
  for (const row of rows) byVin.get(row.vin.trim())![row.brand] = Number(row.views);
  const listings = vins.map((vin) => ({ vin, counts: byVin.get(vin)! }));
  // One VIN keeps the single-listing shape of the original call.
  return vins.length === 1 ? { vin: vins[0], dateRange, counts: listings[0].counts } : { dateRange, listings };
}

/** Records one view of a listing on a brand's site (today, UTC). */
async function recordView(db: Queryable, body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidParameterError('body', 'send a JSON object { vin, brand }');
  }
  const { vin: rawVin, brand: rawBrand } = body as Record<string, unknown>;
  const vin = vinOf(rawVin);
  const brand =
    typeof rawBrand === 'string' ? VIEW_COUNT_BRANDS.find((b) => b === rawBrand.trim().toLowerCase()) : undefined;
  if (!brand) throw new InvalidParameterError('brand', `must be one of ${VIEW_COUNT_BRANDS.join(', ')}`);
  const [listing] = await db.query<{ id: number }>('SELECT id FROM listings WHERE vin = $1', [vin]);
  if (!listing) throw new NotFoundError(`No listing with VIN ${vin}`, 'vin');
  const [row] = await db.query<{ views: number; viewedOn: string }>(
    `INSERT INTO listing_views (vin, brand, viewed_on, views) VALUES ($1, $2, ${TODAY}, 1)
     ON CONFLICT (vin, viewed_on, brand) DO UPDATE SET views = listing_views.views + 1
     RETURNING views, to_char(viewed_on, 'YYYY-MM-DD') AS "viewedOn"`,
    [vin, brand],
  );
  return { vin, brand, viewedOn: row.viewedOn, views: Number(row.views) };
}

/** GET and POST /cars-for-sale/svc/listing-view-count. */
export function registerViewCount(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/cars-for-sale/svc/listing-view-count', ({ db, query }) => viewCounts(db, query));
  endpoint(scope, deps, 'POST', '/cars-for-sale/svc/listing-view-count', async ({ db, body, reply }) => {
    const recorded = await recordView(db, body);
    reply.code(201);
    return recorded;
  });
}

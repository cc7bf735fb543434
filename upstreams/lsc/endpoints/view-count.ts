import type { FastifyInstance } from 'fastify';
import { DEFAULT_VIEW_COUNT_DAYS, MAX_VIEW_COUNT_DAYS, VIEW_COUNT_BRANDS, type ViewCountBrand } from '../constants';
import type { Queryable } from '../../db/database';
import { InvalidParameterError, NotFoundError, endpoint, integer, single, type EndpointDeps, type Params } from './common';

/** Today in UTC, as the database sees it (both PGlite and a PostgreSQL server, whatever their time zone). */
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

function vinOf(raw: unknown, parameter = 'vin'): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new InvalidParameterError(parameter, 'give the 17-character VIN');
  const vin = raw.trim().toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) throw new InvalidParameterError(parameter, 'must be a 17-character VIN (no I, O or Q)');
  return vin;
}

/** Views of a VIN per brand over the last dateRange days, today included (spec §7, §9: 7 days). */
async function viewCounts(db: Queryable, query: Params) {
  const vin = vinOf(single(query, 'vin'));
  const dateRange = integer(query, 'dateRange', 1, MAX_VIEW_COUNT_DAYS) ?? DEFAULT_VIEW_COUNT_DAYS;
  const rows = await db.query<{ brand: ViewCountBrand; views: number }>(
    `SELECT brand, SUM(views)::int AS views FROM listing_views
     WHERE vin = $1 AND viewed_on > ${TODAY} - $2::int
     GROUP BY brand`,
    [vin, dateRange],
  );
  const counts = Object.fromEntries(VIEW_COUNT_BRANDS.map((brand) => [brand, 0])) as Record<ViewCountBrand, number>;
  for (const row of rows) counts[row.brand] = Number(row.views);
  return { vin, dateRange, counts };
}

/** Records one view of a listing on a brand's site (today, UTC). */
async function recordView(db: Queryable, body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidParameterError('body', 'send a JSON object { vin, brand }');
  }
  const { vin: rawVin, brand: rawBrand } = body as Record<string, unknown>;
  const vin = vinOf(rawVin);
  const brand = typeof rawBrand === 'string' ? VIEW_COUNT_BRANDS.find((b) => b === rawBrand.trim().toLowerCase()) : undefined;
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

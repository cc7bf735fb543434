import type { FastifyInstance } from 'fastify';
import type { LscModelInfoResponse, LscModelYear, LscTrimSpecs } from '../../../contracts/lsc/index';
import { BODY_STYLE_LABELS, FUEL_TYPE_LABELS } from '../../db/vocabulary';
import { TRIM_SPEC_COLUMNS, TRIM_SPEC_FLAGS } from '../../db/seed/trim-specs';
import { trimImagePath } from '../../images/trims';
import { MAX_MODEL_INFO_NUM_RECORDS, MAX_YEAR, MIN_YEAR, MODEL_INFO_NUM_RECORDS } from '../constants';
import type { Queryable } from '../../db/database';
import { catalogueOf } from './catalogue';
import { endpoint, integer, oneCode, type EndpointDeps, type Params } from './common';

interface Prices {
  count: number;
  startingPrice: number | null;
  avgPrice: number | null;
  maxPrice: number | null;
}

const NO_PRICES: Prices = { count: 0, startingPrice: null, avgPrice: null, maxPrice: null };

/** Electric and plug-in hybrid trims have EPA MPGe figures instead of mpg. */
const electric = (fuel: string) => fuel === 'ELE' || fuel === 'PIH';

/**
 * The listings' prices by model year and trim, and by model year over all trims: lowest, average
 * (rounded to the dollar) and highest sale price, straight from the listings table.
 */
async function pricesOf(db: Queryable, makeCode: string, modelCode: string, firstYear: number, lastYear: number) {
  const rows = await db.query<{
    year: number;
    trim_code: string | null;
    n: number;
    min: number;
    avg: number;
    max: number;
  }>(
    `SELECT year::int AS year, trim_code, count(*)::int AS n, min(price)::int AS min, round(avg(price))::int AS avg,
            max(price)::int AS max
       FROM listings
      WHERE model_code = $2 AND make_code = $1 AND year BETWEEN $3 AND $4
      GROUP BY GROUPING SETS ((year, trim_code), (year))`,
    [makeCode, modelCode, firstYear, lastYear],
  );
  const prices = new Map<string, Prices>();
  for (const row of rows) {
    prices.set(`${row.year}/${row.trim_code ?? ''}`, {
      count: row.n,
      startingPrice: row.min,
      avgPrice: row.avg,
      maxPrice: row.max,
    });
  }
  return (year: number, trimCode = '') => prices.get(`${year}/${trimCode}`) ?? NO_PRICES;
}

/** The trims' equipment (migration 021); a trim the seed has not described has none. */
async function specsOf(db: Queryable, modelCode: string) {
  const rows = await db.query<Record<string, unknown> & { trim_code: string }>(
    `SELECT trim_code, ${TRIM_SPEC_FLAGS.map((f) => `${TRIM_SPEC_COLUMNS[f]} AS "${f}"`).join(', ')}
       FROM trim_specs WHERE model_code = $1`,
    [modelCode],
  );
  const specs = new Map(
    rows.map((row) => [
      row.trim_code,
      Object.fromEntries(TRIM_SPEC_FLAGS.map((f) => [f, row[f] === true])) as LscTrimSpecs,
    ]),
  );
  const none = Object.fromEntries(TRIM_SPEC_FLAGS.map((f) => [f, false])) as LscTrimSpecs;
  return (trimCode: string) => specs.get(trimCode) ?? none;
}

/**
 * A make and model's trims for a run of model years (docs/rules/research.md#trim): from startYear
 * (last year, UTC, by default) down, numRecords years, only those the model was sold in; each with
 * the catalogue's trims (national MSRP, engine, EPA figures, equipment, a picture) and the prices of
 * that year's listings of each trim. A make and model the catalogue does not pair is no data: an
 * empty list, not an error.
 */
async function modelInfo(db: Queryable, query: Params): Promise<LscModelInfoResponse> {
  const makeCode = oneCode(query, 'makeCode', 'FORD');
  const modelCode = oneCode(query, 'modelCode', 'F150PICKUP');
  const startYear = integer(query, 'startYear', MIN_YEAR, MAX_YEAR) ?? new Date().getUTCFullYear() - 1;
  const numRecords = integer(query, 'numRecords', 1, MAX_MODEL_INFO_NUM_RECORDS) ?? MODEL_INFO_NUM_RECORDS;
  const catalogue = await catalogueOf(db);
  const model = catalogue.models.find((m) => m.code === modelCode && m.makeCode === makeCode);
  const make = model && catalogue.makes.find((m) => m.code === model.makeCode);
  const firstYear = Math.max(model?.firstYear ?? Infinity, startYear - numRecords + 1);
  const lastYear = Math.min(model?.lastYear ?? -Infinity, startYear);
  if (!model || !make || firstYear > lastYear) return { totalResultCount: 0, items: [] };

  const trims = catalogue.trims.filter((t) => t.modelCode === model.code);
  const prices = await pricesOf(db, make.code, model.code, firstYear, lastYear);
  const specs = await specsOf(db, model.code);
  const vehicles = new Map(
    (
      await db.query<{ year: number; vehicle_id: number }>(
        `SELECT year::int AS year, vehicle_id FROM reference_vehicles
          WHERE make_code = $1 AND model_code = $2 AND year BETWEEN $3 AND $4`,
        [make.code, model.code, firstYear, lastYear],
      )
    ).map((row) => [row.year, row.vehicle_id]),
  );
  const bodyStyle = BODY_STYLE_LABELS[model.bodyStyle] ?? model.bodyStyle;

  const items: LscModelYear[] = [];
  for (let year = lastYear; year >= firstYear; year--) {
    const vehicleId = vehicles.get(year) ?? null;
    items.push({
      year,
      make: { code: make.code, name: make.name },
      model: { code: model.code, name: model.name },
      bodyStyle: { code: model.bodyStyle, label: bodyStyle },
      vehicleId,
      listings: prices(year),
      trims: trims.map((t) => {
        const { count, ...ofTrim } = prices(year, t.code);
        return {
          trimCode: t.code,
          trimName: t.name,
          imagePath: trimImagePath(model.code, t.code),
          nationalMSRP: t.msrp,
          atcMake: make.name,
          atcModel: model.name,
          atcMakeCode: make.code,
          atcModelCode: model.code,
          vehicleId,
          engineType: t.engine,
          fuelType: FUEL_TYPE_LABELS[t.fuelType] ?? t.fuelType,
          horsepower: t.horsepower,
          drives: t.drives,
          specs: specs(t.code),
          epaCity: electric(t.fuelType) ? null : t.mpgCity,
          epaHwy: electric(t.fuelType) ? null : t.mpgHwy,
          epaMpgeCity: electric(t.fuelType) ? t.mpgCity : null,
          epaMpgeHwy: electric(t.fuelType) ? t.mpgHwy : null,
          evRange: t.evRange,
          bodyStyle,
          listingCount: count,
          ...ofTrim,
        };
      }),
    });
  }
  return { totalResultCount: items.length, items };
}

/** GET /rest/lsc/modelinfo/ymm (docs/rules/upstreams.md#listing-search-calls). */
export function registerModelInfo(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/modelinfo/ymm', ({ db, query }) => modelInfo(db, query));
}

import type { FastifyInstance } from 'fastify';
import type { LscSafety, LscSafetyResponse } from '../../../contracts/lsc/index';
import { SAFETY_FEATURES, SAFETY_RATINGS, type SafetyFeatureValue } from '../../db/seed/safety';
import type { Queryable } from '../../db/database';
import { MAX_YEAR, MIN_YEAR } from '../constants';
import { catalogueOf } from './catalogue';
import { InvalidParameterError, endpoint, integer, oneCode, type EndpointDeps, type Params } from './common';

type SafetyRowOut = Record<string, number | string | null>;

/**
 * The safety reference of a make, model and model year (docs/rules/safety.md): the crash ratings,
 * the safety features and the legroom the seed stored for it (migration 022), read from the table
 * on every call. A make and model the catalogue does not pair, or a year the model was not sold in,
 * is no data: `safety: null`, not an error.
 */
async function safety(db: Queryable, query: Params): Promise<LscSafetyResponse> {
  const makeCode = oneCode(query, 'makeCode', 'FORD');
  const modelCode = oneCode(query, 'modelCode', 'F150PICKUP');
  const year = integer(query, 'year', MIN_YEAR, MAX_YEAR);
  if (year === undefined) throw new InvalidParameterError('year', 'give the model year (e.g. 2024)');
  const catalogue = await catalogueOf(db);
  const model = catalogue.models.find((m) => m.code === modelCode && m.makeCode === makeCode);
  if (!model) return { safety: null };
  const [row] = await db.query<SafetyRowOut>(
    `SELECT ${SAFETY_RATINGS.map((r) => `${r.column}::int AS "${r.key}"`).join(', ')},
            ${SAFETY_FEATURES.map((f) => `${f.column} AS "${f.key}"`).join(', ')},
            front_legroom::float8 AS "frontLegroom", rear_legroom::float8 AS "rearLegroom"
       FROM model_safety WHERE model_code = $1 AND year = $2`,
    [model.code, year],
  );
  if (!row) return { safety: null };
  const specifications: LscSafety['specifications'] = [
    { name: 'Front legroom', value: Number(row.frontLegroom), unit: 'in' },
  ];
  if (row.rearLegroom !== null)
    specifications.push({ name: 'Rear legroom', value: Number(row.rearLegroom), unit: 'in' });
  return {
    safety: {
      year,
      makeCode: model.makeCode,
      modelCode: model.code,
      ratings: SAFETY_RATINGS.map((r) => ({ name: r.name, stars: row[r.key] === null ? null : Number(row[r.key]) })),
      features: SAFETY_FEATURES.map((f) => ({ name: f.name, value: row[f.key] as SafetyFeatureValue })),
      specifications,
    },
  };
}

/** GET /rest/lsc/research/safety (docs/rules/upstreams.md#listing-search-calls). */
export function registerSafety(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/research/safety', ({ db, query }) => safety(db, query));
}

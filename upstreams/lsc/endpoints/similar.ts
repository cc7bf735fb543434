import type { FastifyInstance } from 'fastify';
import {
  MAX_EXCLUDED_LISTING_IDS,
  MAX_SIMILAR_NUM_RECORDS,
  MAX_SIMILAR_RADIUS,
  SIMILAR_NUM_RECORDS,
  SIMILAR_PRICE_SPAN,
  SIMILAR_YEAR_SPAN,
  MAX_PRICE,
  MAX_SEARCH_RADIUS,
  MAX_YEAR,
  MIN_YEAR,
} from '../constants';
import type { ListingSearchService } from '../service';
import type { Queryable } from '../../db/database';
import {
  InvalidParameterError,
  NotFoundError,
  codes,
  endpoint,
  integer,
  payloads,
  single,
  values,
  without,
  type EndpointDeps,
  type Params,
} from './common';

/** Vehicle, year and price parameters: the reference, replaced by the relaxed windows of 'similar'. */
const REFERENCE_PARAMS = [
  'listingId',
  'makeCode',
  'makeCodeList',
  'makeCode1',
  'makeCode2',
  'makeCode3',
  'modelCode',
  'modelCodeList',
  'modelCode1',
  'modelCode2',
  'modelCode3',
  'trimCode',
  'trimCodeList',
  'vehicleStyleCode',
  'startYear',
  'endYear',
  'minPrice',
  'maxPrice',
];
const PAGING_PARAMS = ['numRecords', 'firstRecord', 'sortBy', 'excludedListingIds', 'zip', 'searchRadius'];

/** What the similar listings are like: one listing (its own year and price) or the ranges of a query. */
interface Reference {
  listingId?: number;
  models: string[];
  makes: string[];
  bodyStyles: string[];
  trims: string[];
  years?: [number, number];
  prices?: [number, number];
  zip?: string;
}

function fromListing(service: ListingSearchService, id: number): Reference {
  const record = service.listingRecord(id);
  if (!record) throw new NotFoundError(`No listing ${id}`, 'listingId');
  const { owner } = service.payloadOf(record);
  return {
    listingId: id,
    models: [record.modelCode],
    makes: [record.makeCode],
    bodyStyles: [record.bodyStyle],
    trims: [record.trimCode],
    years: [record.year, record.year],
    prices: [record.price, record.price],
    zip: owner?.location.address.zip,
  };
}

async function fromFilters(db: Queryable, query: Params): Promise<Reference> {
  const models = ['modelCode', 'modelCodeList', 'modelCode1', 'modelCode2', 'modelCode3'].flatMap((n) =>
    codes(query, n),
  );
  let makes = ['makeCode', 'makeCodeList', 'makeCode1', 'makeCode2', 'makeCode3'].flatMap((n) => codes(query, n));
  let bodyStyles = codes(query, 'vehicleStyleCode');
  if (models.length === 0 && makes.length === 0 && bodyStyles.length === 0) {
    throw new InvalidParameterError(
      'listingId',
      'give the listing id of the reference listing, or a makeCode, modelCode or vehicleStyleCode',
    );
  }
  if (models.length) {
    // The fallback ('same make and body style') needs the makes and body styles of the models.
    const rows = await db.query<{ make_code: string; body_style: string }>(
      'SELECT make_code, body_style FROM models WHERE code = ANY($1)',
      [models],
    );
    makes = [...new Set([...makes, ...rows.map((r) => r.make_code)])];
    bodyStyles = [...new Set([...bodyStyles, ...rows.map((r) => r.body_style)])];
  }
  const startYear = integer(query, 'startYear', MIN_YEAR, MAX_YEAR);
  const endYear = integer(query, 'endYear', MIN_YEAR, MAX_YEAR);
  const minPrice = integer(query, 'minPrice', 0, MAX_PRICE);
  const maxPrice = integer(query, 'maxPrice', 0, MAX_PRICE);
  return {
    models,
    makes,
    bodyStyles,
    trims: codes(query, 'trimCode').map((t) => t.split('|').pop()!),
    years: startYear === undefined && endYear === undefined ? undefined : [startYear ?? MIN_YEAR, endYear ?? MAX_YEAR],
    prices: minPrice === undefined && maxPrice === undefined ? undefined : [minPrice ?? 0, maxPrice ?? MAX_PRICE],
  };
}

/** How far a value lies outside [lo, hi], as a share of the allowed slack (0 inside, 1 at the window's edge). */
const gap = (value: number, [lo, hi]: [number, number], slackLo: number, slackHi: number) =>
  value < lo ? (lo - value) / Math.max(1e-9, slackLo) : value > hi ? (value - hi) / Math.max(1e-9, slackHi) : 0;

/**
 * Similar listings: same model (or, when those are fewer than asked for, same make and body
 * style), model year within ±2 and price within ±25% of the reference, nearest to it first.
 */
async function similar(service: ListingSearchService, db: Queryable, query: Params) {
  const numRecords = integer(query, 'numRecords', 1, MAX_SIMILAR_NUM_RECORDS) ?? SIMILAR_NUM_RECORDS;
  // The radius is capped at 100; 100 or more, 0 (nationwide) or missing becomes 100 (docs/rules/results.md#similar-listings).
  const askedRadius = integer(query, 'searchRadius', 0, MAX_SEARCH_RADIUS);
  const radius =
    askedRadius === undefined || askedRadius === 0 ? MAX_SIMILAR_RADIUS : Math.min(askedRadius, MAX_SIMILAR_RADIUS);
  const excludedRaw = values(query, 'excludedListingIds');
  if (excludedRaw.length > MAX_EXCLUDED_LISTING_IDS || excludedRaw.some((id) => !/^\d{1,15}$/.test(id))) {
    throw new InvalidParameterError(
      'excludedListingIds',
      `must be at most ${MAX_EXCLUDED_LISTING_IDS} listing ids (digits)`,
    );
  }
  const excluded = new Set(excludedRaw.map(Number));
  const listingId = single(query, 'listingId');
  if (listingId !== undefined && !/^\d{1,15}$/.test(listingId))
    throw new InvalidParameterError('listingId', 'must be a listing id (digits)');
  const reference = listingId !== undefined ? fromListing(service, Number(listingId)) : await fromFilters(db, query);
  if (reference.listingId !== undefined) excluded.add(reference.listingId);
  const zip = single(query, 'zip') ?? reference.zip;

  const windows: Params = {};
  if (reference.years) {
    windows.startYear = String(Math.max(MIN_YEAR, reference.years[0] - SIMILAR_YEAR_SPAN));
    windows.endYear = String(Math.min(MAX_YEAR, reference.years[1] + SIMILAR_YEAR_SPAN));
  }
  if (reference.prices) {
    windows.minPrice = String(Math.floor(reference.prices[0] * (1 - SIMILAR_PRICE_SPAN)));
    windows.maxPrice = String(Math.min(MAX_PRICE, Math.ceil(reference.prices[1] * (1 + SIMILAR_PRICE_SPAN))));
  }
  const base: Params = {
    ...without(query, [...REFERENCE_PARAMS, ...PAGING_PARAMS]),
    ...windows,
    ...(zip ? { zip, searchRadius: String(radius) } : {}),
  };
  const vehicle = (params: Params) =>
    service.matching({ ...base, ...params }).filter((c) => !excluded.has(c.record.id));
  const sameModel = reference.models.length
    ? vehicle({ modelCode: reference.models })
    : vehicle({ makeCode: reference.makes, vehicleStyleCode: reference.bodyStyles });
  const seen = new Set(sameModel.map((c) => c.record.id));
  const fallback =
    reference.models.length && sameModel.length < numRecords && reference.makes.length && reference.bodyStyles.length
      ? vehicle({ makeCode: reference.makes, vehicleStyleCode: reference.bodyStyles }).filter(
          (c) => !seen.has(c.record.id),
        )
      : [];

  const models = new Set(reference.models);
  const trims = new Set(reference.trims);
  const yearSlack = SIMILAR_YEAR_SPAN;
  const score = (c: (typeof sameModel)[number]) => {
    const r = c.record;
    let s = models.size && !models.has(r.modelCode) ? 10 : 0;
    if (reference.years) s += gap(r.year, reference.years, yearSlack, yearSlack);
    if (reference.prices)
      s += gap(
        r.price,
        reference.prices,
        reference.prices[0] * SIMILAR_PRICE_SPAN,
        reference.prices[1] * SIMILAR_PRICE_SPAN,
      );
    if (trims.size && !trims.has(r.trimCode)) s += 0.25;
    if (c.distance !== undefined) s += (0.5 * c.distance) / radius;
    return s;
  };
  const ranked = [...sameModel, ...fallback]
    .map((c) => ({ c, s: score(c) }))
    .sort((a, b) => a.s - b.s || a.c.record.id - b.c.record.id)
    .map(({ c }) => c);
  return { ...payloads(service, ranked.slice(0, numRecords)), totalResultCount: ranked.length };
}

/** GET /rest/lsc/listing/similar (docs/rules/results.md#similar-listings). */
export function registerSimilar(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/listing/similar', ({ service, db, query }) => similar(service, db, query));
}

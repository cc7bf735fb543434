import { z } from 'zod';
import zipcodes from 'zipcodes';
import {
  DEFAULT_NUM_RECORDS, DEFAULT_SORT, MAX_FIRST_RECORD, MAX_NUM_RECORDS, MAX_PRICE, MAX_SEARCH_RADIUS, MAX_YEAR, MIN_YEAR,
  SORT_OPTIONS,
} from './constants';
import type { SearchQuery } from './engine/search';

/** A query parameter whose value cannot be used: answered with 400 naming the parameter. */
export class InvalidParameterError extends Error {
  constructor(
    readonly parameter: string,
    readonly reason: string,
  ) {
    super(`Invalid value for '${parameter}': ${reason}`);
  }
}

/** Parameters this service understands; anything else is echoed back in invalidQueryParams. */
const KNOWN = new Set([
  'makeCode', 'modelCode', 'makeCodeList', 'modelCodeList', 'zip', 'searchRadius', 'minPrice', 'maxPrice', 'startYear',
  'endYear', 'listingType', 'sortBy', 'firstRecord', 'numRecords', 'channel', 'listingId',
]);

export type Params = Record<string, string | string[] | undefined>;

function values(params: Params, name: string): string[] {
  const raw = params[name];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
}

function single(params: Params, name: string): string | undefined {
  const list = values(params, name);
  return list.length ? list[0] : undefined;
}

function integer(params: Params, name: string, min: number, max: number): number | undefined {
  const raw = single(params, name);
  if (raw === undefined) return undefined;
  const parsed = z.coerce.number().int().min(min).max(max).safeParse(raw);
  if (!parsed.success) throw new InvalidParameterError(name, `must be a whole number from ${min} to ${max}`);
  return parsed.data;
}

export interface ParsedQuery {
  query: SearchQuery;
  invalidQueryParams: string[];
}

export function parseSearchParams(params: Params): ParsedQuery {
  const invalidQueryParams = Object.keys(params).filter((name) => !KNOWN.has(name));
  const sortBy = single(params, 'sortBy') ?? DEFAULT_SORT;
  if (!(SORT_OPTIONS as readonly string[]).includes(sortBy)) {
    throw new InvalidParameterError('sortBy', `must be one of ${SORT_OPTIONS.join(', ')}`);
  }
  const listingTypes = values(params, 'listingType');
  for (const type of listingTypes) {
    if (!['USED', 'NEW', 'CERTIFIED', '3P_CERT'].includes(type)) {
      throw new InvalidParameterError('listingType', 'must be USED, NEW, CERTIFIED or 3P_CERT');
    }
  }
  let location: SearchQuery['location'];
  const zip = single(params, 'zip');
  if (zip !== undefined) {
    if (!/^\d{5}$/.test(zip)) throw new InvalidParameterError('zip', 'must be 5 digits');
    const found = zipcodes.lookup(zip);
    if (found && found.country === 'US') location = { latitude: found.latitude, longitude: found.longitude };
    else invalidQueryParams.push('zip');
  }
  const listingIds = values(params, 'listingId').map((id) => {
    if (!/^\d{1,15}$/.test(id)) throw new InvalidParameterError('listingId', 'must be a listing id (digits)');
    return Number(id);
  });
  const query: SearchQuery = {
    listingIds,
    makeCodes: [...values(params, 'makeCode'), ...values(params, 'makeCodeList')],
    modelCodes: [...values(params, 'modelCode'), ...values(params, 'modelCodeList')],
    listingTypes,
    location,
    searchRadius: integer(params, 'searchRadius', 0, MAX_SEARCH_RADIUS) ?? 0,
    minPrice: integer(params, 'minPrice', 0, MAX_PRICE),
    maxPrice: integer(params, 'maxPrice', 0, MAX_PRICE),
    startYear: integer(params, 'startYear', MIN_YEAR, MAX_YEAR),
    endYear: integer(params, 'endYear', MIN_YEAR, MAX_YEAR),
    sortBy: sortBy as SearchQuery['sortBy'],
    firstRecord: integer(params, 'firstRecord', 0, MAX_FIRST_RECORD) ?? 0,
    numRecords: integer(params, 'numRecords', 0, MAX_NUM_RECORDS) ?? DEFAULT_NUM_RECORDS,
  };
  return { query, invalidQueryParams };
}

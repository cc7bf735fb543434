import { z } from 'zod';
import zipcodes from 'zipcodes';
import {
  DEFAULT_NUM_RECORDS,
  DEFAULT_SORT,
  EXPERIENCE_CONSTRAINTS,
  MARKET_EXTENSION_FACTOR,
  MAX_FIRST_RECORD,
  MAX_NUM_RECORDS,
  MAX_PRICE,
  MAX_SEARCH_RADIUS,
  MAX_YEAR,
  MIN_YEAR,
  SORT_OPTIONS,
} from './constants';
import type { SearchQuery } from './engine/search';
import { DIMENSION_NAMES } from './engine/dimensions';
import { DMA_ANCHORS, DMA_RADIUS_MILES } from '../db/seed/places';

/** A query parameter whose value cannot be used: answered with 400 naming the parameter. */
export class InvalidParameterError extends Error {
  constructor(
    readonly parameter: string,
    readonly reason: string,
  ) {
    super(`Invalid value for '${parameter}': ${reason}`);
  }
}

/** Request fields that shape the answer but do not filter (the search's mode parameters; docs/rules/search-request.md#query-parameters). */
const MODE_PARAMS = [
  'channel',
  'collapseFilters',
  'hideFilters',
  'supplemental',
  'stats',
  'pixallId',
  'relevanceConfig',
  'vhrProviders',
  'showStrongAttributes',
  'includeSuggested',
  'isNewSearch',
  'experience',
  'page',
  'categorySearch',
  'lastExec',
  'isSponsorship',
  'showcaseOwnerId',
  'makerCode',
  'allListingType',
  'marketExtension',
  'vin',
];

/** Parameters this service understands; anything else is echoed back in invalidQueryParams. */
const KNOWN = new Set([
  ...DIMENSION_NAMES,
  ...MODE_PARAMS,
  'makeCodeList',
  'modelCodeList',
  'trimCodeList',
  'makeCode1',
  'makeCode2',
  'makeCode3',
  'modelCode1',
  'modelCode2',
  'modelCode3',
  'zip',
  'searchRadius',
  'minPrice',
  'maxPrice',
  'startYear',
  'endYear',
  'mileage',
  'sortBy',
  'firstRecord',
  'numRecords',
  'listingId',
  'city',
  'state',
  'dma',
]);

/** List parameters and the parameters that fold into them (makeCode1-3 into makeCode, …). */
const FOLDED: Record<string, string[]> = {
  makeCode: ['makeCode', 'makeCodeList', 'makeCode1', 'makeCode2', 'makeCode3'],
  modelCode: ['modelCode', 'modelCodeList', 'modelCode1', 'modelCode2', 'modelCode3'],
  trimCode: ['trimCode', 'trimCodeList'],
};

export type Params = Record<string, string | string[] | undefined>;

/** Parameters that set base constraints of a search (docs/rules/search-request.md#experiences): calls built from a search keep them. */
export const BASE_CONSTRAINT_PARAMS = ['experience', 'makerCode'] as const;

/** A make code as the catalogue spells them (FORD, LAND_ROVER …). */
const MAKE_CODE = /^[A-Z0-9_-]{1,32}$/;

/**
 * The base constraints of a search (docs/rules/search-request.md#experiences): the experience's
 * (an unknown experience constrains nothing and is reported in invalidQueryParams) and the car
 * maker's make (makerCode, refused with 400 when it is not a make code).
 */
function baseConstraints(params: Params, invalidQueryParams: string[]): Record<string, string[]> | undefined {
  const constraints: Record<string, string[]> = {};
  const experience = single(params, 'experience');
  if (experience !== undefined) {
    const narrowed = Object.hasOwn(EXPERIENCE_CONSTRAINTS, experience) ? EXPERIENCE_CONSTRAINTS[experience] : undefined;
    if (narrowed) for (const [name, codes] of Object.entries(narrowed)) constraints[name] = [...codes];
    else invalidQueryParams.push('experience');
  }
  const maker = single(params, 'makerCode');
  if (maker !== undefined) {
    if (!MAKE_CODE.test(maker)) throw new InvalidParameterError('makerCode', 'must be a make code');
    constraints.makeCode = [maker];
  }
  return Object.keys(constraints).length ? constraints : undefined;
}

export function values(params: Params, name: string): string[] {
  const raw = params[name];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export function single(params: Params, name: string): string | undefined {
  const list = values(params, name);
  return list.length ? list[0] : undefined;
}

/** Whole-number schemas by their bounds: built once, not on every call (a zod schema costs tens of µs to build). */
const wholeNumbers = new Map<string, z.ZodType<number, string>>();

function wholeNumber(min: number, max: number): z.ZodType<number, string> {
  const key = `${min}:${max}`;
  let schema = wholeNumbers.get(key);
  if (!schema) {
    schema = z
      .string()
      .regex(/^-?\d{1,12}$/)
      .transform(Number)
      .pipe(z.number().int().min(min).max(max));
    wholeNumbers.set(key, schema);
  }
  return schema;
}

/** A whole number written plainly (no exponent, sign only for negatives), within bounds. */
export function integer(params: Params, name: string, min: number, max: number): number | undefined {
  const raw = single(params, name);
  if (raw === undefined) return undefined;
  const parsed = wholeNumber(min, max).safeParse(raw);
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
  for (const type of values(params, 'listingType')) {
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
  const searchRadius = integer(params, 'searchRadius', 0, MAX_SEARCH_RADIUS) ?? 0;
  const marketExtension = single(params, 'marketExtension');
  if (marketExtension !== undefined && marketExtension !== 'include' && marketExtension !== 'off') {
    throw new InvalidParameterError('marketExtension', "must be 'include' or 'off'");
  }
  const filters: Record<string, string[]> = {};
  for (const name of DIMENSION_NAMES) {
    const codes = (FOLDED[name] ?? [name]).flatMap((param) => values(params, param));
    if (codes.length) filters[name] = [...new Set(codes)];
  }
  const states = values(params, 'state').map((s) => s.toUpperCase());
  for (const state of states)
    if (!/^[A-Z]{2}$/.test(state)) throw new InvalidParameterError('state', 'must be a two-letter state code');
  // A sponsor's inventory: only the first id counts (docs/rules/search-request.md#showcase-owner).
  const showcaseOwner = single(params, 'showcaseOwnerId');
  if (showcaseOwner !== undefined && !/^\d{1,10}$/.test(showcaseOwner))
    throw new InvalidParameterError('showcaseOwnerId', 'must be an owner id (digits)');
  const constraints = baseConstraints(params, invalidQueryParams);
  const cities = values(params, 'city').map((c) => c.toUpperCase());
  const dmaCodes = values(params, 'dma');
  for (const code of dmaCodes)
    if (!DMA_ANCHORS[code])
      throw new InvalidParameterError('dma', `must be a DMA code (${Object.keys(DMA_ANCHORS).join(', ')})`);
  const query: SearchQuery = {
    listingIds,
    ...(cities.length ? { cities } : {}),
    ...(states.length ? { states } : {}),
    ...(showcaseOwner !== undefined ? { ownerIds: [Number(showcaseOwner)] } : {}),
    ...(constraints ? { constraints } : {}),
    ...(dmaCodes.length
      ? {
          dma: {
            anchors: dmaCodes.flatMap((code) =>
              DMA_ANCHORS[code].zips.map((zip) => {
                const found = zipcodes.lookup(zip)!;
                return { latitude: found.latitude, longitude: found.longitude };
              }),
            ),
            miles: DMA_RADIUS_MILES,
          },
        }
      : {}),
    filters,
    location,
    searchRadius,
    extendedRadius:
      marketExtension === 'include' && searchRadius > 0
        ? Math.min(MAX_SEARCH_RADIUS, searchRadius * MARKET_EXTENSION_FACTOR)
        : undefined,
    minPrice: integer(params, 'minPrice', 0, MAX_PRICE),
    maxPrice: integer(params, 'maxPrice', 0, MAX_PRICE),
    startYear: integer(params, 'startYear', MIN_YEAR, MAX_YEAR),
    endYear: integer(params, 'endYear', MIN_YEAR, MAX_YEAR),
    maxMileage: integer(params, 'mileage', 0, 10_000_000),
    sortBy: sortBy as SearchQuery['sortBy'],
    firstRecord: integer(params, 'firstRecord', 0, MAX_FIRST_RECORD) ?? 0,
    numRecords: integer(params, 'numRecords', 0, MAX_NUM_RECORDS) ?? DEFAULT_NUM_RECORDS,
    // A lookup by id or a caller that hides filters needs no facet counts.
    facets: listingIds.length === 0 && single(params, 'hideFilters') !== 'true',
  };
  return { query, invalidQueryParams };
}

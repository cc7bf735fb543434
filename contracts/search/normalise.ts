import { BRANDS, type BrandCode } from './brands';
import {
  MAX_EXCLUDED_LISTING_IDS,
  MAX_MAKES,
  MAX_SEARCH_RADIUS,
  MIN_EXCLUDED_LISTING_IDS,
  NEW_CAR_BOOST_END_YEAR_SPAN,
  REMOVED_PARAMS,
  SEARCH_BOUNDS,
  ZIP_LENGTH,
} from './constants';
import { makerMakeOf } from './experiences';
import { first, fromEntries, type SearchParams } from './params';
import { isText } from './text';
import { currentYear } from './years';
import { isFiveDigitZip } from './zip';

/**
 * The normalisation rules that shape a search before it is sent (docs/rules/search-request.md#normalisation).
 * Each rule is one small function named after the rule; they run in the order of RULES, so a rule
 * sees what the earlier ones left (the trim rule sees at most 5 makes).
 *
 * A value a rule removes is reported in `dropped` with the rule's reason; a value a rule rewrites
 * (a capped radius, a ZIP+4 cut to 5, vehicleExchange=1 sent as 'true', the default listing type)
 * is not, because the search still says what the shopper asked. mmt goes silently too: it is a
 * legacy parameter, not a mistake (docs/rules/search-request.md#legacy-names). Nothing here throws: the resolver decides which
 * dropped values are errors.
 *
 * "The current year" is the UTC year of ctx.now, so the same instant gives the same answer on
 * every server.
 */

export interface NormaliseContext {
  brand: BrandCode;
  now: Date;
  /** Reference-data check of a trim against the chosen makes and models, when the caller has one. */
  trimBelongs?: (trimCode: string, makeCodes: readonly string[], modelCodes: readonly string[]) => boolean;
}

/** A parameter value a rule removed, and the rule's reason. */
export interface DroppedParameter {
  name: string;
  value: string;
  reason: string;
}
export type DroppedValue = DroppedParameter;

export interface NormalisedSearch {
  params: SearchParams;
  dropped: DroppedParameter[];
  /** Whether the new car boost is requested for this search (docs/rules/results.md#new-car-boost). */
  newCarBoost: boolean;
  /** Whether year data applies to this search (docs/rules/search-request.md#year-data). */
  yearData: boolean;
}

/** The listing types (docs/rules/search-request.md#query-parameters). */
const LISTING_TYPES = ['USED', 'NEW', 'CERTIFIED', '3P_CERT'] as const;

/** Parameters holding one whole number each (docs/rules/search-request.md#whole-numbers). */
const WHOLE_NUMBER_PARAMS = [
  'startYear',
  'endYear',
  'minPrice',
  'maxPrice',
  'mileage',
  'searchRadius',
  'firstRecord',
  'numRecords',
] as const;

/** Excluded listings travel in this parameter, as the similar-listings endpoint names it. */
const EXCLUDED_LISTING_IDS_PARAM = 'excludedListingIds';

/** The values vehicleExchange (money back guarantee) takes as "on"; anything else turns it off. */
const TRUTHY = new Set(['true', '1', 'yes', 'on', 'y']);

// Signed, at most 12 digits: exact as a JS number, and what the listing search accepts.
const WHOLE_NUMBER = /^-?\d{1,12}$/;
const LISTING_ID = /^\d{1,15}$/;

interface RuleState {
  params: SearchParams;
  dropped: DroppedParameter[];
  ctx: NormaliseContext;
}

type Rule = (state: RuleState) => void;

/** Keeps the values of a parameter that pass, reports the others with the rule's reason. */
function keep(state: RuleState, name: string, passes: (value: string, index: number) => boolean, reason: string): void {
  const values = state.params[name];
  if (!values) return;
  const kept = values.filter((value, index) => {
    if (passes(value, index)) return true;
    state.dropped.push({ name, value, reason });
    return false;
  });
  set(state.params, name, kept);
}

function set(params: SearchParams, name: string, values: string[]): void {
  if (values.length) params[name] = values;
  else delete params[name];
}

/**
 * Bounded searches: values that are not text or longer than any filter's are dropped, each
 * parameter keeps its first values, and values past the search's length (in code-unit order of
 * the names, as the canonical query string has them) are dropped.
 */
const bounded: Rule = (state) => {
  const { valueMaxLength, valuesPerParameter, queryMaxLength } = SEARCH_BOUNDS;
  let length = 0;
  for (const name of Object.keys(state.params).sort()) {
    keep(state, name, isText, 'must be text without control characters');
    keep(state, name, (value) => value.length <= valueMaxLength, `a value is at most ${valueMaxLength} characters`);
    keep(state, name, (_value, index) => index < valuesPerParameter, `at most ${valuesPerParameter} values`);
    const encodedName = encodeURIComponent(name).length;
    keep(
      state,
      name,
      (value) => (length += encodedName + encodeURIComponent(value).length + 2) <= queryMaxLength,
      `a search is at most ${queryMaxLength} characters`,
    );
  }
};

const removeMmt: Rule = ({ params }) => {
  for (const name of REMOVED_PARAMS) delete params[name];
};

const wholeNumbers: Rule = (state) => {
  for (const name of WHOLE_NUMBER_PARAMS) {
    keep(state, name, (value) => WHOLE_NUMBER.test(value), 'must be a whole number');
    // One spelling per number ('02020' is 2020), so equal searches canonicalise alike.
    if (state.params[name]) state.params[name] = [...new Set(state.params[name].map((v) => String(Number(v))))];
  }
};

/**
 * Radius cap: 100 or more, or missing, becomes 100. 0 is the listing search's "nationwide" (the
 * SRP's 'Any distance'): it is neither, so it is kept; the shopper asked for no radius at all.
 * Negative radii are left for validation to refuse.
 */
const radiusCap: Rule = ({ params }) => {
  const radius = first(params, 'searchRadius');
  const miles = radius === undefined ? undefined : Number(radius);
  params.searchRadius = [miles === undefined || miles >= MAX_SEARCH_RADIUS ? String(MAX_SEARCH_RADIUS) : String(miles)];
};

/** Zip truncated to its first 5 characters and dropped unless it is 5 digits. */
const zipFiveDigits: Rule = (state) => {
  if (state.params.zip) state.params.zip = [...new Set(state.params.zip.map((zip) => zip.slice(0, ZIP_LENGTH)))];
  keep(state, 'zip', isFiveDigitZip, 'zip must be 5 digits');
};

/** If several showcaseOwnerId values are sent, only the first is kept; one that is not an owner id is dropped. */
const firstShowcaseOwner: Rule = (state) => {
  keep(state, 'showcaseOwnerId', (id) => OWNER_ID.test(id), 'showcaseOwnerId must be an owner id (digits)');
  keep(state, 'showcaseOwnerId', (_id, index) => index === 0, 'only the first showcaseOwnerId is kept');
};

/** Owner ids are digits (the listing service's). */
const OWNER_ID = /^\d{1,10}$/;

/** At most 5 makes can be chosen: the first 5 are kept. */
const atMostFiveMakes: Rule = (state) => {
  keep(state, 'makeCode', (_code, index) => index < MAX_MAKES, `at most ${MAX_MAKES} makes can be chosen`);
};

/**
 * A trim code is kept only if it belongs to the chosen make and model. Its form is 'model|trim'
 * or 'make|trim' (docs/rules/search-request.md#trim-codes), so the part before '|' must be a chosen model or make; with no make
 * or model chosen no trim belongs. ctx.trimBelongs, when given, checks further against reference data.
 */
const trimBelongsToMakeAndModel: Rule = (state) => {
  const makes = state.params.makeCode ?? [];
  const models = state.params.modelCode ?? [];
  const parents = new Set([...makes, ...models]);
  keep(
    state,
    'trimCode',
    (trim) => {
      const bar = trim.indexOf('|');
      if (bar <= 0 || !parents.has(trim.slice(0, bar))) return false;
      return state.ctx.trimBelongs?.(trim, makes, models) ?? true;
    },
    'trim does not belong to the chosen make and model',
  );
};

/** Excluded listing ids are sent only if 1 to 25 are given; more than 25 sends none. */
const excludedListingIdsOneTo25: Rule = (state) => {
  const name = EXCLUDED_LISTING_IDS_PARAM;
  keep(state, name, (id) => LISTING_ID.test(id), 'must be a listing id (digits)');
  const count = state.params[name]?.length ?? 0;
  if (count >= MIN_EXCLUDED_LISTING_IDS && count <= MAX_EXCLUDED_LISTING_IDS) return;
  keep(
    state,
    name,
    () => false,
    `excluded listing ids are sent only for ${MIN_EXCLUDED_LISTING_IDS} to ${MAX_EXCLUDED_LISTING_IDS} of them`,
  );
};

/** The money back guarantee filter is sent as the 'true' string. */
const vehicleExchangeAsTrue: Rule = (state) => {
  const on = state.params.vehicleExchange?.some((value) => TRUTHY.has(value.toLowerCase()));
  keep(
    state,
    'vehicleExchange',
    (value) => TRUTHY.has(value.toLowerCase()),
    'the money back guarantee filter is only sent as true',
  );
  if (on) state.params.vehicleExchange = ['true'];
};

/** Known listing types only; with none, USED, except for the car-maker brand (docs/rules/search-request.md#listing-type-by-default). */
const listingTypeUsedByDefault: Rule = (state) => {
  keep(
    state,
    'listingType',
    (type) => (LISTING_TYPES as readonly string[]).includes(type),
    `listing type must be one of ${LISTING_TYPES.join(', ')}`,
  );
  if (!state.params.listingType && BRANDS[state.ctx.brand].defaultsToUsed) state.params.listingType = ['USED'];
};

/**
 * The car maker's make (docs/rules/search-request.md#the-car-makers-make): on the car-maker brand,
 * and under the car maker's buy-online experience, the search is narrowed to one make, so a chosen
 * make other than that one can match nothing and is dropped. It runs before RULES, so that the
 * make limit and the trim rule see only the makes that stay.
 */
const makerMakeOnly: Rule = (state) => {
  const make = makerMakeOf(state.ctx.brand, state.params);
  if (make === undefined) return;
  keep(state, 'makeCode', (code) => code === make, `only ${make} listings are searched here`);
};

/** The rules in the order they apply. */
export const RULES: ReadonlyArray<readonly [name: string, rule: Rule]> = [
  ['bounded', bounded],
  ['mmt removed', removeMmt],
  ['whole numbers', wholeNumbers],
  ['radius cap', radiusCap],
  ['zip five digits', zipFiveDigits],
  ['first showcaseOwnerId', firstShowcaseOwner],
  ['at most five makes', atMostFiveMakes],
  ['trim belongs to make and model', trimBelongsToMakeAndModel],
  ['excluded listing ids 1 to 25', excludedListingIdsOneTo25],
  ['vehicleExchange as true', vehicleExchangeAsTrue],
  ['listingType USED by default', listingTypeUsedByDefault],
];

/** Applies every normalisation rule (docs/rules/search-request.md#normalisation) to a search. Pure: params is not changed. */
export function normaliseSearch(params: SearchParams, ctx: NormaliseContext): NormalisedSearch {
  // fromEntries copies, and folds legacy names and splits comma lists of params built by hand.
  const state: RuleState = { params: fromEntries(Object.entries(params)), dropped: [], ctx };
  makerMakeOnly(state);
  for (const [, rule] of RULES) rule(state);
  return {
    params: state.params,
    dropped: state.dropped,
    newCarBoost: newCarBoostApplies(state.params, ctx.now),
    yearData: yearDataApplies(state.params, ctx.now),
  };
}

function yearOf(params: SearchParams, name: string): number | undefined {
  const value = first(params, name);
  return value === undefined ? undefined : Number(value);
}

/**
 * The new car boost is requested only when (docs/rules/results.md#new-car-boost): a 5-digit zip is present, listing type is not
 * NEW, end year is within 5 years of the current year, start year is not the current or next year,
 * and seller type is not private. A search without an end year or a start year does not fail those
 * two conditions: it limits no year at all.
 */
export function newCarBoostApplies(params: SearchParams, now: Date): boolean {
  const year = currentYear(now);
  const zip = first(params, 'zip');
  const endYear = yearOf(params, 'endYear');
  const startYear = yearOf(params, 'startYear');
  return (
    zip !== undefined &&
    isFiveDigitZip(zip) &&
    !params.listingType?.includes('NEW') &&
    (endYear === undefined || Math.abs(endYear - year) <= NEW_CAR_BOOST_END_YEAR_SPAN) &&
    (startYear === undefined || (startYear !== year && startYear !== year + 1)) &&
    !params.sellerType?.includes('p')
  );
}

/** Year data applies when start year is at least last year (docs/rules/search-request.md#year-data); no start year, no year data. */
export function yearDataApplies(params: SearchParams, now: Date): boolean {
  const startYear = yearOf(params, 'startYear');
  return startYear !== undefined && startYear >= currentYear(now) - 1;
}

import { CombinedGraphQLErrors } from '@apollo/client';
import { srpHref, type ReadonlySearchParams } from '../../../contracts/search';
import { formatPrice } from '../components/format';
import {
  BUILD_PRICE_PATH,
  CODE_PATTERN,
  DEFAULT_FUEL_TYPE,
  FUEL_TYPE_ORDER,
  FUEL_TYPE_SHORT_LABELS,
  MAX_MODEL_YEAR,
  MIN_MODEL_YEAR,
  OWNER_ID_PATTERN,
  type BuildPriceParam,
} from './constants';

/*
 * The rules of the compare-trims table, the trims modal and the build-price page
 * (docs/rules/trims.md): pure functions, so the server, the browser and the tests agree.
 */

/** What these rules read of a trim (schema Trim). */
export interface TrimFacts {
  trimCode: string;
  trimName: string;
  fuelType: string;
  epaCity: number | null;
  epaHwy: number | null;
  epaMpgeCity: number | null;
  epaMpgeHwy: number | null;
}

/** A make, model and model year: what the table and the modal are opened with. */
export interface TrimsModel {
  makeCode: string;
  modelCode: string;
  year: number;
}

/** One choice of the fuel type dropdown: its value and text are the short label ('Gas'). */
export interface FuelTypeOption {
  /** The short label, e.g. 'Gas' or 'Plug-in Hybrid': the option's value and its text. */
  value: string;
  /** The trims' own fuel type label, e.g. 'Gasoline'. */
  fuelType: string;
  /** How many of the year's trims have it. */
  count: number;
}

/** 'Gasoline' → 'Gas'; every other label as it is (docs/rules/trims.md#fuel-types). */
export const fuelTypeLabel = (fuelType: string): string => FUEL_TYPE_SHORT_LABELS[fuelType] ?? fuelType;

const orderOf = (fuelType: string) => {
  const index = FUEL_TYPE_ORDER.indexOf(fuelType);
  return index === -1 ? FUEL_TYPE_ORDER.length : index;
};

/**
 * The dropdown's options (docs/rules/trims.md#fuel-types): the distinct fuel types of the trims, in
 * the fuel type display order (Electric, Gasoline, Hybrid, Plug-in Hybrid, Diesel, Hydrogen; any
 * other after them, alphabetically).
 */
export function fuelTypeOptions(trims: readonly Pick<TrimFacts, 'fuelType'>[]): FuelTypeOption[] {
  const counts = new Map<string, number>();
  for (const trim of trims) counts.set(trim.fuelType, (counts.get(trim.fuelType) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => orderOf(a) - orderOf(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([fuelType, count]) => ({ value: fuelTypeLabel(fuelType), fuelType, count }));
}

/** The option chosen first: Gas when the model has gas trims, else the first; undefined without trims. */
export function defaultFuelType(options: readonly FuelTypeOption[]): string | undefined {
  return (options.find((o) => o.fuelType === DEFAULT_FUEL_TYPE) ?? options[0])?.value;
}

/** The option shown: the shopper's choice while the trims have it, else the default. */
export function chosenFuelType(options: readonly FuelTypeOption[], choice: string | undefined): string | undefined {
  return choice !== undefined && options.some((o) => o.value === choice) ? choice : defaultFuelType(options);
}

/** The trims of the chosen option (its short label), in their order. */
export function trimsOfFuelType<T extends Pick<TrimFacts, 'fuelType'>>(
  trims: readonly T[],
  value: string | undefined,
): T[] {
  return value === undefined ? [...trims] : trims.filter((trim) => fuelTypeLabel(trim.fuelType) === value);
}

/**
 * The EPA figures as the table shows them (docs/rules/trims.md#the-table): '32/41 mpg' (city/highway),
 * or '120/105 MPGe' for an electric or plug-in hybrid trim; null when the trim has neither pair.
 */
export function epaText(trim: TrimFacts): string | null {
  if (trim.epaMpgeCity != null && trim.epaMpgeHwy != null) return `${trim.epaMpgeCity}/${trim.epaMpgeHwy} MPGe`;
  if (trim.epaCity != null && trim.epaHwy != null) return `${trim.epaCity}/${trim.epaHwy} mpg`;
  return null;
}

/** The same, spelled out for the build-price page: '32 mpg city, 41 mpg highway'. */
export function epaLongText(trim: TrimFacts): string | null {
  if (trim.epaMpgeCity != null && trim.epaMpgeHwy != null)
    return `${trim.epaMpgeCity} MPGe city, ${trim.epaMpgeHwy} MPGe highway`;
  if (trim.epaCity != null && trim.epaHwy != null) return `${trim.epaCity} mpg city, ${trim.epaHwy} mpg highway`;
  return null;
}

/** The price range of a trim's listings for sale: '$21,500–$27,990', one price when they are equal; null without listings. */
export function priceRangeText(startingPrice: number | null, maxPrice: number | null): string | null {
  if (startingPrice == null || maxPrice == null) return null;
  return startingPrice === maxPrice
    ? formatPrice(startingPrice)
    : `${formatPrice(startingPrice)}–${formatPrice(maxPrice)}`;
}

/** A 5-digit ZIP Code, or undefined: what the links pass on (docs/rules/trims.md#custom-order-yours). */
export const validZip = (zip: string | null | undefined): string | undefined =>
  zip != null && /^\d{5}$/.test(zip) ? zip : undefined;

/**
 * The owner a search is limited to, for 'Custom Order Yours' (docs/rules/trims.md#custom-order-yours):
 * the search's showcaseOwnerId when it names exactly one owner; undefined otherwise (none, or several).
 */
export function searchOwnerId(params: ReadonlySearchParams): string | undefined {
  const owners = params.showcaseOwnerId ?? [];
  return owners.length === 1 && OWNER_ID_PATTERN.test(owners[0]) ? owners[0] : undefined;
}

/** What a build-price link names. */
export interface BuildPriceTarget extends TrimsModel {
  trimCode: string;
  zip?: string;
  ownerId?: string;
}

/**
 * The build-price page of a trim (docs/rules/trims.md#custom-order-yours):
 * /build-price?makeCode=&modelCode=&ownerId=&trimCode=&year=&zip=, ownerId only when there is one
 * owner, zip only when it is 5 digits.
 */
export function buildPriceHref(target: BuildPriceTarget): string {
  const values: Record<BuildPriceParam, string | undefined> = {
    makeCode: target.makeCode,
    modelCode: target.modelCode,
    ownerId: target.ownerId && OWNER_ID_PATTERN.test(target.ownerId) ? target.ownerId : undefined,
    trimCode: target.trimCode,
    year: String(target.year),
    zip: validZip(target.zip),
  };
  const query = Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${BUILD_PRICE_PATH}?${query}`;
}

/** A parameter of the build-price page that is missing or malformed, and why. */
export interface ParamProblem {
  param: BuildPriceParam;
  message: string;
}

/** How a problem names each code parameter. */
const describe = { makeCode: "make's code", modelCode: "model's code", trimCode: "trim's code" } as const;

export type ParsedBuildPrice = { ok: true; target: BuildPriceTarget } | { ok: false; problems: ParamProblem[] };

/**
 * Reads the build-price page's query string (docs/rules/trims.md#build-price-parameters): makeCode,
 * modelCode, trimCode and year are required, zip and ownerId optional; each missing or malformed
 * one is a problem naming it. Codes are read in any case and written in capitals; a trimCode in
 * the SRP's 'MODEL|TRIM' form is read as its trim when MODEL is the page's model.
 */
export function parseBuildPriceParams(search: string): ParsedBuildPrice {
  const query = new URLSearchParams(search);
  const problems: ParamProblem[] = [];
  const value = (name: BuildPriceParam) => query.get(name)?.trim() ?? '';

  const code = (name: 'makeCode' | 'modelCode' | 'trimCode', example: string, raw = value(name)) => {
    if (!raw)
      problems.push({ param: name, message: `${name} is missing: give the ${describe[name]} (e.g. ${example}).` });
    else if (!CODE_PATTERN.test(raw))
      problems.push({ param: name, message: `${name} '${raw}' is not a code: 1 to 60 letters, digits, '_' or '-'.` });
    return raw.toUpperCase();
  };
  const makeCode = code('makeCode', 'FORD');
  const modelCode = code('modelCode', 'F150PICKUP');
  const rawTrim = value('trimCode');
  const bar = rawTrim.indexOf('|');
  const trimCode = code(
    'trimCode',
    'XLT',
    bar !== -1 && rawTrim.slice(0, bar).toUpperCase() === modelCode ? rawTrim.slice(bar + 1) : rawTrim,
  );

  const rawYear = value('year');
  const year = Number(rawYear);
  if (!rawYear) problems.push({ param: 'year', message: 'year is missing: give the model year (e.g. 2024).' });
  else if (!/^\d{4}$/.test(rawYear) || year < MIN_MODEL_YEAR || year > MAX_MODEL_YEAR)
    problems.push({
      param: 'year',
      message: `year '${rawYear}' is not a model year: 4 digits, ${MIN_MODEL_YEAR} to ${MAX_MODEL_YEAR}.`,
    });

  const zip = value('zip');
  if (zip && !validZip(zip)) problems.push({ param: 'zip', message: `zip '${zip}' is not a ZIP Code: 5 digits.` });
  const ownerId = value('ownerId');
  if (ownerId && !OWNER_ID_PATTERN.test(ownerId))
    problems.push({
      param: 'ownerId',
      message: `ownerId '${ownerId}' is not an owner id: 1 to 40 letters, digits, '_' or '-'.`,
    });

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    target: {
      makeCode,
      modelCode,
      trimCode,
      year,
      ...(zip ? { zip } : {}),
      ...(ownerId ? { ownerId } : {}),
    },
  };
}

/** The outcome of a valid build-price URL once the year's trims are known. */
export type BuildPriceOutcome<T> =
  { kind: 'trim'; trim: T; trims: T[] } | { kind: 'problem'; problem: ParamProblem; status: 404 };

/**
 * Which trim the page shows (docs/rules/trims.md#build-price-parameters): the year's trim of
 * trimCode; a make and model without trims that year, or a trimCode not among them, is a problem
 * naming the parameter (the page answers 404).
 */
export function resolveBuildPrice<T extends Pick<TrimFacts, 'trimCode'>>(
  target: BuildPriceTarget,
  years: readonly { year: number; trims: readonly T[] }[],
): BuildPriceOutcome<T> {
  const trims = years.find((y) => y.year === target.year)?.trims ?? [];
  if (trims.length === 0)
    return {
      kind: 'problem',
      status: 404,
      problem: {
        param: 'modelCode',
        message: `modelCode ${target.modelCode} of makeCode ${target.makeCode} has no trims in ${target.year}: the catalogue does not pair them, or the model was not sold that year.`,
      },
    };
  const trim = trims.find((t) => t.trimCode.toUpperCase() === target.trimCode);
  if (!trim)
    return {
      kind: 'problem',
      status: 404,
      problem: {
        param: 'trimCode',
        message: `trimCode ${target.trimCode} is not a trim of this model in ${target.year}: pick one of ${trims.map((t) => t.trimCode).join(', ')}.`,
      },
    };
  return { kind: 'trim', trim, trims: [...trims] };
}

/**
 * The results page of a trim (docs/rules/trims.md#build-price-page): that make, model, trim
 * ('MODEL|TRIM', as the trim filter spells it) and model year, near the zip when there is one.
 */
export function trimSrpHref(target: BuildPriceTarget): string {
  const zip = validZip(target.zip);
  return srpHref({
    makeCode: [target.makeCode],
    modelCode: [target.modelCode],
    trimCode: [`${target.modelCode}|${target.trimCode}`],
    startYear: [String(target.year)],
    endYear: [String(target.year)],
    ...(zip ? { zip: [zip] } : {}),
  });
}

/**
 * Whether asking again may help (docs/rules/trims.md#the-table): a failure outside GraphQL (the
 * network), or a GraphQL error the gateway marks retryable (modelInfo's upstream failures).
 */
export function isRetryable(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return true;
  return error.errors.some((e) => e.extensions?.retryable === true);
}

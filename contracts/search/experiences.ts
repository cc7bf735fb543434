import { BRANDS, type BrandCode } from './brands';
import { first, type ReadonlySearchParams } from './params';

/**
 * The SRP's experiences (the `experience` parameter, docs/rules/search-request.md#experiences) and
 * the car maker's make: base constraints of a search, which narrow its results and every facet
 * count (unlike a filter, which counts disjunctively within its own group).
 */

/** The experiences, in their URL spelling. */
export const EXPERIENCES = ['commercial', 'best-deals', 'buy-online', 'buy-online-maker'] as const;
export type Experience = (typeof EXPERIENCES)[number];

/** The car maker's buy-online experience: buy-online listings of the car maker's make. */
export const MAKER_BUY_ONLINE_EXPERIENCE: Experience = 'buy-online-maker';

/** The lsc parameter that narrows a search to one make as a base constraint (not a filter the shopper chose). */
export const MAKER_CODE_PARAM = 'makerCode';

/** The experience of a search, when it is one of the experiences; an unknown value is none. */
export function experienceOf(params: ReadonlySearchParams): Experience | undefined {
  const value = first(params, 'experience');
  return (EXPERIENCES as readonly string[]).includes(value ?? '') ? (value as Experience) : undefined;
}

/** The car maker's make: the make of the brand that has one (the car-maker brand). */
export function carMakerMake(): string | undefined {
  return Object.values(BRANDS).find((brand) => brand.makerMakeCode !== undefined)?.makerMakeCode;
}

/**
 * The make a search is narrowed to (docs/rules/search-request.md#the-car-makers-make): the brand's
 * own make on the car-maker brand, and the car maker's make under its buy-online experience on
 * any brand; undefined when every make is searched.
 */
export function makerMakeOf(brand: BrandCode, params: ReadonlySearchParams): string | undefined {
  return (
    BRANDS[brand].makerMakeCode ?? (experienceOf(params) === MAKER_BUY_ONLINE_EXPERIENCE ? carMakerMake() : undefined)
  );
}

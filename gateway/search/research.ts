import type { ContextValue } from '../context';
import type { VehicleKey } from '../upstreams/research/client';
import type { CertifiedContent, ConsumerRating, ExpertReviewPost } from '../../contracts/research/index';
import type { BrandCode } from '../../contracts/search/brands';
import { once, type SearchResultsModel } from './model';
import { currentYear, first, type SearchParams } from '../../contracts/search';
import { certifiedProgramApplies as showsCertifiedProgram } from '../../contracts/search/certified';
import { withFallback } from '../errors';

/**
 * Research content beside the results (docs/rules/research.md): expert reviews and consumer ratings of the
 * searched vehicle, and the certified program. Each part is fetched by the field that shows it,
 * once per result; a part whose upstream fails is empty and logged (docs/rules/upstreams.md#how-each-failure-shows).
 */

const count = (params: SearchParams, name: string) => params[name]?.length ?? 0;

/** The model year a search is about: a single year, or none given (the current year; docs/rules/research.md#consumer-ratings-conditions). */
function singleYear(params: SearchParams, now: Date): number | undefined {
  const start = first(params, 'startYear');
  const end = first(params, 'endYear');
  if (start === undefined && end === undefined) return currentYear(now);
  return start !== undefined && start === end ? Number(start) : undefined;
}

/**
 * Consumer ratings are fetched only when each of these holds (docs/rules/research.md#consumer-ratings-conditions),
 * in the order and words of the rule (a test is named after each).
 */
export const CONSUMER_RATINGS_CONDITIONS: ReadonlyArray<
  readonly [string, (params: SearchParams, now: Date) => boolean]
> = [
  ['a model is set', (p) => count(p, 'modelCode') > 0],
  ['make and model are not both multi-valued', (p) => !(count(p, 'makeCode') > 1 && count(p, 'modelCode') > 1)],
  ['a make is set', (p) => count(p, 'makeCode') > 0],
  ['the year is a single value or defaults to the current year', (p, now) => singleYear(p, now) !== undefined],
  ['no trim is set', (p) => count(p, 'trimCode') === 0],
  [
    'listing type is not NEW or CERTIFIED',
    (p) => !p.listingType?.some((type) => type === 'NEW' || type === 'CERTIFIED'),
  ],
  ['seller type is not private', (p) => !p.sellerType?.includes('p')],
  [
    'style, drive, engine and fuel are each not a list',
    (p) => ['vehicleStyleCode', 'driveGroup', 'engineCode', 'fuelTypeGroup'].every((name) => count(p, name) <= 1),
  ],
  ['min and max price are both set or both unset', (p) => count(p, 'minPrice') > 0 === count(p, 'maxPrice') > 0],
  ['no mpgRange is set', (p) => count(p, 'mpgRange') === 0],
];

/** Whether consumer ratings are fetched for a (normalised) search (docs/rules/research.md#consumer-ratings-conditions). */
export function consumerRatingsApply(params: SearchParams, now: Date): boolean {
  return CONSUMER_RATINGS_CONDITIONS.every(([, holds]) => holds(params, now));
}

/**
 * The vehicle whose ratings a search shows: its model year and its first make and model (the
 * reference lookup takes one of each; a model that is not the first make's finds no vehicle).
 */
export function consumerRatingsVehicle(params: SearchParams, now: Date): VehicleKey | undefined {
  if (!consumerRatingsApply(params, now)) return undefined;
  return { year: singleYear(params, now)!, makeCode: params.makeCode[0], modelCode: params.modelCode[0] };
}

/**
 * The ymmt codes of a search's expert reviews (a /-joined list; docs/rules/research.md#expert-reviews): one make and one model,
 * then the year when it is a single one, then the trim when one is chosen and the year is there.
 * Undefined when the search is not about one make and model.
 */
export function expertReviewsYmmt(params: SearchParams): string | undefined {
  if (count(params, 'makeCode') !== 1 || count(params, 'modelCode') !== 1) return undefined;
  const codes = [params.makeCode[0], params.modelCode[0]];
  const start = first(params, 'startYear');
  if (start !== undefined && start === first(params, 'endYear')) {
    codes.push(start);
    // Trim codes are 'model|trim' or 'make|trim' (docs/rules/search-request.md#trim-codes); the content API takes the trim's own code.
    if (count(params, 'trimCode') === 1) codes.push(params.trimCode[0].split('|').pop()!);
  }
  return codes.join('/');
}

/**
 * The certified program is shown on the car maker's brand (its certified used program; docs/rules/research.md#certified-program)
 * and on any brand when the shopper chose CERTIFIED listings.
 */
export function certifiedProgramApplies(brand: BrandCode, params: SearchParams, programOn: boolean): boolean {
  // One rule with the page's 'Certified program details' button (docs/rules/certified.md#where-the-details-show).
  return showsCertifiedProgram(brand, params.listingType, programOn);
}

/** Runs a research call: its failure is logged with the part's name and answered with the fallback. */
const orEmpty = <T>(ctx: ContextValue, part: string, work: () => Promise<T>, fallback: T): Promise<T> =>
  withFallback(ctx.log, part, 'research content failed; shown empty', fallback, work);

export function expertReviews(model: SearchResultsModel, ctx: ContextValue): Promise<ExpertReviewPost[]> {
  return once(model, 'research.expertReviews', async () => {
    const ymmt = expertReviewsYmmt(model.params);
    if (!ymmt) return [];
    return orEmpty(ctx, 'expertReviews', () => ctx.research.loaders.expertReviews.load(ymmt), []);
  });
}

export interface ConsumerRatingsModel {
  vehicleId: number;
  year: number;
  ratings: ConsumerRating[];
  numberOfReviews: number;
}

/** The reference lookup, then the ratings of its first vehicle (docs/rules/research.md#consumer-ratings-lookup); each falls back on its own. */
export function consumerRatings(model: SearchResultsModel, ctx: ContextValue): Promise<ConsumerRatingsModel | null> {
  return once(model, 'research.consumerRatings', async () => {
    // A brand can switch consumer ratings off (docs/rules/features.md): nothing is fetched then.
    const vehicle = ctx.features[model.brand].consumerRatings && consumerRatingsVehicle(model.params, model.now);
    if (!vehicle) return null;
    const vehicleId = await orEmpty(ctx, 'referenceVehicles', () => ctx.research.loaders.vehicleId.load(vehicle), null);
    if (vehicleId === null) return null;
    return orEmpty(
      ctx,
      'consumerRatings',
      async () => {
        const { ratings, numberOfReviews } = await ctx.research.loaders.consumerRatings.load(vehicleId);
        return { vehicleId, year: vehicle.year, ratings, numberOfReviews };
      },
      null,
    );
  });
}

export function certifiedProgram(model: SearchResultsModel, ctx: ContextValue): Promise<CertifiedContent | null> {
  return once(model, 'research.certifiedProgram', async () => {
    if (!certifiedProgramApplies(model.brand, model.params, ctx.features[model.brand].certifiedProgram)) return null;
    return orEmpty(ctx, 'certifiedContent', () => ctx.research.loaders.certifiedContent.load('certified'), null);
  });
}

import type { ReadonlySearchParams } from '../../../../contracts/search/params';
import { AVERAGE_USED_AGE_YEARS, MARKET_YEARS, MILES_PER_YEAR, SHAPE_NEUTRAL_PARAMS } from './constants';
import { referenceModelOf, type ReferenceModel } from './model';

export { referenceModelOf, type ReferenceModel };

/*
 * The model reference section's rules (docs/rules/research.md#model-reference-section): when it
 * shows, which of its tabs a search's URL shape gets, and the figures its FAQs quote.
 */

/**
 * A search's URL shape: which of make, model, year and trim it names and nothing else (where, how
 * sorted and which page do not count). Any other filter, or several of one, is 'other'.
 */
export type UrlShape = 'make-model' | 'make-model-year' | 'make-model-year-trim' | 'other';

const VEHICLE_PARAMS = new Set(['makeCode', 'modelCode', 'startYear', 'endYear', 'trimCode']);

export function urlShapeOf(params: ReadonlySearchParams): UrlShape {
  const model = referenceModelOf(params);
  if (!model) return 'other';
  for (const [name, values] of Object.entries(params)) {
    if (values.length === 0 || SHAPE_NEUTRAL_PARAMS.has(name)) continue;
    if (!VEHICLE_PARAMS.has(name)) return 'other';
  }
  const hasYearParams = params.startYear !== undefined || params.endYear !== undefined;
  if (model.year === undefined) {
    // A year range, or a trim without one year, is none of the shapes.
    return hasYearParams || params.trimCode !== undefined ? 'other' : 'make-model';
  }
  if (params.trimCode === undefined) return 'make-model-year';
  return model.trimCode !== undefined ? 'make-model-year-trim' : 'other';
}

/** The FAQs appear on the make-and-model and make-model-and-year shapes. */
export const faqShown = (shape: UrlShape): boolean => shape === 'make-model' || shape === 'make-model-year';

/** The safety block appears on the shapes that name a model year: make-model-year, with or without a trim. */
export const safetyShown = (shape: UrlShape): boolean =>
  shape === 'make-model-year' || shape === 'make-model-year-trim';

/** The Pricing tab's years: the newest first, cut to the market years. */
export const marketYears = <T extends { year: number }>(years: readonly T[]): T[] =>
  [...years].sort((a, b) => b.year - a.year).slice(0, MARKET_YEARS);

/**
 * The newest of the market years the section asks for: last year (the newest used model year), or
 * a newer searched year; a searched year older than the eleven years from there moves them down so
 * that it is the oldest of them.
 */
export function marketStartYear(model: ReferenceModel, now: Date): number {
  const lastYear = now.getUTCFullYear() - 1;
  if (model.year === undefined) return lastYear;
  if (model.year > lastYear) return model.year;
  return Math.min(lastYear, model.year + MARKET_YEARS - 1);
}

interface PricedTrim {
  listingCount: number;
  startingPrice?: number | null;
  avgPrice?: number | null;
  maxPrice?: number | null;
  nationalMSRP: number;
  trimName: string;
}

/** A model year's prices over all its trims: lowest, listing-weighted average, highest, and how many listings; null without listings. */
export function yearPrices(trims: readonly PricedTrim[]) {
  const priced = trims.filter((t) => t.listingCount > 0 && t.avgPrice != null);
  if (priced.length === 0) return null;
  const count = priced.reduce((sum, t) => sum + t.listingCount, 0);
  const average = Math.round(priced.reduce((sum, t) => sum + (t.avgPrice ?? 0) * t.listingCount, 0) / count);
  return {
    count,
    average,
    lowest: Math.min(...priced.map((t) => t.startingPrice ?? Infinity)),
    highest: Math.max(...priced.map((t) => t.maxPrice ?? -Infinity)),
  };
}

/** The trim with the lowest national MSRP (the first of equals); undefined without trims. */
export const cheapestTrim = <T extends PricedTrim>(trims: readonly T[]): T | undefined =>
  trims.reduce<T | undefined>((best, t) => (best && best.nationalMSRP <= t.nationalMSRP ? best : t), undefined);

/** A percentage as the page shows it: one decimal. */
export const percent = (value: number): string => `${value.toFixed(1)}%`;

/** The mileage an average used car has at the FAQ's yardsticks (12.5 years at 15,000 miles): 187,500. */
export const typicalLifetimeMiles = (): number => Math.round(AVERAGE_USED_AGE_YEARS * MILES_PER_YEAR);

/** The miles a car of this model year would have at 15,000 a year, as of `now` (none for this year's or next year's cars). */
export function expectedMilesFor(year: number, now: Date): number {
  const age = Math.max(0, now.getUTCFullYear() - year);
  return age * MILES_PER_YEAR;
}

/** How a model's average mileage compares with all cars' average: 'fewer' or 'more' miles by how much, or 'about the same' within 1%. */
export function mileageComparison(
  modelAverage: number,
  allAverage: number,
): { direction: 'fewer' | 'more' | 'same'; by: number } {
  const by = Math.abs(modelAverage - allAverage);
  if (allAverage > 0 && by / allAverage < 0.01) return { direction: 'same', by: 0 };
  return { direction: modelAverage < allAverage ? 'fewer' : 'more', by };
}

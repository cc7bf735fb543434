import { NEW_LISTING_YEAR_COUNT, NEW_LISTING_YEARS_BEFORE, OLDEST_MODEL_YEAR } from './constants';
import type { ReadonlySearchParams } from './params';

/** A choice of the year filter's Min Year and Max Year. */
export interface YearOption {
  label: string;
  /** The startYear/endYear value: the year, or '' for Any (no year limit). */
  value: string;
}

/** The current year as the rules count it: the UTC year, so every server gives the same answer at the same instant. */
export function currentYear(now: Date): number {
  return now.getUTCFullYear();
}

/** Whether a search is for NEW listings only. */
function newListingsOnly(params: ReadonlySearchParams): boolean {
  const types = params.listingType ?? [];
  return types.length === 1 && types[0] === 'NEW';
}

/** Years from `newest` down to `oldest`, both included. */
const yearsDown = (newest: number, oldest: number) =>
  Array.from({ length: newest - oldest + 1 }, (_, i) => String(newest - i));

/**
 * The year filter's choices (docs/rules/filters.md), Any first, then the years newest first:
 * - a NEW-only search: the four years starting two years before the current year;
 * - any other search: every model year from next year's models down to OLDEST_MODEL_YEAR.
 * They depend on the search's listing type only, not on its matches: choosing a year (or finding
 * nothing) never takes the other years out of the list.
 */
export function yearOptions(params: ReadonlySearchParams, now: Date): YearOption[] {
  const year = currentYear(now);
  const years = newListingsOnly(params)
    ? yearsDown(year - NEW_LISTING_YEARS_BEFORE + NEW_LISTING_YEAR_COUNT - 1, year - NEW_LISTING_YEARS_BEFORE)
    : yearsDown(year + 1, OLDEST_MODEL_YEAR);
  return [{ label: 'Any', value: '' }, ...years.map((y) => ({ label: y, value: y }))];
}

import type { LscHistogramBin, LscHistograms, LscRelaxCount } from '../../contracts/lsc/index';
import { HISTOGRAM_FIRST_YEAR, MILEAGE_OPTIONS, PRICE_BIN_WIDTH } from './constants';
import type { FacetCounts, RelaxCount } from './engine/search';

/** The SRP query parameters each filter group stands for (a dimension's is its own name). */
const GROUP_PARAMETERS: Record<string, string[]> = {
  priceRange: ['minPrice', 'maxPrice'],
  yearRange: ['startYear', 'endYear'],
};

/**
 * Relax hints (docs/rules/results.md#relax-hints): per shopper filter, the matches without it,
 * most first (ties by group name, so the order is stable).
 */
export function relaxPayload(relax: RelaxCount[]): LscRelaxCount[] {
  return relax
    .map(({ group, count }) => ({ group, parameters: GROUP_PARAMETERS[group] ?? [group], count }))
    .sort((a, b) => b.count - a.count || (a.group < b.group ? -1 : a.group > b.group ? 1 : 0));
}

/**
 * The range histograms (docs/rules/filters.md#range-histograms) with each bar's bounds, inclusive
 * (null: open end): $2,500 price bins, one model year per bin, the mileage filter's bands.
 */
export function histogramPayload(histograms: FacetCounts['histograms']): LscHistograms {
  const last = (counts: number[], i: number) => i === counts.length - 1;
  const price = histograms.price.map((count, i): LscHistogramBin => ({
    min: i * PRICE_BIN_WIDTH,
    max: last(histograms.price, i) ? null : (i + 1) * PRICE_BIN_WIDTH - 1,
    count,
  }));
  const year = histograms.year.map((count, i): LscHistogramBin => ({
    min: i === 0 ? null : HISTOGRAM_FIRST_YEAR + i,
    max: last(histograms.year, i) ? null : HISTOGRAM_FIRST_YEAR + i,
    count,
  }));
  const mileage = histograms.mileage.map((count, i): LscHistogramBin => ({
    min: i === 0 ? 0 : MILEAGE_OPTIONS[i - 1] + 1,
    max: i < MILEAGE_OPTIONS.length ? MILEAGE_OPTIONS[i] : null,
    count,
  }));
  return { price, year, mileage };
}

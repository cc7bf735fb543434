import type { FastifyInstance } from 'fastify';
import type { LscMileageStats, LscMileageStatsResponse } from '../../../contracts/lsc/index';
import { MILEAGE_STAT_THRESHOLDS, MILEAGE_STATS_ABOVE, MILEAGE_STATS_BELOW } from '../constants';
import type { ListingSearchService } from '../service';
import { codes, endpoint, flag, values, type EndpointDeps, type Params } from './common';

/**
 * Mileage statistics of a model (or of all cars when modelCode is empty), over mileages above 0
 * and below 250,000 (docs/rules/research.md#mileages-counted): the largest and mean mileage, the same per model
 * year, and how many cars are under each mileage threshold. allCars=true adds all cars' in the same
 * answer, so the SRP makes one call.
 */
function mileageStats(service: ListingSearchService, query: Params): LscMileageStatsResponse {
  const listingType = values(query, 'listingType');
  const own = statsOf(service, {
    modelCode: codes(query, 'modelCode'),
    makeCode: codes(query, 'makeCode'),
    listingType,
  });
  // allCars=true answers the SRP's second call (the same stats with an empty modelCode) in this one.
  return flag(query, 'allCars') ? { ...own, allCars: statsOf(service, { listingType }) } : own;
}

function statsOf(service: ListingSearchService, filters: Params): LscMileageStats {
  let count = 0,
    sum = 0,
    max = 0;
  const years = new Map<number, { count: number; sum: number }>();
  const under = MILEAGE_STAT_THRESHOLDS.map(() => 0);
  for (const { record } of service.matching(filters)) {
    const miles = record.mileage;
    if (!(miles > MILEAGE_STATS_ABOVE && miles < MILEAGE_STATS_BELOW)) continue;
    count++;
    sum += miles;
    if (miles > max) max = miles;
    const year = years.get(record.year);
    if (year) {
      year.count++;
      year.sum += miles;
    } else years.set(record.year, { count: 1, sum: miles });
    MILEAGE_STAT_THRESHOLDS.forEach((threshold, i) => {
      if (miles <= threshold) under[i]++;
    });
  }
  return {
    stats: [
      {
        max,
        mean: count ? Math.round(sum / count) : 0,
        count,
        facetSearchFieldStats: {
          year: [...years.entries()]
            .sort(([a], [b]) => b - a)
            .map(([year, s]) => ({ name: String(year), count: s.count, mean: Math.round(s.sum / s.count) })),
        },
      },
    ],
    facetStats: MILEAGE_STAT_THRESHOLDS.map((threshold, i) => ({ name: String(threshold), count: under[i] })),
  };
}

/** GET /rest/lsc/crawl/stats/mileage (docs/rules/research.md#mileage-statistics). */
export function registerMileageStats(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/crawl/stats/mileage', ({ service, query }) => mileageStats(service, query));
}

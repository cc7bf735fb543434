import type { MileageStatsResolvers } from '../__generated__/resolvers-types';
import type { MileageComparison } from '../search/groups';
import type { LscMileageStats } from '../../contracts/lsc/index';

/** Percent to 1 decimal (docs/rules/research.md#mileage-figures). */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const summary = (stats: LscMileageStats) =>
  stats.stats[0] ?? { max: 0, mean: 0, count: 0, facetSearchFieldStats: { year: [] } };
/** The model year whose cars have the most miles on average. */
const highestYear = (c: MileageComparison) =>
  summary(c.model).facetSearchFieldStats.year.reduce<{ name: string; count: number; mean: number } | undefined>(
    (best, year) => (!best || year.mean > best.mean ? year : best),
    undefined,
  );

/** The SRP's mileage figures (docs/rules/research.md#mileage-figures), from the model's and all cars' stats. */
export const MileageStats: MileageStatsResolvers = {
  modelCode: (c) => c.modelCode,
  averageMiles: (c) => summary(c.model).mean,
  allCarsAverageMiles: (c) => summary(c.allCars).mean,
  difference: (c) => summary(c.model).mean - summary(c.allCars).mean,
  mileageMax: (c) => summary(c.model).max,
  maxDifference: (c) => summary(c.model).max - summary(c.allCars).max,
  highestMileageYear: (c) => {
    const highest = highestYear(c);
    return highest ? Number(highest.name) : null;
  },
  highestMileageCount: (c) => highestYear(c)?.count ?? 0,
  byYear: (c) =>
    summary(c.model).facetSearchFieldStats.year.map((y) => ({
      year: Number(y.name),
      averageMiles: y.mean,
      count: y.count,
    })),
  thresholds: (c) => {
    const modelCount = summary(c.model).count;
    const allCount = summary(c.allCars).count;
    return c.model.facetStats.map((f) => ({
      miles: Number(f.name),
      percentModel: percent(f.count, modelCount),
      percentAllCars: percent(c.allCars.facetStats.find((a) => a.name === f.name)?.count ?? 0, allCount),
    }));
  },
};

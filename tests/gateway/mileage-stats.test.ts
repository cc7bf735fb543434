import { MileageStats } from '../../gateway/resolvers/MileageStats';
import type { MileageComparison } from '../../gateway/search/groups';
import type { LscMileageStats } from '../../contracts/lsc/index';

/** One resolver of MileageStats on a comparison (they read only their parent). */
const field = (name: keyof typeof MileageStats, comparison: MileageComparison): unknown =>
  (MileageStats[name] as (parent: MileageComparison) => unknown)(comparison);

const THRESHOLDS = [15_000, 30_000, 45_000, 50_000, 60_000, 75_000, 100_000, 150_000, 200_000];
const stats = (
  summary: { max: number; mean: number; count: number; years?: Array<[string, number, number]> },
  under: number[],
): LscMileageStats => ({
  stats: [
    {
      max: summary.max,
      mean: summary.mean,
      count: summary.count,
      facetSearchFieldStats: { year: (summary.years ?? []).map(([name, count, mean]) => ({ name, count, mean })) },
    },
  ],
  facetStats: THRESHOLDS.map((t, i) => ({ name: String(t), count: under[i] })),
});

/** The upstream's answer for three counted cars of a model among six counted cars (tests/upstreams/mileage-stats). */
const comparison: MileageComparison = {
  modelCode: 'F150PICKUP',
  model: stats(
    {
      max: 50_000,
      mean: 30_000,
      count: 3,
      years: [
        ['2021', 1, 50_000],
        ['2020', 2, 20_001],
      ],
    },
    [1, 1, 2, 3, 3, 3, 3, 3, 3],
  ),
  allCars: stats({ max: 249_999, mean: 60_001, count: 6 }, [2, 3, 4, 5, 5, 5, 5, 5, 5]),
};

describe('the mileage stats of a results page', () => {
  test('the model’s average, all cars’ average and their difference', () => {
    expect(field('modelCode', comparison)).toBe('F150PICKUP');
    expect(field('averageMiles', comparison)).toBe(30_000);
    expect(field('allCarsAverageMiles', comparison)).toBe(60_001);
    // 30,000 − 60,001: negative, the model's cars have fewer miles.
    expect(field('difference', comparison)).toBe(-30_001);
    expect(field('mileageMax', comparison)).toBe(50_000);
    expect(field('maxDifference', comparison)).toBe(50_000 - 249_999);
  });

  test('the model year with the most miles on average, and its count; each year newest first', () => {
    expect(field('highestMileageYear', comparison)).toBe(2021);
    expect(field('highestMileageCount', comparison)).toBe(1);
    expect(field('byYear', comparison)).toEqual([
      { year: 2021, averageMiles: 50_000, count: 1 },
      { year: 2020, averageMiles: 20_001, count: 2 },
    ]);
  });

  test('the share of cars at or under each mileage, in percent to 1 decimal', () => {
    expect(field('thresholds', comparison)).toEqual([
      // 1 of 3 = 33.33… %, 2 of 6 = 33.33… %
      { miles: 15_000, percentModel: 33.3, percentAllCars: 33.3 },
      { miles: 30_000, percentModel: 33.3, percentAllCars: 50 },
      // 2 of 3 = 66.66… %, 4 of 6 = 66.66… %
      { miles: 45_000, percentModel: 66.7, percentAllCars: 66.7 },
      // 5 of 6 = 83.33… %
      { miles: 50_000, percentModel: 100, percentAllCars: 83.3 },
      { miles: 60_000, percentModel: 100, percentAllCars: 83.3 },
      { miles: 75_000, percentModel: 100, percentAllCars: 83.3 },
      { miles: 100_000, percentModel: 100, percentAllCars: 83.3 },
      { miles: 150_000, percentModel: 100, percentAllCars: 83.3 },
      { miles: 200_000, percentModel: 100, percentAllCars: 83.3 },
    ]);
  });

  test('a half tenth rounds up: 1 of 16 is 6.25 %, shown as 6.3; 1 of 8 is 12.5', () => {
    const sixteen: MileageComparison = {
      modelCode: 'MUST',
      model: stats({ max: 12_000, mean: 12_000, count: 16 }, [1, 16, 16, 16, 16, 16, 16, 16, 16]),
      allCars: stats({ max: 12_000, mean: 12_000, count: 8 }, [1, 8, 8, 8, 8, 8, 8, 8, 8]),
    };
    expect((field('thresholds', sixteen) as Array<unknown>)[0]).toEqual({
      miles: 15_000,
      percentModel: 6.3,
      percentAllCars: 12.5,
    });
  });

  test('no counted cars: every share is 0 (no division by zero), no highest year', () => {
    const none: MileageComparison = {
      modelCode: 'LUCIDAIR',
      model: stats(
        { max: 0, mean: 0, count: 0 },
        THRESHOLDS.map(() => 0),
      ),
      allCars: { stats: [], facetStats: [] },
    };
    expect(field('averageMiles', none)).toBe(0);
    expect(field('allCarsAverageMiles', none)).toBe(0);
    expect(field('difference', none)).toBe(0);
    expect(field('highestMileageYear', none)).toBeNull();
    expect(field('highestMileageCount', none)).toBe(0);
    const thresholds = field('thresholds', none) as Array<{ percentModel: number; percentAllCars: number }>;
    expect(thresholds).toHaveLength(THRESHOLDS.length);
    for (const t of thresholds) expect([t.percentModel, t.percentAllCars]).toEqual([0, 0]);
  });
});

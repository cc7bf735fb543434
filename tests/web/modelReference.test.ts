import {
  cheapestTrim,
  faqShown,
  marketStartYear,
  marketYears,
  mileageComparison,
  referenceModelOf,
  safetyShown,
  urlShapeOf,
  yearPrices,
} from '../../web/src/research/reference/rules';
import { faqsOf, type FaqInput } from '../../web/src/research/reference/faq';
import { decodeEntities } from '../../web/src/research/reference/text';

const ford = { makeCode: ['FORD'], modelCode: ['F150PICKUP'] };
const now = new Date('2026-11-28T12:00:00Z');

describe('referenceModelOf: the section is for one make and one model', () => {
  test('one make and one model, with the one year and trim searched', () => {
    expect(referenceModelOf(ford)).toEqual({ makeCode: 'FORD', modelCode: 'F150PICKUP' });
    expect(referenceModelOf({ ...ford, startYear: ['2021'], endYear: ['2021'], trimCode: ['F150PICKUP|XLT'] })).toEqual(
      { makeCode: 'FORD', modelCode: 'F150PICKUP', year: 2021, trimCode: 'XLT' },
    );
  });

  test('no section without a model, or with several makes or models', () => {
    expect(referenceModelOf({ makeCode: ['FORD'] })).toBeNull();
    expect(referenceModelOf({ modelCode: ['F150PICKUP'] })).toBeNull();
    expect(referenceModelOf({ makeCode: ['FORD', 'TOYOTA'], modelCode: ['F150PICKUP'] })).toBeNull();
    expect(referenceModelOf({ makeCode: ['FORD'], modelCode: ['F150PICKUP', 'MUSTANG'] })).toBeNull();
  });

  test('a year range is no one year; several trims are no one trim', () => {
    expect(referenceModelOf({ ...ford, startYear: ['2019'], endYear: ['2021'] })?.year).toBeUndefined();
    expect(referenceModelOf({ ...ford, startYear: ['2021'] })?.year).toBeUndefined();
    expect(referenceModelOf({ ...ford, trimCode: ['F150PICKUP|XLT', 'F150PICKUP|LARIAT'] })?.trimCode).toBeUndefined();
  });
});

describe('URL shapes: where the FAQs and the safety block appear', () => {
  const year = { startYear: ['2021'], endYear: ['2021'] };
  const trim = { trimCode: ['F150PICKUP|XLT'] };
  const cases: Array<[string, Record<string, string[]>, string, boolean, boolean]> = [
    ['make and model', ford, 'make-model', true, false],
    [
      'make, model and zip, radius, sort and page',
      { ...ford, zip: ['30301'], searchRadius: ['50'], sortBy: ['yearDESC'], page: ['2'] },
      'make-model',
      true,
      false,
    ],
    ['make, model and year', { ...ford, ...year }, 'make-model-year', true, true],
    ['make, model, year and trim', { ...ford, ...year, ...trim }, 'make-model-year-trim', false, true],
    ['make, model and trim without a year', { ...ford, ...trim }, 'other', false, false],
    ['a year range', { ...ford, startYear: ['2019'], endYear: ['2021'] }, 'other', false, false],
    ['another filter', { ...ford, ...year, maxPrice: ['30000'] }, 'other', false, false],
    ['a listing type', { ...ford, listingType: ['USED'] }, 'other', false, false],
    ['no model', { makeCode: ['FORD'] }, 'other', false, false],
  ];
  test.each(cases)('%s', (_name, params, shape, faq, safety) => {
    expect(urlShapeOf(params)).toBe(shape);
    expect(faqShown(urlShapeOf(params))).toBe(faq);
    expect(safetyShown(urlShapeOf(params))).toBe(safety);
  });
});

describe('market years', () => {
  test('newest first, cut to 11', () => {
    const years = Array.from({ length: 14 }, (_, i) => ({ year: 2012 + i }));
    const kept = marketYears(years).map((y) => y.year);
    expect(kept).toHaveLength(11);
    expect(kept[0]).toBe(2025);
    expect(kept[10]).toBe(2015);
  });

  test('start from last year; a newer searched year; an old searched year is the oldest of the 11', () => {
    const model = { makeCode: 'FORD', modelCode: 'F150PICKUP' };
    expect(marketStartYear(model, now)).toBe(2025);
    expect(marketStartYear({ ...model, year: 2027 }, now)).toBe(2027);
    expect(marketStartYear({ ...model, year: 2020 }, now)).toBe(2025);
    expect(marketStartYear({ ...model, year: 2010 }, now)).toBe(2020);
  });
});

const trims = [
  { trimName: 'XL', nationalMSRP: 36_000, listingCount: 3, startingPrice: 30_000, avgPrice: 32_000, maxPrice: 34_000 },
  {
    trimName: 'Lariat',
    nationalMSRP: 52_000,
    listingCount: 1,
    startingPrice: 48_000,
    avgPrice: 48_000,
    maxPrice: 48_000,
  },
  { trimName: 'Raptor', nationalMSRP: 78_000, listingCount: 0, startingPrice: null, avgPrice: null, maxPrice: null },
];

describe('prices of a year', () => {
  test('lowest, listing-weighted average and highest over the trims with listings', () => {
    expect(yearPrices(trims)).toEqual({ count: 4, average: 36_000, lowest: 30_000, highest: 48_000 });
  });
  test('none without listings', () => {
    expect(yearPrices([trims[2]])).toBeNull();
  });
  test('the cheapest trim by MSRP', () => {
    expect(cheapestTrim(trims)?.trimName).toBe('XL');
    expect(cheapestTrim([])).toBeUndefined();
  });
});

describe('FAQs', () => {
  const mileage = {
    averageMiles: 52_000,
    allCarsAverageMiles: 61_000,
    byYear: [{ year: 2021, averageMiles: 48_500, count: 12 }],
    thresholds: [{ miles: 50_000, percentModel: 47.25, percentAllCars: 38.04 }],
  };
  const input: FaqInput = {
    name: 'Ford F-150',
    year: 2021,
    yearSearched: true,
    trims,
    totalResultCount: 1234,
    greatPriceCount: 56,
    mileage,
    now,
  };

  test('answers from the figures: price, cheapest trim, count with great prices, mileage', () => {
    const faqs = faqsOf(input);
    expect(faqs.map((f) => f.id)).toEqual(['average-price', 'cheapest-trim', 'for-sale', 'mileage']);
    expect(faqs[0].answer).toContain('$36,000');
    expect(faqs[0].answer).toContain('$30,000 to $48,000');
    expect(faqs[1].answer).toContain('XL');
    expect(faqs[2].answer).toContain('1,234');
    expect(faqs[2].answer).toContain('56');
  });

  test('the mileage FAQ: the searched year, against all cars, the 50,000-mile share to 1 decimal, the yardstick', () => {
    const answer = faqsOf(input).find((f) => f.id === 'mileage')?.answer ?? '';
    expect(answer).toContain('48,500 miles');
    expect(answer).toContain('12,500 miles fewer');
    expect(answer).toContain('47.3%');
    expect(answer).toContain('38.0%');
    expect(answer).toContain('75,000 miles'); // 5 years at 15,000
  });

  test("without a year searched: the model's average and the 12.5-year yardstick", () => {
    const answer = faqsOf({ ...input, yearSearched: false }).find((f) => f.id === 'mileage')?.answer ?? '';
    expect(answer).toContain('52,000 miles');
    expect(answer).toContain('12.5 years');
    expect(answer).toContain('187,500 miles');
  });

  test('a question without its figures is left out', () => {
    const faqs = faqsOf({ ...input, trims: [], mileage: null, greatPriceCount: null });
    expect(faqs.map((f) => f.id)).toEqual(['for-sale']);
    expect(faqs[0].answer).not.toContain('Great Price');
  });

  test('mileage comparison: within 1% is the same', () => {
    expect(mileageComparison(50_200, 50_000)).toEqual({ direction: 'same', by: 0 });
    expect(mileageComparison(40_000, 50_000)).toEqual({ direction: 'fewer', by: 10_000 });
    expect(mileageComparison(60_000, 50_000)).toEqual({ direction: 'more', by: 10_000 });
  });
});

describe('expert review titles', () => {
  test('entities decode to text; unknown ones stay', () => {
    expect(decodeEntities('2021 Ford F-150 &amp; Raptor &#8211; &#x201C;Best&#x201D; &lt;truck&gt; &bogus;')).toBe(
      '2021 Ford F-150 & Raptor – “Best” <truck> &bogus;',
    );
  });
});

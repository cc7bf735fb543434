import {
  RULES,
  newCarBoostApplies,
  normaliseSearch,
  yearDataApplies,
  type NormaliseContext,
} from '../../contracts/search/normalise';
import type { SearchParams } from '../../contracts/search';

// Mid-2025 in UTC: the current year is 2025, last year 2024, next year 2026.
const now = new Date('2025-06-15T12:00:00Z');
const ctx: NormaliseContext = { brand: 'motormart', now };
const normalise = (params: SearchParams, over: Partial<NormaliseContext> = {}) =>
  normaliseSearch(params, { ...ctx, ...over });

describe('normaliseSearch', () => {
  test('applies the rules in the order the module lists them', () => {
    expect(RULES.map(([name]) => name)).toEqual([
      'bounded',
      'mmt removed',
      'whole numbers',
      'radius cap',
      'zip five digits',
      'first showcaseOwnerId',
      'at most five makes',
      'trim belongs to make and model',
      'excluded listing ids 1 to 25',
      'vehicleExchange as true',
      'listingType USED by default',
    ]);
  });

  test('does not change the params it is given', () => {
    const params = { makeCode: ['A', 'B', 'C', 'D', 'E', 'F'], zip: ['303011234'], mmt: ['x'] };
    const before = structuredClone(params);
    normalise(params);
    expect(params).toEqual(before);
  });

  test('a plain search is left as asked, with the defaults added', () => {
    const result = normalise({ zip: ['30301'], searchRadius: ['50'], makeCode: ['FORD'], sortBy: ['relevance'] });
    expect(result.params).toEqual({
      zip: ['30301'],
      searchRadius: ['50'],
      makeCode: ['FORD'],
      sortBy: ['relevance'],
      listingType: ['USED'],
    });
    expect(result.dropped).toEqual([]);
  });
});

describe('bounded', () => {
  test('a value that is not text, or longer than any filter value, is dropped and reported', () => {
    const result = normalise({ makeCode: ['F\u0000RD', 'FORD'], city: ['\ud800'], keywordPhrases: ['a'.repeat(201)] });
    expect(result.params.makeCode).toEqual(['FORD']);
    expect(result.params.city).toBeUndefined();
    expect(result.params.keywordPhrases).toBeUndefined();
    expect(result.dropped.map(({ name, reason }) => [name, reason])).toEqual([
      ['city', 'must be text without control characters'],
      ['keywordPhrases', 'a value is at most 200 characters'],
      ['makeCode', 'must be text without control characters'],
    ]);
  });

  test('a parameter keeps its first 30 values, and the search its first 4000 characters', () => {
    const colors = Array.from({ length: 40 }, (_, i) => `C${i}`);
    expect(normalise({ extColorSimple: colors }).params.extColorSimple).toEqual(colors.slice(0, 30));
    const junk: SearchParams = {};
    for (let i = 0; i < 500; i++) junk[`p${String(i).padStart(3, '0')}`] = ['x'.repeat(50)];
    const result = normalise(junk);
    const length = Object.entries(result.params).reduce(
      (sum, [name, values]) => sum + values.reduce((s, v) => s + name.length + v.length + 2, 0),
      0,
    );
    expect(length).toBeLessThanOrEqual(4_000 + 100);
    expect(result.params.p000).toEqual(['x'.repeat(50)]);
    expect(result.params.p499).toBeUndefined();
    expect(result.dropped.at(-1)).toMatchObject({ name: 'p499', reason: 'a search is at most 4000 characters' });
  });
});

describe('mmt removed', () => {
  test('mmt is removed without being reported', () => {
    const result = normalise({ mmt: ['[FORD[]]'], makeCode: ['FORD'] });
    expect(result.params.mmt).toBeUndefined();
    expect(result.dropped).toEqual([]);
  });
});

describe('whole numbers', () => {
  test.each(['1.5', '1e3', 'abc', '0x10', '20000.00', '1234567890123'])('%s is reported, not thrown', (value) => {
    const result = normalise({ minPrice: [value] });
    expect(result.params.minPrice).toBeUndefined();
    expect(result.dropped).toEqual([{ name: 'minPrice', value, reason: 'must be a whole number' }]);
  });

  test('whole numbers are kept in their plain spelling', () => {
    const result = normalise({ startYear: ['02020'], endYear: ['2024'], numRecords: ['30'], firstRecord: ['0'] });
    expect(result.params).toMatchObject({
      startYear: ['2020'],
      endYear: ['2024'],
      numRecords: ['30'],
      firstRecord: ['0'],
    });
  });

  test('a negative number is whole: validation, not normalisation, refuses it', () => {
    expect(normalise({ firstRecord: ['-1'] }).params.firstRecord).toEqual(['-1']);
  });
});

describe('radius cap', () => {
  test.each([
    ['missing', undefined, '100'],
    ['100', ['100'], '100'],
    ['more than 100', ['500'], '100'],
    ['0 (nationwide: neither a radius of 100 or more nor missing, so kept)', ['0'], '0'],
    ['not a number', ['far'], '100'],
    ['under 100', ['75'], '75'],
    ['under 100, the first of several', ['25', '200'], '25'],
  ])('searchRadius %s becomes %s', (_case, radius, expected) => {
    const params: SearchParams = radius ? { searchRadius: radius } : {};
    expect(normalise(params).params.searchRadius).toEqual([expected]);
  });
});

describe('zip five digits', () => {
  test('a ZIP+4 is truncated to its first 5 characters', () => {
    expect(normalise({ zip: ['30301-1234'] }).params.zip).toEqual(['30301']);
    expect(normalise({ zip: ['303011234'] }).params.zip).toEqual(['30301']);
  });

  test.each(['3030', '3030a', 'ABCDE', '3 301'])('%s is dropped: not 5 digits', (zip) => {
    const result = normalise({ zip: [zip] });
    expect(result.params.zip).toBeUndefined();
    expect(result.dropped).toEqual([{ name: 'zip', value: zip.slice(0, 5), reason: 'zip must be 5 digits' }]);
  });
});

describe('first showcaseOwnerId', () => {
  test('only the first showcaseOwnerId is kept', () => {
    const result = normalise({ showcaseOwnerId: ['12', '34', '56'] });
    expect(result.params.showcaseOwnerId).toEqual(['12']);
    expect(result.dropped.map((d) => d.value)).toEqual(['34', '56']);
    expect(result.dropped[0]).toMatchObject({
      name: 'showcaseOwnerId',
      reason: 'only the first showcaseOwnerId is kept',
    });
  });

  test('a value that is not an owner id is dropped with its reason', () => {
    const result = normalise({ showcaseOwnerId: ['dealer-1', '77'] });
    expect(result.params.showcaseOwnerId).toEqual(['77']);
    expect(result.dropped).toEqual([
      { name: 'showcaseOwnerId', value: 'dealer-1', reason: 'showcaseOwnerId must be an owner id (digits)' },
    ]);
  });
});

describe('at most five makes', () => {
  test('the first 5 makes are kept and the rest reported', () => {
    const result = normalise({ makeCode: ['FORD', 'TOYOTA', 'HONDA', 'BMW', 'AUDI', 'KIA', 'MAZDA'] });
    expect(result.params.makeCode).toEqual(['FORD', 'TOYOTA', 'HONDA', 'BMW', 'AUDI']);
    expect(result.dropped).toEqual([
      { name: 'makeCode', value: 'KIA', reason: 'at most 5 makes can be chosen' },
      { name: 'makeCode', value: 'MAZDA', reason: 'at most 5 makes can be chosen' },
    ]);
  });

  test('5 makes are all kept', () => {
    expect(normalise({ makeCode: ['A', 'B', 'C', 'D', 'E'] }).params.makeCode).toHaveLength(5);
  });
});

describe('trim belongs to make and model', () => {
  test("a 'model|trim' of a chosen model is kept", () => {
    expect(normalise({ makeCode: ['TOYOTA'], modelCode: ['CAMRY'], trimCode: ['CAMRY|LE'] }).params.trimCode).toEqual([
      'CAMRY|LE',
    ]);
  });

  test("a 'make|trim' of a chosen make is kept", () => {
    expect(normalise({ makeCode: ['TOYOTA'], trimCode: ['TOYOTA|LE'] }).params.trimCode).toEqual(['TOYOTA|LE']);
  });

  test('a trim of another model is dropped', () => {
    const result = normalise({ makeCode: ['TOYOTA'], modelCode: ['CAMRY'], trimCode: ['CAMRY|LE', 'CIVIC|EX'] });
    expect(result.params.trimCode).toEqual(['CAMRY|LE']);
    expect(result.dropped).toEqual([
      { name: 'trimCode', value: 'CIVIC|EX', reason: 'trim does not belong to the chosen make and model' },
    ]);
  });

  test('with no make or model chosen, no trim is kept', () => {
    expect(normalise({ trimCode: ['CAMRY|LE'] }).params.trimCode).toBeUndefined();
  });

  test("a trim without the 'parent|' form is dropped", () => {
    expect(normalise({ makeCode: ['TOYOTA'], trimCode: ['LE', '|LE'] }).params.trimCode).toBeUndefined();
  });

  test('a trim of a make beyond the first five is dropped with it', () => {
    const result = normalise({ makeCode: ['A', 'B', 'C', 'D', 'E', 'F'], trimCode: ['F|X'] });
    expect(result.params.trimCode).toBeUndefined();
  });

  test('the reference-data check, when given, has the last word', () => {
    const calls: unknown[][] = [];
    const trimBelongs = (trim: string, makes: readonly string[], models: readonly string[]) => {
      calls.push([trim, makes, models]);
      return trim !== 'CAMRY|XSE';
    };
    const result = normalise(
      { makeCode: ['TOYOTA'], modelCode: ['CAMRY'], trimCode: ['CAMRY|LE', 'CAMRY|XSE', 'CIVIC|EX'] },
      { trimBelongs },
    );
    expect(result.params.trimCode).toEqual(['CAMRY|LE']);
    // Asked only about trims whose code names a chosen make or model.
    expect(calls).toEqual([
      ['CAMRY|LE', ['TOYOTA'], ['CAMRY']],
      ['CAMRY|XSE', ['TOYOTA'], ['CAMRY']],
    ]);
  });
});

describe('excluded listing ids 1 to 25', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => String(1000 + i));

  test.each([1, 25])('%i excluded ids are sent', (n) => {
    expect(normalise({ excludedListingIds: ids(n) }).params.excludedListingIds).toEqual(ids(n));
  });

  test('26 excluded ids are not sent at all', () => {
    const result = normalise({ excludedListingIds: ids(26) });
    expect(result.params.excludedListingIds).toBeUndefined();
    expect(result.dropped).toHaveLength(26);
    expect(result.dropped[0].reason).toBe('excluded listing ids are sent only for 1 to 25 of them');
  });

  test('an id that is not digits is dropped, the others sent', () => {
    const result = normalise({ excludedListingIds: ['1001', 'abc'] });
    expect(result.params.excludedListingIds).toEqual(['1001']);
    expect(result.dropped).toEqual([
      { name: 'excludedListingIds', value: 'abc', reason: 'must be a listing id (digits)' },
    ]);
  });
});

describe('vehicleExchange as true', () => {
  test.each(['true', 'TRUE', '1', 'yes', 'on'])('%s is sent as the true string', (value) => {
    expect(normalise({ vehicleExchange: [value] }).params.vehicleExchange).toEqual(['true']);
  });

  test.each(['false', '0', 'no', 'maybe'])('%s is dropped', (value) => {
    const result = normalise({ vehicleExchange: [value] });
    expect(result.params.vehicleExchange).toBeUndefined();
    expect(result.dropped).toEqual([
      { name: 'vehicleExchange', value, reason: 'the money back guarantee filter is only sent as true' },
    ]);
  });
});

describe('listingType USED by default', () => {
  test.each(['motormart', 'fairvalue'] as const)(
    'the %s brand searches USED when no listing type is given',
    (brand) => {
      expect(normalise({}, { brand }).params.listingType).toEqual(['USED']);
    },
  );

  test('the car-maker brand searches every listing type when none is given', () => {
    expect(normalise({}, { brand: 'halden' }).params.listingType).toBeUndefined();
  });

  test('a listing type given is kept', () => {
    expect(normalise({ listingType: ['NEW', '3P_CERT'] }).params.listingType).toEqual(['NEW', '3P_CERT']);
  });

  test('an unknown listing type is dropped, and the default applies if none is left', () => {
    const result = normalise({ listingType: ['SALVAGE'] });
    expect(result.params.listingType).toEqual(['USED']);
    expect(result.dropped).toEqual([
      { name: 'listingType', value: 'SALVAGE', reason: 'listing type must be one of USED, NEW, CERTIFIED, 3P_CERT' },
    ]);
  });
});

describe('new car boost conditions', () => {
  const boosted: SearchParams = {
    zip: ['30301'],
    listingType: ['USED'],
    startYear: ['2018'],
    endYear: ['2023'],
    sellerType: ['d'],
  };

  test('applies when every condition holds', () => {
    expect(newCarBoostApplies(boosted, now)).toBe(true);
  });

  test('needs a 5-digit zip', () => {
    expect(newCarBoostApplies({ ...boosted, zip: undefined } as unknown as SearchParams, now)).toBe(false);
    expect(newCarBoostApplies({ ...boosted, zip: ['3030'] }, now)).toBe(false);
  });

  test('not for NEW listings', () => {
    expect(newCarBoostApplies({ ...boosted, listingType: ['NEW'] }, now)).toBe(false);
    expect(newCarBoostApplies({ ...boosted, listingType: ['USED', 'NEW'] }, now)).toBe(false);
    expect(newCarBoostApplies({ ...boosted, listingType: ['CERTIFIED'] }, now)).toBe(true);
  });

  test('end year within 5 years of the current year', () => {
    expect(newCarBoostApplies({ ...boosted, endYear: ['2020'] }, now)).toBe(true);
    expect(newCarBoostApplies({ ...boosted, endYear: ['2019'] }, now)).toBe(false);
  });

  test('no end year limits no year, so it does not stop the boost', () => {
    const { endYear: _endYear, ...rest } = boosted;
    expect(newCarBoostApplies(rest, now)).toBe(true);
  });

  test('start year not the current or next year', () => {
    expect(newCarBoostApplies({ ...boosted, startYear: ['2025'], endYear: ['2026'] }, now)).toBe(false);
    expect(newCarBoostApplies({ ...boosted, startYear: ['2026'], endYear: ['2026'] }, now)).toBe(false);
    expect(newCarBoostApplies({ ...boosted, startYear: ['2024'] }, now)).toBe(true);
  });

  test('not for private sellers', () => {
    expect(newCarBoostApplies({ ...boosted, sellerType: ['p'] }, now)).toBe(false);
  });

  test('the current year is the UTC year of now', () => {
    // 23:30 on 31 December in New York is already the next year in UTC.
    const newYear = new Date('2026-01-01T04:30:00Z');
    expect(newCarBoostApplies({ ...boosted, startYear: ['2026'], endYear: ['2026'] }, newYear)).toBe(false);
  });

  test('normaliseSearch reports it for the normalised search', () => {
    expect(normalise({ zip: ['30301-1234'] }).newCarBoost).toBe(true);
    expect(normalise({ zip: ['30301'] }, { brand: 'halden' }).newCarBoost).toBe(true);
    expect(normalise({ zip: ['3030'] }).newCarBoost).toBe(false);
  });
});

describe('year data applies', () => {
  test('when start year is at least last year', () => {
    expect(yearDataApplies({ startYear: ['2024'] }, now)).toBe(true);
    expect(yearDataApplies({ startYear: ['2026'] }, now)).toBe(true);
    expect(yearDataApplies({ startYear: ['2023'] }, now)).toBe(false);
  });

  test('not without a start year', () => {
    expect(yearDataApplies({ endYear: ['2025'] }, now)).toBe(false);
    expect(normalise({}).yearData).toBe(false);
  });
});

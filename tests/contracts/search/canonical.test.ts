import { canonicalQueryString, isCanonical, searchQueryString, srpHref } from '../../../contracts/search';

describe('canonicalQueryString', () => {
  test('sorts parameters by name, case-sensitively', () => {
    expect(canonicalQueryString('zip=30301&makeCode=FORD&Zeta=1&endYear=2020')).toBe(
      'Zeta=1&endYear=2020&makeCode=FORD&zip=30301',
    );
  });

  test('sorts the values of a parameter and writes one key per value', () => {
    expect(canonicalQueryString('makeCode=TOYOTA,FORD&makeCode=BMW')).toBe(
      'makeCode=BMW&makeCode=FORD&makeCode=TOYOTA',
    );
  });

  test('removes duplicate and empty values', () => {
    expect(canonicalQueryString('makeCode=FORD&makeCode=FORD,&zip=')).toBe('makeCode=FORD');
  });

  test('removes mmt', () => {
    expect(canonicalQueryString('mmt=%5BFORD%5B%5D%5D&makeCode=FORD')).toBe('makeCode=FORD');
  });

  test('folds the legacy make and model parameters', () => {
    expect(canonicalQueryString('makeCode2=HONDA&makeCode1=FORD&modelCodeList=CIVIC')).toBe(
      'makeCode=FORD&makeCode=HONDA&modelCode=CIVIC',
    );
  });

  test('encodes with encodeURIComponent: a space is %20 whether it came as + or %20, | is %7C', () => {
    expect(canonicalQueryString('city=New+York')).toBe('city=New%20York');
    expect(canonicalQueryString('city=New%20York')).toBe('city=New%20York');
    expect(canonicalQueryString('trimCode=CAMRY|LE')).toBe('trimCode=CAMRY%7CLE');
  });

  test('takes parameters as well as a query string, with the same answer', () => {
    expect(
      canonicalQueryString({ zip: ['30301'], makeCode: ['TOYOTA', 'FORD,BMW'], makeCode1: ['KIA'], mmt: ['x'] }),
    ).toBe(canonicalQueryString('zip=30301&makeCode=TOYOTA,FORD,BMW&makeCode1=KIA&mmt=x'));
  });

  test('is idempotent', () => {
    const once = canonicalQueryString('?zip=30301&city=New+York&makeCode=TOYOTA,FORD&trimCode=CAMRY|LE&keyword=a%2Bb');
    expect(canonicalQueryString(once)).toBe(once);
  });

  test('an empty search is the empty string', () => {
    expect(canonicalQueryString('?')).toBe('');
    expect(canonicalQueryString('mmt=x')).toBe('');
  });
});

describe('searchQueryString', () => {
  test('is the canonical form without the paging: one search, whatever batch or page is asked for', () => {
    expect(searchQueryString('zip=30301&page=3&firstRecord=60&numRecords=30&makeCode=FORD')).toBe(
      'makeCode=FORD&zip=30301',
    );
    expect(searchQueryString({ page: ['2'] })).toBe('');
  });

  test('reads a legacy make parameter as the make', () => {
    expect(searchQueryString('makeCode1=FORD&mmt=x')).toBe('makeCode=FORD');
  });
});

describe('isCanonical', () => {
  test('a sorted, de-duplicated query string is canonical, with or without ?', () => {
    expect(isCanonical('?makeCode=FORD&zip=30301')).toBe(true);
    expect(isCanonical('makeCode=FORD&zip=30301')).toBe(true);
    expect(isCanonical('')).toBe(true);
  });

  test.each([
    ['parameters out of order', 'zip=30301&makeCode=FORD'],
    ['values out of order', 'makeCode=TOYOTA&makeCode=FORD'],
    ['a duplicate value', 'makeCode=FORD&makeCode=FORD'],
    ['a comma list', 'makeCode=FORD,TOYOTA'],
    ['an empty value', 'makeCode=FORD&zip='],
    ['mmt', 'makeCode=FORD&mmt=x'],
    ['a space written as +', 'city=New+York'],
    ['a legacy make parameter', 'makeCode1=FORD'],
  ])('is not canonical with %s', (_case, qs) => {
    expect(isCanonical(qs)).toBe(false);
  });
});

describe('srpHref', () => {
  test('is the results page with the canonical query', () => {
    expect(srpHref({ zip: ['30301'], makeCode: ['FORD'] })).toBe('/cars-for-sale?makeCode=FORD&zip=30301');
    expect(srpHref({})).toBe('/cars-for-sale');
  });
});

import { BRANDS } from '../../../contracts/search/brands';
import { carMakerMake, experienceOf, makerMakeOf } from '../../../contracts/search/experiences';
import { normaliseSearch } from '../../../contracts/search/normalise';

const now = new Date('2025-06-15T12:00:00Z');

describe('the car maker’s make (docs/rules/search-request.md#the-car-makers-make)', () => {
  test('FORD stands for the car-maker brand’s make; the other brands have none', () => {
    expect(BRANDS.halden.makerMakeCode).toBe('FORD');
    expect(BRANDS.motormart.makerMakeCode).toBeUndefined();
    expect(BRANDS.fairvalue.makerMakeCode).toBeUndefined();
    expect(carMakerMake()).toBe('FORD');
  });

  test('a search is narrowed to it on the car-maker brand, and under its buy-online experience on any brand', () => {
    expect(makerMakeOf('halden', {})).toBe('FORD');
    expect(makerMakeOf('motormart', {})).toBeUndefined();
    expect(makerMakeOf('motormart', { experience: ['buy-online-maker'] })).toBe('FORD');
    expect(makerMakeOf('fairvalue', { experience: ['buy-online'] })).toBeUndefined();
  });

  test('a chosen make that is not the maker’s is dropped before the other rules, and reported', () => {
    const result = normaliseSearch(
      { makeCode: ['TOYOTA', 'FORD'], trimCode: ['TOYOTA|LE', 'FORD|XLT'] },
      { brand: 'halden', now },
    );
    expect(result.params.makeCode).toEqual(['FORD']);
    // The trim rule sees only the make that stays.
    expect(result.params.trimCode).toEqual(['FORD|XLT']);
    expect(result.dropped.map((d) => `${d.name}=${d.value}`)).toEqual(['makeCode=TOYOTA', 'trimCode=TOYOTA|LE']);
    expect(result.dropped[0].reason).toBe('only FORD listings are searched here');
  });

  test('the other brands keep every make, unless under the car maker’s buy-online experience', () => {
    expect(normaliseSearch({ makeCode: ['TOYOTA'] }, { brand: 'motormart', now }).params.makeCode).toEqual(['TOYOTA']);
    const maker = normaliseSearch(
      { makeCode: ['TOYOTA'], experience: ['buy-online-maker'] },
      { brand: 'motormart', now },
    );
    expect(maker.params.makeCode).toBeUndefined();
    expect(maker.params.experience).toEqual(['buy-online-maker']);
  });
});

describe('experienceOf', () => {
  test('reads the four experiences and nothing else', () => {
    for (const value of ['commercial', 'best-deals', 'buy-online', 'buy-online-maker'])
      expect(experienceOf({ experience: [value] })).toBe(value);
    expect(experienceOf({ experience: ['bargains'] })).toBeUndefined();
    expect(experienceOf({})).toBeUndefined();
  });
});

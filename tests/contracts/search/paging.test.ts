import { pageNumber, withoutPaging } from '../../../contracts/search';

describe('page number', () => {
  test('is floor(listings before / 30) + 1', () => {
    expect(pageNumber(0)).toBe(1);
    expect(pageNumber(30)).toBe(2);
    expect(pageNumber(45)).toBe(2);
    expect(pageNumber(60)).toBe(3);
  });
});

describe('withoutPaging', () => {
  test('leaves out the offsets and the page number, and nothing else', () => {
    expect(withoutPaging({ zip: ['30301'], firstRecord: ['30'], numRecords: ['30'], page: ['2'] })).toEqual({
      zip: ['30301'],
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  applySuggestion,
  batchQuery,
  changeFilter,
  changeSort,
  clearFilters,
  parseParams,
  removeMake,
  toSearch,
  toggleModel,
  toggleValue,
  withPage,
} from '../../web/src/search/queryState';

describe('the SRP query state', () => {
  it('writes a state as location.search in the canonical form, nothing for an empty search', () => {
    expect(toSearch({ zip: ['30301'], makeCode: ['TOYOTA', 'FORD'] })).toBe('?makeCode=FORD&makeCode=TOYOTA&zip=30301');
    expect(toSearch({})).toBe('');
  });

  it('asks for a batch with the search plus its offsets', () => {
    expect(batchQuery('zip=30301', 30, 30)).toBe('zip=30301&firstRecord=30&numRecords=30');
    expect(batchQuery('', 30, 30)).toBe('firstRecord=30&numRecords=30');
  });

  it('resets pagination on a filter change and on a sort change', () => {
    const paged = parseParams('zip=30301&page=3');
    expect(toggleValue(paged, 'vehicleStyleCode', 'SUVCROSS', true)).toEqual({
      zip: ['30301'],
      vehicleStyleCode: ['SUVCROSS'],
    });
    expect(changeSort(paged, 'derivedpriceASC')).toEqual({ zip: ['30301'], sortBy: ['derivedpriceASC'] });
  });

  it('leaves the default sort out of the URL', () => {
    expect(changeSort(parseParams('sortBy=yearDESC'), 'relevance')).toEqual({});
  });

  it('removes a filter whose last value is deselected', () => {
    expect(toggleValue({ extColorSimple: ['RED'] }, 'extColorSimple', 'RED', false)).toEqual({});
    expect(changeFilter({ mileage: ['30000'] }, 'mileage', [])).toEqual({});
  });

  it('sets the page number after loading more, page 1 being the default', () => {
    expect(withPage({ zip: ['30301'] }, 3)).toEqual({ zip: ['30301'], page: ['3'] });
    expect(withPage({ zip: ['30301'], page: ['3'] }, 1)).toEqual({ zip: ['30301'] });
  });

  it('clears the filters but keeps the location and the sort', () => {
    const params = parseParams(
      'zip=30301&searchRadius=50&marketExtension=include&sortBy=yearDESC&makeCode=FORD&minPrice=1000',
    );
    expect(clearFilters(params)).toEqual({
      zip: ['30301'],
      searchRadius: ['50'],
      marketExtension: ['include'],
      sortBy: ['yearDESC'],
    });
  });

  it('replaces the filters with a keyword suggestion’s codes', () => {
    const params = parseParams('zip=30301&makeCode=FORD&vehicleStyleCode=TRUCKS&page=2');
    expect(
      applySuggestion(params, [
        { name: 'makeCode', values: ['CHEV'] },
        { name: 'modelCode', values: ['SILV1500'] },
      ]),
    ).toEqual({
      zip: ['30301'],
      makeCode: ['CHEV'],
      modelCode: ['SILV1500'],
    });
  });

  it('drops the models and trims with a removed make, and a model’s trims with the model', () => {
    const params = parseParams('makeCode=FORD&makeCode=TOYOTA&modelCode=CAMRY&trimCode=CAMRY|LE');
    expect(removeMake(params, 'FORD')).toEqual({ makeCode: ['TOYOTA'] });
    expect(
      toggleModel(parseParams('modelCode=CAMRY&modelCode=RAV4&trimCode=CAMRY|LE&trimCode=RAV4|XLE'), 'CAMRY', false),
    ).toEqual({
      modelCode: ['RAV4'],
      trimCode: ['RAV4|XLE'],
    });
  });
});

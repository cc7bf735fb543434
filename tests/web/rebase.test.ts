import { rebase } from '../../web/src/search/queryState';

describe('rebase: a change made on an older URL, made again on the latest', () => {
  const base = { zip: ['30301'], searchRadius: ['50'] };

  test('keeps what changed since, and adds what this change changed', () => {
    const latest = { ...base, sortBy: ['derivedpriceASC'] };
    const next = { ...base, makeCode: ['FORD'] };
    expect(rebase(base, next, latest)).toEqual({ ...base, sortBy: ['derivedpriceASC'], makeCode: ['FORD'] });
  });

  test('removes what this change removed, and only that', () => {
    const older = { ...base, makeCode: ['FORD'], page: ['2'] };
    const latest = { ...older, sortBy: ['yearDESC'] };
    const next = { ...base };
    expect(rebase(older, next, latest)).toEqual({ ...base, sortBy: ['yearDESC'] });
  });

  test('a value changed in place replaces the latest one; an unchanged URL is the change itself', () => {
    const next = { ...base, searchRadius: ['100'] };
    expect(rebase(base, next, { ...base, searchRadius: ['25'] })).toEqual(next);
    expect(rebase(base, next, base)).toEqual(next);
  });

  test('a list compares by its values in order', () => {
    const older = { makeCode: ['FORD', 'HONDA'] };
    expect(rebase(older, { makeCode: ['FORD'] }, { makeCode: ['FORD', 'HONDA'], zip: ['1'] })).toEqual({
      makeCode: ['FORD'],
      zip: ['1'],
    });
    expect(rebase(older, { makeCode: ['FORD', 'HONDA'] }, { makeCode: ['KIA'] })).toEqual({ makeCode: ['KIA'] });
  });

  test("the paging is always the change's own: a batch sets it, a filter resets it", () => {
    // Batches restored one after another from the same render: each sets the page it loaded.
    const older = { ...base, page: ['5'] };
    expect(rebase(older, { ...base, page: ['5'] }, { ...base, page: ['4'] })).toEqual({ ...base, page: ['5'] });
    // A filter chosen on page 3 drops the paging even though the latest URL moved on to page 4.
    expect(rebase({ ...base, page: ['3'] }, { ...base, makeCode: ['KIA'] }, { ...base, page: ['4'] })).toEqual({
      ...base,
      makeCode: ['KIA'],
    });
  });
});

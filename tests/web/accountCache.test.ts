import { describe, expect, it } from '@jest/globals';
import { bookmark, viewerMock } from './account/fixtures';

const { createCache } = await import('../../web/src/apollo/client');
const { addSavedSearch, removeSavedSearch, VIEWER_ID } = await import('../../web/src/account/cache');
const { ViewerQueryDocument } = await import('../../web/src/account/documents');

const FORDS = bookmark('b1', 'Fords', 'makeCode=FORD');
const TRUCKS = bookmark('b2', 'Trucks', 'bodyStyleCode=TRUCK');

/** A cache holding the `me` of a consumer with these saved searches. */
function cacheWith(saved: ReturnType<typeof bookmark>[]) {
  const cache = createCache();
  const mock = viewerMock(saved);
  cache.writeQuery({ query: ViewerQueryDocument, data: (mock.result as { data: never }).data });
  return cache;
}

const viewerOf = (cache: ReturnType<typeof createCache>) => {
  const me = cache.readQuery({ query: ViewerQueryDocument })!.me;
  return { count: me.savedSearchCount, ids: me.savedSearches.map((search) => search.bookmarkId) };
};

describe('the viewer in the cache', () => {
  it('is one entry whatever query wrote it', () => {
    expect(Object.keys(cacheWith([FORDS]).extract())).toContain(VIEWER_ID);
  });

  it('counts a saved search once, newest first, even when a retry answers it again', () => {
    const cache = cacheWith([FORDS]);
    addSavedSearch(cache, TRUCKS);
    expect(viewerOf(cache)).toEqual({ count: 2, ids: ['b2', 'b1'] });
    addSavedSearch(cache, TRUCKS);
    expect(viewerOf(cache)).toEqual({ count: 2, ids: ['b2', 'b1'] });
  });

  it("takes the answer's count when it has one", () => {
    const cache = cacheWith([FORDS]);
    addSavedSearch(cache, TRUCKS, 5);
    expect(viewerOf(cache).count).toBe(5);
  });

  it('removes a deleted search from the list, the count and the cache', () => {
    const cache = cacheWith([FORDS, TRUCKS]);
    removeSavedSearch(cache, 'b2');
    expect(viewerOf(cache)).toEqual({ count: 1, ids: ['b1'] });
    expect(cache.extract()['Bookmark:{"bookmarkId":"b2"}']).toBeUndefined();
    // Deleting it again (a retry) changes nothing.
    removeSavedSearch(cache, 'b2');
    expect(viewerOf(cache)).toEqual({ count: 1, ids: ['b1'] });
  });
});

import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import { typePolicies } from '../../web/src/apollo/typePolicies';
import { savedListingIdsOf, setSavedListingIds } from '../../web/src/account/cache';
import { SaveButtonFragment } from '../../web/src/saved-cars/SaveButton';
import {
  needsSignIn,
  showsSavedWhileSigningIn,
  syncServerHearts,
  withoutSaved,
  withSaved,
} from '../../web/src/saved-cars/rules';
import { HeartWrites, replayWrites } from '../../web/src/saved-cars/writes';
import { JSDOM } from 'jsdom';
import { ACCOUNT_LIMITS } from '../../contracts/account/constants';

/** A listing in the cache, as a search or the vehicle page writes it. */
function cacheWithListings(...ids: string[]) {
  const cache = new InMemoryCache({ typePolicies });
  for (const id of ids)
    cache.writeFragment({
      fragment: SaveButtonFragment,
      data: { __typename: 'Listing', id } as never,
    });
  return cache;
}

const savedOf = (cache: InMemoryCache, id: string) =>
  cache.readFragment({ fragment: SaveButtonFragment, id: cache.identify({ __typename: 'Listing', id }) })?.saved;

describe('Listing.saved (the heart), read from the viewer', () => {
  it('is false before the browser knows who is asking', () => {
    const cache = cacheWithListings('101');
    expect(savedOf(cache, '101')).toBe(false);
    expect(savedListingIdsOf(cache)).toBeUndefined();
  });

  it('follows the viewer’s saved ids for every listing at once', () => {
    const cache = cacheWithListings('101', '102', '103');
    setSavedListingIds(cache, ['103', '101']);
    expect(['101', '102', '103'].map((id) => savedOf(cache, id))).toEqual([true, false, true]);
    setSavedListingIds(cache, ['103']);
    expect(['101', '102', '103'].map((id) => savedOf(cache, id))).toEqual([false, false, true]);
  });

  it('tells a watching heart when its car is saved or unsaved elsewhere; another heart stays as it was', () => {
    const cache = cacheWithListings('101', '102');
    setSavedListingIds(cache, []);
    const seen: Record<string, boolean[]> = { '101': [], '102': [] };
    const stops = ['101', '102'].map((id) =>
      cache.watch({
        query: cache['getFragmentDoc'](SaveButtonFragment),
        id: cache.identify({ __typename: 'Listing', id }),
        optimistic: true,
        immediate: false,
        callback: (diff) => seen[id].push((diff.result as { saved: boolean }).saved),
      }),
    );
    setSavedListingIds(cache, ['101']);
    setSavedListingIds(cache, []);
    stops.forEach((stop) => stop());
    expect(seen['101']).toEqual([true, false]);
    // The other heart may be asked again (it reads the same viewer entry), but its answer never changes.
    expect(seen['102'].every((saved) => saved === false)).toBe(true);
  });
});

describe('saved car rules', () => {
  it('keeps the ids newest first, each once', () => {
    expect(withSaved(['2', '1'], '3')).toEqual(['3', '2', '1']);
    expect(withSaved(['2', '1'], '1')).toEqual(['1', '2']);
    expect(withoutSaved(['3', '2', '1'], '2')).toEqual(['3', '1']);
    expect(withoutSaved(['1'], '9')).toEqual(['1']);
  });

  it('asks a visitor to sign in at the quick-save maximum, never a consumer', () => {
    const max = ACCOUNT_LIMITS.visitorMaxSavedListings;
    expect(max).toBe(3);
    expect(needsSignIn(false, max - 1)).toBe(false);
    expect(needsSignIn(false, max)).toBe(true);
    expect(needsSignIn(true, 500)).toBe(false);
  });

  it('shows the car saved while signing in, and unsaves it on close, on the valuation brand only', () => {
    expect(showsSavedWhileSigningIn('fairvalue')).toBe(true);
    expect(showsSavedWhileSigningIn('motormart')).toBe(false);
    expect(showsSavedWhileSigningIn('halden')).toBe(false);
  });

  it('keeps the hearts React has not taken over yet true to the saved ids, and leaves the live ones to React', () => {
    const { document } = new JSDOM(
      `<button data-save-id="1" data-save-static aria-pressed="false"></button>
       <button data-save-id="2" data-save-static aria-pressed="true"></button>
       <button data-save-id="3" aria-pressed="false"></button>`,
    ).window;
    syncServerHearts(document, ['1', '3']);
    const pressed = [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-pressed'));
    expect(pressed).toEqual(['true', 'false', 'false']);
  });
});

describe('taps in a row (HeartWrites)', () => {
  /** A write the test answers by hand. */
  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  }

  it('sends each write once the one before has its answer, and names the writes still waiting', async () => {
    const writes = new HeartWrites();
    const sent: string[] = [];
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const a = writes.run({ listingId: 'a', saved: true }, () => (sent.push('a'), first.promise));
    const b = writes.run({ listingId: 'b', saved: true }, () => (sent.push('b'), second.promise));
    await Promise.resolve();
    expect(sent).toEqual(['a']);
    first.resolve(['a']);
    expect(await a).toEqual({ answer: ['a'], later: [{ listingId: 'b', saved: true }] });
    expect(sent).toEqual(['a', 'b']);
    second.resolve(['b', 'a']);
    expect(await b).toEqual({ answer: ['b', 'a'], later: [] });
  });

  it('goes on after a write that fails', async () => {
    const writes = new HeartWrites();
    const failed = writes.run({ listingId: 'a', saved: true }, () => Promise.reject(new Error('offline')));
    const next = writes.run({ listingId: 'b', saved: false }, () => Promise.resolve(['c']));
    await expect(failed).rejects.toThrow('offline');
    expect(await next).toEqual({ answer: ['c'], later: [] });
  });

  it('applies the taps still waiting on top of an answer', () => {
    expect(
      replayWrites(
        ['a'],
        [
          { listingId: 'b', saved: true },
          { listingId: 'a', saved: false },
        ],
      ),
    ).toEqual(['b']);
    expect(replayWrites(['a', 'b'], [])).toEqual(['a', 'b']);
  });
});

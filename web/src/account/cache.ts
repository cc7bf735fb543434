import type { ApolloCache, Reference } from '@apollo/client';
import type {
  SavedListingIdsFragment as SavedListingIds,
  SavedSearchFieldsFragment as SavedSearch,
} from './__generated__/graphql';
import { SavedListingIdsFragment, SavedSearchFieldsFragment } from './documents';

/*
 * Writes of the viewer's saved searches straight into the cache, so the header count and the saved
 * searches page follow a change without asking the gateway again. The viewer is a singleton
 * (typePolicies.ts: Viewer keyFields []), its cache id 'Viewer:{}'.
 */

/** The viewer's cache id. */
export const VIEWER_ID = 'Viewer:{}';

/** A saved search was added: newest first, counted once even when a retry answers it again. */
export function addSavedSearch(cache: ApolloCache, bookmark: SavedSearch, savedSearchCount?: number | null): void {
  const ref = cache.writeFragment({
    fragment: SavedSearchFieldsFragment,
    // The answer carries its __typename; set here too, for an answer built by hand.
    data: { ...bookmark, __typename: 'Bookmark' } as SavedSearch,
  });
  if (!ref) return;
  cache.modify<{ savedSearches: Reference[]; savedSearchCount: number }>({
    id: VIEWER_ID,
    fields: {
      savedSearches: (existing, { readField }) =>
        existing.some((item) => readField('bookmarkId', item) === bookmark.bookmarkId) ? existing : [ref, ...existing],
      savedSearchCount: (existing, { readField }) => {
        if (typeof savedSearchCount === 'number') return savedSearchCount;
        const listed = readField<Reference[]>('savedSearches') ?? [];
        // The list already held it: the answer of a retry, not a second search.
        return listed.some((item) => readField('bookmarkId', item) === bookmark.bookmarkId) ? existing : existing + 1;
      },
    },
  });
}

/** A saved search was deleted: gone from the cache, from the list, and from the count. */
export function removeSavedSearch(cache: ApolloCache, bookmarkId: string, savedSearchCount?: number | null): void {
  const id = cache.identify({ __typename: 'Bookmark', bookmarkId });
  cache.modify<{ savedSearches: Reference[]; savedSearchCount: number }>({
    id: VIEWER_ID,
    fields: {
      savedSearchCount: (existing, { readField }) => {
        if (typeof savedSearchCount === 'number') return savedSearchCount;
        const listed = readField<Reference[]>('savedSearches') ?? [];
        return listed.some((item) => readField('bookmarkId', item) === bookmarkId)
          ? Math.max(0, existing - 1)
          : existing;
      },
      savedSearches: (existing, { readField }) =>
        existing.filter((item) => readField('bookmarkId', item) !== bookmarkId),
    },
  });
  if (id) cache.evict({ id });
  cache.gc();
}

/**
 * The viewer's saved car ids, as an answer gave them (newest first), written into the Viewer entry:
 * every heart reads its state from them (apollo/fieldPolicies/savedListing.ts), so every card, the
 * vehicle page and the saved cars page turn at once, with no query sent.
 */
export function setSavedListingIds(cache: ApolloCache, savedListingIds: readonly string[]): void {
  cache.writeFragment({
    id: VIEWER_ID,
    fragment: SavedListingIdsFragment,
    // Typed here: the entry may not exist yet (the browser has not asked who is asking).
    data: { __typename: 'Viewer', savedListingIds: [...savedListingIds] } as SavedListingIds,
  });
}

/** The viewer's saved car ids as the cache holds them, or undefined before the browser asked. */
export function savedListingIdsOf(cache: ApolloCache): readonly string[] | undefined {
  return cache.readFragment({ id: VIEWER_ID, fragment: SavedListingIdsFragment })?.savedListingIds;
}

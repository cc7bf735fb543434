import type { FieldPolicy } from '@apollo/client';

/**
 * Listing.saved, a field of the cache's own (schema: apollo/localSchema.graphql): whether the
 * viewer's savedListingIds holds this listing. Every heart (the cards, the vehicle page, the saved
 * cars page) reads it, and the read depends on the one Viewer entry, so a save or an unsave written
 * there (account/cache.ts) turns every heart of that car at once, with no query sent.
 * False until the browser has asked who is asking (the server never knows: docs/rules/saved-cars.md).
 */
export function savedListing(): FieldPolicy<boolean> {
  return {
    read: (_existing, { readField, toReference }) => {
      const viewer = toReference({ __typename: 'Viewer' });
      const ids = viewer ? readField<readonly string[]>('savedListingIds', viewer) : undefined;
      const id = readField<string>('id');
      return id !== undefined && (ids?.includes(id) ?? false);
    },
  };
}

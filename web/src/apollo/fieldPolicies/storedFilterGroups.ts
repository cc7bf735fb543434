import type { FieldPolicy } from '@apollo/client';
import type { NamingGroupLike } from '../../search/groups';

/** A search's filter groups as the cache stores them (schema: apollo/localSchema.graphql). */
export type StoredFilterGroups = readonly NamingGroupLike[];

/**
 * SearchResults.storedFilterGroups, a field of the cache's own: the search's filter groups as the
 * page's query wrote them. Groups and options have no identity, so the cache stores them inline as
 * plain objects; a leaf field hands them over as they are, where selecting their fields would
 * rebuild every option (233 of them, half of hydration's reading on a phone). Undefined, so missing,
 * when the cache holds no groups for the search.
 */
export function storedFilterGroups(): FieldPolicy<StoredFilterGroups | undefined> {
  return {
    read: (_existing, { readField }) => readField<StoredFilterGroups>('filterGroups'),
  };
}

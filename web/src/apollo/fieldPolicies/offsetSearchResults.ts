import type { FieldPolicy, Reference } from '@apollo/client';

interface SearchResultsField {
  listings: Reference[];
  [field: string]: unknown;
}

type Args = { input?: Record<string, unknown> } | null;

/** Paging fields: they choose a slice of the same result list, so they are not part of its key. */
const PAGING = new Set(['firstRecord', 'numRecords']);

function searchKey(args: Args): string {
  const input = args?.input ?? {};
  const kept = Object.keys(input)
    .filter((name) => !PAGING.has(name))
    .sort()
    .map((name) => [name, input[name]]);
  return `searchListings:${JSON.stringify(kept)}`;
}

/**
 * Offset pagination of a search: every page of one search lands in one cached list, each page at
 * its offset, so 'See More Results' appends and a re-fetched page replaces only itself.
 */
export function offsetSearchResults(): FieldPolicy<SearchResultsField> {
  return {
    keyArgs: (args) => searchKey(args as Args),
    merge(existing, incoming, { args }) {
      const offset = Number((args as Args)?.input?.firstRecord ?? 0);
      // Pages already loaded past this one stay: re-fetching page 1 must not cut off page 2.
      const listings = existing ? existing.listings.slice() : [];
      incoming.listings.forEach((listing, i) => {
        listings[offset + i] = listing;
      });
      return { ...incoming, listings };
    },
  };
}

import type { FieldPolicy, Reference } from '@apollo/client';
import { BATCH_SIZE, isPagingParam } from '../../../../contracts/search';
import { parseParams, searchQuery } from '../../search/queryState';

interface SearchResultsField {
  listings?: Reference[];
  results?: unknown[];
  [field: string]: unknown;
}

interface Args {
  brand?: string;
  queryString?: string | null;
  input?: Record<string, unknown> | null;
}

/**
 * The search without its paging (which chooses a batch of the same result list, so it is not part
 * of its key): the query string's canonical form, or the typed input's fields.
 */
export function searchKey(args: Args | null): string {
  const brand = args?.brand ?? '';
  if (args?.queryString != null) return `searchListings:${brand}:${searchQuery(parseParams(args.queryString))}`;
  const input = args?.input ?? {};
  const kept = Object.keys(input)
    .filter((name) => !isPagingParam(name))
    .sort()
    .map((name) => [name, input[name]]);
  return `searchListings:${brand}:${JSON.stringify(kept)}`;
}

function paging(args: Args | null): { firstRecord: number; numRecords: number } {
  if (args?.queryString != null) {
    const params = parseParams(args.queryString);
    return {
      firstRecord: Number(params.firstRecord?.[0] ?? 0) || 0,
      numRecords: Number(params.numRecords?.[0] ?? BATCH_SIZE) || BATCH_SIZE,
    };
  }
  return {
    firstRecord: Number(args?.input?.firstRecord ?? 0),
    numRecords: Number(args?.input?.numRecords ?? BATCH_SIZE),
  };
}

/**
 * Splits the placed results of the batches loaded so far back into batches: each batch's
 * positions start again at 0 (PlacedListing.position is zero-based within its batch).
 */
export function splitBatches<T>(results: readonly T[], positionOf: (item: T) => number): T[][] {
  const batches: T[][] = [];
  for (const item of results) {
    if (positionOf(item) === 0 || batches.length === 0) batches.push([]);
    batches[batches.length - 1].push(item);
  }
  return batches;
}

/**
 * Offset pagination of a search: every batch of one search (brand + canonical search, without
 * paging) lands in one cached list. Organic listings sit at their offsets; the placed results
 * (with spotlights, so a batch holds more than 30) are kept batch by batch. 'See More Results'
 * appends, and a re-fetched batch replaces only itself.
 */
export function offsetSearchResults(): FieldPolicy<SearchResultsField> {
  return {
    keyArgs: (args) => searchKey(args as Args | null),
    merge(existing, incoming, { args, readField }) {
      const { firstRecord, numRecords } = paging(args as Args | null);
      // A batch's query asks only for its slots, cards and paging: the search's other fields stay.
      const merged: SearchResultsField = { ...existing, ...incoming };
      if (incoming.listings) {
        // Batches already loaded past this one stay: re-fetching batch 1 must not cut off batch 2.
        const listings = existing?.listings ? existing.listings.slice() : [];
        incoming.listings.forEach((listing, i) => {
          listings[firstRecord + i] = listing;
        });
        merged.listings = listings;
      }
      if (incoming.results) {
        const batches = splitBatches(existing?.results ?? [], (item) =>
          Number(readField('position', item as Reference) ?? 0),
        );
        batches[Math.floor(firstRecord / numRecords)] = incoming.results.slice();
        merged.results = batches.flatMap((batch) => batch ?? []);
      }
      return merged;
    },
  };
}

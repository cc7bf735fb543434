import { graphql } from '../__generated__/gql';
import type { ResultsGrid_PlacedListingFragment } from '../__generated__/graphql';
import { ROW_SIZE } from '../search/constants';
import { ListingCard } from './ListingCard';
import { SkeletonCard } from './SkeletonCard';

export const ResultsGridFragment = graphql(`
  fragment ResultsGrid_placedListing on PlacedListing {
    position
    placement
    listing {
      id
      ...ListingCard_listing
    }
  }
`);

/** Skeleton rows shown while a search loads (4 rows of 3). */
const SKELETONS = ROW_SIZE * 4;

/**
 * The grid of listing cards in rows of 3 (spec §2, §9): skeleton cards while the search loads, the
 * first row's photos eager, a row of skeletons under the cards while the next batch loads.
 */
export function ResultsGrid({
  results,
  search,
  loading,
  loadingMore,
}: {
  results: readonly ResultsGrid_PlacedListingFragment[];
  /** The search the cards belong to (data-search: tests and analytics know what is shown). */
  search: string | undefined;
  loading: boolean;
  loadingMore: boolean;
}) {
  const busy = loading || loadingMore;
  return (
    <section className="srp__grid" aria-label="Search results" aria-busy={busy} data-search={search}>
      {loading
        ? Array.from({ length: SKELETONS }, (_, i) => <SkeletonCard key={i} />)
        : results.map((placed, i) => (
            // A spotlight can repeat a listing of another batch: the slot, not the listing, is the key.
            <ListingCard key={`${i}-${placed.listing.id}`} listing={placed.listing} placement={placed.placement} eager={i < ROW_SIZE} priority={i === 0} />
          ))}
      {!loading && loadingMore && Array.from({ length: ROW_SIZE }, (_, i) => <SkeletonCard key={`more-${i}`} />)}
    </section>
  );
}

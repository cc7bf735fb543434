import type { ApolloClient } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Fragment, memo, useDeferredValue, type ReactNode } from 'react';
import { graphql } from '../__generated__/gql';
import { HydrateWhenVisible } from '../deferred';
import { ROW_SIZE } from '../search/constants';
import { ListingCard, ListingCardFragment } from './ListingCard';
import { SkeletonCard } from './SkeletonCard';
import { WALLET_CARD_SLOT } from '../wallet/constants';
import { WalletCard } from '../wallet/WalletCard';
import { useFeature } from '../ssr/page';

/** What a search's query fetches for the grid: each slot, and the card of its listing. */
export const ResultsGridFragment = graphql(`
  fragment ResultsGrid_placedListing on PlacedListing {
    position
    placement
    listing {
      id
      ...ListingCard_listing
      ...ListingCard_payment
    }
  }
`);

/** A slot of the grid as the page reads it: the card reads its listing from the cache itself. */
export interface PlacedListingSlot {
  placement: string;
  listing: { id: string };
}

/**
 * A card reading its listing from the cache (useFragment): each card's read is a piece of work
 * of its own, which React can spread over tasks, instead of one read of the whole grid.
 */
function CachedListingCard({
  id,
  ...card
}: {
  id: string;
  slot: number;
  placement: string;
  eager: boolean;
  priority: boolean;
}) {
  const { data, complete } = useFragment({ fragment: ListingCardFragment, from: { __typename: 'Listing', id } });
  return complete ? <ListingCard listing={data} {...card} /> : <SkeletonCard />;
}

/**
 * The first card's read, ahead of hydration (ssr/hydration.ts): the card fragment's
 * transform and the first run of the code that reads it, in a task of its own. The card then finds
 * its read in the cache's result cache, and the other cards run warm code.
 */
export function prepareCardRead(client: ApolloClient, id: string) {
  client.watchFragment({ fragment: ListingCardFragment, from: { __typename: 'Listing', id } }).getCurrentResult();
}

/**
 * One slot of the grid. A memo with plain props: when the grid re-renders (the next batch is
 * loading, or has arrived), a slot whose server HTML has not hydrated yet is left alone. A
 * not-yet-hydrated boundary handed new children in a tap's update would have to hydrate (or be
 * rendered afresh) inside that tap, which is what made 'See More Results' slow on a phone.
 */
const GridSlot = memo(function GridSlot({ id, slot, placement }: { id: string; slot: number; placement: string }) {
  // Each card hydrates as it comes near the screen: a phone shows one or two of 30.
  return (
    <HydrateWhenVisible anchor={`[data-slot="${slot}"]`}>
      <CachedListingCard id={id} slot={slot} placement={placement} eager={slot < ROW_SIZE} priority={slot === 0} />
    </HydrateWhenVisible>
  );
});

/** Skeleton rows shown while a search loads (4 rows of 3). */
const SKELETONS = ROW_SIZE * 4;

/**
 * The grid of listing cards in rows of 3 (docs/rules/results.md#listing-cards): skeleton cards while the search loads, the
 * first row's photos eager, a row of skeletons under the cards while the next batch loads.
 */
export function ResultsGrid({
  results,
  search,
  loading,
  loadingMore,
  footer,
  before,
}: {
  results: readonly PlacedListingSlot[];
  /** The search the cards belong to (data-search: tests and analytics know what is shown). */
  search: string | undefined;
  loading: boolean;
  loadingMore: boolean;
  /**
   * What follows the grid ('See More Results'), told whether the grid is still busy: until the
   * cards that arrived are on screen, the end of the list is nearer than it will be, and the next
   * batch must not load because of it.
   */
  footer?: (busy: boolean) => ReactNode;
  /**
   * What goes before the listing at a 0-based index besides the wallet card: the peekaboo, ad
   * slots, the filter promo (docs/rules/ads-client.md#positions).
   */
  before?: (index: number) => ReactNode;
}) {
  // Cards that arrive (a search's, a next batch's) render in a transition: React yields to the
  // shopper's input between them instead of holding the main thread for the whole batch. Until they
  // have, the grid shows what it showed, with skeletons where they will go, and stays busy.
  const shown = useDeferredValue(results);
  const walletOn = useFeature('wallet');
  const shownSearch = useDeferredValue(search);
  const catchingUp = shown !== results;
  const skeletonsOnly = loading || (catchingUp && shown.length === 0);
  const busy = loading || loadingMore || catchingUp;
  return (
    <>
      <section className="srp__grid" aria-label="Search results" aria-busy={busy} data-search={shownSearch}>
        {skeletonsOnly
          ? Array.from({ length: SKELETONS }, (_, i) => <SkeletonCard key={i} />)
          : shown.map((placed, i) => (
              // The slot's index and its listing are the key: leaving out a repeated placed card moves the slots after it.
              <Fragment key={`${i}-${placed.listing.id}`}>
                {walletOn && i === WALLET_CARD_SLOT - 1 && <WalletCard />}
                {before?.(i)}
                <GridSlot id={placed.listing.id} slot={i} placement={placed.placement} />
              </Fragment>
            ))}
        {!skeletonsOnly &&
          (loadingMore || catchingUp) &&
          Array.from({ length: ROW_SIZE }, (_, i) => <SkeletonCard key={`more-${i}`} />)}
      </section>
      {footer?.(busy)}
    </>
  );
}

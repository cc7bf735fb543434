import { useCallback, useContext, useMemo, useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/gql';
import type { SearchResultsPage_ResultsFragment } from '../__generated__/graphql';
import type { StoredFilterGroups } from '../apollo/fieldPolicies/storedFilterGroups';
import type { NamingGroupLike } from '../search/groups';
import { RestoredCacheContext } from '../ssr/page';
import { SERVER_READ } from '../ssr/serverRead';
import { walletVariables } from '../wallet/cookie';
import { useWallet } from '../wallet/WalletContext';

/*
 * What the page itself reads of a search, in three parts (the view below reads each with a query
 * of its own); its cards read their listings themselves.
 */
export const SearchResultsSummaryFragment = graphql(`
  fragment SearchResultsPage_summary on SearchResults {
    totalResultCount
    page
    lastPage
    invalidQueryParams
    relaxHints {
      parameters
      count
    }
    request {
      queryString
    }
    stats {
      price {
        min
        max
      }
    }
    breadcrumbs {
      ...Breadcrumbs_breadcrumb
    }
  }
`);

export const SearchResultsSlotsFragment = graphql(`
  fragment SearchResultsPage_slots on SearchResults {
    results {
      position
      placement
      listing {
        id
      }
    }
  }
`);

export const SearchResultsListingsFragment = graphql(`
  fragment SearchResultsPage_listings on SearchResults {
    listings {
      id
      owner {
        id
        name
      }
    }
  }
`);

/** The whole of what the page reads of a search, in the page's query. */
export const SearchResultsPageFragment = graphql(`
  fragment SearchResultsPage_results on SearchResults {
    ...SearchResultsPage_summary
    ...SearchResultsPage_slots
    ...SearchResultsPage_listings
  }
`);

/** The page's search: one request for the page and its filter panels (which read their part themselves). */
export const SearchResultsPageQuery = graphql(`
  query SearchResultsPage($queryString: String!, $hasWallet: Boolean! = false, $wallet: PaymentEstimateInput! = {}) {
    searchListings(queryString: $queryString) {
      ...SearchResultsPage_results
      results {
        ...ResultsGrid_placedListing
      }
      filterGroups {
        ...FilterPanels_filterGroup
      }
      ...FilterPanels_yearOptions
      ...FilterPanels_histograms
      ...AlphaShowcase_results
    }
  }
`);

/**
 * Another batch of the page's search ('See More Results', and the server restoring the batches a
 * page number stands for): its slots and cards, and the paging fields that say whether more
 * follow. Not the filter groups, breadcrumbs or stats, which are the search's, not the batch's:
 * the batch merges into the search's cached field beside them (offsetSearchResults), so the
 * gateway does not compute them again, nor does a phone write and re-read 200-odd options.
 */
export const SearchResultsBatchQuery = graphql(`
  query SearchResultsBatch($queryString: String!, $hasWallet: Boolean! = false, $wallet: PaymentEstimateInput! = {}) {
    searchListings(queryString: $queryString) {
      totalResultCount
      page
      lastPage
      ...SearchResultsPage_slots
      ...SearchResultsPage_listings
      results {
        ...ResultsGrid_placedListing
      }
    }
  }
`);

/*
 * The same search as the page reads it while hydrating: without the filter groups, whose 200-odd
 * options are most of the read (the filter panels read those themselves, once on screen; the page's
 * chips take theirs from the cache's stored groups), and in three parts, each a query of its own:
 * a cold first read of the restored cache is slow however little it reads, and three smaller reads
 * are three shorter tasks (ssr/hydration.ts) where one was a long one. Together they are the
 * page fragment's fields. The restored cache holds them: they are not fetched.
 */
const SearchResultsSummaryQuery = graphql(`
  query SearchResultsSummary($queryString: String!) {
    searchListings(queryString: $queryString) {
      ...SearchResultsPage_summary
    }
  }
`);

const SearchResultsSlotsQuery = graphql(`
  query SearchResultsSlots($queryString: String!) {
    searchListings(queryString: $queryString) {
      ...SearchResultsPage_slots
    }
  }
`);

const SearchResultsListingsQuery = graphql(`
  query SearchResultsListings($queryString: String!) {
    searchListings(queryString: $queryString) {
      ...SearchResultsPage_listings
    }
  }
`);

/** The view's three parts, each a query of its own (read ahead of hydration by ssr/hydration.ts). */
export const SEARCH_VIEW_QUERIES = [
  SearchResultsSummaryQuery,
  SearchResultsSlotsQuery,
  SearchResultsListingsQuery,
] as const;

export type SearchResultsView = SearchResultsPage_ResultsFragment;

export type ViewPart = { searchListings: object } | undefined;

/** The view of a search from its three parts' data: undefined until all three are there. */
export function joinView(summary: ViewPart, slots: ViewPart, listings: ViewPart): SearchResultsView | undefined {
  if (!summary || !slots || !listings) return undefined;
  return { ...summary.searchListings, ...slots.searchListings, ...listings.searchListings } as SearchResultsView;
}

const NO_GROUPS: readonly NamingGroupLike[] = [];

/** The filter groups of a search, as stored: a field of the cache's own (apollo/fieldPolicies/storedFilterGroups). */
const StoredFilterGroupsFragment = graphql(`
  fragment SearchResultsPage_storedFilterGroups on Query {
    searchListings(queryString: $queryString) {
      storedFilterGroups @client
    }
  }
`);

/**
 * A search's filter groups as the server's page query wrote them into the cache: taking them as
 * stored costs next to nothing; reading them through a query rebuilds every option. Undefined when
 * the cache does not hold that search. Read ahead of hydration too (ssr/hydration.ts).
 */
export function readStoredFilterGroups(cache: ApolloCache, queryString: string): StoredFilterGroups | undefined {
  const stored = cache.readFragment({
    id: 'ROOT_QUERY',
    fragment: StoredFilterGroupsFragment,
    variables: { queryString },
  });
  return stored?.searchListings.storedFilterGroups ?? undefined;
}

/**
 * The results of the page's search. Fetching runs SearchResultsPageQuery: everything the page and
 * its filter panels show, in one request. But while the page still shows the search the server
 * rendered, it reads the view's three queries from the server's cache instead, and the groups its
 * chips are named from as the cache stores them (readStoredFilterGroups; both as the server's page
 * query wrote them, so only when the cache holds that search): the filter groups' 200-odd options
 * are half of hydration's work on a phone, whose filter panels are a closed overlay until opened
 * (they then read their own). The first other search hands over to SearchResultsPageQuery for good.
 */
/**
 * A next batch's fetchMore does not re-render the page to say it is loading (Apollo Client 4's
 * default would, in the tap's own synchronous render of the whole page): the page keeps its own
 * loadingMore state, set in a transition (docs/rules/results.md#infinite-scroll).
 */
const QUIET = { notifyOnNetworkStatusChange: false } as const;

export function useSearchResults(queryString: string) {
  const restored = useContext(RestoredCacheContext);
  const { cache } = useApolloClient();
  // The server's cache holds this search only when the server rendered this page (not, say, a
  // vehicle page the shopper came back from): its groups, stored, say so.
  const [storedGroups] = useState(() => (restored ? readStoredFilterGroups(cache, queryString) : undefined));
  const [serverSearch, setServerSearch] = useState(storedGroups ? queryString : undefined);
  const viewing = serverSearch !== undefined && queryString === serverSearch;
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (serverSearch !== undefined && !viewing) setServerSearch(undefined);

  const summary = useQuery(SearchResultsSummaryQuery, { variables: { queryString }, skip: !viewing, ...QUIET });
  const slots = useQuery(SearchResultsSlotsQuery, { variables: { queryString }, skip: !viewing, ...QUIET });
  const listings = useQuery(SearchResultsListingsQuery, { variables: { queryString }, skip: !viewing, ...QUIET });
  const view = useMemo(
    () => joinView(summary.data, slots.data, listings.data),
    [summary.data, slots.data, listings.data],
  );
  const previousView = useMemo(
    () => joinView(summary.previousData, slots.previousData, listings.previousData),
    [summary.previousData, slots.previousData, listings.previousData],
  );
  // The wallet's variables: its cards' monthly payments come with the search (ListingCard_payment).
  const wallet = useWallet();
  const paymentVariables = useMemo(() => walletVariables(wallet), [wallet]);
  const page = useQuery(SearchResultsPageQuery, {
    variables: { queryString, ...paymentVariables },
    skip: viewing,
    ...QUIET,
    // On the server, the search loadServerSearch (ssr/searchResultsPage.ts) wrote.
    ...SERVER_READ,
  });

  const shownPage = (page.data ?? page.previousData)?.searchListings;
  // The same object while the search's data is the same: the panels re-render only when it changes.
  const [groups, priceStats] = [shownPage?.filterGroups, shownPage?.stats.price];
  const panels = useMemo(() => (groups ? { groups, priceStats } : undefined), [groups, priceStats]);

  // Any part's fetchMore: the batch lands in the search's cached field, which all three watch.
  const { fetchMore: viewMore } = summary;
  const { fetchMore: pageMore } = page;
  /** Loads another batch of the search into the same cached list (offsetSearchResults). */
  const fetchMore = useCallback(
    (batchQueryString: string) =>
      (viewing ? viewMore : pageMore)({
        query: SearchResultsBatchQuery,
        variables: { queryString: batchQueryString, ...paymentVariables },
      }),
    [viewing, viewMore, pageMore, paymentVariables],
  );

  return {
    current: viewing ? view : (page.data?.searchListings as SearchResultsView | undefined),
    /** The latest results shown, while the next search loads. */
    previous: (page.previousData?.searchListings as SearchResultsView | undefined) ?? previousView,
    /** The filter groups the page names its chips from: the shown search's. */
    groups: (viewing || !groups ? storedGroups : groups) ?? NO_GROUPS,
    /**
     * The filter panels' data when the page read it (every search but the server's while
     * hydrating); otherwise the panels read it from the cache themselves.
     */
    panels,
    error: viewing ? undefined : page.error,
    fetchMore,
  };
}

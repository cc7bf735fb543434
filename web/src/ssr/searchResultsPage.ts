import type { ApolloClient, ErrorLike } from '@apollo/client';
import { graphql } from '../__generated__/gql';
import type { SearchResultsServerPage_HeadFragment } from '../__generated__/graphql';
import { SearchResultsBatchQuery, SearchResultsPageQuery } from '../hooks/useSearchResults';
import { BATCH_SIZE } from '../../../contracts/search';
import { loadedBatchesOf } from '../search/paging';
import { batchQuery, parseParams, searchQuery } from '../search/queryState';
import { walletVariables, type Wallet } from '../wallet/cookie';

/*
 * The server's results page, before its tree renders (entry-server.tsx). Nothing here runs in the
 * browser: only entry-server.tsx imports this module.
 */

/**
 * The first batch of the server's page: the page's search (the selection of SearchResultsPageQuery,
 * spread for spread) and, beside it, what the server's page shows outside the React tree: its head
 * (title, description, canonical link, JSON-LD, the lead photo) and the crawl links after #root
 * (gateway/ssr/seo.ts). One operation, so each upstream is called once for both.
 * tests/ssr/search-results-page.test.ts checks that it holds everything the page's query reads.
 * Both definitions in one graphql() source: codegen's graphql() keeps every source's document in
 * the client bundle (its map cannot be tree-shaken), so this costs the client one document, not two.
 */
export const SearchResultsServerPageQuery = graphql(`
  query SearchResultsServerPage(
    $queryString: String!
    $hasWallet: Boolean! = false
    $wallet: PaymentEstimateInput! = {}
  ) {
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
      ...SearchResultsServerPage_head
    }
  }

  fragment SearchResultsServerPage_head on SearchResults {
    totalResultCount
    request {
      url
    }
    breadcrumbs {
      kind
      label
      href
    }
    crawlLinks {
      modelYears {
        label
        href
        count
      }
      trims {
        label
        href
        count
      }
    }
    results {
      listing {
        id
        title
        year
        make
        model
        trim
        vin
        mileage
        listingType
        vdpUrl
        bodyStyle
        fuelType
        image {
          src
        }
        pricingDetail {
          salePrice
        }
        owner {
          name
          privateSeller
        }
      }
    }
  }
`);

export type SearchResultsHead = SearchResultsServerPage_HeadFragment;

/** The search the server's page shows: its head's data, or why it could not be had. */
export type ServerSearch = { head: SearchResultsHead } | { failure: ErrorLike };

/**
 * Fetches the search of a results page URL into the render's cache, as the page's own query would
 * have (the tree then renders from the cache, in one pass), and returns its head. Fetched without
 * the cache and written as the page's query: the head's fields stay out of the cache, so out of the
 * state the page embeds. A URL with a page number then gets the batches it stands for
 * (restoreLoadedBatches).
 */
export async function loadServerSearch(
  client: ApolloClient,
  search: string,
  wallet: Wallet | undefined,
): Promise<ServerSearch> {
  const params = parseParams(search);
  // With the shopper's wallet, as the page's query in the browser asks (useSearchResults).
  const payments = walletVariables(wallet);
  const variables = { queryString: searchQuery(params), ...payments };
  const { data, error } = await client.query({
    query: SearchResultsServerPageQuery,
    variables,
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
  });
  if (error || !data) return { failure: error ?? new Error(`the search ${variables.queryString} came back empty`) };
  client.writeQuery({ query: SearchResultsPageQuery, variables, data });
  await restoreLoadedBatches(
    client,
    variables.queryString,
    payments,
    loadedBatchesOf(params.page?.[0]),
    data.searchListings,
  );
  return { head: data.searchListings };
}

/**
 * A URL with a page number (written after loading more, docs/rules/results.md) stands for the
 * batches the shopper had loaded: they are fetched into the search's cached list, after the first,
 * as 'See More Results' would have, so a reload or a shared link shows the same listings in the
 * same places, and the next batch continues after them. The first batch says how many there are;
 * the rest are fetched together and written in order. A batch that fails is logged, and the page
 * shows the ones before it, as when loading more fails.
 */
async function restoreLoadedBatches(
  client: ApolloClient,
  queryString: string,
  payments: ReturnType<typeof walletVariables>,
  wanted: number,
  first: { totalResultCount: number; lastPage: boolean },
): Promise<void> {
  const batches = first.lastPage ? 1 : Math.min(wanted, Math.ceil(first.totalResultCount / BATCH_SIZE));
  if (batches < 2) return;
  // Fetched, then written: every batch is the same cached field (paging is not part of its key),
  // so a cache-first query would find the first batch and stop, and a server-side client never
  // fetches network-only (ssrMode); writing merges a batch in (offsetSearchResults).
  const fetchBatch = (batch: number) => {
    const variables = { queryString: batchQuery(queryString, batch * BATCH_SIZE, BATCH_SIZE), ...payments };
    return client.query({ query: SearchResultsBatchQuery, variables, fetchPolicy: 'no-cache' }).then(({ data }) => {
      if (!data) throw new Error(`batch ${batch + 1} of ${queryString} came back empty`);
      return { variables, data };
    });
  };
  const rest = await Promise.allSettled(Array.from({ length: batches - 1 }, (_, k) => fetchBatch(k + 1)));
  for (const batch of rest) {
    if (batch.status === 'rejected') {
      console.error('restoring the loaded results failed', batch.reason);
      return;
    }
    client.writeQuery({ query: SearchResultsBatchQuery, ...batch.value });
  }
}

import type { ApolloClient } from '@apollo/client';
import { prepareCardRead } from '../components/ResultsGrid';
import {
  joinView,
  readStoredFilterGroups,
  SEARCH_VIEW_QUERIES,
  SearchResultsPageQuery,
  type SearchResultsView,
  type ViewPart,
} from '../hooks/useSearchResults';
import { matchPath } from 'react-router';
import { searchQueryString as searchOfLocation } from '../../../contracts/search';
import { pageWallet, type Wallet } from '../wallet/cookie';
import { VEHICLE_ROUTE } from '../vehicle/constants';
import { nextTask } from '../tasks';
import { AlphaShowcaseQuery } from '../showcase/documents';

/*
 * Reads made before the server's results page hydrates (hydrate.tsx), each in a task of its own,
 * so the first render only finds them: it would otherwise make them in one long task.
 */

/**
 * The page's queries' documents are checked and transformed (Apollo caches both by document), and
 * the server's search is read from the restored cache, a part of the view at a time, then the
 * filter groups its chips are named from (the result cache keeps each read, which the first
 * render's reads then find). Nothing is fetched: these queries are only watched, never subscribed
 * to. Resolves to the search as read.
 */
async function prepareServerSearch(client: ApolloClient, queryString: string): Promise<SearchResultsView | undefined> {
  const variables = { queryString };
  // The cache's own transform (adding __typename) first: the query manager's transform builds on it.
  // One document a task: each takes 2–5 ms at full speed, several times that on a phone.
  for (const query of SEARCH_VIEW_QUERIES) {
    client.cache.transformDocument(query);
    await nextTask();
  }
  const views = [];
  for (const query of SEARCH_VIEW_QUERIES) {
    views.push(client.watchQuery({ query, variables }));
    await nextTask();
  }
  client.watchQuery({ query: SearchResultsPageQuery, variables });
  const parts: ViewPart[] = [];
  for (const view of views) {
    await nextTask();
    parts.push(view.getCurrentResult().data as ViewPart);
  }
  await nextTask();
  readStoredFilterGroups(client.cache, queryString);
  return joinView(parts[0], parts[1], parts[2]);
}

/** Before the server's results page hydrates: the search, its alpha showcase, then its first card. */
export async function prepareSearchResultsPage(client: ApolloClient, search: string) {
  const queryString = searchOfLocation(search);
  const shown = await prepareServerSearch(client, queryString);
  await nextTask();
  // The showcase above the results reads its own query from the cache in the first render.
  client
    .watchQuery({ query: AlphaShowcaseQuery, variables: { queryString }, fetchPolicy: 'cache-only' })
    .getCurrentResult();
  const first = shown?.results[0]?.listing.id;
  if (!first) return;
  await nextTask();
  prepareCardRead(client, first);
}

/** The listing id of a vehicle page's path, matched as the router matches it (App.tsx); undefined for any other path. */
export const vehiclePageListingId = (pathname: string): string | undefined =>
  matchPath(VEHICLE_ROUTE, pathname)?.params.listingId;

/**
 * Before the server's vehicle page hydrates: its query's document transformed, then its listing
 * read from the restored cache with the variables the page will ask with (its wallet, as
 * WalletProvider reads it), each in a task of its own. The page's first render then finds
 * both in Apollo's caches instead of making them in its own long task. Nothing is fetched.
 */
export async function prepareVehiclePage(client: ApolloClient, listingId: string, rendered: Wallet | undefined) {
  // The page's chunk is preloaded with the HTML (a deferred component): this resolves at once.
  const { VehiclePageQuery, vehiclePageVariables } = await import('../routes/VehiclePage');
  client.cache.transformDocument(VehiclePageQuery);
  await nextTask();
  const page = client.watchQuery({
    query: VehiclePageQuery,
    variables: vehiclePageVariables(listingId, pageWallet(rendered)),
  });
  await nextTask();
  page.getCurrentResult();
}

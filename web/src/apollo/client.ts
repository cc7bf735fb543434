import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { typePolicies } from './typePolicies';
import { trustedDocumentsLink } from './trustedDocuments';

/**
 * The cache with the site's type policies. In the browser result caching is on (Apollo's default):
 * a query's first read is memoised, so the read of the same search when its query subscribes,
 * right after hydration, costs nothing instead of a second walk. The server's render, which reads
 * each query about once from a cache made for the request, turns it off (entry-server.tsx).
 */
export function createCache(options: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({ typePolicies, ...options });
}

/** The browser's client: one cache for the page's life, restored from server state when there is one. */
export function createBrowserClient(initialState?: NormalizedCacheObject): ApolloClient {
  const cache = createCache();
  if (initialState) cache.restore(initialState);
  // While hydrating, queries read the server's cache instead of fetching again.
  return new ApolloClient({
    cache,
    link: trustedDocumentsLink.concat(new HttpLink({ uri: '/graphql' })),
    ssrForceFetchDelay: initialState ? 100 : 0,
  });
}

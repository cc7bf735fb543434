import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { typePolicies } from './typePolicies';

/**
 * resultCaching off: the page reads its one large search result once per change, and without the
 * memoisation's dependency tracking that read is about twice as fast, on the server and on a
 * phone's first (cold) read at hydration, the longest task after the first paint. Queries still
 * re-render only when their result is deeply different.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, resultCaching: false });
}

/** The browser's client: one cache for the page's life, restored from server state when there is one. */
export function createBrowserClient(initialState?: NormalizedCacheObject): ApolloClient {
  const cache = createCache();
  if (initialState) cache.restore(initialState);
  // While hydrating, queries read the server's cache instead of fetching again.
  return new ApolloClient({ cache, link: new HttpLink({ uri: '/graphql' }), ssrForceFetchDelay: initialState ? 100 : 0 });
}

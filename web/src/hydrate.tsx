import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { createBrowserClient } from './apollo/client';
import { App } from './App';
import { prepareSearchResultsPage, prepareVehiclePage, vehiclePageListingId } from './ssr/hydration';
import { SRP_PATH } from '../../contracts/search';
import { PageDataContext, readEmbedded, RestoredCacheContext } from './ssr/page';
import { nextTask } from './tasks';
import { browserStorage, readStored } from './storage/local';

/** Any key: reading it only makes the browser load the page's storage. */
const STORAGE_WARM_KEY = 'mm_storage_warm';

/** Restores the server's cache, then hydrates its HTML (or renders afresh without one), each in a task of its own. */
export async function hydrate() {
  const { state, page } = readEmbedded();
  await nextTask();
  const client = createBrowserClient(state);
  await nextTask();
  // The browser loads a page's localStorage on its first read, which blocks for a few milliseconds:
  // here, in a task of its own, rather than in the hydrated page's effects (saved cars, compare,
  // recently viewed), which all run in one task.
  readStored(browserStorage(), STORAGE_WARM_KEY);
  await nextTask();
  const vehicle = vehiclePageListingId(location.pathname);
  if (state && location.pathname === SRP_PATH) {
    await prepareSearchResultsPage(client, location.search);
    await nextTask();
  } else if (state && vehicle) {
    await prepareVehiclePage(client, vehicle, page.wallet);
    await nextTask();
  }

  // The same tree as entry-server.tsx renders, so the server's HTML hydrates as it is.
  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <PageDataContext value={page}>
          <RestoredCacheContext value={Boolean(state)}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </RestoredCacheContext>
        </PageDataContext>
      </ApolloProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // With the server's cache the HTML is the page: hydrate it. Without (its error page, Vite dev) render afresh.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (the default lane renders without yielding). The
  // deferred components' boundaries (deferred.tsx) hydrate afterwards, when their chunks arrive.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

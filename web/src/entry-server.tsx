import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ApolloClient, type ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StaticRouter } from 'react-router';
import { createCache } from './apollo/client';
import { App } from './App';
import { DeferredModulesContext, loadDeferred } from './deferred';
import { ErrorScreen } from './components/ErrorScreen';
import { StatusCodePage } from './ssr/StatusCodePage';
import { PageDataContext, type PageData } from './ssr/page';
import { restoreLoadedBatches } from './hooks/useSearchResults';
import { SRP_PATH } from '../../contracts/search';

export interface RenderedApp {
  /** The markup of #root. */
  html: string;
  /** The Apollo cache after the render, for the page's embedded state (ssr/page.ts). */
  state: NormalizedCacheObject;
  /** The client modules of the deferred components in the HTML (keys of Vite's manifest), to preload. */
  deferredModules: string[];
}

/**
 * Renders the same tree as hydrate.tsx (StaticRouter in place of BrowserRouter) once every query it
 * runs has answered, so the HTML holds the results and the client hydrates from the same cache.
 * Deferred components (deferred.tsx) are loaded first, so they render in place, inside their
 * Suspense boundaries, as the client hydrates them.
 */
export async function renderApp({
  url,
  link,
  page,
}: {
  url: string;
  link: ApolloLink;
  page: PageData;
}): Promise<RenderedApp> {
  // The client loads these in chunks of their own; the server's HTML has them all (no fallbacks).
  await loadDeferred();
  const client = new ApolloClient({ cache: createCache(), link, ssrMode: true });
  const { pathname, search } = new URL(url, 'http://localhost');
  if (pathname === SRP_PATH) await restoreLoadedBatches(client, search);
  const deferredModules = new Set<string>();
  // DeferredModulesContext renders no markup: the HTML is still the one hydrate.tsx hydrates.
  const tree = (
    <StrictMode>
      <DeferredModulesContext value={deferredModules}>
        <ApolloProvider client={client}>
          <PageDataContext value={page}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </PageDataContext>
        </ApolloProvider>
      </DeferredModulesContext>
    </StrictMode>
  );
  const { result } = await prerenderStatic({ tree, renderFunction: renderToString });
  const state = client.extract() as NormalizedCacheObject;
  client.stop();
  return { html: result, state, deferredModules: [...deferredModules] };
}

/** The full-page error of spec §8, as the SRP shows it. */
export const renderErrorScreen = (): string => renderToString(<ErrorScreen />);

/** A page that is only a status code (unknown path, a search the upstream refused). */
export const renderStatusPage = (status: number): string => renderToString(<StatusCodePage status={status} />);

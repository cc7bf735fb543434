import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ApolloClient, type ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StaticRouter } from 'react-router';
import { createCache } from './apollo/client';
import { App } from './App';
import { ErrorScreen } from './components/ErrorScreen';
import { StatusCodePage } from './ssr/StatusCodePage';
import { PageDataContext, type PageData } from './ssr/page';

export interface RenderedApp {
  /** The markup of #root. */
  html: string;
  /** The Apollo cache after the render, for window.__APOLLO_STATE__. */
  state: NormalizedCacheObject;
}

/**
 * Renders the same tree as main.tsx (StaticRouter in place of BrowserRouter) once every query it
 * runs has answered, so the HTML holds the results and the client hydrates from the same cache.
 */
export async function renderApp({ url, link, page }: { url: string; link: ApolloLink; page: PageData }): Promise<RenderedApp> {
  const client = new ApolloClient({ cache: createCache(), link, ssrMode: true });
  const tree = (
    <StrictMode>
      <ApolloProvider client={client}>
        <PageDataContext value={page}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </PageDataContext>
      </ApolloProvider>
    </StrictMode>
  );
  const { result } = await prerenderStatic({ tree, renderFunction: renderToString });
  const state = client.extract() as NormalizedCacheObject;
  client.stop();
  return { html: result, state };
}

/** The full-page error of spec §8, as the SRP shows it. */
export const renderErrorScreen = (): string => renderToString(<ErrorScreen />);

/** A page that is only a status code (unknown path, a search the upstream refused). */
export const renderStatusPage = (status: number): string => renderToString(<StatusCodePage status={status} />);

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ApolloClient, type ApolloLink, type ErrorLike, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StaticRouter } from 'react-router';
import type { VehiclePageQuery as VehiclePageData } from './__generated__/graphql';
import { createCache } from './apollo/client';
import { App } from './App';
import { DeferredModulesContext, loadDeferred } from './deferred';
import { ErrorScreen } from './components/ErrorScreen';
import { SiteChrome } from './components/SiteChrome';
import { VehiclePageQuery, vehiclePageVariables } from './routes/VehiclePage';
import { expiredVehicleName } from './ssr/expiredVehicle';
import { ComparePageQuery } from './routes/ComparePage';
import { parseCompareIds } from './compare/rules';
import { buildPricePageHead, type BuildPriceHead } from './research/serverPage';
import { AlertsUnsubscribePage, type AlertsUnsubscribeView } from './ssr/AlertsUnsubscribePage';
import { StatusCodePage } from './ssr/StatusCodePage';
import { PageDataContext, type PageData } from './ssr/page';
import type { BrandCode } from '../../contracts/search/brands';
import { loadServerSearch, type SearchResultsHead } from './ssr/searchResultsPage';

export interface RenderedApp {
  /** The markup of #root. */
  html: string;
  /** The Apollo cache after the render, for the page's embedded state (ssr/page.ts). */
  state: NormalizedCacheObject;
  /** The client modules of the deferred components in the HTML (keys of Vite's manifest), to preload. */
  deferredModules: string[];
  /**
   * How many times the tree rendered: 1 when the page fetched its data first; each query the
   * render had to wait for costs a whole render more (gateway_ssr_render_passes).
   */
  passes: number;
}

export interface PageRequest {
  url: string;
  /** Where the page's operations run: the gateway's own pipeline, in-process (gateway/ssr/link.ts). */
  link: ApolloLink;
  page: PageData;
}

/**
 * A server page: the render, with the data of what the server writes around it (its head), or the
 * failure of the query the page is made of (then nothing was rendered).
 */
export type ServerPage<Head> = { head: Head; rendered: RenderedApp } | { failure: ErrorLike };

/**
 * A page's own client, its cache new for each request. Without result caching: a render reads each
 * query and fragment about once, so the memo's bookkeeping (dependency tracking on every field read)
 * only costs. Off, a results page took about a quarter less server CPU (docs/architecture.md, server-rendered pages).
 */
const serverClient = (link: ApolloLink) =>
  new ApolloClient({ cache: createCache({ resultCaching: false }), link, ssrMode: true });

/**
 * Renders the same tree as hydrate.tsx (StrictMode, ApolloProvider, the page data, StaticRouter in
 * place of BrowserRouter) once every query it runs has answered, so the HTML holds the results and
 * the client hydrates from the same cache. The pages below fetch what the tree shows first, so the
 * tree renders from the cache in one pass. Deferred components (deferred.tsx) are loaded first, so
 * they render in place, inside their Suspense boundaries, as the client hydrates them.
 */
async function render(client: ApolloClient, { url, page }: PageRequest): Promise<RenderedApp> {
  // The client loads these in chunks of their own; the server's HTML has them all (no fallbacks).
  await loadDeferred();
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
  const { result, diagnostics } = await prerenderStatic({ tree, renderFunction: renderToString, diagnostics: true });
  const state = client.extract() as NormalizedCacheObject;
  return { html: result, state, deferredModules: [...deferredModules], passes: diagnostics?.renderCount ?? 1 };
}

/**
 * The results page: its search (and the batches a page number stands for) fetched with the head's
 * data in one operation (ssr/searchResultsPage.ts), then rendered.
 */
export async function renderSearchResultsPage(request: PageRequest): Promise<ServerPage<SearchResultsHead>> {
  const client = serverClient(request.link);
  try {
    const search = await loadServerSearch(client, new URL(request.url, 'http://localhost').search, request.page.wallet);
    if ('failure' in search) return search;
    return { head: search.head, rendered: await render(client, request) };
  } finally {
    client.stop();
  }
}

export type VehicleHead = NonNullable<VehiclePageData['listing']>;

/**
 * A vehicle page: the route's own query first (its listing names the page in the head), then the
 * render. A listing that is no longer for sale is not rendered: the gateway sends the shopper home,
 * with its make and model for the banner when they are known.
 */
export async function renderVehiclePage(
  request: PageRequest & { listingId: string },
): Promise<ServerPage<VehicleHead> | { expired: true; vehicle?: string }> {
  const client = serverClient(request.link);
  try {
    const { data, error } = await client.query({
      query: VehiclePageQuery,
      variables: vehiclePageVariables(request.listingId, request.page.wallet),
      errorPolicy: 'all',
    });
    if (error || !data) return { failure: error ?? new Error(`the listing ${request.listingId} came back empty`) };
    if (!data.listing) return { expired: true, vehicle: await expiredVehicleName(client, request.listingId) };
    return { head: data.listing, rendered: await render(client, request) };
  } finally {
    client.stop();
  }
}

/**
 * The compare page (docs/rules/compare.md#compare-page): its cars fetched first (one batched
 * call), then the render. No ids renders the page's empty state without a query.
 */
export async function renderComparePage(request: PageRequest): Promise<ServerPage<null>> {
  const client = serverClient(request.link);
  try {
    const ids = parseCompareIds(new URL(request.url, 'http://localhost').search);
    if (ids.length > 0) {
      const { data, error } = await client.query({ query: ComparePageQuery, variables: { ids }, errorPolicy: 'all' });
      if (error || !data) return { failure: error ?? new Error(`the compared cars ${ids.join(',')} came back empty`) };
    }
    return { head: null, rendered: await render(client, request) };
  } finally {
    client.stop();
  }
}

/**
 * The build-price page (docs/rules/trims.md#build-price-page): its trims fetched first, then the
 * render. Its head says the page's title and status: 400 for a missing or malformed parameter,
 * 404 for a trim the catalogue does not have; a failed fetch is the failure.
 */
export async function renderBuildPricePage(request: PageRequest): Promise<ServerPage<BuildPriceHead>> {
  const client = serverClient(request.link);
  try {
    const head = await buildPricePageHead(client, new URL(request.url, 'http://localhost').search);
    if ('failure' in head) return head;
    return { head, rendered: await render(client, request) };
  } finally {
    client.stop();
  }
}

/**
 * An account page (sign-in, saved searches): the shell only. Nothing private is fetched by the
 * server; the page asks who is asking from the browser, after hydration.
 */
export async function renderAccountPage(request: PageRequest): Promise<RenderedApp> {
  const client = serverClient(request.link);
  try {
    return await render(client, request);
  } finally {
    client.stop();
  }
}

/**
 * The full-page error (docs/rules/pages.md#error-screen), as the SRP shows it, in the site's chrome
 * (no router or Apollo here). `brand`: the page's brand; the used-car brand's when absent.
 */
export const renderErrorScreen = (brand?: BrandCode): string =>
  renderToString(
    <SiteChrome brand={brand}>
      <ErrorScreen />
    </SiteChrome>,
  );

/** A page that is only a status code (unknown path, a search the upstream refused), in the site's chrome. */
export const renderStatusPage = (status: number, brand?: BrandCode): string =>
  renderToString(<StatusCodePage status={status} brand={brand} />);

/** An alert email's unsubscribe page (docs/rules/alerts.md#the-unsubscribe-page): server HTML only. */
export const renderAlertsUnsubscribePage = (view: AlertsUnsubscribeView): string =>
  renderToString(<AlertsUnsubscribePage view={view} />);

import type { Browser, Locator, Page, Request } from 'playwright-core';
import { parseParams, searchQuery } from '../../../web/src/search/queryState';

export const CARD = '[data-testid="listing-card"]';
export const MAIN_CARD = '[data-testid="listing-card"][data-placement="MAIN"]';
export const GRID = '[aria-label="Search results"]';

/** A fresh browser context (no shared cache or history) at a viewport, on one path of the app. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(new URL(path, baseUrl).href);
  await waitForHydration(page);
  return page;
}

/**
 * Waits until React has hydrated the server's HTML: the root and, where the page shows them, the
 * deferred parts (filter panels, keyword search). The client starts after the first paint, so a
 * click before this could land on markup without handlers. The filter panels hydrate once on
 * screen: on a phone, call this again after opening the Filters overlay.
 */
export async function waitForHydration(page: Page) {
  // No named functions inside: the page runs this as it is, without tsx's helpers.
  await page.waitForFunction(() =>
    ['#root', '#root main', '.filter-panels > *', '.keyword__input'].every((selector) => {
      const element = document.querySelector(selector);
      if (!element || !element.checkVisibility()) return true;
      return Object.keys(element).some((key) => key.startsWith('__react'));
    }),
  );
}

/** How many of the elements matching `selector` React has hydrated (it marks them with its fiber). */
export const hydratedCount = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].filter((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ).length,
    selector,
  );

/** Waits until React has hydrated the first element matching `selector`. */
export const waitForHydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (selector) => Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber')),
    selector,
  );

/**
 * Waits until React has hydrated the element a locator finds. A panel's controls hydrate after the
 * panel itself (each panel is its own boundary, hydrated once on screen): input before that lands
 * on the server's markup, which changes the control but not the search.
 */
export async function waitForElementHydrated(locator: Locator) {
  const element = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction((element) => Object.keys(element ?? {}).some((key) => key.startsWith('__reactFiber')), element);
}

export async function closePage(page: Page) {
  await page.context().close();
}

/** The search the page's URL stands for, as the page computes it (no paging, canonical order). */
export function searchOfUrl(url: string): string {
  return searchQuery(parseParams(new URL(url).search));
}

/**
 * Waits until the grid shows the results of the search in the URL, loaded and not busy. Call it
 * after waitForURL when a click changes the search.
 */
export async function waitForSearch(page: Page) {
  const expected = searchOfUrl(page.url());
  await page.waitForFunction(
    ({ grid, expected }) => {
      const el = document.querySelector(grid);
      return el?.getAttribute('aria-busy') === 'false' && el.getAttribute('data-search') === expected;
    },
    { grid: GRID, expected },
  );
}

/** Waits until exactly `count` organic (MAIN) cards are shown and nothing is loading. */
export async function waitForMainCards(page: Page, count: number) {
  await page.waitForFunction(
    ({ grid, selector, count }) =>
      document.querySelector(grid)?.getAttribute('aria-busy') === 'false' &&
      document.querySelectorAll(selector).length === count,
    { grid: GRID, selector: MAIN_CARD, count },
  );
}

/** The number of the 'N Matches' heading. */
export async function matches(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /Matches$/ }).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** One query parameter's values in the page's URL. */
export const urlValues = (page: Page, name: string) => new URL(page.url()).searchParams.getAll(name);

/** Waits for the URL to satisfy a check of its search params, then for that search's results. */
export async function waitForParams(page: Page, check: (params: URLSearchParams) => boolean) {
  await page.waitForURL((url) => check(url.searchParams));
  await waitForSearch(page);
}

/** A panel by its filter group (data-testid panel-{name}), opened if it starts collapsed. */
export async function panel(page: Page, name: string) {
  await waitForHydration(page);
  const details = page.getByTestId(`panel-${name}`);
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return details;
}

/**
 * Operations the browser asks for after hydration by design, none of them the page's search data:
 * the viewer (who is asking, what they saved: private, so the server never renders it into a page),
 * the groups after the results (supplemental, similar, vehicle highlights) and the ads of the slots
 * on screen (docs/rules/ads-client.md#asking-for-ads), and the consumer history asked at idle time
 * (docs/rules/history.md#in-the-browser).
 */
const AFTER_HYDRATION_OPERATIONS = new Set(['Viewer', 'SearchResultGroups', 'Ads', 'ConsumerHistory']);

/** A /graphql request for the page's search data. */
export function isSearchDataRequest(request: Request): boolean {
  if (new URL(request.url()).pathname !== '/graphql') return false;
  const body = request.postData();
  return !body || !AFTER_HYDRATION_OPERATIONS.has((JSON.parse(body) as { operationName?: string }).operationName ?? '');
}

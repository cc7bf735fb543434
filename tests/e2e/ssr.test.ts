import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ConsoleMessage } from 'playwright-core';
import { e2eSession } from './support/session';
import { hydratedCount, isSearchDataRequest, MAIN_CARD, waitForHydrated } from './support/srp';

// Canonical query string (sorted keys), so the page answers 200 rather than the 301.
const SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';

const session = e2eSession();

describe('server-rendered SRP', () => {
  test('with JavaScript disabled the first HTML shows the count, the cards and the crawl links', async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(new URL(SEARCH, session.app.baseUrl).href);
      assert.equal(response?.status(), 200);
      const heading = (await page.locator('.srp__count').textContent())?.trim() ?? '';
      assert.match(heading, /^[\d,]+ Matches$/);
      assert.ok(Number(heading.replace(/\D/g, '')) > 0, heading);
      const cards = await page.locator(MAIN_CARD).count();
      assert.ok(cards > 0, 'no listing cards in the server HTML');
      assert.ok((await page.locator('.listing-card__price').first().textContent())?.startsWith('$'));
      assert.ok((await page.locator('nav[aria-label="Related searches"] a[href^="/cars-for-sale?"]').count()) > 0);
      assert.match(await page.title(), /for Sale near /);
    } finally {
      await context.close();
    }
  });

  test('hydration reuses the server data: no /graphql request and no console errors or warnings', async () => {
    const context = await session.browser.newContext();
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      const graphql: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const chunks: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (isSearchDataRequest(request)) graphql.push(request.postData() ?? request.url());
        if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) chunks.push(pathname);
      });
      await page.goto(new URL(SEARCH, session.app.baseUrl).href);
      // Hydrated: React attached its handlers, so a filter control answers a click with a new URL.
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await page.waitForLoadState('networkidle');
      assert.deepEqual(problems, []);
      assert.deepEqual(graphql, []);
      assert.ok((await page.locator(MAIN_CARD).count()) > 0);
      // The starter added its preload links, and each chunk was fetched once (preloaded, then imported).
      const preloaded = await page.$$eval('head link[rel="modulepreload"]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      assert.ok(preloaded.length >= 4, `${preloaded.length} chunks preloaded`);
      for (const href of preloaded) assert.ok(chunks.includes(href), `${href} was not fetched`);
      assert.deepEqual(chunks, [...new Set(chunks)], 'a chunk was fetched twice');
    } finally {
      await context.close();
    }
  });

  test('a search with filters hydrates with its chips named as the server named them, from the cache alone', async () => {
    const context = await session.browser.newContext();
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      const graphql: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        if (isSearchDataRequest(request)) graphql.push(request.postData() ?? request.url());
      });
      await page.goto(new URL(`/cars-for-sale?makeCode=FORD&${SEARCH.split('?')[1]}`, session.app.baseUrl).href);
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await page.waitForLoadState('networkidle');
      // The chip is named from the search's filter groups in the restored cache (without them: FORD).
      assert.match((await page.locator('button[data-chip="makeCode:FORD"]').textContent()) ?? '', /Ford/);
      assert.deepEqual(problems, []);
      assert.deepEqual(graphql, []);
    } finally {
      await context.close();
    }
  });

  test('hydration keeps the server HTML: the deferred parts (filter panels, keyword search) hydrate in place', async () => {
    const context = await session.browser.newContext();
    try {
      const page = await context.newPage();
      // Records every element of the server's markup that is taken out of the page (a hydration
      // mismatch, or a Suspense boundary falling back to client rendering, would replace them).
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { __removed: string[] }).__removed = removed;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && node.className) removed.push(String(node.className));
        }).observe(document, { childList: true, subtree: true });
      });
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto(new URL(SEARCH, session.app.baseUrl).href);
      await waitForHydrated(page, '.filter-panels');
      await waitForHydrated(page, '.keyword__input');
      await waitForHydrated(page, '[data-testid="panel-vehicleExchange"]');
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed), []);
      assert.deepEqual(problems, []);
      // And the panels answer: a closed panel, opened, shows its options (the server sent it
      // without them), and a filter changes the URL.
      await page.locator('[data-testid="panel-vehicleExchange"] summary').click();
      // click, not check: the box follows the URL, which the router changes in a transition, so
      // on a busy machine it can still read unchecked right after the click.
      await page.locator('[data-testid="panel-vehicleExchange"] input').click();
      await page.waitForURL((url) => url.searchParams.get('vehicleExchange') === 'true');
    } finally {
      await context.close();
    }
  });

  test('on a phone only what is on screen hydrates: cards as they come near it, the filter panels when the overlay opens', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(new URL(SEARCH, session.app.baseUrl).href);
      // The grid's cards, which the server rendered (the peekaboo's come later, rendered by the browser).
      const GRID_CARD = '.listing-card[data-slot]';
      await waitForHydrated(page, GRID_CARD);
      await page.waitForLoadState('networkidle');
      const total = await page.locator(GRID_CARD).count();
      const atFirst = await hydratedCount(page, GRID_CARD);
      assert.ok(atFirst >= 1 && atFirst <= 6, `${atFirst} of ${total} cards hydrated before scrolling`);
      assert.equal(await hydratedCount(page, '.filter-panels > *'), 0, 'the closed filter overlay is not hydrated');

      // A card not hydrated yet is still a link to its vehicle.
      const last = page.locator(`[data-slot="${total - 1}"]`);
      assert.match(
        (await last.locator('a.listing-card__link').getAttribute('href')) ?? '',
        /^\/cars-for-sale\/vehicle\//,
      );
      await last.scrollIntoViewIfNeeded();
      await waitForHydrated(page, `[data-slot="${total - 1}"]`);
      assert.ok((await hydratedCount(page, GRID_CARD)) > atFirst);

      await page.getByRole('button', { name: /^Filters/ }).click();
      await waitForHydrated(page, '.filter-panels > *');
    } finally {
      await context.close();
    }
  });

  test('an expired vehicle page leads home and the SRP shows the expired-listing banner once', async () => {
    const context = await session.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(new URL('/cars-for-sale/vehicle/999999999999', session.app.baseUrl).href);
      assert.equal(new URL(page.url()).pathname, '/cars-for-sale');
      await page.getByText("We're sorry, the vehicle you were looking for is no longer available.").waitFor();
      await page.getByText('Here are vehicles you may be interested in.').waitFor();
      await page.reload();
      await page.locator(MAIN_CARD).first().waitFor();
      assert.equal(await page.getByText('you were looking for is no longer available').count(), 0);
    } finally {
      await context.close();
    }
  });
});

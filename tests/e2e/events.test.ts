import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSession } from './support/session';
import { MAIN_CARD, searchOfUrl, waitForHydration } from './support/srp';

/**
 * Shopper events, error reports and the feedback widget, the browser's side
 * (docs/rules/events-client.md): the page's POSTs to /events and /client-errors are intercepted.
 */

const SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';
const OTHER_SEARCH = '/cars-for-sale?searchRadius=100&zip=30301';
/** The recorder flushes at idle time every few seconds: how long a test waits for a batch. */
const ARRIVES_WITHIN_MS = 20_000;

const session = e2eSession();

interface Sent {
  events: Array<Record<string, unknown>>;
  reports: Array<Record<string, unknown>>;
  /** Every POST to either route, as it arrived. */
  posts: string[];
}

/** A context whose POSTs to the events routes are answered by the test (202, or `eventsStatus`). */
async function openIntercepted(
  path: string,
  options: { eventsStatus?: number; gpc?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; context: BrowserContext; sent: Sent }> {
  const context = await session.browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  const sent: Sent = { events: [], reports: [], posts: [] };
  await context.route(
    (url) => url.pathname === '/events' || url.pathname === '/client-errors',
    async (route) => {
      const request = route.request();
      const pathname = new URL(request.url()).pathname;
      sent.posts.push(pathname);
      const body = request.postDataJSON() as Record<string, unknown>;
      if (pathname === '/events')
        sent.events.push(
          ...(body.events as Array<Record<string, unknown>>).map((e) => ({ ...e, browserId: body.browserId })),
        );
      else sent.reports.push(body);
      await route.fulfill({ status: pathname === '/events' ? (options.eventsStatus ?? 202) : 202, body: '' });
    },
  );
  if (options.gpc)
    await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(new URL(path, session.app.baseUrl).href);
  await waitForHydration(page);
  return { page, context, sent };
}

async function until(what: string, check: () => boolean, timeout = ARRIVES_WITHIN_MS) {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ofType = (sent: Sent, type: string) => sent.events.filter((e) => e.type === type);

describe('shopper events', () => {
  test('a search, a result click and a save arrive in that order with their fields', async () => {
    const { page, context, sent } = await openIntercepted(SEARCH);
    try {
      const search = searchOfUrl(page.url());
      await until('search_shown', () => ofType(sent, 'search_shown').length > 0);
      const [shown] = ofType(sent, 'search_shown');
      assert.equal(shown.search, search);
      assert.equal(shown.route, '/cars-for-sale');
      assert.ok(typeof shown.resultCount === 'number' && shown.resultCount > 0);
      const cookie = (await context.cookies()).find((c) => c.name === 'mm_pixall');
      assert.match(cookie?.value ?? '', /^[0-9a-f-]{36}$/);
      assert.equal(shown.browserId, cookie!.value);
      assert.equal(cookie!.sameSite, 'Lax');

      const card = page.locator(MAIN_CARD).nth(1);
      const href = (await card.locator('a.listing-card__link').getAttribute('href'))!;
      const listingId = /\/vehicle\/(\d+)/.exec(href)![1];
      const slot = Number(await card.getAttribute('data-slot'));
      await card.locator('a.listing-card__link').click();
      await page.waitForURL((url) => url.pathname.includes('/vehicle/'));
      const heart = page.locator('.vdp .save-button').first();
      await heart.click();
      await heart.and(page.locator('[aria-pressed="true"]')).waitFor();

      await until('listing_saved', () => ofType(sent, 'listing_saved').length > 0);
      const order = sent.events.map((e) => e.type);
      const at = (type: string) => order.indexOf(type);
      assert.ok(at('search_shown') < at('result_clicked'), order.join());
      assert.ok(at('result_clicked') < at('listing_saved'), order.join());
      const [clicked] = ofType(sent, 'result_clicked');
      assert.deepEqual(
        {
          listingId: clicked.listingId,
          position: clicked.position,
          placement: clicked.placement,
          route: clicked.route,
        },
        { listingId, position: slot, placement: 'MAIN', route: '/cars-for-sale' },
      );
      const [viewed] = ofType(sent, 'vehicle_viewed');
      assert.equal(viewed?.listingId, listingId);
      const [saved] = ofType(sent, 'listing_saved');
      assert.equal(saved.listingId, listingId);
      assert.equal(saved.route, `/cars-for-sale/vehicle/${listingId}`);
      // Nothing personal: no field beyond the contract's.
      for (const event of sent.events) assert.ok(!('email' in event) && !('name' in event) && !('phone' in event));
    } finally {
      await context.close();
    }
  });

  test('a client error arrives as a report, once', async () => {
    const { page, context, sent } = await openIntercepted(SEARCH);
    try {
      for (let i = 0; i < 3; i++)
        await page.evaluate(() =>
          setTimeout(() => {
            throw new Error('boom');
          }),
        );
      await until('an error report', () => sent.reports.length > 0);
      await page.waitForTimeout(500);
      assert.equal(sent.reports.length, 1, 'the same message is reported once');
      const [report] = sent.reports;
      assert.equal(report.kind, 'error');
      assert.equal(report.message, 'boom');
      assert.equal(report.route, '/cars-for-sale');
      assert.match(String(report.buildId), /^index-/);
      assert.match(String(report.browserId), /^[0-9a-f-]{36}$/);
      assert.ok(!String(report.stack ?? '').includes('?'), 'no query string in the stack');
    } finally {
      await context.close();
    }
  });

  test('with /events answering 503 the page keeps working and the POSTs stay bounded', async () => {
    const { page, context, sent } = await openIntercepted(SEARCH, { eventsStatus: 503 });
    try {
      await until('a first batch', () => sent.posts.includes('/events'));
      await page.locator('.feedback').getByRole('button', { name: 'No' }).click();
      await page.getByRole('status').filter({ hasText: 'Thanks for your feedback!' }).waitFor();
      await page.waitForTimeout(12_000);
      const posts = sent.posts.filter((p) => p === '/events').length;
      assert.ok(posts <= 3, `${posts} POSTs to /events: no retry loop`);
      // The page still answers the shopper: the next search shows.
      await page.goto(new URL(OTHER_SEARCH, session.app.baseUrl).href);
      await waitForHydration(page);
      await page.locator(MAIN_CARD).first().waitFor();
    } finally {
      await context.close();
    }
  });

  test('with Global Privacy Control nothing is sent and no browser id is made', async () => {
    const { page, context, sent } = await openIntercepted(SEARCH, { gpc: true });
    try {
      await page.locator('.feedback').getByRole('button', { name: 'Yes' }).click();
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('boom');
        }),
      );
      await page.locator(MAIN_CARD).first().locator('a.listing-card__link').click();
      await page.waitForURL((url) => url.pathname.includes('/vehicle/'));
      await page.waitForTimeout(10_000);
      assert.deepEqual(sent.posts, []);
      assert.equal(
        (await context.cookies()).find((c) => c.name === 'mm_pixall'),
        undefined,
      );
    } finally {
      await context.close();
    }
  });
});

describe('the feedback widget', () => {
  test('thanks, stays answered after a reload, and asks again on another search', async () => {
    const { page, context, sent } = await openIntercepted(SEARCH, { viewport: { width: 320, height: 800 } });
    try {
      const widget = page.getByRole('group', { name: 'Did you find what you were looking for?' });
      await widget.scrollIntoViewIfNeeded();
      await widget.getByRole('button', { name: 'Yes' }).click();
      const thanks = page.getByRole('status').filter({ hasText: 'Thanks for your feedback!' });
      await thanks.waitFor();
      assert.equal(await widget.count(), 0);
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
        false,
        'fits 320 px',
      );
      await until('the feedback event', () => ofType(sent, 'feedback').length > 0);
      const [feedback] = ofType(sent, 'feedback');
      assert.deepEqual(
        { answer: feedback.answer, search: feedback.search, route: feedback.route },
        { answer: 'yes', search: searchOfUrl(page.url()), route: '/cars-for-sale' },
      );

      await page.reload();
      await waitForHydration(page);
      await thanks.waitFor();
      assert.equal(await widget.count(), 0, 'the same search is not asked again');

      await page.goto(new URL(OTHER_SEARCH, session.app.baseUrl).href);
      await waitForHydration(page);
      await widget.waitFor();
      assert.equal(await thanks.count(), 0);
    } finally {
      await context.close();
    }
  });
});

describe('the real routes', () => {
  test("the gateway takes the page's batches and reports (202)", async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const statuses: Array<[string, number]> = [];
    // Passed on to the gateway as they are; only their answers are watched.
    await context.route(
      (url) => url.pathname === '/events' || url.pathname === '/client-errors',
      async (route) => {
        const response = await route.fetch();
        statuses.push([new URL(route.request().url()).pathname, response.status()]);
        await route.fulfill({ response });
      },
    );
    try {
      const page = await context.newPage();
      await page.goto(new URL(SEARCH, session.app.baseUrl).href);
      await waitForHydration(page);
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('boom');
        }),
      );
      await until(
        'a batch and a report',
        () => statuses.some(([p]) => p === '/events') && statuses.some(([p]) => p === '/client-errors'),
      );
      assert.deepEqual(
        statuses.map(([, status]) => status),
        statuses.map(() => 202),
      );
    } finally {
      await context.close();
    }
  });
});

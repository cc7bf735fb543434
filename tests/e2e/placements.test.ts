import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { e2eSession } from './support/session';
import { closePage, MAIN_CARD, matches, openPage } from './support/srp';

/**
 * The alpha showcase, the result groups and the ad slots (docs/rules/showcase.md, ads.md,
 * ads-client.md, results.md#result-groups) against the real gateway and ad server.
 */

const ATLANTA = '/cars-for-sale?zip=30303&searchRadius=50';
/** Nothing matches and the broadened search finds nothing either: the similar listings show. */
const SPARSE = '/cars-for-sale?makeCode=TOYOTA&modelCode=MIRAI&vehicleStyleCode=PICKUP&zip=30303';

const session = e2eSession();

const open = (path: string, viewport?: { width: number; height: number }) =>
  openPage(session.browser, session.app.baseUrl, path, viewport);

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function seriousViolations(page: Page, include: string) {
  const result = await new AxeBuilder({ page }).include(include).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('alpha showcase', () => {
  test('a search near Atlanta shows a sponsor; its carousel opens; See all narrows to the dealer and the chip clears it', async () => {
    const page = await open(ATLANTA);
    try {
      const showcase = page.locator('section.showcase:not(.showcase--loading)');
      await showcase.waitFor();
      assert.match(await showcase.innerText(), /Sponsored/i);
      const dealer = (await showcase.locator('.showcase__name').innerText()).trim();
      const carousel = showcase.locator('.showcase__carousel');
      assert.equal(await carousel.isVisible(), false, 'closed at first');
      await showcase.getByRole('button', { name: 'View Vehicles' }).click();
      await carousel.waitFor();
      const items = await carousel.locator('li').count();
      assert.ok(items >= 1 && items <= 12, `1 to 12 vehicles, got ${items}`);
      await showcase.getByRole('button', { name: 'Hide Vehicles' }).click();
      await carousel.waitFor({ state: 'hidden' });
      assert.deepEqual(await seriousViolations(page, 'section.showcase'), []);

      await showcase.getByRole('link', { name: /See all/ }).click();
      await page.waitForURL(/showcaseOwnerId=\d+/);
      const owner = new URL(page.url()).searchParams.get('showcaseOwnerId');
      assert.equal(new URL(page.url()).searchParams.get('isSponsorship'), 'true');
      await page.waitForFunction((owner) => {
        const grid = document.querySelector('[aria-label="Search results"]');
        return (
          grid?.getAttribute('aria-busy') === 'false' &&
          !!grid.getAttribute('data-search')?.includes(`showcaseOwnerId=${owner}`) &&
          grid.querySelectorAll('[data-testid="listing-card"][data-placement="MAIN"]').length > 0
        );
      }, owner);
      // Every organic card is the sponsor's.
      const sellers = await page.locator(`${MAIN_CARD} .listing-card__seller`).allTextContents();
      assert.ok(sellers.length > 0);
      for (const seller of sellers) assert.match(seller, new RegExp(dealer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.equal(await page.locator('section.showcase').count(), 0, 'no showcase over a sponsorship');
      const chip = page.getByRole('button', { name: new RegExp(`Remove.*${dealer.split(' ')[0]}`) });
      await chip.click();
      await page.waitForURL(
        (url) => !url.searchParams.has('showcaseOwnerId') && !url.searchParams.has('isSponsorship'),
      );
      await page.waitForFunction(
        (shown) => Number(document.querySelector('.srp__count')?.textContent?.replace(/\D/g, '')) > shown,
        sellers.length,
      );
      assert.ok((await matches(page)) > sellers.length);
    } finally {
      await closePage(page);
    }
  });

  test('Hide keeps the showcase hidden after a reload, and the server does not render it', async () => {
    const page = await open(ATLANTA, { width: 390, height: 844 });
    try {
      const showcase = page.locator('section.showcase');
      await showcase.getByRole('button', { name: /^Hide .*showcase$/ }).click();
      await showcase.waitFor({ state: 'detached' });
      await page.reload();
      await page.locator(MAIN_CARD).first().waitFor();
      assert.equal(await page.locator('section.showcase').count(), 0);
      const html = await (await page.request.get(new URL(ATLANTA, session.app.baseUrl).href)).text();
      assert.doesNotMatch(html, /class="showcase"/, 'the server reads the cookie');
      assert.equal(await scrollsSideways(page), false);
    } finally {
      await closePage(page);
    }
  });
});

describe('result groups', () => {
  test('a sparse search shows similar listings under their heading', async () => {
    const page = await open(SPARSE, { width: 390, height: 844 });
    try {
      const similar = page.locator('[data-group="similar"]');
      await similar.getByRole('heading', { name: 'Similar vehicles you may like' }).waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-group="similar"]')?.getAttribute('aria-busy') === 'false',
      );
      const cards = await similar.locator('[data-testid="listing-card"][data-placement="SIMILAR"]').count();
      assert.ok(cards > 0 && cards <= 20, `1 to 20 similar listings, got ${cards}`);
      assert.equal(await scrollsSideways(page), false);
    } finally {
      await closePage(page);
    }
  });
});

describe('ads', () => {
  test('ads fill their slots at their positions, are labelled, and a failing creative collapses its slot', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    // The shopper events the page sends, answered here (docs/rules/events-client.md#events).
    const events: Array<Record<string, unknown>> = [];
    await context.route('**/events', async (route) => {
      const body = route.request().postDataJSON() as { events: Array<Record<string, unknown>> };
      events.push(...body.events);
      await route.fulfill({ status: 202, body: '' });
    });
    const impressions: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/ads/impressions') impressions.push(request.postData() ?? '');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // One creative's picture fails: its slot collapses and the page logs the spec's line.
    let failed = false;
    await page.route('**/ads/creatives/**', async (route) => {
      if (!failed) {
        failed = true;
        return route.abort();
      }
      return route.continue();
    });
    const logged = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'error' && message.text().includes('Fixed Ad Failed to load'),
      timeout: 30_000,
    });
    try {
      await page.goto(new URL(ATLANTA, session.app.baseUrl).href);
      await page.locator(MAIN_CARD).first().waitFor();
      // Fluid slots on a phone: before the 7th, 14th and 19th listings of the first batch.
      await page.waitForFunction(() => document.querySelectorAll('[data-ad-slot^="fluid-"] img').length >= 1);
      // For each fluid slot, how many listing cards come before it (no named functions: the page runs this as it is).
      const positions = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-label="Search results"] [data-ad-slot^="fluid-"]')].map((slot) => [
          slot.getAttribute('data-ad-slot'),
          [...document.querySelectorAll('[aria-label="Search results"] [data-testid="listing-card"]')]
            .filter((card) => !card.closest('.peekaboo'))
            .filter((card) => card.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).length,
        ]),
      );
      assert.ok(positions.length > 0);
      for (const [slot, before] of positions) assert.equal(`fluid-${Number(before) + 1}`, slot);
      // The slots' pictures load lazily: scroll down the page; the one whose picture fails logs and collapses.
      for (let y = 0; y < 12; y++) {
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(150);
      }
      await logged;
      await page.waitForFunction(() => document.querySelectorAll('[data-ad-slot^="fluid-"]').length === 2);
      assert.equal(await page.locator('[data-ad-slot^="fluid-"]').first().getAttribute('aria-label'), 'Advertisement');
      // An ad half on screen for a second is counted once: its beacon, and the shopper event ad_seen.
      const shown = page.locator('[data-ad-slot^="fluid-"]').first();
      await shown.scrollIntoViewIfNeeded();
      const deadline = Date.now() + 25_000;
      while (!events.some((e) => e.type === 'ad_seen' && String(e.slot).startsWith('fluid-'))) {
        assert.ok(Date.now() < deadline, 'ad_seen arrives');
        await page.waitForTimeout(250);
      }
      assert.ok(
        impressions.some((body) => /"decisionId":"[0-9a-f-]{36}"/.test(body)),
        'the impression beacon was sent',
      );
      // Following the ad counts the click and lands on the ad's page of this site.
      const href = await shown.locator('a').getAttribute('href');
      assert.match(href ?? '', /^\/ads\/click\/[0-9a-f-]{36}$/);
      const landed = await page.request.get(new URL(href!, session.app.baseUrl).href, { maxRedirects: 0 });
      assert.equal(landed.status(), 302);
      assert.match(landed.headers().location, /^\/(?!\/)/);
      // Wide screens show liner rows instead of fluid slots. (Back at the top first: a reload
      // restores the scroll position, and below the trigger the fixed ad would show at once.)
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.reload();
      await page.waitForFunction(() => document.querySelectorAll('[data-ad-slot^="liner-"] img').length >= 1);
      assert.equal(await scrollsSideways(page), false);
      // The fixed ad: none at the top, one past the scroll trigger, gone for the page view once closed.
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.equal(await page.locator('aside.ad-fixed').count(), 0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.3));
      const fixed = page.getByRole('complementary', { name: 'Advertisement' });
      await fixed.locator('img').waitFor();
      await fixed.getByRole('button', { name: 'Close the ad' }).click();
      await fixed.waitFor({ state: 'detached' });
      await page.evaluate(() => window.scrollBy(0, 400));
      await page.waitForTimeout(500);
      assert.equal(await page.locator('aside.ad-fixed').count(), 0, 'closed for the page view');
    } finally {
      await context.close();
    }
  });
});

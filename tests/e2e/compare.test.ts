import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { e2eSession } from './support/session';
import { closePage, MAIN_CARD, openPage } from './support/srp';

/** Compare (docs/rules/compare.md) and the cards fitting narrow screens (docs/rules/pages.md#layout). */

const SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';
const WIDTHS = [320, 360, 390, 414];

const session = e2eSession();

const open = (path: string, viewport?: { width: number; height: number }) =>
  openPage(session.browser, session.app.baseUrl, path, viewport);

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** No serious or critical axe violation in the part of the page `include` selects. */
async function assertAccessible(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
  );
}

/** The compare buttons a shopper can see, by listing id. */
const visibleCompareIds = (page: Page) =>
  page
    .locator(`${MAIN_CARD} .listing-card__compare`)
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => (b as HTMLElement).checkVisibility({ visibilityProperty: true }))
        .map((b) => (b as HTMLElement).dataset.compareId!),
    );

describe('compare', () => {
  test('adds 5 cars, hides the other buttons, keeps them over a reload and compares them side by side', async () => {
    const page = await open(SEARCH, { width: 1280, height: 900 });
    try {
      const cards = page.locator(MAIN_CARD);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const button = cards.nth(i).locator('.listing-card__compare');
        await button.click();
        ids.push((await button.getAttribute('data-compare-id'))!);
        await page.getByRole('status').filter({ hasText: 'Added to Compare' }).waitFor({ state: 'attached' });
        assert.match(await button.innerText(), /Remove from Compare/);
      }
      const drawer = page.getByRole('complementary', { name: 'Compare' });
      await drawer.getByText('Added to Compare').waitFor();
      assert.match(await drawer.innerText(), /Compare \(5 of 5\)/);
      // At the limit only the cars in the list keep their buttons.
      assert.deepEqual((await visibleCompareIds(page)).sort(), [...ids].sort());
      await assertAccessible(page, '.compare-drawer');

      // Pressing a car in the list again removes it; its button reads Compare again.
      await cards.nth(4).locator('.listing-card__compare').click();
      await page.getByRole('status').filter({ hasText: 'Removed from Compare' }).waitFor({ state: 'attached' });
      assert.match(await drawer.innerText(), /Compare \(4 of 5\)/);
      assert.ok((await visibleCompareIds(page)).length > 5, 'below the limit every card offers compare');
      await cards.nth(4).locator('.listing-card__compare').click();
      await drawer.getByText('Compare (5 of 5)').waitFor();

      await page.reload();
      await drawer.getByText('Compare (5 of 5)').waitFor();
      assert.deepEqual((await visibleCompareIds(page)).sort(), [...ids].sort());

      await drawer.getByRole('link', { name: 'Compare', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/compare');
      assert.equal(new URL(page.url()).searchParams.get('ids'), ids.join(','));
      const table = page.getByRole('table');
      await table.waitFor();
      assert.equal(await table.locator('thead th[scope="col"]').count(), 5);
      const differing = table.locator('tbody tr.compare__row--differs');
      assert.ok((await differing.count()) > 0, 'five different cars differ somewhere (price at least)');
      for (const row of await differing.all()) {
        assert.match(await row.locator('th[scope="row"]').innerText(), /differs/i);
      }
      assert.equal(await table.getByRole('rowheader', { name: /^Price/ }).count(), 1);
      await assertAccessible(page, 'main');
      // The results page's crawl links, outside the app, went with the results.
      assert.equal(await page.locator('nav.crawl-links').count(), 0);

      // /compare alone (the footer's link) compares the picked cars.
      await page.goto(new URL('/compare', session.app.baseUrl).href);
      await page.waitForURL((url) => url.searchParams.get('ids') === ids.join(','));
      await table.waitFor();
      assert.equal(await table.locator('thead th[scope="col"]').count(), 5);
      assert.equal(await page.getByText('No cars to compare yet').count(), 0);
    } finally {
      await closePage(page);
    }
  });

  test('the compare page is rendered on the server, and says which car is no longer available', async () => {
    const page = await open(SEARCH);
    const ids = await page
      .locator(`${MAIN_CARD} .listing-card__compare`)
      .evaluateAll((buttons) => buttons.slice(0, 2).map((b) => (b as HTMLElement).dataset.compareId!));
    await closePage(page);
    const path = `/compare?ids=${ids[0]},999999999,${ids[1]}`;
    const response = await fetch(new URL(path, session.app.baseUrl));
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<table/);
    assert.match(html, /This car is no longer available/);
    assert.match(html, /noindex/);

    const compare = await open(path, { width: 390, height: 800 });
    try {
      const headers = compare.locator('thead th[scope="col"]');
      assert.equal(await headers.count(), 3);
      assert.match(await headers.nth(1).innerText(), /no longer available/);
      // Removing the gone car updates the shareable link.
      await headers
        .nth(1)
        .getByRole('button', { name: /Remove/ })
        .click();
      await compare.waitForURL((url) => url.searchParams.get('ids') === ids.join(','));
      await compare.waitForFunction(() => document.querySelectorAll('thead th[scope="col"]').length === 2);
      assert.doesNotMatch(await compare.locator('thead').innerText(), /no longer available/);
    } finally {
      await closePage(compare);
    }
  });

  for (const width of WIDTHS) {
    test(`at ${width} px the results page and the compare page do not scroll sideways`, async () => {
      const page = await open(SEARCH, { width, height: 800 });
      try {
        assert.equal(await scrollsSideways(page), false, 'the results page scrolls sideways');
        const card = await page.locator(MAIN_CARD).first().boundingBox();
        assert.ok(card && card.x >= 0 && card.x + card.width <= width, `a card is ${card?.width} px wide`);
        await page.locator(`${MAIN_CARD} .listing-card__compare`).first().click();
        await page.getByRole('complementary', { name: 'Compare' }).waitFor();
        assert.equal(await scrollsSideways(page), false, 'the results page with its drawer scrolls sideways');
        const ids = await page
          .locator(`${MAIN_CARD} .listing-card__compare`)
          .evaluateAll((buttons) => buttons.slice(0, 5).map((b) => (b as HTMLElement).dataset.compareId!));
        await page.goto(new URL(`/compare?ids=${ids.join(',')}`, session.app.baseUrl).href);
        await page.getByRole('table').waitFor();
        assert.equal(await scrollsSideways(page), false, 'the compare page scrolls sideways');
      } finally {
        await closePage(page);
      }
    });
  }
});

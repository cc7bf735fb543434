import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { e2eSession } from './support/session';
import { closePage, MAIN_CARD, openPage, waitForParams, waitForSearch } from './support/srp';

/** docs/rules/results.md#relax-hints and docs/rules/filters.md#range-histograms in Chromium against the real product. */

const session = e2eSession();

describe('no dead ends, and the range panels’ histograms', () => {
  test('an empty search offers to remove the filter that empties it, and the hint leads to results', async () => {
    const page = await openPage(
      session.browser,
      session.app.baseUrl,
      '/cars-for-sale?zip=30301&searchRadius=50&makeCode=FORD&maxPrice=3000',
      {
        width: 390,
        height: 900,
      },
    );
    try {
      await waitForSearch(page);
      assert.equal(await page.locator(MAIN_CARD).count(), 0, 'the search finds nothing');
      const hint = page
        .getByRole('list', { name: 'Ways to see more results' })
        .getByRole('button', { name: /^Remove ‘Under \$3,000’: [\d,]+ cars?$/ });
      await hint.waitFor();
      const promised = Number(/: ([\d,]+) car/.exec((await hint.textContent()) ?? '')![1].replace(/,/g, ''));
      await hint.click();
      await waitForParams(page, (p) => !p.has('maxPrice') && p.get('makeCode') === 'FORD');
      await page.locator(MAIN_CARD).first().waitFor();
      const matches = Number(((await page.locator('.srp__count').textContent()) ?? '').replace(/\D/g, ''));
      assert.equal(matches, promised, 'the hint said how many the search would find');
    } finally {
      await closePage(page);
    }
  });

  test('the price panel draws the results’ prices as bars, whatever price range is chosen', async () => {
    const page = await openPage(
      session.browser,
      session.app.baseUrl,
      '/cars-for-sale?zip=30301&searchRadius=50&maxPrice=30000',
      {
        width: 1280,
        height: 900,
      },
    );
    try {
      await waitForSearch(page);
      const chart = page.getByTestId('histogram').first();
      await chart.waitFor();
      const heights = await chart
        .locator('rect')
        .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
      assert.ok(
        heights.some((h) => h > 10),
        `bars are drawn (${heights.join(', ')})`,
      );
      // Bars above the chosen maximum still show, dimmed: the panel's own filter does not narrow its chart.
      assert.ok((await chart.locator('rect.histogram__bar--out').count()) > 0);
    } finally {
      await closePage(page);
    }
  });
});

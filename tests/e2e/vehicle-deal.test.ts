import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertAccessible } from './support/a11y';
import { e2eSession } from './support/session';

/**
 * The vehicle page's deal explanation and price history (docs/rules/vehicle-page.md#deal-explanation,
 * #price-history) in Chromium against the real product, on a phone and a desktop.
 */

const session = e2eSession();

interface Candidate {
  id: string;
  dealExplanation: { comparableCount: number; comparableModel: string; rating: string } | null;
  priceHistory: { points: Array<{ price: number }> } | null;
}

/** A rated used car whose price was cut once since it was listed (the seed cuts one in eight). */
async function ratedCarWithDrop(): Promise<Candidate> {
  const response = await fetch(new URL('/graphql', session.app.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ searchListings(brand: USED_CAR, queryString: "listingType=USED&zip=30301&searchRadius=0&numRecords=100") {
        listings { id dealExplanation { comparableCount comparableModel rating } priceHistory { points { price } } } } }`,
    }),
  });
  const body = (await response.json()) as { data: { searchListings: { listings: Candidate[] } } };
  const car = body.data.searchListings.listings.find(
    (l) => l.dealExplanation?.rating && (l.priceHistory?.points.length ?? 0) >= 2,
  );
  assert.ok(car, 'a rated used car with a price cut in the seed');
  return car;
}

const RATING_LABELS: Record<string, string> = {
  GREAT: 'Great Price',
  GOOD: 'Good Price',
  FAIR: 'Fair Price',
  HIGH: 'High Price',
};

describe('vehicle page: why the price is rated, and its history', () => {
  for (const width of [390, 1280]) {
    test(`the rating explains itself with its comparables and a chart; the price history shows the cut (${width} px)`, async () => {
      const car = await ratedCarWithDrop();
      const context = await session.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        await page.goto(new URL(`/cars-for-sale/vehicle/${car.id}`, session.app.baseUrl).href);
        const deal = page.getByRole('region', { name: `Why it is a ${RATING_LABELS[car.dealExplanation!.rating]}` });
        await deal.scrollIntoViewIfNeeded();
        const text = (await deal.textContent()) ?? '';
        assert.match(
          text,
          new RegExp(
            `of ${car.dealExplanation!.comparableCount} comparable used ${car.dealExplanation!.comparableModel} listing`,
          ),
        );
        assert.ok((await deal.getByTestId('deal-chart').locator('rect').count()) > 0, 'the chart has bars');
        assert.equal(await deal.locator('.deal-explanation__own').count(), 1, "this car's bar is marked");

        const history = page.getByRole('region', { name: 'Price history' });
        await history.scrollIntoViewIfNeeded();
        assert.match((await history.textContent()) ?? '', /Dropped \$[\d,]+ to \$[\d,]+/);
        assert.match((await history.textContent()) ?? '', /\d+ days? on market/);

        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        assert.equal(sideways, false, 'no sideways scroll');
        await assertAccessible(page, 'the vehicle page with its deal explanation');
      } finally {
        await context.close();
      }
    });
  }
});

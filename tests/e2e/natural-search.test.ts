import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { e2eSession } from './support/session';
import { closePage, MAIN_CARD, openPage, urlValues, waitForParams, waitForSearch } from './support/srp';

/** docs/rules/natural-search.md#where-it-shows: a sentence in the keyword box becomes a search with removable chips. */

const session = e2eSession();

describe('plain-language search in the keyword box', () => {
  for (const width of [390, 1280]) {
    test(`a sentence becomes its search, each part a chip the shopper can remove (${width} px)`, async () => {
      const page = await openPage(session.browser, session.app.baseUrl, '/cars-for-sale?searchRadius=50&zip=30301', {
        width,
        height: 900,
      });
      try {
        await waitForSearch(page);
        const box = page.getByRole('combobox', { name: 'Search by make, model or keyword' });
        await box.fill('red awd suv under 30k near seattle');
        const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
        const reading = options.first();
        await reading.waitFor();
        assert.match(
          (await reading.textContent()) ?? '',
          /^Red · 4WD\/AWD · SUV \/ Crossover · Under \$30,000 · Seattle, WA \([\d,]+\)$/,
        );
        await box.press('Enter');
        await waitForParams(
          page,
          (p) => p.get('extColorSimple') === 'RED' && p.get('driveGroup') === 'AWD4WD' && p.get('maxPrice') === '30000',
        );
        assert.deepEqual(urlValues(page, 'vehicleStyleCode'), ['SUVCROSS']);
        assert.deepEqual(urlValues(page, 'zip'), ['98101'], 'the place named replaces the location');
        assert.deepEqual(urlValues(page, 'searchRadius'), ['50']);
        const cards = page.locator(MAIN_CARD);
        await cards.first().waitFor();
        for (const chip of ['Red', 'Under $30,000'])
          assert.ok(await page.getByRole('button', { name: `Remove filter: ${chip}` }).isVisible(), chip);

        await page.getByRole('button', { name: 'Remove filter: Red' }).click();
        await waitForParams(page, (p) => !p.has('extColorSimple') && p.get('maxPrice') === '30000');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= width, `no sideways scroll (${scrollWidth} px)`);
      } finally {
        await closePage(page);
      }
    });
  }
});

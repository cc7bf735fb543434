import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { e2eSession } from './support/session';
import {
  closePage,
  hydratedCount,
  MAIN_CARD,
  matches,
  openPage,
  urlValues,
  panel,
  waitForParams,
  waitForSearch,
} from './support/srp';

const SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';
const MOBILE = { width: 390, height: 844 };

const session = e2eSession();

const open = async (path: string, viewport?: { width: number; height: number }) => {
  const page = await openPage(session.browser, session.app.baseUrl, path, viewport);
  await waitForSearch(page);
  return page;
};

/** What the organic cards say, e.g. their titles or prices. */
const cardTexts = (page: Page, selector: string) => page.locator(`${MAIN_CARD} ${selector}`).allTextContents();

describe('filter panels', () => {
  test('a list panel shows counts; checking an option filters by it, shows its chip and the count it promised', async () => {
    const page = await open(SEARCH);
    try {
      const body = await panel(page, 'vehicleStyleCode');
      const suv = body.getByRole('checkbox', { name: /^SUV \/ Crossover/ });
      const promised = Number(
        (
          (await body
            .locator('label.option', { hasText: 'SUV / Crossover' })
            .locator('.option__count')
            .textContent()) ?? ''
        ).replace(/\D/g, ''),
      );
      assert.ok(promised > 0);
      await suv.click();
      await waitForParams(page, (p) => p.getAll('vehicleStyleCode').join() === 'SUVCROSS');
      assert.equal(await matches(page), promised);
      assert.ok(await suv.isChecked());
      assert.ok(await page.getByRole('button', { name: 'Remove filter: SUV / Crossover' }).isVisible());

      // An SUV search without third-row seating is offered it (docs/rules/filters.md#third-row-seating-prompt).
      await page.getByRole('button', { name: 'Show SUVs with Third Row Seating' }).click();
      await waitForParams(page, (p) => p.getAll('featureCode').includes('1306'));
      assert.equal(await page.getByRole('button', { name: 'Show SUVs with Third Row Seating' }).count(), 0);
    } finally {
      await closePage(page);
    }
  });

  test('makes that would find nothing are disabled; a model narrows to it; "Add Another Make" stops at 5', async () => {
    const page = await open(`${SEARCH}&makeCode=FORD`);
    try {
      const mmt = await panel(page, 'makeCode');
      const make = mmt.getByLabel('Make', { exact: true });
      const disabled = await make.locator('option[disabled]').allTextContents();
      assert.ok(
        disabled.length > 0 && disabled.every((t) => /\(0\)$/.test(t)),
        `disabled makes: ${disabled.join(', ')}`,
      );

      for (const [i, code] of ['TOYOTA', 'HONDA', 'CHEV', 'NISSAN'].entries()) {
        await mmt.getByRole('button', { name: 'Add Another Make' }).click();
        await mmt.getByLabel(`Make ${i + 2}`).selectOption(code);
        await waitForParams(page, (p) => p.getAll('makeCode').includes(code));
      }
      assert.equal(urlValues(page, 'makeCode').length, 5);
      assert.equal(await mmt.getByRole('button', { name: 'Add Another Make' }).count(), 0, 'hidden at 5 makes');

      const models = await panel(page, 'modelCode');
      await models.getByRole('checkbox', { name: /^F-150 \(/ }).click();
      await waitForParams(page, (p) => p.getAll('modelCode').join() === 'F150PICKUP');
      const titles = await cardTexts(page, 'h3');
      assert.ok(titles.length > 0 && titles.every((t) => t.includes('Ford F-150 ')), titles.join(' | '));
      assert.ok(await page.getByTestId('panel-trimCode').isVisible(), 'trims of the chosen model are offered');

      // Removing a make starts its models over.
      await mmt.getByLabel('Make 2').selectOption('');
      await waitForParams(page, (p) => p.getAll('makeCode').length === 4);
      assert.deepEqual(urlValues(page, 'modelCode'), []);
    } finally {
      await closePage(page);
    }
  });

  test('year and mileage ranges narrow the cars to the range', async () => {
    const page = await open(SEARCH);
    try {
      const year = await panel(page, 'year');
      await year.getByLabel('Min Year').selectOption('2022');
      await waitForParams(page, (p) => p.get('startYear') === '2022');
      const years = (await cardTexts(page, 'h3')).map((t) => Number(t.slice(0, 4)));
      assert.ok(years.length > 0 && years.every((y) => y >= 2022), years.join(', '));

      const mileage = await panel(page, 'mileage');
      await mileage.getByLabel('Max Mileage').selectOption('30000');
      await waitForParams(page, (p) => p.get('mileage') === '30000' && p.get('startYear') === '2022');
      const miles = (await cardTexts(page, '.listing-card__mileage')).map((t) => Number(t.replace(/\D/g, '')));
      assert.ok(miles.length > 0 && miles.every((m) => m <= 30000), miles.join(', '));
      assert.ok(await page.getByRole('button', { name: 'Remove filter: Under 30,000' }).isVisible());
    } finally {
      await closePage(page);
    }
  });

  test('price: Enter commits a price; the three price errors show and clear the field', async () => {
    const page = await open(SEARCH);
    try {
      const price = await panel(page, 'price');
      const min = price.getByLabel('Min Price');
      const max = price.getByLabel('Max Price');
      await min.fill('$20,000.50');
      assert.equal(await min.inputValue(), '$20,000', 'no decimals');
      await min.press('Enter');
      await waitForParams(page, (p) => p.get('minPrice') === '20000');
      const prices = (await cardTexts(page, '.listing-card__price')).map((t) => Number(t.replace(/\D/g, '')));
      assert.ok(
        prices.every((p) => p >= 20000),
        prices.join(', '),
      );

      const expectError = async (typed: string, text: string) => {
        await max.fill(typed);
        await max.press('Enter');
        await price.getByRole('alert').filter({ hasText: text }).waitFor();
        assert.equal(await max.inputValue(), '', `the field clears after '${text}'`);
      };
      await expectError('20000', 'Min and Max price cannot be the same.');
      await expectError('15,000', 'Max price must be greater than Min price.');
      await expectError('0', 'Max price must be greater than 0.');
      assert.deepEqual(urlValues(page, 'maxPrice'), [], 'an invalid max is not applied');

      await max.fill('abc30000xyz');
      assert.equal(await max.inputValue(), '30000', 'only digits, commas and $');
      await max.press('Enter');
      await waitForParams(page, (p) => p.get('maxPrice') === '30000');
      assert.ok(await page.getByRole('button', { name: 'Remove filter: Between $20,000 - $30,000' }).isVisible());
    } finally {
      await closePage(page);
    }
  });

  test('zip: a bad zip shows "Enter a valid ZIP Code" and is not applied; Cancel restores; a good one applies on submit', async () => {
    const page = await open(SEARCH);
    try {
      const location = await panel(page, 'location');
      const zip = location.getByLabel('ZIP Code');
      const apply = location.getByRole('button', { name: 'Apply' });
      for (const bad of ['123', '00000']) {
        await zip.fill(bad);
        await apply.click();
        await location.getByRole('alert').filter({ hasText: 'Enter a valid ZIP Code' }).waitFor();
        assert.ok(await apply.isDisabled(), 'cannot submit while the zip has an error');
        assert.deepEqual(urlValues(page, 'zip'), ['30301']);
      }
      await location.getByRole('button', { name: 'Cancel' }).click();
      assert.equal(await zip.inputValue(), '30301');
      assert.equal(await location.getByRole('alert').count(), 0);

      await zip.fill('10001');
      await location.getByLabel('Distance').selectOption('25');
      await location.getByLabel('Include Wider Market').check();
      assert.deepEqual(urlValues(page, 'zip'), ['30301'], 'edits wait for Apply');
      await apply.click();
      await waitForParams(
        page,
        (p) => p.get('zip') === '10001' && p.get('searchRadius') === '25' && p.get('marketExtension') === 'include',
      );
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('New York, NY').waitFor();
    } finally {
      await closePage(page);
    }
  });
});

describe('chips and category tabs', () => {
  test('removing a chip removes its filter; removing Buy Online also clears the experience; from the keyboard, focus moves to the next chip', async () => {
    const page = await open(`${SEARCH}&experience=buy-online&homeServices=BUY_ONLINE&extColorSimple=RED`);
    try {
      const focused = () =>
        page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
        );
      // Chips in URL order: Red, then Buy Online.
      await page.getByRole('button', { name: 'Remove filter: Red' }).focus();
      await page.keyboard.press('Enter');
      await waitForParams(page, (p) => p.get('extColorSimple') === null);
      assert.deepEqual(urlValues(page, 'homeServices'), ['BUY_ONLINE']);
      assert.equal(await focused(), 'Remove filter: Buy Online', 'focus on the chip that was next');
      await page.keyboard.press('Enter');
      await waitForParams(page, (p) => p.get('homeServices') === null && p.get('experience') === null);
      assert.deepEqual(urlValues(page, 'zip'), ['30301']);
      assert.match((await focused()) ?? '', /^[\d,]+ Matches$/, 'with no chip left, focus on the results count');
    } finally {
      await closePage(page);
    }
  });

  test("the server's crawl links stay with the search it rendered and go once the shopper searches anew", async () => {
    const page = await open(`${SEARCH}&makeCode=MAZDA`);
    try {
      const crawlLinks = page.locator('nav.crawl-links');
      await page.waitForTimeout(500); // the hydrated page has run its effects
      assert.equal(await crawlLinks.count(), 1);
      assert.match((await crawlLinks.textContent()) ?? '', /Mazda/);
      await page.getByRole('button', { name: 'Remove filter: Mazda' }).click();
      await waitForParams(page, (p) => p.get('makeCode') === null);
      await crawlLinks.waitFor({ state: 'detached' });
    } finally {
      await closePage(page);
    }
  });

  test('a category tab replaces the category filters; All Results clears them', async () => {
    const page = await open(`${SEARCH}&sellerType=p`);
    try {
      assert.equal(await page.getByRole('button', { name: 'For Sale By Owner' }).getAttribute('aria-pressed'), 'true');
      await page.getByRole('button', { name: 'Best Deals' }).click();
      await waitForParams(page, (p) => p.get('dealType') === 'goodprice' && p.get('sellerType') === null);
      const deals = await page.locator(`${MAIN_CARD} .listing-card__deal`).allTextContents();
      assert.ok(deals.length > 0 && deals.every((d) => d === 'Great Price' || d === 'Good Price'), deals.join(', '));
      await page.getByRole('button', { name: 'All Results' }).click();
      await waitForParams(page, (p) => p.get('dealType') === null);
      assert.equal(await page.getByRole('button', { name: 'All Results' }).getAttribute('aria-pressed'), 'true');
    } finally {
      await closePage(page);
    }
  });

  test('a make and a sort chosen before the page has hydrated are searched once it has', async () => {
    // The client's chunks are held back until both choices are made: the server's page, no handlers yet.
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    try {
      await page.goto(new URL(SEARCH, session.app.baseUrl).href);
      const make = page.getByTestId('panel-makeCode').getByLabel('Make', { exact: true });
      await make.selectOption('FORD');
      await page.getByLabel('Sort by').selectOption('derivedpriceASC');
      assert.equal(await hydratedCount(page, '#root main'), 0);
      release();
      await waitForParams(page, (p) => p.getAll('makeCode').join() === 'FORD' && p.get('sortBy') === 'derivedpriceASC');
      assert.equal(await make.inputValue(), 'FORD');
      const titles = await cardTexts(page, '.listing-card__title');
      assert.ok(titles.length > 0);
      for (const title of titles) assert.match(title, /Ford/);
    } finally {
      await context.close();
    }
  });

  test('a price typed before the page has hydrated is applied from the keyboard once it has', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    try {
      await page.goto(new URL(SEARCH, session.app.baseUrl).href);
      const details = page.getByTestId('panel-price');
      if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
      const min = details.getByLabel('Min Price');
      // Cents typed into the server's field: React cuts them once it has the text, which shows it has.
      await min.fill('20000.99');
      assert.equal(await hydratedCount(page, '#root main'), 0);
      release();
      await page.waitForFunction(
        () => document.querySelector<HTMLInputElement>('[data-testid="panel-price"] input')?.value === '20000',
      );
      await min.press('Enter');
      await waitForParams(page, (p) => p.get('minPrice') === '20000');
      const prices = (await cardTexts(page, '.listing-card__price')).map((t) => Number(t.replace(/\D/g, '')));
      assert.ok(prices.length > 0 && prices.every((price) => price >= 20000), prices.join(', '));
    } finally {
      await context.close();
    }
  });

  test('Clear Filters keeps the location', async () => {
    const page = await open(`${SEARCH}&makeCode=FORD&extColorSimple=RED`);
    try {
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await waitForParams(page, (p) => p.get('makeCode') === null && p.get('extColorSimple') === null);
      assert.deepEqual(urlValues(page, 'zip'), ['30301']);
    } finally {
      await closePage(page);
    }
  });
});

describe('mobile and accessibility', () => {
  test('at 390 px the filters are an overlay: Filters opens it with focus inside, See Results closes it and returns focus', async () => {
    const page = await open(SEARCH, MOBILE);
    try {
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      assert.equal(await page.getByTestId('panel-vehicleStyleCode').isVisible(), false, 'no filter column on a phone');
      const button = page.getByRole('button', { name: /^Filters/ });
      await button.click();
      await dialog.waitFor();
      assert.equal(
        await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
        true,
        'focus is in the overlay',
      );
      // The page behind is inert: Tab and Shift+Tab never reach it (at the ends focus may leave the document).
      const focusOutside = () =>
        page.evaluate(() =>
          document.activeElement &&
          document.activeElement !== document.body &&
          !document.activeElement.closest('[role="dialog"]')
            ? document.activeElement.outerHTML.slice(0, 80)
            : null,
        );
      for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
        await page.keyboard.press(key);
        assert.equal(await focusOutside(), null, `after ${key} focus is behind the overlay`);
      }
      await dialog.getByRole('button', { name: 'See Results' }).focus();
      for (const key of ['Tab', 'Tab']) {
        await page.keyboard.press(key);
        assert.equal(await focusOutside(), null, `after ${key} from See Results focus is behind the overlay`);
      }

      const body = await panel(page, 'vehicleStyleCode');
      await body.getByRole('checkbox', { name: /^Truck/ }).click();
      await page.waitForURL((url) => url.searchParams.get('vehicleStyleCode') === 'TRUCKS');
      await dialog.getByRole('button', { name: 'See Results' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await waitForSearch(page);
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent?.trim()),
        'Filters (1)',
        'focus back on the Filters button',
      );

      await button.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await closePage(page);
    }
  });

  test('the make selects work from the keyboard: arrow keys step through makes without losing focus; a new make row takes the focus', async () => {
    const page = await open(SEARCH);
    try {
      const mmt = await panel(page, 'makeCode');
      const make = mmt.getByLabel('Make', { exact: true });
      const focusedId = () => page.evaluate(() => document.activeElement?.id);
      await make.focus();
      const id = await focusedId();
      await page.keyboard.press('ArrowDown');
      await waitForParams(page, (p) => p.getAll('makeCode').length === 1);
      const first = urlValues(page, 'makeCode')[0];
      assert.equal(await focusedId(), id, 'focus stays on the make select');
      await page.keyboard.press('ArrowDown');
      await waitForParams(page, (p) => p.getAll('makeCode').length === 1 && p.get('makeCode') !== first);
      assert.equal(await focusedId(), id, 'focus stays on the make select');

      await mmt.getByRole('button', { name: 'Add Another Make' }).focus();
      await page.keyboard.press('Enter');
      const second = mmt.getByLabel('Make 2');
      await second.waitFor();
      assert.equal(await focusedId(), await second.getAttribute('id'), 'the new row has the focus');
      await page.keyboard.press('ArrowDown');
      await waitForParams(page, (p) => p.getAll('makeCode').length === 2);
      assert.equal(await focusedId(), await second.getAttribute('id'), 'focus stays on the new row once it has a make');
    } finally {
      await closePage(page);
    }
  });

  for (const viewport of [{ width: 1280, height: 900 }, MOBILE]) {
    test(`axe finds no serious or critical violation at ${viewport.width} px`, async () => {
      const page = await open(`${SEARCH}&makeCode=FORD&vehicleStyleCode=SUVCROSS`, viewport);
      try {
        const check = async (state: string) => {
          const { violations } = await new AxeBuilder({ page }).analyze();
          const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          assert.deepEqual(
            bad.map(
              (v) =>
                `${v.id}: ${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 3)
                  .join(', ')}`,
            ),
            [],
            `${state} at ${viewport.width} px`,
          );
        };
        await check('results');
        if (viewport.width < 1024) {
          await page.getByRole('button', { name: /^Filters/ }).click();
          await page.getByRole('dialog', { name: 'Filters' }).waitFor();
          await check('filters overlay');
        }
      } finally {
        await closePage(page);
      }
    });
  }
});

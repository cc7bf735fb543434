import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from 'playwright-core';
import { e2eSession } from './support/session';
import { closePage, matches, openPage, urlValues, panel, waitForParams, waitForSearch } from './support/srp';

const SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';

const session = e2eSession();

const open = async (path: string) => {
  const page = await openPage(session.browser, session.app.baseUrl, path);
  await waitForSearch(page);
  return page;
};

/** The count an option's label promises: 'Crew Cab (1,234)' → 1234. */
async function countOf(option: Locator): Promise<number> {
  const name = (await option.evaluate((el) => el.closest('label')?.textContent ?? '')) ?? '';
  const match = /\(([\d,]+)\)\s*$/.exec(name);
  assert.ok(match, `no count in '${name}'`);
  return Number(match[1].replace(/,/g, ''));
}

describe('money back guarantee', () => {
  test('the panel shows the count of the filter group; checking it finds that many; a search without it shows 0, disabled', async () => {
    const page = await open(SEARCH);
    try {
      const body = await panel(page, 'vehicleExchange');
      const option = body.getByRole('checkbox', { name: /^Money Back Guarantee \(/ });
      const promised = await countOf(option);
      assert.ok(promised > 0 && promised < (await matches(page)), `promised ${promised}`);
      await option.click();
      await waitForParams(page, (p) => p.get('vehicleExchange') === 'true');
      assert.equal(await matches(page), promised);
      assert.ok(await option.isChecked());
      assert.ok(await page.getByRole('button', { name: 'Remove filter: Money Back Guarantee' }).isVisible());
    } finally {
      await closePage(page);
    }

    // Private sellers make no dealer offers: the option stays, at 0 and disabled.
    const owners = await open(`${SEARCH}&sellerType=p`);
    try {
      const option = (await panel(owners, 'vehicleExchange')).getByRole('checkbox', {
        name: /^Money Back Guarantee \(/,
      });
      assert.equal(await countOf(option), 0);
      assert.ok(await option.isDisabled());
      assert.deepEqual(urlValues(owners, 'vehicleExchange'), []);
    } finally {
      await closePage(owners);
    }
  });
});

describe('make, model and trim', () => {
  test('with two makes, the models are listed under each make; with two models, the trims under each model', async () => {
    const page = await open(`${SEARCH}&makeCode=FORD&makeCode=TOYOTA`);
    try {
      const models = await panel(page, 'modelCode');
      const ford = models.getByRole('group', { name: 'Ford', exact: true });
      const toyota = models.getByRole('group', { name: 'Toyota', exact: true });
      const fordModels = await ford
        .getByRole('checkbox')
        .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      const toyotaModels = await toyota
        .getByRole('checkbox')
        .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      assert.ok(fordModels.includes('F150PICKUP') && !fordModels.includes('CAMRY'), fordModels.join());
      assert.ok(toyotaModels.includes('CAMRY') && !toyotaModels.includes('F150PICKUP'), toyotaModels.join());

      await ford.getByRole('checkbox', { name: /^F-150 \(/ }).click();
      await waitForParams(page, (p) => p.getAll('modelCode').join() === 'F150PICKUP');
      // One model: its trims form one plain list.
      assert.equal(await (await panel(page, 'trimCode')).getByRole('group').count(), 1);
      await models
        .getByRole('group', { name: 'Toyota', exact: true })
        .getByRole('checkbox', { name: /^Camry \(/ })
        .click();
      await waitForParams(page, (p) => p.getAll('modelCode').length === 2);
      const trims = await panel(page, 'trimCode');
      const camryTrims = await trims
        .getByRole('group', { name: 'Camry', exact: true })
        .getByRole('checkbox')
        .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      assert.ok(camryTrims.length > 0 && camryTrims.every((v) => v.startsWith('CAMRY|')), camryTrims.join());
      assert.ok(await trims.getByRole('group', { name: 'F-150', exact: true }).isVisible());
    } finally {
      await closePage(page);
    }
  });
});

describe('truck cab size', () => {
  test('trucks offer the cab sizes; Crew Cab chooses every crew cab style, finds what it promised and shows one chip', async () => {
    const page = await open(`${SEARCH}&vehicleStyleCode=TRUCKS`);
    try {
      const body = await panel(page, 'truckCabSize');
      const crew = body.getByRole('checkbox', { name: /^Crew Cab \(/ });
      const promised = await countOf(crew);
      assert.ok(promised > 0);
      await crew.click();
      await waitForParams(page, (p) => p.getAll('truckCabSize').length > 0);
      const styles = urlValues(page, 'truckCabSize');
      assert.ok(
        ['CREW_CAB', 'SUPERCREW', 'CREWMAX'].every((s) => styles.includes(s)),
        styles.join(),
      );
      assert.ok(!styles.some((s) => ['SUPERCAB', 'QUAD_CAB', 'REGULAR_CAB'].includes(s)), styles.join());
      assert.equal(await matches(page), promised);
      assert.ok(await crew.isChecked());
      const chip = page.getByRole('button', { name: 'Remove filter: Crew Cab' });
      assert.equal(await chip.count(), 1, 'one chip for the cab size, not one per style');
      await chip.click();
      await waitForParams(page, (p) => p.getAll('truckCabSize').length === 0);
    } finally {
      await closePage(page);
    }
  });

  test('a search with no trucks in it shows no cab size panel', async () => {
    const page = await open(`${SEARCH}&vehicleStyleCode=SEDAN`);
    try {
      assert.equal(await page.getByTestId('panel-truckCabSize').count(), 0);
      assert.ok(await page.getByTestId('panel-vehicleStyleCode').isVisible());
    } finally {
      await closePage(page);
    }
  });
});

describe('price and payments', () => {
  test('Monthly Payment turns a payment range and the estimate into the price range; bad fields say why and apply nothing', async () => {
    const page = await open(SEARCH);
    try {
      const price = await panel(page, 'price');
      await price.getByRole('button', { name: 'Monthly Payment' }).click();
      assert.equal(await price.getByRole('button', { name: 'Monthly Payment' }).getAttribute('aria-pressed'), 'true');
      const form = price.getByRole('form', { name: 'Monthly payment estimate' });
      const maxPayment = form.getByLabel('Max Payment');
      const apr = form.getByLabel('APR (%)');

      await maxPayment.fill('0');
      await form.getByRole('button', { name: 'Apply Payment' }).click();
      await form.getByRole('alert').filter({ hasText: 'Max payment must be greater than 0.' }).waitFor();
      assert.equal(await maxPayment.getAttribute('aria-invalid'), 'true');
      await apr.fill('');
      await maxPayment.fill('$500');
      await maxPayment.press('Enter');
      await form.getByRole('alert').filter({ hasText: 'APR must be a number from 0 to 30.' }).waitFor();
      assert.deepEqual(urlValues(page, 'maxPrice'), [], 'nothing applied while a field is wrong');

      // $300 to $500 a month for 36 months at 0% with $2,000 down: $12,800 to $20,000.
      await form.getByLabel('Min Payment').fill('300');
      await form.getByLabel('Down Payment').fill('$2,000');
      await form.getByLabel('Term').selectOption('36');
      await apr.fill('0');
      await form.getByRole('button', { name: 'Apply Payment' }).click();
      await waitForParams(page, (p) => p.get('minPrice') === '12800' && p.get('maxPrice') === '20000');
      assert.equal(await form.getByRole('alert').count(), 0);
      const prices = (
        await page.locator('[data-testid="listing-card"][data-placement="MAIN"] .listing-card__price').allTextContents()
      ).map((t) => Number(t.replace(/\D/g, '')));
      assert.ok(prices.length > 0 && prices.every((p) => p >= 12800 && p <= 20000), prices.join(', '));
      assert.ok(await page.getByRole('button', { name: 'Remove filter: Between $12,800 - $20,000' }).isVisible());

      // Back to Price: the fields show the range the payments gave.
      await price.getByRole('button', { name: 'Price', exact: true }).click();
      assert.equal(await price.getByLabel('Max Price').inputValue(), '$20,000');
    } finally {
      await closePage(page);
    }
  });
});

describe('keyword suggestions with a content URL', () => {
  test("picking 'Ford F-150 Reviews' opens the reviews page in a new window and leaves the search as it was", async () => {
    const page = await open(SEARCH);
    try {
      // The content site is another host: answer it here so the test needs no network.
      await page
        .context()
        .route('https://www.fairvalueguide.example/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Reviews</title>' }),
        );
      const before = page.url();
      await page.getByRole('combobox', { name: 'Search by make, model or keyword' }).fill('f150 reviews');
      const option = page.getByRole('option', { name: /^Ford F-150 Reviews/ });
      await option.waitFor();
      const [popup] = await Promise.all([page.waitForEvent('popup'), option.click()]);
      await popup.waitForLoadState();
      assert.equal(popup.url(), 'https://www.fairvalueguide.example/ford/f-150/');
      assert.equal(page.url(), before, 'the search did not change');
      assert.deepEqual(urlValues(page, 'makeCode'), []);
    } finally {
      await closePage(page);
    }
  });
});

describe('accessibility of the new panels', () => {
  test('models under their makes, the cab sizes and the payment estimate with an error: no serious or critical axe violation', async () => {
    const page = await open(`${SEARCH}&makeCode=FORD&makeCode=TOYOTA&vehicleStyleCode=TRUCKS`);
    try {
      await panel(page, 'truckCabSize');
      await panel(page, 'vehicleExchange');
      const price = await panel(page, 'price');
      await price.getByRole('button', { name: 'Monthly Payment' }).click();
      await price.getByLabel('Max Payment').fill('0');
      await price.getByRole('button', { name: 'Apply Payment' }).click();
      await price.getByRole('alert').waitFor();
      assert.ok(await (await panel(page, 'modelCode')).getByRole('group', { name: 'Toyota', exact: true }).isVisible());
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
      );
    } finally {
      await closePage(page);
    }
  });
});

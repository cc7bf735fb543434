import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { formatPrice } from '../../web/src/components/format';
import { e2eSession } from './support/session';
import { closePage, openPage } from './support/srp';

/**
 * The compare-trims table, 'Custom Order Yours' and the build-price page (docs/rules/trims.md), on a
 * seeded model with several fuel types. The build-price page hosts the table, so it is tested there.
 */

interface SeededTrim {
  trimCode: string;
  trimName: string;
  fuelType: string;
  nationalMSRP: number;
}

/** Seeded models with gas, hybrid and plug-in hybrid trims; the first the gateway answers for is used. */
const CANDIDATES = [
  ['FORD', 'ESCAPE'],
  ['KIA', 'SORENTO'],
  ['HYUND', 'TUCSON'],
  ['HONDA', 'CIVIC'],
] as const;
const ZIP = '30301';
const OWNER = '4242';

const session = e2eSession();
let model: { makeCode: string; modelCode: string; year: number; trims: SeededTrim[] };

const open = (path: string, viewport?: { width: number; height: number }) =>
  openPage(session.browser, session.app.baseUrl, path, viewport);

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function assertAccessible(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
  );
}

const buildPricePath = (trimCode: string, extra = '') =>
  `/build-price?makeCode=${model.makeCode}&modelCode=${model.modelCode}&ownerId=${OWNER}&trimCode=${trimCode}&year=${model.year}&zip=${ZIP}${extra}`;

/** The trim names of the table's columns. */
const columnNames = (page: Page) =>
  page.locator('.trims-table__table thead th[scope="col"] .trims-table__name').allInnerTexts();

/** The seeded model the tests use (asked once the app is up). */
async function findModel() {
  const year = new Date().getUTCFullYear() - 1;
  for (const [makeCode, modelCode] of CANDIDATES) {
    const response = await fetch(new URL('/graphql', session.app.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query ($makeCode: String!, $modelCode: String!, $year: Int!) {
          modelInfo(makeCode: $makeCode, modelCode: $modelCode, startYear: $year) { year trims { trimCode trimName fuelType nationalMSRP } }
        }`,
        variables: { makeCode, modelCode, year },
      }),
    });
    const body = (await response.json()) as { data?: { modelInfo: { year: number; trims: SeededTrim[] }[] } };
    const trims = body.data?.modelInfo[0]?.trims ?? [];
    const fuels = new Set(trims.map((t) => t.fuelType));
    if (fuels.size >= 2 && trims.filter((t) => t.fuelType === 'Gasoline').length >= 2) {
      model = { makeCode, modelCode, year: body.data!.modelInfo[0].year, trims };
      return;
    }
  }
  throw new Error('no seeded model with gas trims and another fuel type');
}

describe('compare trims and the build-price page', () => {
  before(findModel);

  test('the table switches fuel types, and Custom Order Yours opens the build-price page of the trim', async () => {
    const gas = model.trims.filter((t) => t.fuelType === 'Gasoline');
    const other = model.trims.find((t) => t.fuelType !== 'Gasoline')!;
    const otherLabel = other.fuelType;
    const trimsOfOther = model.trims.filter((t) => t.fuelType === otherLabel);

    // Rendered on the server: the trim's name and MSRP in the first HTML, not for crawlers.
    const response = await fetch(new URL(buildPricePath(gas[0].trimCode), session.app.baseUrl));
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /noindex/);
    assert.ok(html.includes(formatPrice(gas[0].nationalMSRP)), 'the MSRP is in the server HTML');
    assert.ok(html.includes('Custom Order Yours'), 'the table is in the server HTML');

    const page = await open(buildPricePath(gas[0].trimCode));
    try {
      assert.match(
        await page.getByRole('heading', { level: 1 }).innerText(),
        new RegExp(`${model.year} .* ${gas[0].trimName}$`),
      );
      assert.equal(await page.getByTestId('build-price-msrp').innerText(), formatPrice(gas[0].nationalMSRP));

      // Gas first, its trims only.
      const fuel = page.getByLabel('Fuel type');
      assert.equal(await fuel.inputValue(), 'Gas');
      const options = await fuel.locator('option').allInnerTexts();
      assert.ok(options.includes('Gas') && options.includes(otherLabel), `options: ${options.join(', ')}`);
      assert.ok(!options.includes('Gasoline'));
      assert.deepEqual(
        await columnNames(page),
        gas.map((t) => t.trimName),
      );
      // Equipment cells are named for screen readers.
      const flags = await page.locator('.trims-table__flag .visually-hidden').allInnerTexts();
      assert.ok(flags.length === gas.length * 9 && flags.every((f) => f === 'Standard' || f === 'Not available'));
      await assertAccessible(page, 'main');

      // Another fuel type: only its trims.
      await fuel.selectOption(otherLabel);
      await page.waitForFunction(
        (n) => document.querySelectorAll('.trims-table__table thead th[scope="col"]').length === n,
        trimsOfOther.length,
      );
      assert.deepEqual(
        await columnNames(page),
        trimsOfOther.map((t) => t.trimName),
      );

      // Custom Order Yours: the build-price page of that trim, with the make, model, owner, year and zip.
      await page.getByRole('link', { name: `Custom Order Yours: ${other.trimName}` }).click();
      await page.waitForURL((url) => url.searchParams.get('trimCode') === other.trimCode);
      const params = new URL(page.url()).searchParams;
      assert.equal(new URL(page.url()).pathname, '/build-price');
      assert.deepEqual(Object.fromEntries(params), {
        makeCode: model.makeCode,
        modelCode: model.modelCode,
        ownerId: OWNER,
        trimCode: other.trimCode,
        year: String(model.year),
        zip: ZIP,
      });
      await page.getByRole('heading', { level: 1, name: new RegExp(`${other.trimName}$`) }).waitFor();
      assert.equal(await page.getByTestId('build-price-msrp').innerText(), formatPrice(other.nationalMSRP));
      assert.match(await page.locator('main').innerText(), new RegExp(`ZIP Code\\s+${ZIP}`));
      // Its link to the listings of the trim.
      const srp = (await page.getByRole('link', { name: /listings near 30301$/ }).getAttribute('href')) ?? '';
      assert.ok(srp.startsWith('/cars-for-sale?'));
      const srpParams = new URL(srp, 'http://x').searchParams;
      assert.equal(srpParams.get('trimCode'), `${model.modelCode}|${other.trimCode}`);
      assert.equal(srpParams.get('startYear'), String(model.year));
      assert.equal(srpParams.get('zip'), ZIP);
      await assertAccessible(page, 'main');
    } finally {
      await closePage(page);
    }
  });

  test('a bad build-price URL says which parameter is wrong and why', async () => {
    const missing = await fetch(new URL('/build-price?makeCode=FORD&year=20x4', session.app.baseUrl));
    assert.equal(missing.status, 400);
    const page = await open('/build-price?makeCode=FORD&year=20x4', { width: 390, height: 800 });
    try {
      const alert = page.getByRole('alert');
      const text = await alert.innerText();
      assert.match(text, /modelCode is missing/);
      assert.match(text, /trimCode is missing/);
      assert.match(text, /year '20x4' is not a model year/);
      assert.doesNotMatch(text, /makeCode/);
      await assertAccessible(page, 'main');
      assert.equal(await scrollsSideways(page), false);
    } finally {
      await closePage(page);
    }

    const unknown = await open(buildPricePath('NOSUCHTRIM'));
    try {
      assert.match(await unknown.getByRole('alert').innerText(), /trimCode NOSUCHTRIM is not a trim of this model/);
    } finally {
      await closePage(unknown);
    }
    assert.equal((await fetch(new URL(buildPricePath('NOSUCHTRIM'), session.app.baseUrl))).status, 404);
  });

  test('no sideways scroll on a phone: the table scrolls inside its own box', async () => {
    for (const width of [320, 390]) {
      const page = await open(buildPricePath(model.trims[0].trimCode), { width, height: 800 });
      try {
        assert.equal(await scrollsSideways(page), false, `${width} px scrolls sideways`);
        const box = page.locator('.trims-table__scroll');
        const overflows = await box.evaluate((el) => el.scrollWidth > el.clientWidth);
        assert.ok(overflows, 'several trims are wider than a phone: the box scrolls');
        await box.evaluate((el) => el.scrollBy(200, 0));
        // The row headers stay in view while the trims scroll.
        const left = await page.locator('.trims-table__table tbody th[scope="row"]').first().boundingBox();
        const boxLeft = await box.boundingBox();
        assert.ok(left && boxLeft && Math.abs(left.x - boxLeft.x) < 2, 'the first column sticks');
        assert.equal(await scrollsSideways(page), false);
      } finally {
        await closePage(page);
      }
    }
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { formatPrice } from '../../web/src/components/format';
import { e2eSession } from './support/session';
import { closePage, openPage, waitForHydrated } from './support/srp';

/**
 * The model reference section below the results (docs/rules/research.md#model-reference-section):
 * its tabs by URL shape, real figures from the gateway, the compare-trims tab and modal, and no
 * cost for a search without one make and one model.
 */

const session = e2eSession();
const ZIP = '30301';
const lastYear = new Date().getUTCFullYear() - 1;

const open = (path: string, viewport?: { width: number; height: number }) =>
  openPage(session.browser, session.app.baseUrl, path, viewport);

interface Trim {
  trimCode: string;
  trimName: string;
  fuelType: string;
  nationalMSRP: number;
  listingCount: number;
}

async function trimsOf(makeCode: string, modelCode: string, year: number): Promise<Trim[]> {
  const response = await fetch(new URL('/graphql', session.app.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query ($makeCode: String!, $modelCode: String!, $year: Int!) {
        modelInfo(makeCode: $makeCode, modelCode: $modelCode, startYear: $year) { trims { trimCode trimName fuelType nationalMSRP listingCount } }
      }`,
      variables: { makeCode, modelCode, year },
    }),
  });
  const body = (await response.json()) as { data: { modelInfo: { trims: Trim[] }[] } };
  return body.data.modelInfo[0]?.trims ?? [];
}

/** Scrolls the section into view and waits until its chunk has hydrated it. */
async function reachSection(page: Page) {
  await page.locator('.reference').scrollIntoViewIfNeeded();
  await waitForHydrated(page, '.reference');
}

async function assertAccessible(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
  );
}

const tabNames = (page: Page) => page.locator('.reference [role="tab"]').allInnerTexts();
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the model reference section', () => {
  test('a Ford F-150 search: Pricing with the real trims and prices, FAQs, no Safety (make and model only)', async () => {
    const trims = await trimsOf('FORD', 'F150PICKUP', lastYear);
    assert.ok(trims.length >= 2, 'the catalogue has F-150 trims');
    const path = `/cars-for-sale?makeCode=FORD&modelCode=F150PICKUP&zip=${ZIP}`;

    // In the server's HTML: the section, its Pricing figures and its FAQs (for crawlers too).
    const html = await (await fetch(new URL(path, session.app.baseUrl))).text();
    assert.ok(html.includes('Ford F-150 research'), 'the section is server-rendered');
    for (const trim of trims) assert.ok(html.includes(formatPrice(trim.nationalMSRP)), `${trim.trimName}'s MSRP`);
    assert.ok(html.includes('How many miles does a used Ford F-150 have?'), 'the mileage FAQ');

    const page = await open(path);
    try {
      await reachSection(page);
      const names = await tabNames(page);
      assert.deepEqual(
        names.filter((n) => n !== 'Consumer Reviews'),
        ['Pricing', 'Compare Trims', 'FAQs'],
      );
      // Pricing: one row per trim of last year, with its MSRP and its listings' count.
      const rows = page.locator('.reference__pricing tbody tr');
      assert.equal(await rows.count(), trims.length);
      for (const [i, trim] of trims.entries()) {
        const cells = await rows.nth(i).locator('th, td').allInnerTexts();
        assert.equal(cells[0], trim.trimName);
        assert.equal(cells[1], formatPrice(trim.nationalMSRP));
        assert.equal(cells[2], String(trim.listingCount));
      }
      // The great prices link keeps the search, nationwide, Great Price only.
      const great = page.locator('.reference__great a');
      if (await great.count()) {
        const href = new URL((await great.getAttribute('href')) ?? '', 'http://x');
        assert.equal(href.searchParams.get('dealType'), 'greatprice');
        assert.equal(href.searchParams.get('searchRadius'), '0');
        assert.equal(href.searchParams.get('modelCode'), 'F150PICKUP');
      }
      // Another year: its own trims' figures.
      const years = await page.locator('.reference__pricing select option').allInnerTexts();
      assert.ok(years.length > 1 && years.length <= 11, `market years: ${years.join(', ')}`);
      await page.locator('.reference__pricing select').selectOption(years[1]);
      await page
        .getByText(new RegExp(`^${years[1]} Ford F-150 for sale nationwide|No listings of this year`))
        .waitFor();

      // Arrow keys move along the tabs; the FAQs answer with figures.
      await page.getByRole('tab', { name: 'Pricing' }).focus();
      await page.keyboard.press('End');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'FAQs');
      const faqs = page.getByRole('tabpanel', { name: 'FAQs' });
      assert.match(await faqs.innerText(), /How many Ford F-150 cars are for sale\?\s+[\d,]+ match this search/);
      await assertAccessible(page, '.reference');
    } finally {
      await closePage(page);
    }
  });

  test('make, model, year and trim: the Safety tab with standard features; no FAQs', async () => {
    const trims = await trimsOf('FORD', 'F150PICKUP', 2021);
    const trim = trims[0];
    const path = `/cars-for-sale?endYear=2021&makeCode=FORD&modelCode=F150PICKUP&startYear=2021&trimCode=F150PICKUP%7C${trim.trimCode}`;
    const page = await open(path, { width: 390, height: 844 });
    try {
      await reachSection(page);
      const names = await tabNames(page);
      assert.ok(names.includes('Safety') && !names.includes('FAQs'), `tabs: ${names.join(', ')}`);
      await page.getByRole('tab', { name: 'Safety' }).click();
      const safety = page.getByRole('tabpanel', { name: 'Safety' });
      await safety.locator('.reference__safety').waitFor();
      const text = await safety.innerText();
      assert.match(text, /Overall rating/);
      assert.match(text, /Antilock brakes\s+Standard/);
      assert.match(text, /Front legroom\s+[\d.]+ in/);
      assert.equal(await scrollsSideways(page), false);
      await assertAccessible(page, '.reference');
    } finally {
      await closePage(page);
    }
  });

  test('Compare Trims: fuel types switch, Custom Order Yours carries the search, the modal closes back to its button', async () => {
    const trims = await trimsOf('FORD', 'ESCAPE', lastYear);
    const fuels = [...new Set(trims.map((t) => t.fuelType))];
    assert.ok(fuels.length >= 2, `the Escape has several fuel types: ${fuels.join(', ')}`);
    const other = trims.find((t) => t.fuelType !== 'Gasoline')!;
    const page = await open(`/cars-for-sale?makeCode=FORD&modelCode=ESCAPE&zip=${ZIP}`, { width: 390, height: 844 });
    try {
      await reachSection(page);
      await page.getByRole('tab', { name: 'Compare Trims' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Compare Trims' });
      const fuel = panel.getByLabel('Fuel type');
      await fuel.waitFor();
      assert.equal(await fuel.inputValue(), 'Gas');
      await fuel.selectOption(other.fuelType);
      const link = panel.getByRole('link', { name: `Custom Order Yours: ${other.trimName}` });
      await link.waitFor();
      assert.equal(await scrollsSideways(page), false);
      await assertAccessible(page, '.reference');

      // The modal: opened from its button, Escape closes it and focus goes back to the button.
      const button = panel.getByRole('button', { name: 'Compare trims' });
      await button.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Fuel type').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await button.evaluate((el) => el === document.activeElement), true);

      await link.click();
      await page.waitForURL((url) => url.pathname === '/build-price');
      const params = new URL(page.url()).searchParams;
      assert.equal(params.get('makeCode'), 'FORD');
      assert.equal(params.get('modelCode'), 'ESCAPE');
      assert.equal(params.get('trimCode'), other.trimCode);
      assert.equal(params.get('year'), String(lastYear));
      assert.equal(params.get('zip'), ZIP);
      await page.getByTestId('build-price-msrp').waitFor();
      assert.equal(await page.getByTestId('build-price-msrp').innerText(), formatPrice(other.nationalMSRP));
    } finally {
      await closePage(page);
    }
  });

  test('a search without one make and one model neither shows the section nor asks for it', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('ModelReference')) asked.push(url);
      if (
        request.method() === 'POST' &&
        url.endsWith('/graphql') &&
        (request.postData() ?? '').includes('ModelReference')
      )
        asked.push('operation');
    });
    try {
      await page.goto(new URL('/cars-for-sale?makeCode=FORD&makeCode=TOYOTA', session.app.baseUrl).href);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(500);
      assert.equal(await page.locator('.reference').count(), 0);
      assert.deepEqual(asked, []);
    } finally {
      await context.close();
    }
  });
});

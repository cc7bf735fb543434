import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/a11y';
import { e2eSession } from './support/session';
import { closePage, MAIN_CARD, openPage, waitForHydration } from './support/srp';

/**
 * The three brands on their host names (docs/rules/brands.md), their flags (docs/rules/features.md)
 * and the site chrome (docs/rules/pages.md#site-chrome). The valuation site's compare is switched
 * off by configuration, as an operator would.
 */

const session = e2eSession({ env: () => ({ FEATURE_FLAGS: '{"fairvalue":{"compare":false}}' }) });

const SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';

/** The app's base URL under a brand's host name (*.localhost reaches this machine). */
const hostUrl = (host: string) => session.app.baseUrl.replace('127.0.0.1', `${host}.localhost`);

const open = (host: string, path: string, viewport?: { width: number; height: number }) =>
  openPage(session.browser, hostUrl(host), path, viewport);

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A search with a make, so that the trail has a crumb after home. USED is searched by default except on the car maker's brand. */
const MAKE_SEARCH = '/cars-for-sale?makeCode=FORD&searchRadius=50&zip=30301';

const BRANDS = [
  { host: 'usedcar', name: 'MotorMart', usedByDefault: true, home: '/' },
  { host: 'valuation', name: 'FairValue Guide', usedByDefault: true, home: '/' },
  { host: 'carmaker', name: 'Halden Motors Certified', usedByDefault: false, home: '/cars-for-sale' },
];

describe('three brands, one search', () => {
  for (const brand of BRANDS) {
    test(`${brand.host}.localhost: its name, its rules, no sideways scroll, axe clean`, async () => {
      const page = await open(brand.host, MAKE_SEARCH);
      try {
        await page.locator(MAIN_CARD).first().waitFor();
        assert.match(await page.title(), new RegExp(` \\| ${brand.name}$`));
        assert.equal(await page.getByRole('banner').getByRole('link', { name: brand.name }).count(), 1);
        const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
        assert.equal(heading.startsWith('Used '), brand.usedByDefault, heading);
        assert.equal(
          await page
            .getByRole('navigation', { name: /breadcrumb/i })
            .getByRole('link')
            .first()
            .getAttribute('href'),
          brand.home,
        );
        if (brand.host === 'carmaker') {
          // Only the car maker's inventory: every card is its make.
          // Cards still rendering have no title yet: the rendered ones say enough.
          const titles = (await page.locator(`${MAIN_CARD} h3`).allInnerTexts()).filter((title) => title.trim() !== '');
          assert.ok(titles.length > 0);
          for (const title of titles) assert.match(title, /^\d{4} Ford /);
        }
        await assertAccessible(page, `${brand.host} results page`);
        await page.setViewportSize({ width: 320, height: 800 });
        assert.equal(await scrollsSideways(page), false, 'no sideways scroll at 320 px');
      } finally {
        await closePage(page);
      }
    });
  }

  test("on a phone every tap target of the results has its room (axe's target-size), on each brand", async () => {
    for (const brand of BRANDS) {
      // Lighthouse's phone: the cards below the screen are skipped (content-visibility) and must not
      // spill their buttons over the next card's links.
      const page = await open(brand.host, SEARCH, { width: 412, height: 823 });
      try {
        await page.locator(MAIN_CARD).first().waitFor();
        await waitForHydration(page);
        const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
        assert.deepEqual(
          violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
          [],
          `${brand.host}: targets without their room`,
        );
      } finally {
        await closePage(page);
      }
    }
  });

  test('a flag switched off removes its feature on that brand only', async () => {
    const used = await open('usedcar', SEARCH);
    const valuation = await open('valuation', SEARCH);
    try {
      await used.locator(MAIN_CARD).first().waitFor();
      await valuation.locator(MAIN_CARD).first().waitFor();
      assert.ok((await used.getByRole('button', { name: /^Compare/ }).count()) > 0, 'compare on the marketplace');
      assert.equal(
        await valuation.getByRole('button', { name: /^Compare/ }).count(),
        0,
        'no compare on the valuation site',
      );
    } finally {
      await closePage(used);
      await closePage(valuation);
    }
  });

  test('the commercial entry point leads to commercial results', async () => {
    const page = await open('usedcar', SEARCH);
    try {
      await page.locator(MAIN_CARD).first().waitFor();
      await page.getByRole('link', { name: /commercial vehicles/i }).click();
      await page.waitForURL(/experience=commercial/);
      await page.getByRole('heading', { level: 1, name: /Commercial Vehicles for Sale/ }).waitFor();
      assert.match(page.url(), /zip=30301/, 'the location is kept');
    } finally {
      await closePage(page);
    }
  });

  test("on a phone the header's entries are behind a menu; ?brand= picks a brand for the session", async () => {
    const page = await open('usedcar', '/cars-for-sale?brand=carmaker&zip=30301', { width: 390, height: 844 });
    try {
      assert.doesNotMatch(page.url(), /brand=/);
      assert.match(await page.title(), / \| Halden Motors Certified$/);
      const menu = page.getByRole('banner').getByRole('button', { name: /menu/i });
      await menu.click();
      assert.equal(await menu.getAttribute('aria-expanded'), 'true');
      await page.keyboard.press('Escape');
      assert.equal(await menu.getAttribute('aria-expanded'), 'false');
      await page.goto(new URL('/cars-for-sale?zip=30302', hostUrl('usedcar')).href);
      await waitForHydration(page);
      assert.match(await page.title(), / \| Halden Motors Certified$/, 'the session keeps the brand');
    } finally {
      await closePage(page);
    }
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/a11y';
import { e2eSession } from './support/session';
import { closePage, MAIN_CARD, openPage } from './support/srp';

/** The certified program details modal and the cards' Money Back Guarantee badge (docs/rules/certified.md). */

const CERTIFIED_SEARCH = '/cars-for-sale?listingType=CERTIFIED&searchRadius=50&zip=30301';
const GUARANTEE_SEARCH = '/cars-for-sale?vehicleExchange=true&searchRadius=50&zip=30301';
const USED_SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';

const session = e2eSession();

const open = (path: string, viewport?: { width: number; height: number }) =>
  openPage(session.browser, session.app.baseUrl, path, viewport);

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Certified program details' });

/** Waits for the modal's content (its chunk and its query), and checks what it says. */
async function assertProgramShown(page: Page) {
  const dialog = dialogOf(page);
  await dialog.getByText(/172-point inspection/).waitFor();
  const text = await dialog.innerText();
  assert.match(text, /Halden Motors Certified/);
  assert.match(text, /14 days or 1,000 miles, whichever comes first/);
  assert.match(text, /Gold Certified: up to 6 years old, under 80,000 miles, passes a 172-point inspection/);
  assert.match(text, /30 to 90 day limited warranty/);
}

describe('certified program details', () => {
  test('a certified search shows the button; the modal tells the program, passes axe and closes with Escape, focus back', async () => {
    const page = await open(CERTIFIED_SEARCH, { width: 1280, height: 900 });
    try {
      const button = page.getByRole('button', { name: 'Certified program details' });
      await button.click();
      await assertProgramShown(page);
      await assertAccessible(page, 'certified program details');
      await page.keyboard.press('Escape');
      await dialogOf(page).waitFor({ state: 'hidden' });
      assert.equal(
        await button.evaluate((element) => element === document.activeElement),
        true,
        'focus goes back to the button',
      );
    } finally {
      await closePage(page);
    }
  });

  test('a search without CERTIFIED has no details button', async () => {
    const page = await open(USED_SEARCH);
    try {
      await page.locator(MAIN_CARD).first().waitFor();
      assert.equal(await page.getByRole('button', { name: 'Certified program details' }).count(), 0);
    } finally {
      await closePage(page);
    }
  });

  test("a card's Money Back Guarantee badge opens the modal, from the keyboard too; the page stays put", async () => {
    const page = await open(GUARANTEE_SEARCH, { width: 1280, height: 900 });
    try {
      const url = page.url();
      const badge = page.locator(MAIN_CARD).first().locator('.listing-card__guarantee');
      assert.match(await badge.innerText(), /Money Back Guarantee/);
      await badge.click();
      await assertProgramShown(page);
      await dialogOf(page).getByRole('button', { name: 'Close' }).click();
      await dialogOf(page).waitFor({ state: 'hidden' });
      assert.equal(page.url(), url, 'the badge never navigates');

      await badge.focus();
      await page.keyboard.press('Enter');
      await assertProgramShown(page);
      await page.keyboard.press('Escape');
      await dialogOf(page).waitFor({ state: 'hidden' });
      assert.equal(await badge.evaluate((element) => element === document.activeElement), true);
      assert.equal(page.url(), url);
    } finally {
      await closePage(page);
    }
  });

  test('at 390 px: badge and modal fit without sideways scroll, axe clean', async () => {
    const page = await open(CERTIFIED_SEARCH, { width: 390, height: 800 });
    try {
      const badges = page.locator(`${MAIN_CARD} .listing-card__guarantee`);
      assert.ok((await badges.count()) > 0, 'every certified car has the badge');
      assert.equal(await scrollsSideways(page), false, 'no sideways scroll with the badges');
      await badges.first().click();
      await assertProgramShown(page);
      assert.equal(await scrollsSideways(page), false, 'no sideways scroll with the modal open');
      const box = await dialogOf(page).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'the modal fits the screen');
      await assertAccessible(page, 'certified program details at 390 px');
    } finally {
      await closePage(page);
    }
  });

  for (const width of [320, 1280]) {
    test(`at ${width} px the cards with badges do not scroll sideways and the badge stays inside its card`, async () => {
      const page = await open(CERTIFIED_SEARCH, { width, height: 900 });
      try {
        await page.locator(`${MAIN_CARD} .listing-card__guarantee`).first().waitFor();
        assert.equal(await scrollsSideways(page), false);
        const overflowing = await page.locator(MAIN_CARD).evaluateAll((cards) =>
          cards.filter((card) => {
            const badge = card.querySelector('.listing-card__guarantee');
            if (!badge) return false;
            const outer = card.getBoundingClientRect();
            const inner = badge.getBoundingClientRect();
            return inner.left < outer.left || inner.right > outer.right;
          }),
        );
        assert.equal(overflowing.length, 0);
      } finally {
        await closePage(page);
      }
    });
  }
});

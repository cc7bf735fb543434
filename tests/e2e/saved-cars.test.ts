import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request } from 'playwright-core';
import { e2eSession } from './support/session';
import { accountNav } from './support/header';
import { closePage, MAIN_CARD, openPage, waitForHydration } from './support/srp';

/** Saved cars (docs/rules/saved-cars.md): the heart, the quick-save maximum, sign-in, the saved cars page. */

const SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';
const PASSWORD = 'a long enough password';
const QUICK_SAVES = 3;

const session = e2eSession();

const open = (path: string, viewport?: { width: number; height: number }) =>
  openPage(session.browser, session.app.baseUrl, path, viewport);

async function go(page: Page, path: string) {
  await page.goto(new URL(path, session.app.baseUrl).href);
  await waitForHydration(page);
}

const newEmail = () => `h${randomUUID().slice(0, 12)}@example.com`;

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function assertAccessible(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
  );
}

/** The heart of the nth main card. */
const heartOf = (page: Page, n: number) => page.locator(MAIN_CARD).nth(n).locator('.save-button');
const pressed = (heart: Locator) => heart.getAttribute('aria-pressed');
const waitPressed = (heart: Locator, value: 'true' | 'false') =>
  heart.and(heart.page().locator(`[aria-pressed="${value}"]`)).waitFor();

/** Taps the hearts of the first `count` cards; answers their listing ids. */
async function saveCards(page: Page, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const heart = heartOf(page, i);
    await heart.click();
    await waitPressed(heart, 'true');
    ids.push((await heart.getAttribute('data-save-id'))!);
  }
  await (await accountNav(page)).getByRole('link', { name: `Saved cars (${count})` }).waitFor();
  return ids;
}

describe('saved cars', () => {
  test('a visitor saves up to the quick-save maximum, signs up from the modal, and finds every car saved', async () => {
    const page = await open(SEARCH, { width: 390, height: 844 });
    try {
      const ids = await saveCards(page, QUICK_SAVES);
      // The saves are kept (by the browser's visitor id), not only shown: a reload shows them.
      await page.reload();
      await waitForHydration(page);
      await waitPressed(heartOf(page, 0), 'true');

      // The next save asks to sign in; on this brand the heart stays empty meanwhile.
      const fourth = heartOf(page, QUICK_SAVES);
      await fourth.click();
      const dialog = page.getByRole('dialog', { name: 'Sign in to save this car' });
      await dialog.waitFor();
      assert.equal(await pressed(fourth), 'false');
      await assertAccessible(page, 'dialog');
      assert.equal(await scrollsSideways(page), false);

      await dialog.getByRole('button', { name: 'Create a free account' }).click();
      await dialog.getByLabel('Email').fill(newEmail());
      await dialog.getByLabel(/^Password/).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await waitPressed(fourth, 'true');
      ids.push((await fourth.getAttribute('data-save-id'))!);
      await (await accountNav(page)).getByRole('button', { name: 'Sign out' }).waitFor();
      await (await accountNav(page)).getByRole('link', { name: `Saved cars (${QUICK_SAVES + 1})` }).waitFor();

      // Every save is the account's: the saved cars page lists them, newest first, with prices.
      await go(page, '/account/saved-cars');
      const list = page.getByRole('list', { name: 'Your saved cars' });
      await list.waitFor();
      const items = list.getByRole('listitem');
      assert.equal(await items.count(), QUICK_SAVES + 1);
      const links = await items
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname.split('/').pop()!));
      assert.deepEqual(links, [...ids].reverse());
      for (const item of await items.all()) assert.match(await item.innerText(), /\$\d/);
      assert.equal(await scrollsSideways(page), false);
      await assertAccessible(page);

      // Unsaved here, it leaves the list at once, and its card's heart agrees.
      await items
        .first()
        .getByRole('button', { name: /^Unsave/ })
        .click();
      await items.nth(QUICK_SAVES).waitFor({ state: 'detached' });
      await (await accountNav(page)).getByRole('link', { name: `Saved cars (${QUICK_SAVES})` }).waitFor();
      await go(page, SEARCH);
      await waitPressed(heartOf(page, QUICK_SAVES), 'false');
      await waitPressed(heartOf(page, 0), 'true');
    } finally {
      await closePage(page);
    }
  });

  test("hearts tapped in a row before the first answer all stay saved (a visitor's first save gives them their id)", async () => {
    const page = await open(SEARCH, { width: 1280, height: 900 });
    try {
      // The first save reaches the gateway at once, and its answer (which sets the visitor id cookie)
      // comes back late. It goes through Node's fetch: the browser's would store the cookie at once.
      const isSave = (request: Request) => request.postData()?.includes('"operationName":"SaveListing"') === true;
      let delayed = false;
      await page.route('**/graphql', async (route) => {
        const request = route.request();
        if (delayed || !isSave(request)) return route.fallback();
        delayed = true;
        const answer = await fetch(request.url(), {
          method: 'POST',
          headers: await request.allHeaders(),
          body: request.postData(),
        });
        const body = await answer.text();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body });
      });
      let answers = 0;
      const allAnswered = new Promise<void>((resolve) =>
        page.on('requestfinished', (request) => isSave(request) && ++answers === QUICK_SAVES && resolve()),
      );
      const hearts = [0, 1, 2].map((n) => heartOf(page, n));
      for (const heart of hearts) {
        await heart.click();
        await waitPressed(heart, 'true');
      }
      await (await accountNav(page)).getByRole('link', { name: `Saved cars (${QUICK_SAVES})` }).waitFor();
      await allAnswered;

      // Kept as one visitor's three saves: a reload shows them all.
      await page.unroute('**/graphql');
      await page.reload();
      await waitForHydration(page);
      await (await accountNav(page)).getByRole('link', { name: `Saved cars (${QUICK_SAVES})` }).waitFor();
      for (const heart of hearts) await waitPressed(heart, 'true');
    } finally {
      await closePage(page);
    }
  });

  test('closing the sign-in modal saves nothing; an unsave anywhere shows on every heart of the car', async () => {
    const page = await open(SEARCH, { width: 1280, height: 900 });
    try {
      await saveCards(page, QUICK_SAVES);
      const fourth = heartOf(page, QUICK_SAVES);
      await fourth.click();
      const dialog = page.getByRole('dialog', { name: 'Sign in to save this car' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await pressed(fourth), 'false');
      await (await accountNav(page)).getByRole('link', { name: `Saved cars (${QUICK_SAVES})` }).waitFor();

      // The vehicle page of a saved car shows it saved; unsaved there, the results say so too.
      const first = heartOf(page, 0);
      const id = (await first.getAttribute('data-save-id'))!;
      await go(page, `/cars-for-sale/vehicle/${id}`);
      const vehicleHeart = page.locator('.vdp__save .save-button');
      await waitPressed(vehicleHeart, 'true');
      await vehicleHeart.click();
      await waitPressed(vehicleHeart, 'false');
      await page.getByRole('status').filter({ hasText: 'Removed' }).waitFor({ state: 'attached' });
      await go(page, SEARCH);
      await waitPressed(heartOf(page, 0), 'false');
      await (await accountNav(page)).getByRole('link', { name: `Saved cars (${QUICK_SAVES - 1})` }).waitFor();
      // Below the maximum again: the next save needs no sign-in.
      await heartOf(page, 0).click();
      await waitPressed(heartOf(page, 0), 'true');
      assert.equal(await page.getByRole('dialog').count(), 0);
    } finally {
      await closePage(page);
    }
  });

  test('hearts fit a phone and the saved cars page has no sideways scroll from 320 px', async () => {
    const page = await open(SEARCH, { width: 320, height: 640 });
    try {
      await saveCards(page, 1);
      assert.equal(await scrollsSideways(page), false);
      await go(page, '/account/saved-cars');
      await page.getByRole('list', { name: 'Your saved cars' }).waitFor();
      assert.match(await page.getByText('kept in this browser only').innerText(), /Sign in/);
      assert.equal(await scrollsSideways(page), false);
      await page.screenshot({ path: '/tmp/saved-cars-320.png', fullPage: true });
    } finally {
      await closePage(page);
    }
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { e2eSession } from './support/session';
import { closePage, MAIN_CARD, urlValues, waitForHydration, waitForParams, waitForSearch } from './support/srp';

/**
 * The model-name clarification (docs/rules/filters.md#model-name-clarification) in Chromium against
 * the real product: Yes adds the make and model, No dismisses for this search only, 'Don't show me
 * this again' keeps it away from this browser across reloads, server and client; on a 320 px phone
 * it fits, answers from the keyboard and passes axe.
 */

const session = e2eSession();
const DESKTOP = { width: 1280, height: 900 };
const NARROW_PHONE = { width: 320, height: 700 };
const COOKIE = 'mm_no_model_prompt';

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await session.browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Loads a path and answers the server's HTML of it, once the page has hydrated. */
async function load(page: Page, path: string, how: 'goto' | 'reload' = 'goto'): Promise<string> {
  const response = how === 'goto' ? await page.goto(new URL(path, session.app.baseUrl).href) : await page.reload();
  assert.equal(response?.status(), 200);
  const html = await response!.text();
  await waitForHydration(page);
  await waitForSearch(page);
  return html;
}

const prompt = (page: Page, vehicle: string) => page.getByRole('region', { name: `Did you mean the ${vehicle}?` });
const anyPrompt = (page: Page) => page.getByTestId('model-clarification');

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** No axe violation of any impact inside the prompt, none serious or critical on the page. */
async function assertAccessible(page: Page, what: string) {
  const inPrompt = await new AxeBuilder({ page }).include('[data-testid="model-clarification"]').analyze();
  assert.deepEqual(
    inPrompt.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `${what}: violations in the prompt`,
  );
  const whole = await new AxeBuilder({ page }).analyze();
  const bad = whole.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `${what}: serious violations on the page`,
  );
}

/**
 * From the results count, tabs forward until the named button of the prompt has focus (keyboard
 * only), then presses Enter.
 */
async function answerByKeyboard(page: Page, vehicle: string, answer: string) {
  const button = prompt(page, vehicle).getByRole('button', { name: answer, exact: true });
  await page.getByRole('heading', { level: 2, name: /Matches$/ }).focus();
  for (let i = 0; i < 40 && !(await button.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  assert.ok(await button.evaluate((b) => b === document.activeElement), `${answer} is not reachable with Tab`);
  await page.keyboard.press('Enter');
}

describe('model-name clarification', () => {
  test('Yes: the make and model become filters, the keyword goes, and a reload keeps them', async () => {
    const page = await newPage();
    try {
      const html = await load(page, '/cars-for-sale?keyword=camry');
      assert.ok(html.includes('Did you mean the Toyota Camry?'), 'the server renders the prompt');
      await prompt(page, 'Toyota Camry').waitFor();
      await assertAccessible(page, 'the prompt');

      await answerByKeyboard(page, 'Toyota Camry', 'Yes');
      await waitForParams(page, (p) => p.get('makeCode') === 'TOYOTA' && p.get('modelCode') === 'CAMRY');
      assert.deepEqual(urlValues(page, 'keyword'), []);
      assert.equal(await anyPrompt(page).count(), 0);
      // The results are Camrys now.
      const firstTitle = await page.locator(`${MAIN_CARD} h3`).first().textContent();
      assert.match(firstTitle ?? '', /Toyota Camry/);

      const reloaded = await load(page, '', 'reload');
      assert.deepEqual([urlValues(page, 'makeCode'), urlValues(page, 'modelCode')], [['TOYOTA'], ['CAMRY']]);
      assert.ok(!reloaded.includes('Did you mean'), 'the make and model are chosen: nothing to ask');
      assert.equal(await anyPrompt(page).count(), 0);
    } finally {
      await closePage(page);
    }
  });

  test('No: gone for this search only; a new search that calls for it, and a reload, ask again', async () => {
    const page = await newPage();
    try {
      await load(page, '/cars-for-sale?keyword=f-150');
      await prompt(page, 'Ford F-150').waitFor();
      await answerByKeyboard(page, 'Ford F-150', 'No');
      await prompt(page, 'Ford F-150').waitFor({ state: 'detached' });
      assert.deepEqual(urlValues(page, 'keyword'), ['f-150'], 'No changes nothing of the search');
      // Focus does not fall to the page's start: it goes to the results count.
      assert.match((await page.evaluate(() => document.activeElement?.textContent)) ?? '', /Matches$/);
      assert.equal((await page.context().cookies()).filter((c) => c.name === COOKIE).length, 0);

      // Another search that still calls for it (a category tab) asks again; back to the dismissed one, it does not.
      await page.getByRole('button', { name: 'Certified Used' }).click();
      await waitForParams(page, (p) => p.get('listingType') === 'CERTIFIED');
      await prompt(page, 'Ford F-150').waitFor();
      await page.goBack();
      await waitForParams(page, (p) => !p.has('listingType'));
      assert.equal(await anyPrompt(page).count(), 0);

      // No is not remembered: after a reload the page asks again.
      const reloaded = await load(page, '', 'reload');
      assert.ok(reloaded.includes('Did you mean the Ford F-150?'));
      await prompt(page, 'Ford F-150').waitFor();
    } finally {
      await closePage(page);
    }
  });

  test("Don't show me this again: a year's cookie, and neither the server nor the page asks again", async () => {
    const page = await newPage();
    try {
      await load(page, '/cars-for-sale?modelCode=CAMRY');
      await prompt(page, 'Toyota Camry').waitFor();
      await answerByKeyboard(page, 'Toyota Camry', "Don't show me this again");
      await prompt(page, 'Toyota Camry').waitFor({ state: 'detached' });
      assert.deepEqual(urlValues(page, 'modelCode'), ['CAMRY'], 'the search stays as it was');

      const cookie = (await page.context().cookies()).find((c) => c.name === COOKIE);
      assert.ok(cookie, 'the preference is kept in a cookie');
      assert.equal(cookie.value, '1');
      assert.equal(cookie.path, '/');
      assert.equal(cookie.sameSite, 'Lax');
      const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
      assert.ok(days > 364 && days <= 366, `the cookie lasts a year, not ${days} days`);

      // A search that calls for it in the same page: not asked.
      await page.getByRole('button', { name: 'Certified Used' }).click();
      await waitForParams(page, (p) => p.get('listingType') === 'CERTIFIED');
      assert.equal(await anyPrompt(page).count(), 0);

      // Across a reload and on another such search: the server does not render it, the page does not show it.
      for (const path of ['', '/cars-for-sale?keyword=camry', '/cars-for-sale?keyword=civic']) {
        const html = await load(page, path, path ? 'goto' : 'reload');
        assert.ok(!html.includes('Did you mean'), `the server renders no prompt for ${path || 'the reload'}`);
        assert.ok(!html.includes('model-clarification'));
        assert.equal(await anyPrompt(page).count(), 0, `the page shows no prompt for ${path || 'the reload'}`);
      }
    } finally {
      await closePage(page);
    }
  });

  test('on a 320 px phone it fits without sideways scroll, passes axe and answers from the keyboard', async () => {
    const page = await newPage(NARROW_PHONE);
    try {
      await load(page, '/cars-for-sale?keyword=civic');
      const region = prompt(page, 'Honda Civic');
      await region.waitFor();
      assert.equal(await scrollsSideways(page), false, 'no sideways scroll at 320 px');
      const box = (await region.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= NARROW_PHONE.width, 'the prompt is within the screen');
      for (const answer of ['Yes', 'No', "Don't show me this again"]) {
        const button = (await region.getByRole('button', { name: answer, exact: true }).boundingBox())!;
        assert.ok(button.x >= 0 && button.x + button.width <= NARROW_PHONE.width, `${answer} is within the screen`);
      }
      await assertAccessible(page, 'the prompt at 320 px');
      await answerByKeyboard(page, 'Honda Civic', "Don't show me this again");
      await region.waitFor({ state: 'detached' });
      const html = await load(page, '', 'reload');
      assert.ok(!html.includes('Did you mean'));
      assert.equal(await anyPrompt(page).count(), 0);
    } finally {
      await closePage(page);
    }
  });
});

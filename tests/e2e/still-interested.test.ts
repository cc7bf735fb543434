import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { STILL_INTERESTED_ALERT_PATH } from '../../web/src/still-interested/constants';
import { stillInterestedLabel } from '../../web/src/still-interested/rules';
import { AccountRecentlyViewedDocument } from '../../web/src/still-interested/__generated__/graphql';
import { e2eSession } from './support/session';
import { closePage, MAIN_CARD, openPage, waitForHydration } from './support/srp';

/** The still-interested alert and the recently viewed list (docs/rules/still-interested.md). */

const SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';
const PASSWORD = 'a long enough password';

const session = e2eSession();

const open = (path: string, viewport?: { width: number; height: number }) =>
  openPage(session.browser, session.app.baseUrl, path, viewport);

async function go(page: Page, path: string) {
  await page.goto(new URL(path, session.app.baseUrl).href);
  await waitForHydration(page);
}

/** A look at the screen as the shopper sees it, under /tmp (never in the repository). */
const screenshot = (page: Page, name: string) => page.screenshot({ path: `/tmp/${name}.png` });

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function assertAccessible(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
  );
}

const alertOf = (page: Page) => page.getByRole('complementary', { name: 'Still interested?' });

/** The vehicle pages of the first `count` main cards, as the results page links them. */
const firstCars = (page: Page, count: number) =>
  page
    .locator(`${MAIN_CARD} a.listing-card__link`)
    .evaluateAll(
      (links, count) => links.slice(0, count).map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      count,
    );

/** Opens each vehicle page in turn; answers each car's id and VIN, in the order opened. */
async function viewCars(page: Page, paths: string[]) {
  const cars: Array<{ id: string; vin: string }> = [];
  for (const path of paths) {
    await go(page, path);
    // The specifications' VIN row (docs/rules/vehicle-page.md#what-the-page-shows).
    const vin = (
      await page
        .locator('.vdp-specs__row', { has: page.locator('dt', { hasText: /^VIN$/ }) })
        .locator('dd')
        .innerText()
    ).trim();
    cars.push({ id: path.split('/').pop()!, vin });
    // The view is remembered once the page shows the car.
    await page.waitForFunction(
      (id) => (localStorage.getItem('recentlyViewed') ?? '').includes(`"${id}"`),
      cars.at(-1)!.id,
    );
  }
  return cars;
}

/** The label the rules give a car, from its data as the gateway answers it now. */
async function expectedLabel(id: string): Promise<string> {
  const response = await fetch(new URL('/graphql', session.app.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query ($id: ID!) { listing(id: $id) { viewCount vehicleHighlight { urgencyDriverType urgencyDriverValue } pricingDetail { dealIndicator } } }`,
      variables: { id },
    }),
  });
  const { data } = (await response.json()) as { data: { listing: Parameters<typeof stillInterestedLabel>[0] } };
  return stillInterestedLabel(data.listing);
}

/** Resolves with the alert's listings answer (the alert has fetched its cars). */
const alertFetched = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('StillInterestedListings'),
  );

describe('still interested', () => {
  test('cars viewed: the alert shows the three most recent with their labels; dismissed, it stays dismissed', async () => {
    const page = await open(SEARCH, { width: 390, height: 800 });
    try {
      // Four viewed: the alert shows the three most recent.
      const paths = await firstCars(page, 4);
      const cars = await viewCars(page, paths);
      const beacons: Request[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(STILL_INTERESTED_ALERT_PATH)) beacons.push(request);
      });
      await go(page, SEARCH);
      const alert = alertOf(page);
      await alert.waitFor();
      const links = alert.getByRole('link');
      assert.equal(await links.count(), 3);
      // Most recent first, each with its label, linking to its vehicle page.
      const newestFirst = [...cars].reverse().slice(0, 3);
      for (const [i, car] of newestFirst.entries()) {
        const link = links.nth(i);
        assert.equal(
          new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).pathname,
          `/cars-for-sale/vehicle/${car.id}`,
        );
        assert.match(await link.innerText(), new RegExp(`^${(await expectedLabel(car.id)).replace(/[?!]/g, '\\$&')}`));
      }
      await assertAccessible(page, '.still-interested');
      await screenshot(page, 'still-interested-390');
      // A visitor without an email sends nothing.
      assert.equal(beacons.length, 0);

      await alert.getByRole('button', { name: /Dismiss/ }).click();
      await alert.waitFor({ state: 'detached' });
      const fetched = alertFetched(page);
      await page.reload();
      await waitForHydration(page);
      await fetched;
      // The answer is in: had the alert anything to show (the fourth car included), it would show now.
      await page.waitForTimeout(300);
      assert.equal(await alertOf(page).count(), 0);
    } finally {
      await closePage(page);
    }
  });

  test('at 320 px the alert fits without sideways scroll, with the compare drawer too', async () => {
    const page = await open(SEARCH, { width: 320, height: 640 });
    try {
      await viewCars(page, await firstCars(page, 2));
      await go(page, SEARCH);
      const alert = alertOf(page);
      await alert.waitFor();
      assert.equal(await scrollsSideways(page), false);
      const box = await alert.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `the alert is ${box?.x} + ${box?.width} px`);
      await page.locator(`${MAIN_CARD} .listing-card__compare`).first().click();
      const drawer = page.getByRole('complementary', { name: 'Compare' });
      await drawer.waitFor();
      // Open, the drawer lies over the alert: its buttons stay reachable.
      const toggle = drawer.locator('.compare-drawer__toggle');
      const onTop = await toggle.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      assert.ok(onTop, 'the compare toggle is covered');
      // Closed, the alert sits above the drawer's bar.
      await toggle.click();
      await page.locator('#compare-drawer-list').waitFor({ state: 'hidden' });
      const bar = await drawer.locator('.compare-drawer__bar').boundingBox();
      const above = await alert.boundingBox();
      assert.ok(bar && above && above.y + above.height <= bar.y, 'the alert sits above the compare bar');
      assert.equal(await scrollsSideways(page), false);
      await assertAccessible(page, '.still-interested');
      await screenshot(page, 'still-interested-320');
    } finally {
      await closePage(page);
    }
  });

  test('signed in: the list is sent once, and again only when it changed', async () => {
    const page = await open(`/account/sign-in?defaultScreen=signup&refUrl=${encodeURIComponent(SEARCH)}`, {
      width: 1280,
      height: 900,
    });
    // What the page hands to sendBeacon (a beacon's body is not in the request Playwright reports).
    // Only the still-interested path's: the page's other beacons (shopper events, ad impressions) are not this test's.
    await page.context().addInitScript((path: string) => {
      const send = navigator.sendBeacon.bind(navigator);
      const sent: string[] = [];
      Object.assign(window, { sentBeacons: sent });
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith(path) && data instanceof Blob) void data.text().then((text) => sent.push(text));
        return send(url, data);
      };
    }, STILL_INTERESTED_ALERT_PATH);
    const bodies = () => page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons);
    const beacons: Request[] = [];
    page.context().on('request', (request) => {
      if (request.url().endsWith(STILL_INTERESTED_ALERT_PATH)) beacons.push(request);
    });
    try {
      const email = `s${randomUUID().slice(0, 12)}@example.com`;
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === '/cars-for-sale');
      await waitForHydration(page);
      const paths = await firstCars(page, 3);
      const cars = await viewCars(page, paths.slice(0, 2));

      const sent = page.waitForResponse((r) => r.url().endsWith(STILL_INTERESTED_ALERT_PATH));
      await go(page, SEARCH);
      await alertOf(page).waitFor();
      assert.equal((await sent).status(), 204);
      assert.equal(beacons.length, 1);
      const [text] = await bodies();
      const body = JSON.parse(text) as Record<string, unknown>;
      assert.equal(body.brand, 'motormart');
      assert.deepEqual(body.vins, [cars[1].vin, cars[0].vin]);
      assert.equal(body.email, email);
      assert.match(String(body.consumer_id), /^[0-9a-f-]{36}$/);
      await screenshot(page, 'still-interested-1280');

      // The same list: nothing is sent.
      const fetched = alertFetched(page);
      await page.reload();
      await waitForHydration(page);
      await alertOf(page).waitFor();
      await fetched;
      await page.waitForTimeout(500);
      assert.equal(beacons.length, 1, 'the unchanged list was sent again');

      // A car more: the list changed, so it goes again.
      const more = await viewCars(page, [paths[2]]);
      const again = page.waitForResponse((r) => r.url().endsWith(STILL_INTERESTED_ALERT_PATH));
      await go(page, SEARCH);
      assert.equal((await again).status(), 204);
      assert.equal(beacons.length, 2);
      assert.deepEqual((JSON.parse((await bodies())[0]) as { vins: string[] }).vins, [
        more[0].vin,
        cars[1].vin,
        cars[0].vin,
      ]);
    } finally {
      await closePage(page);
    }
  });
  test("on sign-in the browser's list and the account's merge; views signed in are recorded in the account", async () => {
    const page = await open(SEARCH, { width: 1280, height: 900 });
    // Asked as the page asks it: the web's own operation, by its trusted document's hash.
    const sha256Hash = (AccountRecentlyViewedDocument as unknown as { __meta__: { hash: string } }).__meta__.hash.slice(
      'sha256:'.length,
    );
    const accountList = () =>
      page.evaluate(async (hash) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            operationName: 'AccountRecentlyViewed',
            extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
          }),
        });
        return ((await response.json()) as { data: { me: { recentlyViewed: string[] } } }).data.me.recentlyViewed;
      }, sha256Hash);
    try {
      const paths = await firstCars(page, 3);
      const visited = await viewCars(page, paths.slice(0, 2));
      assert.deepEqual(await accountList(), [], 'a visitor has no list in an account');

      await go(page, `/account/sign-in?defaultScreen=signup&refUrl=${encodeURIComponent(SEARCH)}`);
      await page.getByLabel('Email').fill(`s${randomUUID().slice(0, 12)}@example.com`);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === '/cars-for-sale');
      const newestFirst = [visited[1].id, visited[0].id];
      // The results page merges at idle time.
      await page.waitForFunction(() => /^"[0-9a-f-]{36}"$/.test(localStorage.getItem('recentlyViewedSyncedFor') ?? ''));
      assert.deepEqual(await accountList(), newestFirst);

      const [third] = await viewCars(page, [paths[2]]);
      await page.waitForFunction(
        (id) => (localStorage.getItem('recentlyViewed') ?? '').startsWith(`["${id}"`),
        third.id,
      );
      // Recorded in the account at idle time.
      for (let i = 0; i < 50 && (await accountList())[0] !== third.id; i++) await page.waitForTimeout(100);
      assert.deepEqual(await accountList(), [third.id, ...newestFirst]);
    } finally {
      await closePage(page);
    }
  });
});

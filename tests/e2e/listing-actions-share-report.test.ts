import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { assertAccessible } from './support/a11y';
import { e2eSession } from './support/session';
import { closePage, waitForHydration } from './support/srp';

/** Share and Report on the vehicle page (docs/rules/listing-actions.md), in Chromium. */

const session = e2eSession();
const DESKTOP = { width: 1280, height: 900 };

/** A vehicle for sale: the first result of the plain search, with its title. */
async function aVehicle(): Promise<{ id: string; title: string }> {
  const response = await fetch(`${session.app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ searchListings(brand: USED_CAR, queryString: "") { results { listing { id title } } } }',
    }),
  });
  const { data } = (await response.json()) as {
    data: { searchListings: { results: Array<{ listing: { id: string; title: string } }> } };
  };
  return data.searchListings.results[0].listing;
}

const vehiclePath = (id: string) => `/cars-for-sale/vehicle/${id}`;

/** Console errors, page errors and Content-Security-Policy violations seen by each page. */
const problems = new WeakMap<Page, string[]>();

/** The vehicle page in a fresh context, hydrated, with the listing actions arrived. */
async function openVehicle(id: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await session.browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const seen: string[] = [];
  problems.set(page, seen);
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  await page.goto(new URL(vehiclePath(id), session.app.baseUrl).href);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Share', exact: true }).waitFor();
  return page;
}

/** Whether the page scrolls sideways, and whether the open dialog reaches past the viewport's edges. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]')?.getBoundingClientRect();
    return {
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      dialogOutside: dialog ? dialog.left < 0 || dialog.right > window.innerWidth : false,
    };
  });

describe('the vehicle page', () => {
  test('renders on the server without JavaScript: the car is there, the buttons that need script are not', async () => {
    const { id, title } = await aVehicle();
    const context = await session.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const response = await page.goto(new URL(vehiclePath(id), session.app.baseUrl).href);
      assert.equal(response?.status(), 200);
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), title);
      assert.equal(await page.getByRole('button', { name: 'Share', exact: true }).count(), 0);
    } finally {
      await context.close();
    }
  });
});

describe('share', () => {
  test("copy link: 'Link copied', the clipboard holds the page's absolute URL, and the URL opens the car", async () => {
    const { id, title } = await aVehicle();
    const page = await openVehicle(id, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      const share = page.getByRole('button', { name: 'Share', exact: true });
      await share.click();
      const dialog = page.getByRole('dialog', { name: 'Share this car' });
      await dialog.waitFor();
      const url = `${session.app.baseUrl}${vehiclePath(id)}`;
      assert.equal(await dialog.getByLabel('Link to this car').inputValue(), url);

      const email = new URL((await dialog.getByRole('link', { name: 'Email' }).getAttribute('href'))!);
      assert.equal(email.protocol, 'mailto:');
      assert.match(email.searchParams.get('subject') ?? '', new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.ok(email.searchParams.get('body')?.includes(url), 'the email carries the URL');

      // The Web Share API's button is there exactly when the browser has the API.
      const hasWebShare = await page.evaluate(() => typeof navigator.share === 'function');
      assert.equal(await dialog.getByRole('button', { name: 'More options…' }).count(), hasWebShare ? 1 : 0);

      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await dialog.getByRole('status').getByText('Link copied').waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
      await assertAccessible(page, 'share dialog');

      // Escape closes it, and the focus is back on the button that opened it.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.ok(await share.evaluate((button) => button === document.activeElement), 'focus returns to Share');

      const opened = await page.context().newPage();
      await opened.goto(url);
      assert.equal(await opened.getByRole('heading', { level: 1 }).textContent(), title);
    } finally {
      await closePage(page);
    }
  });
});

describe('report', () => {
  test('a reason is required, Other needs words; with a reason the shopper is thanked', async () => {
    const { id } = await aVehicle();
    const page = await openVehicle(id);
    try {
      const opener = page.getByRole('button', { name: 'Report listing' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Report this listing' });
      await dialog.waitFor();
      // The dialog keeps the focus inside: the page behind is inert.
      assert.ok(await dialog.evaluate((element) => element.contains(document.activeElement)), 'focus is in the dialog');

      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByText('Choose what is wrong with this listing').waitFor();
      await dialog.getByRole('radio', { name: 'Other' }).check();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByText('Required for Other: say what is wrong').waitFor();
      assert.equal(await dialog.getByRole('textbox').getAttribute('aria-invalid'), 'true');
      await assertAccessible(page, 'report dialog with errors');

      await dialog.getByRole('radio', { name: 'Wrong price' }).check();
      await dialog.getByRole('textbox').fill('The dealer site lists it for less');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByText('Thank you for your report.').waitFor();
      await assertAccessible(page, 'report thank-you');

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.ok(await opener.evaluate((button) => button === document.activeElement), 'focus returns to Report');
    } finally {
      await closePage(page);
    }
  });

  test('the reports service down: the modal says so and keeps the report to send again', async () => {
    const { id } = await aVehicle();
    const page = await openVehicle(id);
    try {
      // The gateway's answer when the leads service's circuit is open (tests/gateway/listing-report.test.ts).
      await page.route('**/graphql', async (route) => {
        if (!route.request().postData()?.includes('"operationName":"ReportListing"')) return route.continue();
        await route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [
              {
                message: 'Reports cannot be sent right now; try again in a moment',
                path: ['reportListing'],
                extensions: { code: 'UPSTREAM_UNAVAILABLE', retryable: true },
              },
            ],
          }),
        });
      });
      await page.getByRole('button', { name: 'Report listing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this listing' });
      await dialog.getByRole('radio', { name: 'Already sold' }).check();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog
        .getByRole('alert')
        .getByText('We could not send your report right now. Please try again in a moment.')
        .waitFor();
      assert.ok(await dialog.getByRole('radio', { name: 'Already sold' }).isChecked(), 'the choice is kept');
      await assertAccessible(page, 'report dialog, service down');

      await page.unroute('**/graphql');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByText('Thank you for your report.').waitFor();
    } finally {
      await closePage(page);
    }
  });
});

describe('both modals fit the screen', () => {
  for (const viewport of [{ width: 320, height: 640 }, { width: 390, height: 844 }, DESKTOP]) {
    test(`at ${viewport.width} px: no sideways scroll, the dialog inside the viewport, no CSP violation`, async () => {
      const { id } = await aVehicle();
      const page = await openVehicle(id, { viewport });
      try {
        for (const [button, name] of [
          ['Share', 'Share this car'],
          ['Report listing', 'Report this listing'],
        ] as const) {
          await page.getByRole('button', { name: button, exact: true }).click();
          const dialog = page.getByRole('dialog', { name });
          await dialog.waitFor();
          assert.deepEqual(
            await overflow(page),
            { sideways: false, dialogOutside: false },
            `${name} at ${viewport.width}`,
          );
          // For a person to look at: not part of the repository.
          await page.screenshot({
            path: path.join(tmpdir(), `listing-actions-${button.split(' ')[0].toLowerCase()}-${viewport.width}.png`),
          });
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
        // Nothing is blocked by the pages' Content-Security-Policy, and nothing fails.
        assert.deepEqual(problems.get(page), []);
      } finally {
        await closePage(page);
      }
    });
  }
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSession } from './support/session';
import { MAIN_CARD, panel, waitForHydration, waitForParams, waitForSearch } from './support/srp';

/*
 * The pages under their real Content-Security-Policy and Permissions-Policy (gateway/security/headers.ts)
 * in Chromium: nothing they load or run is refused, and the browser has nothing to say about the headers.
 */

const session = e2eSession();

interface WatchedPage {
  page: Page;
  /** securitypolicyviolation events, console messages about a policy, console errors, page errors. */
  problems: string[];
}

/** Console text Chromium writes when a policy header refuses something or cannot be read. */
const POLICY_MESSAGE =
  /Content Security Policy|Content-Security-Policy|Refused to|Permissions[- ]Policy|Unrecognized feature/i;

/** A fresh context and page that record every violation and policy complaint from the first byte on. */
async function watchedPage(): Promise<WatchedPage> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || POLICY_MESSAGE.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Before any of the page's own scripts: a violation by the earliest inline script is caught too.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    ),
  );
  return { page, problems };
}

/** Opens a path of the app and answers its document response's headers. */
async function open(page: Page, path: string) {
  const response = await page.goto(new URL(path, session.app.baseUrl).href);
  assert.equal(response?.status(), 200);
  return response!.headers();
}

describe('Content-Security-Policy in the browser', () => {
  test('the SRP hydrates and filters with no violation', async () => {
    const { page, problems } = await watchedPage();
    try {
      const headers = await open(page, '/cars-for-sale?searchRadius=50&zip=30301');
      assert.match(headers['content-security-policy'] ?? '', /script-src 'self' 'nonce-[0-9a-f]{32}'/);
      assert.match(headers['permissions-policy'] ?? '', /camera=\(\)/);
      await waitForHydration(page);
      await waitForSearch(page);
      // The photos (through /images/) load under img-src 'self'.
      await page.locator(`${MAIN_CARD} img`).first().waitFor();
      assert.ok(
        await page
          .locator(`${MAIN_CARD} img`)
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        'the first photo did not load',
      );
      // A filter: its chunk loads, the client queries /graphql, the grid re-renders.
      const body = await panel(page, 'vehicleStyleCode');
      await body.getByRole('checkbox', { name: /^SUV \/ Crossover/ }).click();
      await waitForParams(page, (params) => params.getAll('vehicleStyleCode').join() === 'SUVCROSS');
      await waitForSearch(page);
      assert.deepEqual(problems, []);
    } finally {
      await page.context().close();
    }
  });

  test('the vehicle page renders and hydrates with no violation', async () => {
    const { page, problems } = await watchedPage();
    try {
      await open(page, '/cars-for-sale?searchRadius=50&zip=30301');
      const href = await page.locator(`${MAIN_CARD} a[href*="/cars-for-sale/vehicle/"]`).first().getAttribute('href');
      assert.ok(href, 'no vehicle link on the SRP');
      await open(page, href);
      await waitForHydration(page);
      assert.deepEqual(problems, []);
    } finally {
      await page.context().close();
    }
  });

  test('the GraphQL sandbox (outside production) runs under its own policy with no violation', async () => {
    const { page, problems } = await watchedPage();
    try {
      const headers = await open(page, '/graphql');
      // The sandbox's relaxation (inline styles for Monaco) stays on its page.
      assert.match(headers['content-security-policy'] ?? '', /style-src 'self' 'unsafe-inline'/);
      assert.match(headers['permissions-policy'] ?? '', /camera=\(\)/);
      await page.locator('.graphiql-tab-active').getByText('SearchResultsPage', { exact: true }).waitFor();
      await page.locator('.graphiql-response .monaco-editor').waitFor();
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/graphql' && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: /^Execute query/ }).click();
      assert.equal((await answered).status(), 200);
      await page.locator('.graphiql-response .view-lines').getByText('"searchListings"').first().waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await page.context().close();
    }
  });
});

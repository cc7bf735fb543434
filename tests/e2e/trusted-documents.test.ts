import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, Request, Response, Route } from 'playwright-core';
import { NEW_BUILD_RELOAD_KEY } from '../../web/src/apollo/newBuild';
import { e2eSession } from './support/session';
import { openPage, waitForHydration, waitForParams } from './support/srp';

/*
 * The web works entirely on trusted documents (docs/rules/public-api.md#trusted-documents): the
 * product runs with the sandbox off, as in production, so operation text would be refused, and a
 * shopper's queries and a mutation are made in Chromium. Every /graphql request carries a hash and
 * no text, and every answer is a success. (Every other e2e file checks the no-text half too:
 * support/session.ts.)
 */

const session = e2eSession({ env: () => ({ GRAPHQL_SANDBOX: 'false' }) });

interface Sent {
  operationName?: string;
  query?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

/** Matches the answer to a /graphql request whose variables mention `text`. */
function graphqlAbout(text: string) {
  return (response: Response) =>
    new URL(response.url()).pathname === '/graphql' && (response.request().postData() ?? '').includes(text);
}

/**
 * Each /graphql request the page makes, with its answer's status and whether it carried errors;
 * those in `skip` (rewritten by the test) are left out.
 */
function recordGraphql(page: Page, skip: ReadonlySet<Request> = new Set()) {
  const sent: Array<{ body: Sent; status: number; errors: boolean }> = [];
  const pending: Array<Promise<void>> = [];
  page.on('requestfinished', (request: Request) => {
    if (new URL(request.url()).pathname !== '/graphql' || skip.has(request)) return;
    pending.push(
      (async () => {
        const response = await request.response();
        const answer = (await response?.json().catch(() => ({}))) as { errors?: unknown[] };
        sent.push({ body: request.postDataJSON() as Sent, status: response?.status() ?? 0, errors: !!answer.errors });
      })(),
    );
  });
  return { sent, settled: () => Promise.all(pending) };
}

describe('trusted documents in the browser', () => {
  test('a shopper searches, sorts, saves a search and opens a car: hashes only, every answer a success', async () => {
    const page = await openPage(
      session.browser,
      session.app.baseUrl,
      '/cars-for-sale?makeCode=FORD&searchRadius=100&zip=30301',
    );
    try {
      const graphql = recordGraphql(page);
      await page.getByLabel('Sort by').selectOption({ label: 'Price - Lowest' });
      await waitForParams(page, (params) => params.get('sortBy') === 'derivedpriceASC');
      await page.getByRole('button', { name: 'Save Search' }).click();
      await page.getByLabel('Email me new matches').fill(`hashes-${Date.now()}@example.com`);
      const subscribed = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          (response.request().postData() ?? '').includes('"operationName":"SubscribeToSearch"'),
      );
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await subscribed;
      await page.getByRole('button', { name: 'Subscribed!' }).waitFor();
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="listing-card"] a').first().click();
      await page.waitForURL(/\/cars-for-sale\/vehicle\/\d+/);
      await page.waitForLoadState('networkidle');
      await graphql.settled();

      const names = graphql.sent.map(({ body }) => body.operationName);
      assert.ok(names.includes('SubscribeToSearch'), `the mutation went by hash: ${names.join(', ')}`);
      assert.ok(names.length >= 3, `the shopper's queries reached the gateway: ${names.join(', ')}`);
      for (const { body, status, errors } of graphql.sent) {
        assert.equal(body.query, undefined, `${body.operationName} carried operation text`);
        assert.match(
          body.extensions?.persistedQuery?.sha256Hash ?? '',
          /^[0-9a-f]{64}$/,
          `${body.operationName}'s hash`,
        );
        assert.equal(status, 200, `${body.operationName} answered ${status}`);
        assert.equal(errors, false, `${body.operationName} answered errors`);
      }
    } finally {
      await page.context().close();
    }
  });

  test('a page from before a deploy (hashes the gateway does not know) reloads once, then works; it does not reload again within a minute', async () => {
    const page = await openPage(session.browser, session.app.baseUrl, '/cars-for-sale?makeCode=FORD&zip=30301');
    try {
      // The page's next requests carry a hash no build has, as a previous build's page would; the
      // gateway answers them itself.
      let stale = true;
      const refused: string[] = [];
      const rewritten = new Set<Request>();
      await page.route('**/graphql', async (route: Route) => {
        const body = route.request().postDataJSON() as Sent | null;
        if (!stale || !body?.extensions?.persistedQuery) return route.continue();
        refused.push(body.operationName ?? '');
        rewritten.add(route.request());
        body.extensions.persistedQuery.sha256Hash = 'f'.repeat(64);
        return route.continue({ postData: JSON.stringify(body) });
      });
      // The reload fetches the current build's page: from then on its hashes are known. (Flipped
      // as the reload starts, not after it, since the new page asks for things as it hydrates.)
      const graphql = recordGraphql(page, rewritten);
      const reloading = (request: Request) => {
        if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
        stale = false;
        page.off('request', reloading);
      };
      page.on('request', reloading);
      const reloaded = page.waitForEvent('load');
      await page.getByLabel('Sort by').selectOption({ label: 'Price - Lowest' });
      await reloaded;
      assert.ok(refused.length >= 1);
      assert.equal(stale, false, 'the page reloaded');
      await waitForHydration(page);
      assert.match(await page.evaluate((key) => sessionStorage.getItem(key) ?? '', NEW_BUILD_RELOAD_KEY), /^\d+$/);
      // The reloaded page is of the current build: its queries are answered. The URL changes
      // before the search is answered, and this page reached network idle before, so wait for the
      // search's answer itself.
      const answered = page.waitForResponse(graphqlAbout('derivedpriceDESC'));
      await page.getByLabel('Sort by').selectOption({ label: 'Price - Highest' });
      await waitForParams(page, (params) => params.get('sortBy') === 'derivedpriceDESC');
      await answered;
      await page.waitForLoadState('networkidle');
      await graphql.settled();
      assert.ok(graphql.sent.length >= 1, 'the reloaded page asked the gateway');
      assert.ok(graphql.sent.every(({ errors }) => !errors));

      // Refused again within the minute: no second reload, the page stays (showing its error).
      stale = true;
      let loads = 0;
      page.on('load', () => loads++);
      const before = refused.length;
      const refusedAgain = page.waitForResponse(graphqlAbout('mileageASC'));
      // A search this page has not shown yet, so it must ask the gateway.
      await page.getByLabel('Sort by').selectOption({ label: 'Mileage - Lowest' });
      await refusedAgain;
      // A reload would start as soon as the refusal is read; give it the time to.
      await page.waitForTimeout(2_000);
      assert.ok(refused.length > before, 'the page asked again');
      assert.equal(loads, 0);
    } finally {
      await page.context().close();
    }
  });

  test('operation text from a page is refused with 403 while the sandbox is off', async () => {
    const response = await fetch(new URL('/graphql', session.app.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    assert.equal(response.status, 403);
    const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
    assert.equal(body.errors[0].extensions.code, 'FORBIDDEN');
  });
});

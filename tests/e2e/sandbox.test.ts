import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSession } from './support/session';

const session = e2eSession();
const SRP_QUERY = readFileSync(new URL('../../web/sandbox/srp-query.graphql', import.meta.url), 'utf8');

interface SandboxPage {
  page: Page;
  /** Every URL the page and its workers asked for. */
  requests: string[];
  /** Console errors, page errors and Content-Security-Policy violations. */
  problems: string[];
}

/** The sandbox in a fresh context (no tabs saved from an earlier visit), with what it requests and logs recorded. */
async function openSandbox(context: BrowserContext): Promise<SandboxPage> {
  const requests: string[] = [];
  const problems: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const response = await page.goto(new URL('/graphql', session.app.baseUrl).href);
  assert.equal(response?.status(), 200);
  assert.match(response?.headers()['content-security-policy'] ?? '', /default-src 'self'/);
  // The default tab is named after the operation GraphiQL parsed from its editor: the SRP query is loaded.
  await page.locator('.graphiql-tab-active').getByText('SearchResultsPage', { exact: true }).waitFor();
  // Run does nothing until the response pane's editor exists (Monaco creates the editors one by one).
  await page.locator('.graphiql-response .monaco-editor').waitFor();
  return { page, requests, problems };
}

/** The text of the response pane as Monaco shows it (its spaces are non-breaking). */
const responseText = (page: Page) =>
  page.locator('.graphiql-response .view-lines').evaluate((element) => element.textContent!.replace(/\u00a0/g, ' '));

/** Runs the tab's operation (the SRP query) and answers its /graphql request and response. */
async function run(page: Page, how: 'button' | 'keyboard') {
  // GraphiQL also posts its introspection query (the schema for Docs and completion) as it starts.
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      response.request().method() === 'POST' &&
      /^\s*query SearchResultsPage\b/m.test(response.request().postDataJSON().query),
  );
  if (how === 'button') await page.getByRole('button', { name: /^Execute query/ }).click();
  else {
    await page.locator('.graphiql-query-editor .view-lines').click();
    await page.keyboard.press('Control+Enter');
  }
  const response = await answered;
  return {
    request: response.request(),
    headers: response.headers(),
    body: (await response.json()) as {
      data?: { searchListings: { results: Array<{ listing: { id: string; title: string } }> } };
      errors?: unknown[];
    },
  };
}

describe('GraphQL sandbox (GraphiQL at /graphql)', () => {
  test('opens with the SRP query; Ctrl-Enter runs it and the result pane shows its listings; nothing leaves the origin', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, requests, problems } = await openSandbox(context);
      assert.equal(await page.title(), 'GraphQL sandbox · Cars for Sale');

      const { request, body } = await run(page, 'keyboard');
      // The default tab's query as the file has it (web/sandbox/srp-query.graphql).
      assert.equal(request.postDataJSON().query, SRP_QUERY);
      assert.equal(body.errors, undefined);
      const results = body.data!.searchListings.results;
      assert.ok(results.length > 0, 'the SRP query found no listings');

      // The first listing's title appears in the response pane (its top lines are on screen).
      await page.waitForFunction(
        (title) =>
          document
            .querySelector('.graphiql-response .view-lines')
            ?.textContent?.replace(/\u00a0/g, ' ')
            .includes(title),
        `"title": "${results[0].listing.title}"`,
      );
      assert.match(await responseText(page), /"totalResultCount": [1-9]\d*,/);

      await page.waitForLoadState('networkidle');
      const origin = new URL(session.app.baseUrl).origin;
      const elsewhere = requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
      assert.deepEqual(elsewhere, []);
      // Monaco's workers came from the sandbox's own assets.
      assert.ok(
        requests.some((url) => /\/sandbox\/assets\/graphql\.worker-[\w-]+\.js$/.test(url)),
        requests.join('\n'),
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('Docs, the Explorer and the headers editor: headers typed there go with the request', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, problems } = await openSandbox(context);

      await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
      await page.locator('.graphiql-doc-explorer').getByRole('link', { name: 'Query' }).click();
      await page.locator('.graphiql-doc-explorer').getByText('searchListings', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Show GraphiQL Explorer' }).click();
      await page.locator('.graphiql-plugin').getByText('searchListings').first().waitFor();

      await page.getByRole('button', { name: 'Headers' }).click();
      await page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .view-lines').click();
      await page.keyboard.insertText('{ "x-request-id": "sandbox-e2e-headers" }');
      const { request, body, headers } = await run(page, 'button');
      assert.equal(request.headers()['x-request-id'], 'sandbox-e2e-headers');
      // The gateway took it as the request's id (and echoes it).
      assert.equal(headers['x-request-id'], 'sandbox-e2e-headers');
      assert.ok(body.data!.searchListings.results.length > 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  for (const width of [390, 320]) {
    test(`at ${width} px the query stacks over the response and nothing scrolls sideways`, async () => {
      const context = await session.browser.newContext({ viewport: { width, height: 800 } });
      try {
        const { page, problems } = await openSandbox(context);
        const { body } = await run(page, 'button');
        await page.waitForFunction(
          (id) => document.querySelector('.graphiql-response .view-lines')?.textContent?.includes(id),
          body.data!.searchListings.results[0].listing.id,
        );
        const [query, response] = await Promise.all(
          ['.graphiql-query-editor', '.graphiql-response'].map((selector) => page.locator(selector).boundingBox()),
        );
        assert.ok(response!.y >= query!.y + query!.height, 'the response is not below the query');
        const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        assert.ok(widths[0] <= widths[1], `the page is ${widths[0]} px wide at ${widths[1]} px`);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});

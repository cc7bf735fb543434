import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { startApp, type AppOptions, type RunningApp } from './app';
import { launchBrowser } from './browser';

export interface E2eSession {
  readonly app: RunningApp;
  readonly browser: Browser;
}

/** The page a request comes from; none for a service worker's. */
function pagePathOf(request: Request): string | undefined {
  try {
    return new URL(request.frame().url()).pathname;
  } catch {
    return undefined;
  }
}

/**
 * The GraphQL request's operation text, if it carries any (POST body or GET query string). The
 * GraphQL sandbox's page (GET /graphql) sends text by design, for a developer's own operations.
 */
function operationTextOf(request: Request): string | undefined {
  if (new URL(request.url()).pathname !== '/graphql' || pagePathOf(request) === '/graphql') return undefined;
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('query') ?? undefined;
  const body = request.postData();
  if (!body) return undefined;
  try {
    const query = (JSON.parse(body) as { query?: unknown }).query;
    return typeof query === 'string' ? query : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every page of every test file is watched: the web sends its trusted documents' hashes, never
 * operation text (docs/rules/public-api.md#trusted-documents). A request with text fails the file.
 */
function watchOperationText(browser: Browser, sent: string[]): void {
  const newContext = browser.newContext.bind(browser);
  // Browser.newPage makes its context through newContext too.
  browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
    const context = await newContext(...args);
    context.on('request', (request) => {
      const text = operationTextOf(request);
      if (text !== undefined) sent.push(`${request.method()} ${request.url()}: ${text.slice(0, 80)}`);
    });
    return context;
  };
}

/** One running product and one Chromium per test file, started before its tests and stopped after. */
export function e2eSession(options: AppOptions = {}): E2eSession {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const textSent: string[] = [];
  before(async () => {
    // Both start at once; when one fails the other is still kept, so that after() stops it: a
    // Chromium left running holds the file's process open, and the whole run waits on it.
    const [started, launched] = await Promise.allSettled([startApp(options), launchBrowser()]);
    if (started.status === 'fulfilled') app = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
    watchOperationText(browser!, textSent);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    assert.deepEqual(textSent, [], 'a page sent GraphQL operation text instead of a trusted document hash');
  });
  return {
    get app() {
      if (!app) throw new Error('the app is not started yet');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
  };
}

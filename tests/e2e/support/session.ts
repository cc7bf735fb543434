import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { startApp, type AppOptions, type RunningApp } from './app';
import { launchBrowser } from './browser';

export interface E2eSession {
  readonly app: RunningApp;
  readonly browser: Browser;
}

/** One running product and one Chromium per test file, started before its tests and stopped after. */
export function e2eSession(options: AppOptions = {}): E2eSession {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  before(async () => {
    [app, browser] = await Promise.all([startApp(options), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
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

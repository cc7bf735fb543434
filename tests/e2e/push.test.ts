import assert from 'node:assert/strict';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { DEVICE_REGISTRATION_PATH, SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '../../contracts/devices/index';
import { PUSH_PROMPT_VIEWED_WITHIN_MS } from '../../contracts/devices/constants';
import { PUSH_STORAGE_KEYS } from '../../web/src/push/constants';
import { STORAGE_KEYS } from '../../web/src/still-interested/constants';
import { e2eSession } from './support/session';
import { MAIN_CARD, waitForHydration } from './support/srp';

/**
 * The push prompt on the results page (docs/rules/push.md#the-prompt), against the real gateway
 * and device service. Headless Chromium has no push service it can reach offline, so the page's
 * PushManager.subscribe answers a subscription of a loopback endpoint with real keys (a P-256
 * public key and a 16-byte auth secret), as a push service would: everything else is the product's.
 */

const MAKE_SEARCH = '/cars-for-sale?makeCode=FORD&zip=30301';
const STYLE_SEARCH = '/cars-for-sale?vehicleStyleCode=SUVCROSS&zip=30301';
const PLAIN_SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';

const session = e2eSession();

const base64Url = (bytes: Buffer) => bytes.toString('base64url');

/** A subscription as a push service would give one: a loopback endpoint, real keys. */
function fakeSubscription() {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint: `http://127.0.0.1:9/push/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: base64Url(ecdh.generateKeys()), auth: base64Url(randomBytes(16)) },
  };
}

type Subscription = ReturnType<typeof fakeSubscription>;

/** A fresh browser (context) whose PushManager.subscribe answers `subscription`. */
async function newBrowser(subscription: Subscription, viewport = { width: 1280, height: 900 }) {
  const context = await session.browser.newContext({ viewport });
  // A script of its own (not a function): tsx would wrap a function's helpers in names the page lacks.
  await context.addInitScript({
    content: `(() => {
      const json = ${JSON.stringify(subscription)};
      PushManager.prototype.subscribe = () => Promise.resolve({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: () => Promise.resolve(true),
      });
    })();`,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function go(page: Page, path: string) {
  await page.goto(new URL(path, session.app.baseUrl).href);
  await waitForHydration(page);
}

/** Opens the first car of a search: the browser now viewed a car, just now. */
async function viewACar(page: Page) {
  await go(page, PLAIN_SEARCH);
  const path = await page
    .locator(`${MAIN_CARD} a.listing-card__link`)
    .first()
    .evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname);
  await go(page, path);
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, STORAGE_KEYS.lastViewedAt);
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Get alerts for new cars' });

/** Lets the page's idle-time work run (the prompt is decided at idle), then a moment for its chunk. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 })));
  await page.waitForTimeout(500);
}

/** The prompt's chunk was never asked for. */
const promptChunkRequests = (page: Page) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/Push(Host|Prompt)-[^/]+\.js$/.test(request.url())) requests.push(request.url());
  });
  return requests;
};

const storedDevice = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { token: string; signedIn: boolean | null } | null,
    PUSH_STORAGE_KEYS.device,
  );

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const isRegistration = (method: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname === DEVICE_REGISTRATION_PATH;

/** Shows the dialog: a car viewed, then a search with a make. */
async function prompted(page: Page) {
  await viewACar(page);
  await go(page, MAKE_SEARCH);
  await dialogOf(page).waitFor();
}

/** Grants notifications now (a shopper allowing them in the browser's prompt): the dialog was offered while undecided. */
const allow = (context: BrowserContext) => context.grantPermissions(['notifications'], { origin: session.app.baseUrl });

/** The shopper's answer to the browser's permission prompt, from here on: Block. */
async function block(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: session.app.baseUrl,
    browserContextId: targetInfo.browserContextId,
  });
  await cdp.detach();
}

describe('the push prompt', () => {
  test('no prompt without a recent car view, nor without a make or body style filter; then it shows', async () => {
    const { context, page } = await newBrowser(fakeSubscription(), { width: 390, height: 800 });
    try {
      const chunks = promptChunkRequests(page);
      // No car viewed: a search with a make offers nothing, and loads nothing of the prompt.
      await go(page, MAKE_SEARCH);
      await settle(page);
      assert.equal(await dialogOf(page).count(), 0);
      assert.deepEqual(chunks, []);

      // A car viewed more than 24 hours ago: still nothing.
      await viewACar(page);
      await page.evaluate(({ key, at }) => localStorage.setItem(key, String(at)), {
        key: STORAGE_KEYS.lastViewedAt,
        at: Date.now() - PUSH_PROMPT_VIEWED_WITHIN_MS - 60_000,
      });
      await go(page, MAKE_SEARCH);
      await settle(page);
      assert.equal(await dialogOf(page).count(), 0);

      // Viewed just now, but a search with neither a make nor a body style: nothing.
      await viewACar(page);
      await go(page, PLAIN_SEARCH);
      await settle(page);
      assert.equal(await dialogOf(page).count(), 0);
      assert.deepEqual(chunks, []);

      // A body style: the dialog, with its reason and two buttons, on a 390 px phone without sideways scroll.
      await go(page, STYLE_SEARCH);
      const dialog = dialogOf(page);
      await dialog.waitFor();
      assert.equal(await dialog.getAttribute('aria-modal'), 'false');
      await dialog.getByRole('button', { name: 'Turn on alerts' }).waitFor();
      await dialog.getByRole('button', { name: 'Not now' }).waitFor();
      assert.equal(await scrollsSideways(page), false);
      await page.screenshot({ path: '/tmp/push-prompt-390.png' });
      const { violations } = await new AxeBuilder({ page }).include('.push-prompt').analyze();
      assert.deepEqual(
        violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
        [],
      );
    } finally {
      await context.close();
    }
  });

  test('"Not now" marks the browser prompted: it does not come back on reload', async () => {
    const { context, page } = await newBrowser(fakeSubscription());
    try {
      await prompted(page);
      await page.screenshot({ path: '/tmp/push-prompt-1280.png' });
      assert.equal(await scrollsSideways(page), false);
      await dialogOf(page).getByRole('button', { name: 'Not now' }).click();
      await dialogOf(page).waitFor({ state: 'detached' });
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), PUSH_STORAGE_KEYS.prompted), 'true');
      await page.reload();
      await waitForHydration(page);
      await settle(page);
      assert.equal(await dialogOf(page).count(), 0);
    } finally {
      await context.close();
    }
  });

  test('Escape closes it and marks the browser prompted', async () => {
    const { context, page } = await newBrowser(fakeSubscription());
    try {
      await prompted(page);
      await page.keyboard.press('Escape');
      await dialogOf(page).waitFor({ state: 'detached' });
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), PUSH_STORAGE_KEYS.prompted), 'true');
    } finally {
      await context.close();
    }
  });

  test('allowed: the worker is registered, the device is registered with the gateway and the token kept; denied later, it is cleared and removed', async () => {
    const subscription = fakeSubscription();
    const { context, page } = await newBrowser(subscription);
    try {
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await prompted(page);
      await allow(context);
      const posted = page.waitForResponse((response) => isRegistration('POST')(response.request()));
      await dialogOf(page).getByRole('button', { name: 'Turn on alerts' }).click();
      const response = await posted.catch((error: unknown) => {
        throw new Error(`no registration: ${warnings.join('; ')}`, { cause: error });
      });
      assert.ok([200, 201].includes(response.status()), `the registration answered ${response.status()}`);
      const body = JSON.parse(response.request().postData() ?? '{}') as Record<string, string>;
      assert.equal(body.brand, 'motormart');
      assert.match(body.pixall_id, /^[0-9a-f-]{36}$/);
      assert.deepEqual(JSON.parse(body.browser_token), subscription);
      await dialogOf(page).waitFor({ state: 'detached' });
      // The worker, from the gateway, over the whole of /cars-for-sale/.
      const worker = await page.evaluate(
        (scope) =>
          navigator.serviceWorker
            .getRegistration(scope)
            .then((r) => r && { scope: r.scope, url: (r.active ?? r.waiting ?? r.installing)?.scriptURL }),
        SERVICE_WORKER_SCOPE,
      );
      assert.equal(worker?.scope, new URL(SERVICE_WORKER_SCOPE, session.app.baseUrl).href);
      assert.equal(worker?.url, new URL(SERVICE_WORKER_PATH, session.app.baseUrl).href);
      await page.waitForFunction(
        (key) => localStorage.getItem(key)?.includes('"signedIn":false') ?? false,
        PUSH_STORAGE_KEYS.device,
      );
      assert.deepEqual(await storedDevice(page), { token: JSON.stringify(subscription), signedIn: false });

      // Offered again on a later page (the mark and the grant gone), the shopper blocks notifications
      // in the browser's prompt: the stored token is cleared and the device removed.
      await page.evaluate((key) => localStorage.removeItem(key), PUSH_STORAGE_KEYS.prompted);
      await context.clearPermissions();
      await go(page, MAKE_SEARCH);
      await dialogOf(page).waitFor();
      await block(page);
      const removed = page.waitForResponse((response) => isRegistration('DELETE')(response.request()));
      await dialogOf(page).getByRole('button', { name: 'Turn on alerts' }).click();
      const removal = await removed.catch((error: unknown) => {
        throw new Error(`no removal: ${warnings.join('; ')}`, { cause: error });
      });
      assert.equal(removal.status(), 200);
      assert.deepEqual(JSON.parse(removal.request().postData() ?? '{}'), {
        browser_token: JSON.stringify(subscription),
      });
      // The gateway took it off: removing it again finds nothing. (Playwright cannot read the body
      // of a keepalive request's answer.)
      const again = await fetch(new URL(DEVICE_REGISTRATION_PATH, session.app.baseUrl), {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ browser_token: JSON.stringify(subscription) }),
      });
      assert.equal(again.status, 200);
      assert.deepEqual(await again.json(), { removed: false });
      assert.equal(await storedDevice(page), null);
    } finally {
      await context.close();
    }
  });

  test("denied in the browser's prompt: marked prompted, nothing stored, no error shown", async () => {
    const { context, page } = await newBrowser(fakeSubscription());
    try {
      await prompted(page);
      await block(page);
      const posts: Request[] = [];
      page.on('request', (request) => isRegistration('POST')(request) && posts.push(request));
      await dialogOf(page).getByRole('button', { name: 'Turn on alerts' }).click();
      await dialogOf(page).waitFor({ state: 'detached' });
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), PUSH_STORAGE_KEYS.prompted), 'true');
      assert.equal(await storedDevice(page), null);
      assert.deepEqual(posts, []);
      assert.equal(await page.getByRole('alert').count(), 0);
    } finally {
      await context.close();
    }
  });
});

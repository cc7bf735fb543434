import assert from 'node:assert/strict';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, CDPSession, Page, Request, Worker } from 'playwright-core';
import {
  DEVICE_REGISTRATION_PATH,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_SCOPE,
  type PushPayload,
} from '../../contracts/devices/index';
import { PUSH_PROMPT_VIEWED_WITHIN_MS } from '../../contracts/devices/constants';
import { PUSH_STORAGE_KEYS } from '../../web/src/push/constants';
import { STORAGE_KEYS } from '../../web/src/still-interested/constants';
import { e2eSession } from './support/session';
import { MAIN_CARD, urlValues, waitForHydration, waitForSearch } from './support/srp';

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

/** Allows alerts through the dialog, as a shopper would: the worker is registered and the device with it. */
async function turnOnAlerts(context: BrowserContext, page: Page) {
  await prompted(page);
  await allow(context);
  const posted = page.waitForResponse((response) => isRegistration('POST')(response.request()));
  await dialogOf(page).getByRole('button', { name: 'Turn on alerts' }).click();
  await posted;
  await dialogOf(page).waitFor({ state: 'detached' });
}

/** Checks `check` every 50 ms until it answers something other than undefined. */
async function poll<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const scopeUrl = () => new URL(SERVICE_WORKER_SCOPE, session.app.baseUrl).href;

/**
 * The page's own view: our registration's worker is activated. (Not navigator.serviceWorker.ready:
 * the results page, /cars-for-sale, is outside the scope /cars-for-sale/, so it never resolves there.)
 */
const waitForActivated = (page: Page) =>
  page.waitForFunction(
    async (scope) => (await navigator.serviceWorker.getRegistration(scope))?.active?.state === 'activated',
    SERVICE_WORKER_SCOPE,
  );

type Version = { registrationId: string; runningStatus: string; status: string };

/**
 * DevTools' view of our registration: its id, once its version is activated and running (started
 * if DevTools finds it stopped). A push delivered earlier may be dropped, which is what made
 * delivering right after the registration flaky.
 */
async function runningRegistration(cdp: CDPSession): Promise<string> {
  const scopes = new Map<string, string>();
  const versions = new Map<string, Version>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) scopes.set(r.registrationId, r.scopeURL);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const v of updated) versions.set(v.versionId, v);
  });
  await cdp.send('ServiceWorker.enable');
  const ours = () =>
    [...versions.values()].find((v) => scopes.get(v.registrationId) === scopeUrl() && v.status === 'activated');
  const activated = await poll('an activated version of our worker', ours);
  if (activated.runningStatus !== 'running') await cdp.send('ServiceWorker.startWorker', { scopeURL: scopeUrl() });
  await poll('our worker running', () => (ours()?.runningStatus === 'running' ? true : undefined));
  return activated.registrationId;
}

/** Delivers a push to our worker as the push service would (docs/rules/push.md#sending). */
async function deliverPush(page: Page, payload: PushPayload) {
  await waitForActivated(page);
  const cdp = await page.context().newCDPSession(page);
  try {
    const registrationId = await runningRegistration(cdp);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: session.app.baseUrl,
      registrationId,
      data: JSON.stringify(payload),
    });
  } finally {
    await cdp.detach();
  }
}

type Shown = { title: string; body: string; tag: string; icon: string; data: unknown };

/** The notifications our registration shows with `tag`. */
const shownNotifications = (page: Page, tag: string) =>
  page.evaluate(
    async ({ scope, tag }) => {
      const registration = await navigator.serviceWorker.getRegistration(scope);
      const shown = (await registration?.getNotifications({ tag })) ?? [];
      return shown.map(({ title, body, tag, icon, data }) => ({ title, body, tag, icon, data: data as unknown }));
    },
    { scope: SERVICE_WORKER_SCOPE, tag },
  );

/** Deliveries of one push before a test gives up on its notification. */
const DELIVERY_ATTEMPTS = 3;

/**
 * Delivers the push until its notification shows as `shows` expects (the first with the tag, unless
 * said), answering what `shows` found. On a loaded host (CI) a delivery through DevTools can be
 * lost while Chromium stops or restarts the worker; what is tested is that a push the worker
 * receives shows, so a lost delivery is made again, up to DELIVERY_ATTEMPTS times, 10 s each.
 */
async function deliverUntilShown<T = Shown>(
  page: Page,
  payload: PushPayload,
  shows: (shown: Shown[]) => T | undefined = (shown) => shown[0] as T | undefined,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await deliverPush(page, payload);
    try {
      return await poll(`a notification tagged ${payload.tag}`, async () =>
        shows(await shownNotifications(page, payload.tag)),
      );
    } catch (error) {
      if (attempt >= DELIVERY_ATTEMPTS) throw error;
    }
  }
}

/** Our worker, as Playwright sees it, to run code in its own context. */
async function ourWorker(context: BrowserContext): Promise<Worker> {
  const url = new URL(SERVICE_WORKER_PATH, session.app.baseUrl).href;
  return (
    context.serviceWorkers().find((worker) => worker.url() === url) ??
    context.waitForEvent('serviceworker', { predicate: (worker) => worker.url() === url })
  );
}

/** The little of a service worker's global scope used here (the project's lib has no WebWorker types). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: { openWindow(url: string): Promise<unknown> };
  WindowClient: { prototype: { url: string; focus(): Promise<unknown> } };
  NotificationEvent: new (
    type: string,
    init: { notification: Notification },
  ) => Event & {
    waitUntil(promise: Promise<unknown>): void;
  };
}

type Click = { opened: string[]; focused: string[]; left: number };

/**
 * Clicks the notification tagged `tag` as far as a test can (docs/rules/push.md#the-service-worker):
 * Chromium has no way to click a notification, from a page or DevTools, so the worker's own
 * notificationclick handler runs on a NotificationEvent made in the worker. Chromium lets only a
 * trusted click open or focus a window ("Not allowed to focus a window"), so clients.openWindow and
 * WindowClient.focus are recorded instead, for this one event, and the handler's waitUntil awaited.
 */
async function clickNotification(context: BrowserContext, tag: string): Promise<Click> {
  const worker = await ourWorker(context);
  // No named functions inside: the worker runs this as it is, without tsx's helpers.
  return worker.evaluate(async (tag) => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification tagged ${tag}`);
    const opened: string[] = [];
    const focused: string[] = [];
    const { clients, WindowClient } = scope;
    const focus = WindowClient.prototype.focus;
    clients.openWindow = (url: string) => Promise.resolve(opened.push(url) && null);
    WindowClient.prototype.focus = function (this: { url: string }) {
      focused.push(this.url);
      return Promise.resolve(this);
    };
    const waits: Promise<unknown>[] = [];
    const event = new scope.NotificationEvent('notificationclick', { notification });
    // A script-made event refuses waitUntil: keep the handler's promise to await it instead.
    event.waitUntil = (promise) => waits.push(promise);
    try {
      self.dispatchEvent(event);
      await Promise.all(waits);
    } finally {
      delete (clients as Partial<WorkerScope['clients']>).openWindow;
      WindowClient.prototype.focus = focus;
    }
    const left = (await scope.registration.getNotifications({ tag })).length;
    return { opened, focused, left };
  }, tag);
}

/** A saved search's alert, as the gateway sends it (contracts/devices PushPayload). */
const savedSearchPush = (url: string, body = '3 new cars match your saved search'): PushPayload => ({
  title: 'New Ford cars near 30301',
  body,
  url,
  tag: `saved-search-${randomUUID()}`,
});

const absolute = (path: string) => new URL(path, session.app.baseUrl).href;

describe('the push notification', () => {
  test('a push delivered to the worker shows its notification; a newer one with the same tag replaces it', async () => {
    const { context, page } = await newBrowser(fakeSubscription());
    try {
      await turnOnAlerts(context, page);
      const payload = savedSearchPush(absolute(MAKE_SEARCH));
      assert.deepEqual(await deliverUntilShown(page, payload), {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: absolute('/icons/icon-192.png'),
        data: { url: payload.url },
      });

      const newer = { ...payload, body: '5 new cars match your saved search' };
      await deliverUntilShown(page, newer, (shown) =>
        shown.length === 1 && shown[0]?.body === newer.body ? true : undefined,
      );
    } finally {
      await context.close();
    }
  });

  test("clicked, the notification closes and opens the saved search's results, or focuses a tab on them; another origin's URL opens nothing", async () => {
    const { context, page } = await newBrowser(fakeSubscription());
    try {
      await turnOnAlerts(context, page);
      const url = absolute(MAKE_SEARCH);

      // The tab is on the saved search's results already: it is focused, nothing opened.
      assert.equal(page.url(), url);
      const onIt = savedSearchPush(url);
      await deliverUntilShown(page, onIt);
      assert.deepEqual(await clickNotification(context, onIt.tag), { opened: [], focused: [url], left: 0 });

      // Elsewhere: the results open in a new window, and they are the saved search's.
      await go(page, PLAIN_SEARCH);
      const elsewhere = savedSearchPush(url);
      await deliverUntilShown(page, elsewhere);
      assert.deepEqual(await clickNotification(context, elsewhere.tag), { opened: [url], focused: [], left: 0 });
      const results = await context.newPage();
      await go(results, url);
      assert.deepEqual(urlValues(results, 'makeCode'), ['FORD']);
      await waitForSearch(results);

      // Another origin's URL: closed, nothing opened or focused.
      const foreign = savedSearchPush(`https://example.com${MAKE_SEARCH}`);
      await deliverUntilShown(page, foreign);
      assert.deepEqual(await clickNotification(context, foreign.tag), { opened: [], focused: [], left: 0 });
    } finally {
      await context.close();
    }
  });
});

describe('signing out (docs/rules/push.md#signing-out)', () => {
  test('the device follows a sign-in, is removed from the device service on sign-out, then registered again without the account', async () => {
    const subscription = fakeSubscription();
    const token = JSON.stringify(subscription);
    const { context, page } = await newBrowser(subscription);
    try {
      await turnOnAlerts(context, page);
      await page.waitForFunction(
        (key) => localStorage.getItem(key)?.includes('"signedIn":false') ?? false,
        PUSH_STORAGE_KEYS.device,
      );

      // A new account, back on the search: the page registers the device again, now the account's.
      const linked = page.waitForResponse((response) => isRegistration('POST')(response.request()));
      await go(page, `/account/sign-in?defaultScreen=signup&refUrl=${encodeURIComponent(MAKE_SEARCH)}`);
      await page.getByLabel('Email').fill(`push${randomUUID().slice(0, 12)}@example.com`);
      await page.getByLabel(/^Password/).fill('a long enough password');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === MAKE_SEARCH);
      assert.ok([200, 201].includes((await linked).status()));
      await page.waitForFunction(
        (key) => localStorage.getItem(key)?.includes('"signedIn":true') ?? false,
        PUSH_STORAGE_KEYS.device,
      );

      // Sign out: the device is removed before the page reloads as a visitor's, then registered
      // again with no account (the next sign-in links it to whoever signs in).
      await waitForHydration(page);
      const removed = page.waitForRequest(isRegistration('DELETE'));
      const reRegistered = page.waitForResponse(
        (response) =>
          isRegistration('POST')(response.request()) && response.request().postData()?.includes('pixall_id') === true,
      );
      await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
      const removal = await removed;
      assert.deepEqual(JSON.parse(removal.postData() ?? '{}'), { browser_token: token });
      assert.equal((await removal.response())?.status(), 200);
      const again = await reRegistered;
      assert.ok([200, 201].includes(again.status()));
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
      await page.waitForFunction(
        (key) => localStorage.getItem(key)?.includes('"signedIn":false') ?? false,
        PUSH_STORAGE_KEYS.device,
      );
      assert.deepEqual(await storedDevice(page), { token, signedIn: false });
    } finally {
      await context.close();
    }
  });
});

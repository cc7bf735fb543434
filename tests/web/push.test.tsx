/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import * as devices from '../../contracts/devices';
import { PUSH_PROMPT_VIEWED_WITHIN_MS } from '../../contracts/devices/constants';
import * as paths from '../../web/src/push/paths';
import { PUSH_STORAGE_KEYS } from '../../web/src/push/constants';
import { hasPromptFilter, mayNeedPush } from '../../web/src/push/gate';
import {
  deviceWork,
  isIosOutsideHomeScreen,
  parseStoredDevice,
  shouldPrompt,
  type PromptState,
} from '../../web/src/push/rules';
import { STORAGE_KEYS } from '../../web/src/still-interested/constants';
import { lastViewedAt, rememberView } from '../../web/src/still-interested/store';

const { act, cleanup, fireEvent, render, screen, waitFor } = await import('@testing-library/react');
const { PushPrompt } = await import('../../web/src/push/PushPrompt');
const { base64UrlToBytes } = await import('../../web/src/push/register');
const axe = (await import('axe-core')).default;

/** The prompt's rules: docs/rules/push.md#the-prompt. */

const NOW = Date.UTC(2026, 10, 29, 12);
const allHold: PromptState = {
  pushSupported: true,
  iosOutsideHomeScreen: false,
  permission: 'default',
  prompted: false,
  lastViewedAt: NOW - 60_000,
  filtered: true,
  now: NOW,
};

const IPHONE_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_16_3 = IPHONE_17.replace('17_5', '16_3').replace('17.5', '16.3');
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('the page and the contract agree', () => {
  it('on the paths', () => {
    expect(paths.DEVICE_REGISTRATION_PATH).toBe(devices.DEVICE_REGISTRATION_PATH);
    expect(paths.VAPID_PUBLIC_KEY_PATH).toBe(devices.VAPID_PUBLIC_KEY_PATH);
    expect(paths.SERVICE_WORKER_PATH).toBe(devices.SERVICE_WORKER_PATH);
    expect(paths.SERVICE_WORKER_SCOPE).toBe(devices.SERVICE_WORKER_SCOPE);
  });
});

describe('when the prompt shows (docs/rules/push.md#the-prompt)', () => {
  it('shows when every rule holds', () => {
    expect(shouldPrompt(allHold)).toBe(true);
  });

  it('needs push support and a permission not yet answered', () => {
    expect(shouldPrompt({ ...allHold, pushSupported: false })).toBe(false);
    expect(shouldPrompt({ ...allHold, permission: 'granted' })).toBe(false);
    expect(shouldPrompt({ ...allHold, permission: 'denied' })).toBe(false);
    expect(shouldPrompt({ ...allHold, permission: undefined })).toBe(false);
  });

  it('shows once per browser', () => {
    expect(shouldPrompt({ ...allHold, prompted: true })).toBe(false);
  });

  it('needs a car viewed within the last 24 hours', () => {
    expect(shouldPrompt({ ...allHold, lastViewedAt: null })).toBe(false);
    expect(shouldPrompt({ ...allHold, lastViewedAt: NOW - PUSH_PROMPT_VIEWED_WITHIN_MS })).toBe(true);
    expect(shouldPrompt({ ...allHold, lastViewedAt: NOW - PUSH_PROMPT_VIEWED_WITHIN_MS - 1 })).toBe(false);
  });

  it('needs a make or a body style filter', () => {
    expect(shouldPrompt({ ...allHold, filtered: false })).toBe(false);
    expect(hasPromptFilter({ makeCode: ['FORD'] })).toBe(true);
    expect(hasPromptFilter({ vehicleStyleCode: ['SUVCROSS'] })).toBe(true);
    expect(hasPromptFilter({ zip: ['30301'], modelCode: ['F150'] })).toBe(false);
    expect(hasPromptFilter({ makeCode: [] })).toBe(false);
  });

  it('on iOS outside the home screen, offers the home screen step though there is no Push API yet', () => {
    const ios = { ...allHold, pushSupported: false, permission: undefined, iosOutsideHomeScreen: true };
    expect(shouldPrompt(ios)).toBe(true);
    expect(shouldPrompt({ ...ios, prompted: true })).toBe(false);
    expect(shouldPrompt({ ...ios, filtered: false })).toBe(false);
    expect(shouldPrompt({ ...ios, lastViewedAt: null })).toBe(false);
  });
});

describe('iOS outside the home screen', () => {
  it('is iOS 16.4 or later, in any of its browsers, not opened from the home screen', () => {
    expect(isIosOutsideHomeScreen(IPHONE_17, false)).toBe(true);
    expect(isIosOutsideHomeScreen(IPHONE_CHROME, false)).toBe(true);
    expect(isIosOutsideHomeScreen(IPHONE_17, true)).toBe(false);
    // Before 16.4 there is no push at all, from the home screen or not.
    expect(isIosOutsideHomeScreen(IPHONE_16_3, false)).toBe(false);
  });

  it('knows iPadOS by its touch screen, though it calls itself a Mac', () => {
    expect(isIosOutsideHomeScreen(IPAD_AS_MAC, false, 5)).toBe(true);
    expect(isIosOutsideHomeScreen(IPAD_AS_MAC, false, 0)).toBe(false);
    expect(isIosOutsideHomeScreen(ANDROID, false, 5)).toBe(false);
  });
});

describe('the stored device', () => {
  const device = { token: '{"endpoint":"http://127.0.0.1/push/1"}', signedIn: false };

  it('reads what was stored, and nothing from anything else', () => {
    expect(parseStoredDevice(JSON.stringify(device))).toEqual(device);
    expect(parseStoredDevice(JSON.stringify({ token: 't' }))).toEqual({ token: 't', signedIn: null });
    for (const text of [null, '', 'null', '{', '"t"', '{"token":""}', '{"token":3}'])
      expect(parseStoredDevice(text)).toBeNull();
  });

  it('is forgotten once the permission is denied', () => {
    expect(deviceWork(device, 'denied', false)).toBe('forget');
    expect(deviceWork(null, 'denied', false)).toBeNull();
  });

  it('is registered again when the service never took it, and after a sign-in (the device follows the account)', () => {
    expect(deviceWork({ ...device, signedIn: null }, 'granted', false)).toBe('register');
    expect(deviceWork(device, 'granted', true)).toBe('register');
    expect(deviceWork({ ...device, signedIn: true }, 'granted', true)).toBeNull();
    expect(deviceWork(device, 'granted', false)).toBeNull();
    // Signed out since: noted locally, so that the next sign-in registers it again.
    expect(deviceWork({ ...device, signedIn: true }, 'granted', false)).toBe('signedOut');
    expect(deviceWork(device, 'default', true)).toBeNull();
  });
});

describe('the time of the last vehicle view', () => {
  it('is stored where a view is recorded', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    expect(lastViewedAt(storage)).toBeNull();
    rememberView('123', storage, NOW);
    expect(lastViewedAt(storage)).toBe(NOW);
    expect(map.get(STORAGE_KEYS.lastViewedAt)).toBe(String(NOW));
    map.set(STORAGE_KEYS.lastViewedAt, '"soon"');
    expect(lastViewedAt(storage)).toBeNull();
  });
});

describe('the VAPID key', () => {
  it('decodes from base64url', () => {
    expect([...base64UrlToBytes('BP_-AQ')]).toEqual([0x04, 0xff, 0xfe, 0x01]);
  });
});

describe("the gate in the page's first chunk (loads push's chunk only when it may be needed)", () => {
  beforeEach(() => {
    localStorage.clear();
    Object.assign(globalThis, { Notification: { permission: 'default' } });
    Object.assign(window, { PushManager: function PushManager() {} });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  });

  it('opens for a stored device, whatever the search', () => {
    expect(mayNeedPush(false, NOW)).toBe(false);
    localStorage.setItem(PUSH_STORAGE_KEYS.device, JSON.stringify({ token: 't', signedIn: true }));
    expect(mayNeedPush(false, NOW)).toBe(true);
    localStorage.setItem(PUSH_STORAGE_KEYS.device, 'null');
    expect(mayNeedPush(false, NOW)).toBe(false);
  });

  it('opens when the prompt may show: a filter, not prompted, a recent view, push undecided', () => {
    localStorage.setItem(STORAGE_KEYS.lastViewedAt, String(NOW - 1000));
    expect(mayNeedPush(true, NOW)).toBe(true);
    expect(mayNeedPush(false, NOW)).toBe(false);
    expect(mayNeedPush(true, NOW + PUSH_PROMPT_VIEWED_WITHIN_MS)).toBe(false);
    Object.assign(globalThis, { Notification: { permission: 'granted' } });
    expect(mayNeedPush(true, NOW)).toBe(false);
    Object.assign(globalThis, { Notification: { permission: 'default' } });
    localStorage.setItem(PUSH_STORAGE_KEYS.prompted, 'true');
    expect(mayNeedPush(true, NOW)).toBe(false);
  });
});

/* The dialog, with the browser's push pieces faked: its permission prompt, the service worker and the gateway. */

const SUBSCRIPTION = {
  endpoint: 'http://127.0.0.1:9/push/abc',
  keys: { p256dh: 'BPp256', auth: 'YXV0aA' },
};

let requestPermission: jest.Mock<() => Promise<NotificationPermission>>;
let registerWorker: jest.Mock<(url: string, options: RegistrationOptions) => Promise<unknown>>;
let subscribe: jest.Mock<(options: PushSubscriptionOptionsInit) => Promise<unknown>>;
let fetchMock: jest.Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let warn: ReturnType<typeof jest.spyOn>;

/** jsdom has no Response: what register.ts reads of one. */
const json = (body: unknown, status = 200) =>
  ({ ok: status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response;

beforeEach(() => {
  localStorage.clear();
  requestPermission = jest.fn(() => Promise.resolve<NotificationPermission>('default'));
  Object.assign(globalThis, { Notification: { permission: 'default', requestPermission } });
  subscribe = jest.fn(() => Promise.resolve({ toJSON: () => SUBSCRIPTION }));
  registerWorker = jest.fn(() =>
    Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(null), subscribe } }),
  );
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: registerWorker } });
  fetchMock = jest.fn((url: string) =>
    Promise.resolve(
      url === paths.VAPID_PUBLIC_KEY_PATH
        ? json({ publicKey: 'BP_-AQ' })
        : json({ deviceId: 'd1', signedIn: false }, 201),
    ),
  );
  Object.assign(globalThis, { fetch: fetchMock });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  warn.mockRestore();
});

const prompted = () => localStorage.getItem(PUSH_STORAGE_KEYS.prompted) === 'true';
const device = () => parseStoredDevice(localStorage.getItem(PUSH_STORAGE_KEYS.device));

function renderPrompt(step: 'push' | 'homeScreen' = 'push') {
  const onClose = jest.fn();
  render(<PushPrompt brand="motormart" step={step} onClose={onClose} />);
  return onClose;
}

describe('the dialog', () => {
  it('is a labelled non-modal dialog with a reason and two buttons, and accessible', async () => {
    renderPrompt();
    const dialog = screen.getByRole('dialog', { name: 'Get alerts for new cars' });
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByRole('button', { name: 'Turn on alerts' });
    screen.getByRole('button', { name: 'Not now' });
    const { violations } = await axe.run(dialog);
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('"Not now" closes it and marks the browser prompted, asking the browser nothing', () => {
    const onClose = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(prompted()).toBe(true);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('Escape closes it and marks the browser prompted', () => {
    const onClose = renderPrompt();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(prompted()).toBe(true);
  });

  it('granted: registers the worker, subscribes with the VAPID key, registers the device and stores the token', async () => {
    requestPermission.mockResolvedValue('granted');
    const onClose = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(registerWorker).toHaveBeenCalledWith(paths.SERVICE_WORKER_PATH, { scope: paths.SERVICE_WORKER_SCOPE });
    expect(warn.mock.calls).toEqual([]);
    expect(subscribe).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([0x04, 0xff, 0xfe, 0x01]);
    const post = fetchMock.mock.calls.find(([url]) => url === paths.DEVICE_REGISTRATION_PATH);
    expect(post?.[1]?.method).toBe('POST');
    const body = JSON.parse(String(post?.[1]?.body)) as Record<string, string>;
    expect(body.brand).toBe('motormart');
    expect(body.pixall_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(body.browser_token)).toEqual(SUBSCRIPTION);
    expect(device()).toEqual({ token: JSON.stringify(SUBSCRIPTION), signedIn: false });
    expect(prompted()).toBe(true);
  });

  it("default (the browser's prompt closed): nothing stored, not marked", async () => {
    const onClose = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(prompted()).toBe(false);
    expect(device()).toBeNull();
    expect(registerWorker).not.toHaveBeenCalled();
  });

  it('denied: the stored token is cleared here and on the device service', async () => {
    localStorage.setItem(PUSH_STORAGE_KEYS.device, JSON.stringify({ token: 'old-token', signedIn: false }));
    requestPermission.mockResolvedValue('denied');
    const onClose = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(device()).toBeNull();
    const removal = fetchMock.mock.calls.find(([url]) => url === paths.DEVICE_REGISTRATION_PATH);
    expect(removal?.[1]?.method).toBe('DELETE');
    expect(warn).not.toHaveBeenCalled();
    expect(JSON.parse(String(removal?.[1]?.body))).toEqual({ browser_token: 'old-token' });
  });

  it('a browser with no push service is only logged: no error shown', async () => {
    requestPermission.mockResolvedValue('granted');
    subscribe.mockRejectedValue(new DOMException('Registration failed - push service error', 'AbortError'));
    const onClose = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === paths.DEVICE_REGISTRATION_PATH)).toBe(false);
  });

  it('on iOS outside the home screen, first shows how to add the site; Done marks the browser prompted', async () => {
    const onClose = renderPrompt('homeScreen');
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/Share.*Add to Home Screen/);
    expect(screen.queryByRole('button', { name: 'Turn on alerts' })).toBeNull();
    const { violations } = await axe.run(dialog);
    expect(violations.map((v) => v.id)).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(prompted()).toBe(true);
    expect(requestPermission).not.toHaveBeenCalled();
  });
});

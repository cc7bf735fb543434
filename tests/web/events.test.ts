/** @jest-environment jsdom */
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import * as contract from '../../contracts/events';
import * as constants from '../../web/src/events/constants';
import type { Pending } from '../../web/src/events/record';
import { createRecorder, type Recorder } from '../../web/src/events/recorder';
import {
  answeredSearches,
  errorGate,
  filterChanges,
  rememberAnswered,
  toBatches,
  toErrorReport,
} from '../../web/src/events/rules';

if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

const BROWSER_ID = '0b6f3a56-3c1e-4a56-9a1e-5b8f5e7a1c2d';
const event = (i = 0): Pending => ({
  kind: 'event',
  event: { type: 'vehicle_viewed', listingId: String(100 + i), at: new Date().toISOString(), route: '/cars-for-sale' },
});
const failure = (message: string): Pending => ({
  kind: 'error',
  type: 'error',
  error: new Error(message),
  message,
  at: new Date().toISOString(),
  route: '/cars-for-sale',
});

const clearCookies = () => {
  for (const name of ['mm_pixall', 'mm_events_optout']) document.cookie = `${name}=; max-age=0; path=/`;
};

/** The bodies sent, as beacons (Blob) or fetch POSTs. */
let beacon: jest.Mock<(url: string, body: Blob) => boolean>;
let fetchMock: jest.Mock<(url: string, init: RequestInit) => Promise<Response>>;
let recorder: Recorder | undefined;

/** jsdom's Blob has no text(). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
/** jsdom has no Response: what the recorder reads of one. */
const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

/** jsdom has no requestIdleCallback: whenIdle falls back to a 1 ms timer. */
const nextIdle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function beaconBodies(): Promise<Array<{ url: string; body: Record<string, unknown> }>> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => ({
      url,
      body: JSON.parse(await readBlob(blob)) as Record<string, unknown>,
    })),
  );
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  beacon = jest.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  fetchMock = jest.fn((_url: string, _init: RequestInit) => Promise.resolve(answer(202)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  recorder?.stop();
  recorder = undefined;
});

const start = (pending: Pending[]) => (recorder = createRecorder(pending));

describe('the wire contract', () => {
  it("the page's constants are the contract's", () => {
    expect(constants.EVENTS_ROUTE).toBe(contract.EVENTS_ROUTE);
    expect(constants.ERROR_REPORTS_ROUTE).toBe(contract.ERROR_REPORTS_ROUTE);
    expect(constants.BROWSER_ID_COOKIE).toBe(contract.BROWSER_ID_COOKIE);
    expect(constants.BROWSER_ID_MAX_AGE_S).toBe(contract.BROWSER_ID_MAX_AGE_S);
    expect(constants.MAX_EVENTS_PER_BATCH).toBe(contract.MAX_EVENTS_PER_BATCH);
    expect(constants.EVENTS_BODY_LIMIT).toBe(contract.EVENTS_BODY_LIMIT);
  });
});

describe('batching', () => {
  it('cuts a queue into batches of at most MAX_EVENTS_PER_BATCH, each a valid EventBatch', () => {
    const events = Array.from({ length: 120 }, (_, i) => (event(i) as Extract<Pending, { kind: 'event' }>).event);
    const bodies = toBatches(BROWSER_ID, events).map((b) => JSON.parse(b) as contract.EventBatch);
    expect(bodies.map((b) => b.events.length)).toEqual([50, 50, 20]);
    for (const body of bodies) expect(contract.EventBatch.safeParse(body).success).toBe(true);
    expect(bodies.flatMap((b) => b.events.map((e) => e.listingId))).toEqual(events.map((e) => e.listingId));
  });

  it('halves a batch over the body limit', () => {
    const big = Array.from({ length: 50 }, (_, i) => ({
      ...(event(i) as Extract<Pending, { kind: 'event' }>).event,
      search: 'x'.repeat(1900),
    }));
    const bodies = toBatches(BROWSER_ID, big);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(body.length).toBeLessThanOrEqual(contract.EVENTS_BODY_LIMIT);
    expect(bodies.reduce((n, b) => n + (JSON.parse(b) as contract.EventBatch).events.length, 0)).toBe(50);
  });

  it('sends what is queued as beacons on flush, in order, at most 50 a batch, with the browser id cookie', async () => {
    const pending = Array.from({ length: 60 }, (_, i) => event(i));
    const r = start(pending);
    r.wake(); // 60 ≥ 50: sent at the next idle moment, not inside the shopper's handler
    expect(beacon).not.toHaveBeenCalled();
    await nextIdle();
    const sent = await beaconBodies();
    expect(sent.map((s) => s.url)).toEqual(['/events', '/events']);
    expect(sent.map((s) => (s.body.events as unknown[]).length)).toEqual([50, 10]);
    const id = /mm_pixall=([^;]+)/.exec(document.cookie)?.[1];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.every((s) => s.body.browserId === id)).toBe(true);
    expect(pending).toHaveLength(0);
  });

  it('keeps the browser id it made, and flushes when the page is hidden', async () => {
    document.cookie = `mm_pixall=${BROWSER_ID}; path=/`;
    const pending = [event(1)];
    const r = start(pending);
    r.wake();
    expect(beacon).not.toHaveBeenCalled(); // waits for the next idle flush
    window.dispatchEvent(new Event('pagehide'));
    const [sent] = await beaconBodies();
    expect(sent.body.browserId).toBe(BROWSER_ID);
    expect(sent.body.events).toEqual([expect.objectContaining({ type: 'vehicle_viewed', listingId: '101' })]);
  });

  it('drops an event outside the contract instead of losing the batch', async () => {
    const bad: Pending = {
      kind: 'event',
      event: { type: 'listing_saved', listingId: 'abc', at: new Date().toISOString(), route: '/' },
    };
    start([bad, event(2)]).flush();
    const [sent] = await beaconBodies();
    expect((sent.body.events as Array<{ listingId: string }>).map((e) => e.listingId)).toEqual(['102']);
  });

  it('turns a change of the SRP state into filter_changed events, paging left out', () => {
    expect(
      filterChanges({ makeCode: ['BMW'], page: ['1'], zip: ['30301'] }, { makeCode: ['BMW', 'AUDI'], page: ['2'] }),
    ).toEqual([
      { name: 'makeCode', values: ['BMW', 'AUDI'] },
      { name: 'zip', values: [] },
    ]);
    expect(filterChanges({ a: ['1', '2'] }, { a: ['2', '1'] })).toEqual([]);
  });

  it('keeps only text in a change, so a pasted tab or a cut surrogate pair does not get the batch refused', () => {
    const keyword = `${'a'.repeat(99)}\u{1F697}`; // the 100-character cut falls inside the car emoji's pair
    const changes = filterChanges({}, { keywordPhrases: ['heated\tseats', keyword], 'make\u0000Code': ['BMW'] });
    expect(changes).toEqual([
      { name: 'keywordPhrases', values: ['heatedseats', 'a'.repeat(99)] },
      { name: 'makeCode', values: ['BMW'] },
    ]);
    const at = new Date().toISOString();
    const batch = {
      browserId: BROWSER_ID,
      events: changes.map((filter) => ({ type: 'filter_changed', at, route: '/cars-for-sale', filter })),
    };
    expect(contract.EventBatch.safeParse(batch).success).toBe(true);
  });
});

describe('sending', () => {
  it('falls back to fetch with keepalive when the beacon is refused', async () => {
    beacon.mockReturnValue(false);
    start([event(1)]).flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    expect((JSON.parse(init.body as string) as contract.EventBatch).events).toHaveLength(1);
  });

  it('falls back to fetch when there is no sendBeacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    start([event(1)]).flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs a failed send and drops it: nothing is sent again', async () => {
    beacon.mockReturnValue(false);
    fetchMock.mockResolvedValue(answer(503));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const r = start([event(1)]);
    r.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    r.flush();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('503'));
    warn.mockRestore();
  });
});

describe('opt-out', () => {
  const nothingSent = () => {
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('mm_pixall');
  };

  it('Global Privacy Control: nothing recorded, nothing sent, no browser id', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const r = start([event(1), failure('boom')]);
    r.wake();
    r.flush();
    nothingSent();
  });

  it('the opt-out flag in storage', () => {
    localStorage.setItem('mm_events_optout', '1');
    start([event(1), failure('boom')]).flush();
    nothingSent();
  });

  it('the opt-out flag as a cookie, set by optOut()', async () => {
    const { optOut } = await import('../../web/src/events/record');
    optOut();
    expect(document.cookie).toContain('mm_events_optout=1');
    localStorage.clear();
    start([event(1)]).flush();
    nothingSent();
  });
});

describe('error reports', () => {
  it('sends a valid report at the next idle moment, at most 5 a page, each message once', async () => {
    const pending: Pending[] = [];
    const r = start(pending);
    for (const message of ['a', 'a', 'b', 'c', 'b', 'd', 'e', 'f', 'g']) {
      pending.push(failure(message));
      r.wake();
    }
    await nextIdle();
    const sent = await beaconBodies();
    expect(sent.every((s) => s.url === '/client-errors')).toBe(true);
    expect(sent.map((s) => s.body.message)).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const { body } of sent) expect(contract.ErrorReport.safeParse(body).success).toBe(true);
  });

  it('bounds the message and stack and strips query strings and the origin', () => {
    const error = new Error(`${'m'.repeat(600)} http://shop.test/cars-for-sale?zip=30301&email=a@b.c`);
    error.stack = `Error: x\n    at f (http://shop.test/assets/index-abc.js?v=2:1:10)\n${'    at g\n'.repeat(2000)}`;
    const report = toErrorReport(
      { kind: 'unhandledrejection', error, message: '', at: new Date().toISOString(), route: '/cars-for-sale' },
      { browserId: BROWSER_ID, buildId: 'index-abc', userAgent: 'u'.repeat(400), origin: 'http://shop.test' },
    );
    expect(report.message).toHaveLength(500);
    expect(report.stack!.length).toBeLessThanOrEqual(8000);
    expect(report.stack).toContain('at f (/assets/index-abc.js:1:10)');
    expect(report.stack).not.toContain('?v=2');
    expect(report.userAgent).toHaveLength(300);
    expect(contract.ErrorReport.safeParse(report).success).toBe(true);
    const short = toErrorReport(
      { kind: 'error', error: new Error('see http://shop.test/x?email=a@b.c'), message: '', at: report.at, route: '/' },
      { browserId: BROWSER_ID, buildId: 'b', userAgent: 'u', origin: 'http://shop.test' },
    );
    expect(short.message).toBe('see /x');
  });

  it('the gate: a cap, and each message once', () => {
    const gate = errorGate(2);
    expect(['x', 'x', 'y', 'z'].map(gate)).toEqual([true, false, true, false]);
  });
});

describe('the feedback store', () => {
  it('remembers answered searches, the last 50', () => {
    expect(answeredSearches(localStorage)).toEqual([]);
    rememberAnswered(localStorage, 'makeCode=BMW');
    expect(answeredSearches(localStorage)).toEqual(['makeCode=BMW']);
    for (let i = 0; i < 60; i++) rememberAnswered(localStorage, `zip=${i}`);
    const list = answeredSearches(localStorage);
    expect(list).toHaveLength(50);
    expect(list).not.toContain('makeCode=BMW');
    expect(list.at(-1)).toBe('zip=59');
    rememberAnswered(localStorage, 'zip=20');
    expect(answeredSearches(localStorage).at(-1)).toBe('zip=20');
    expect(answeredSearches(localStorage)).toHaveLength(50);
  });

  it('survives a broken or refused storage', () => {
    localStorage.setItem('mm_feedback_answered', '{not json');
    expect(answeredSearches(localStorage)).toEqual([]);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => rememberAnswered(refusing, 'a')).not.toThrow();
  });
});

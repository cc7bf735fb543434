/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createElement, useRef } from 'react';
import { FakeIntersectionObserver, installIntersectionObserver, setTabVisible, useAdTimers } from './ads-fakes';

const { act, cleanup, render } = await import('@testing-library/react');
const { ViewabilityTracker, useImpression } = await import('../../web/src/ads/viewability');
const { sendImpression } = await import('../../web/src/ads/beacon');

beforeEach(useAdTimers);
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('an impression: half the ad for one second without a break (docs/rules/ads-client.md#impressions)', () => {
  const tracker = () => {
    const onImpression = jest.fn();
    return { onImpression, tracker: new ViewabilityTracker(onImpression) };
  };

  it('49% on screen never counts', () => {
    const t = tracker();
    t.tracker.setRatio(0.49);
    jest.advanceTimersByTime(60_000);
    expect(t.onImpression).not.toHaveBeenCalled();
  });

  it('50% for 999 ms does not count; 1000 ms does, once', () => {
    const t = tracker();
    t.tracker.setRatio(0.5);
    jest.advanceTimersByTime(999);
    expect(t.onImpression).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(t.onImpression).toHaveBeenCalledTimes(1);
    // Still on screen, leaving and coming back: counted once per decision.
    t.tracker.setRatio(0.9);
    t.tracker.setRatio(0);
    t.tracker.setRatio(1);
    jest.advanceTimersByTime(5_000);
    expect(t.onImpression).toHaveBeenCalledTimes(1);
  });

  it('more reports while viewable keep the second going', () => {
    const t = tracker();
    t.tracker.setRatio(0.6);
    jest.advanceTimersByTime(600);
    t.tracker.setRatio(0.8);
    jest.advanceTimersByTime(400);
    expect(t.onImpression).toHaveBeenCalledTimes(1);
  });

  it('leaving before the second is up restarts it on return', () => {
    const t = tracker();
    t.tracker.setRatio(0.5);
    jest.advanceTimersByTime(900);
    t.tracker.setRatio(0.3);
    jest.advanceTimersByTime(500);
    t.tracker.setRatio(0.7);
    jest.advanceTimersByTime(999);
    expect(t.onImpression).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(t.onImpression).toHaveBeenCalledTimes(1);
  });

  it('a hidden tab breaks the second', () => {
    const t = tracker();
    t.tracker.setRatio(1);
    jest.advanceTimersByTime(800);
    t.tracker.setTabVisible(false);
    jest.advanceTimersByTime(5_000);
    expect(t.onImpression).not.toHaveBeenCalled();
    t.tracker.setTabVisible(true);
    jest.advanceTimersByTime(1_000);
    expect(t.onImpression).toHaveBeenCalledTimes(1);
  });

  it('a disposed tracker counts nothing', () => {
    const t = tracker();
    t.tracker.setRatio(1);
    t.tracker.dispose();
    jest.advanceTimersByTime(5_000);
    expect(t.onImpression).not.toHaveBeenCalled();
  });
});

describe('useImpression', () => {
  function Box({ decisionId, onImpression }: { decisionId?: string; onImpression: (id: string) => void }) {
    const ref = useRef<HTMLDivElement>(null);
    useImpression(ref, decisionId, onImpression);
    return createElement('div', { ref });
  }

  beforeEach(() => {
    installIntersectionObserver();
    setTabVisible(true);
  });

  it('reports the decision once after a viewable second, with the viewable threshold asked for', () => {
    const onImpression = jest.fn();
    render(createElement(Box, { decisionId: 'd1', onImpression }));
    expect(FakeIntersectionObserver.instances[0].options.threshold).toEqual([0, 0.5]);
    act(() => FakeIntersectionObserver.showAll(0.5));
    act(() => void jest.advanceTimersByTime(1_000));
    expect(onImpression).toHaveBeenCalledWith('d1');
    act(() => FakeIntersectionObserver.showAll(0));
    act(() => FakeIntersectionObserver.showAll(1));
    act(() => void jest.advanceTimersByTime(2_000));
    expect(onImpression).toHaveBeenCalledTimes(1);
  });

  it('a new decision counts again; no decision follows nothing', () => {
    const onImpression = jest.fn();
    const view = render(createElement(Box, { onImpression }));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    view.rerender(createElement(Box, { decisionId: 'd1', onImpression }));
    act(() => FakeIntersectionObserver.showAll(1));
    act(() => void jest.advanceTimersByTime(1_000));
    view.rerender(createElement(Box, { decisionId: 'd2', onImpression }));
    act(() => FakeIntersectionObserver.showAll(1));
    act(() => void jest.advanceTimersByTime(1_000));
    expect(onImpression.mock.calls).toEqual([['d1'], ['d2']]);
  });

  it('the tab hidden mid-second breaks it', () => {
    const onImpression = jest.fn();
    render(createElement(Box, { decisionId: 'd1', onImpression }));
    act(() => FakeIntersectionObserver.showAll(1));
    act(() => void jest.advanceTimersByTime(700));
    act(() => setTabVisible(false));
    act(() => void jest.advanceTimersByTime(700));
    expect(onImpression).not.toHaveBeenCalled();
    act(() => setTabVisible(true));
    act(() => void jest.advanceTimersByTime(1_000));
    expect(onImpression).toHaveBeenCalledTimes(1);
  });
});

describe('sending an impression', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('goes as a text/plain beacon of {decisionId} to /ads/impressions', () => {
    const sendBeacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    sendImpression('d1');
    expect(sendBeacon).toHaveBeenCalledWith('/ads/impressions', '{"decisionId":"d1"}');
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetch = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true }));
    Object.assign(globalThis, { fetch });
    sendImpression('d2');
    expect(fetch).toHaveBeenCalledWith('/ads/impressions', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: '{"decisionId":"d2"}',
    });
  });
});

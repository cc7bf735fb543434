/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ad, FakeIntersectionObserver, installIntersectionObserver, setTabVisible, useAdTimers } from './ads-fakes';
import type { Ad } from '../../web/src/ads/types';

const { act, cleanup, fireEvent, render, screen } = await import('@testing-library/react');
const { FixedAd } = await import('../../web/src/ads/FixedAd');
const { scrollTriggerReached } = await import('../../web/src/ads/fixed');
const axe = (await import('axe-core')).default;

const REFRESH_MS = 30_000;
let consoleError: ReturnType<typeof jest.spyOn>;

/** A page 5000 px high in a 1000 px viewport: the trigger (10% of 4000 px scrollable) is at 400 px. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

/** Moves the fake clock on and lets the resolved loads render. */
async function wait(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/** A load answering ad 1, 2, 3… in turn. */
function decisions() {
  let n = 0;
  return jest.fn((): Promise<Ad | null> => Promise.resolve(ad(++n)));
}

const bar = () => screen.queryByRole('complementary', { name: 'Advertisement' });
const shownDecision = () => screen.getByRole('link').getAttribute('href');

/** Renders the fixed ad and scrolls past the trigger: the first decision shows. */
async function shownAfterScroll(load = decisions()) {
  render(<FixedAd load={load} />);
  scrollTo(500);
  await wait(100);
  return load;
}

beforeEach(() => {
  useAdTimers();
  installIntersectionObserver();
  setTabVisible(true);
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => true });
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('the scroll trigger (docs/rules/ads-client.md#fixed-ad)', () => {
  it('is 10% of the scrollable height; a page that does not scroll never reaches it', () => {
    expect(scrollTriggerReached(399, 5000, 1000)).toBe(false);
    expect(scrollTriggerReached(400, 5000, 1000)).toBe(true);
    expect(scrollTriggerReached(0, 800, 1000)).toBe(false);
    expect(scrollTriggerReached(0, 1000, 1000)).toBe(false);
  });

  it('the ad is asked for and shows once the page has scrolled past it, looked at every 100 ms', async () => {
    const load = decisions();
    render(<FixedAd load={load} />);
    scrollTo(300);
    await wait(500);
    expect(load).not.toHaveBeenCalled();
    expect(bar()).toBeNull();
    scrollTo(420);
    scrollTo(450);
    await wait(99);
    expect(load).not.toHaveBeenCalled();
    await wait(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(bar()).not.toBeNull();
    expect(shownDecision()).toBe('/ads/click/d1');
    expect(document.body.classList.contains('has-fixed-ad')).toBe(true);
    // Scrolling back up leaves it.
    scrollTo(0);
    await wait(200);
    expect(bar()).not.toBeNull();
  });

  it('a page restored below the trigger shows it without a scroll', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
    render(<FixedAd load={decisions()} />);
    await wait(100);
    expect(bar()).not.toBeNull();
  });
});

describe('the fixed ad', () => {
  it('is labelled, its close button named, with no axe violations', async () => {
    await shownAfterScroll();
    expect(bar()?.textContent).toContain('Ad');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('MotorMart Financing: get pre-qualified (1)');
    expect(screen.getByRole('link').getAttribute('rel')).toBe('sponsored noopener');
    jest.useRealTimers();
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('closed: hidden for the page view, no more refreshes, the page room given back', async () => {
    const load = await shownAfterScroll();
    fireEvent.click(screen.getByRole('button', { name: 'Close the ad' }));
    expect(bar()).toBeNull();
    expect(document.body.classList.contains('has-fixed-ad')).toBe(false);
    scrollTo(3000);
    await wait(REFRESH_MS * 3);
    expect(bar()).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes every 30 s while visible, the ad shown until the next arrives', async () => {
    const load = await shownAfterScroll();
    await wait(REFRESH_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(shownDecision()).toBe('/ads/click/d2');
    await wait(REFRESH_MS);
    expect(shownDecision()).toBe('/ads/click/d3');
  });

  it('a hidden tab does not refresh it; the visible time resumes where it stopped', async () => {
    const load = await shownAfterScroll();
    await wait(20_000);
    act(() => setTabVisible(false));
    await wait(REFRESH_MS * 4);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => setTabVisible(true));
    await wait(9_999);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('off screen it does not refresh', async () => {
    const load = await shownAfterScroll();
    act(() => FakeIntersectionObserver.showAll(0));
    await wait(REFRESH_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => FakeIntersectionObserver.showAll(1));
    await wait(REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refreshes at most 10 times', async () => {
    const load = await shownAfterScroll();
    for (let i = 0; i < 15; i++) await wait(REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(11);
    expect(shownDecision()).toBe('/ads/click/d11');
  });

  it("a failed request: 'Fixed Ad Failed to load' logged, nothing shown", async () => {
    const load = jest.fn((): Promise<Ad | null> => Promise.reject(new Error('ads down')));
    await shownAfterScroll(load);
    expect(bar()).toBeNull();
    expect(consoleError.mock.calls).toEqual([['Fixed Ad Failed to load']]);
    await wait(REFRESH_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed image: logged, collapsed for the page view', async () => {
    const load = await shownAfterScroll();
    fireEvent.error(screen.getByRole('img'));
    expect(consoleError.mock.calls).toEqual([['Fixed Ad Failed to load']]);
    expect(bar()).toBeNull();
    expect(document.body.classList.contains('has-fixed-ad')).toBe(false);
    await wait(REFRESH_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('no ad fits (null): nothing shown, nothing logged', async () => {
    const load = jest.fn((): Promise<Ad | null> => Promise.resolve(null));
    await shownAfterScroll(load);
    expect(bar()).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

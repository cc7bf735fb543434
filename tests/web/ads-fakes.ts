import { jest } from '@jest/globals';
import type { Ad } from '../../web/src/ads/types';

/*
 * Fakes the ads tests share: IntersectionObserver (jsdom has none), the tab's visibility, and ads.
 */

/** An IntersectionObserver the test drives: `show(ratio)` reports that share of every observed element on screen. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  show(ratio: number) {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
  /** Reports `ratio` to every observer watching something. */
  static showAll(ratio: number) {
    for (const observer of FakeIntersectionObserver.instances) observer.show(ratio);
  }
}

export function installIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
}

/** Sets document.visibilityState and tells the page, as a tab switch does. */
export function setTabVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Fake timers for everything time-based here (setTimeout, performance.now), promises left real. */
export function useAdTimers() {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
}

export const ad = (n: number): Ad => ({
  decisionId: `d${n}`,
  creativeId: `c${n}`,
  advertiser: 'MotorMart Financing',
  headline: 'Get pre-qualified',
  body: 'See your rate in minutes.',
  imageUrl: `/ads/creatives/c${n}.png`,
  imageAlt: `MotorMart Financing: get pre-qualified (${n})`,
  width: 320,
  height: 50,
  clickUrl: `/ads/click/d${n}`,
});

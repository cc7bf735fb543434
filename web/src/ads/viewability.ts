import { useEffect, useRef, type RefObject } from 'react';
import { VIEWABLE_MS, VIEWABLE_RATIO } from './constants';

/*
 * The impression rule (docs/rules/ads-client.md#impressions): at least half the ad on screen, in a
 * visible tab, for one second without a break; counted once per decision.
 */

/**
 * Follows one decision's visibility and calls `onImpression` once, the first time the ad has been
 * viewable for VIEWABLE_MS without a break. Driven by IntersectionObserver ratios and the tab's
 * visibility; timers only (fake timers test it).
 */
export class ViewabilityTracker {
  private ratio = 0;
  private tabVisible = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private done = false;

  constructor(private readonly onImpression: () => void) {}

  /** The share of the ad on screen (an IntersectionObserver entry's ratio; 0 when not intersecting). */
  setRatio(ratio: number): void {
    this.ratio = ratio;
    this.update();
  }

  /** Whether the tab is visible (document.visibilityState): a hidden tab shows nothing. */
  setTabVisible(visible: boolean): void {
    this.tabVisible = visible;
    this.update();
  }

  /** Stops following (the ad left the page, or its decision was replaced). */
  dispose(): void {
    this.done = true;
    this.stop();
  }

  private update(): void {
    if (this.done) return;
    const viewable = this.tabVisible && this.ratio >= VIEWABLE_RATIO;
    if (!viewable) return this.stop();
    // Viewable and already counting: the second goes on; a break restarted it (stop above).
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.done = true;
      this.onImpression();
    }, VIEWABLE_MS);
  }

  private stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** The thresholds the observer reports at: crossing the viewable ratio either way, and leaving. */
const THRESHOLDS = [0, VIEWABLE_RATIO];

/**
 * Calls `onImpression(decisionId)` once when the element behind `ref` has been viewable for a
 * second (#impressions). A new decisionId starts afresh; undefined (nothing decided, or the ad
 * failed) follows nothing. Without IntersectionObserver (the server, old browsers) nothing counts.
 */
export function useImpression(
  ref: RefObject<Element | null>,
  decisionId: string | undefined,
  onImpression: (decisionId: string) => void,
): void {
  // The latest callback, so a parent's new function does not restart the second.
  const callback = useRef(onImpression);
  useEffect(() => {
    callback.current = onImpression;
  }, [onImpression]);

  useEffect(() => {
    const element = ref.current;
    if (!element || decisionId === undefined || typeof IntersectionObserver !== 'function') return;
    const tracker = new ViewabilityTracker(() => callback.current(decisionId));
    const onVisibility = () => tracker.setTabVisible(document.visibilityState !== 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) tracker.setRatio(entry.isIntersecting ? entry.intersectionRatio : 0);
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      tracker.dispose();
    };
  }, [ref, decisionId]);
}

import { FIXED_AD_SCROLL_PERCENT } from './constants';

/* The fixed ad's rules as plain functions and timers (docs/rules/ads-client.md#fixed-ad). */

/** True once the page is scrolled past `percent` of its scrollable height; never on a page that does not scroll. */
export function scrollTriggerReached(
  scrollY: number,
  scrollHeight: number,
  viewportHeight: number,
  percent = FIXED_AD_SCROLL_PERCENT,
): boolean {
  const scrollable = scrollHeight - viewportHeight;
  return scrollable > 0 && scrollY > 0 && scrollY >= (scrollable * percent) / 100;
}

/** `run` calls `fn` at most once per `ms`, at the end of the wait (it then sees the latest position). */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    run: () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        fn();
      }, ms);
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Calls `onDone` once after `ms` of visible time: the time runs only while `setVisible(true)`, and
 * pauses (keeping what has run) while not, so a hidden tab or an ad off screen earns no refresh.
 */
export class VisibleTimer {
  private remaining: number;
  private startedAt: number | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private done = false;

  constructor(
    ms: number,
    private readonly onDone: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.remaining = ms;
  }

  setVisible(visible: boolean): void {
    if (this.done) return;
    if (visible && this.timer === undefined) {
      this.startedAt = this.now();
      this.timer = setTimeout(() => {
        this.done = true;
        this.timer = undefined;
        this.onDone();
      }, this.remaining);
    } else if (!visible && this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.remaining = Math.max(0, this.remaining - (this.now() - (this.startedAt ?? this.now())));
    }
  }

  dispose(): void {
    this.done = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

import { useEffect, useRef, useState } from 'react';
import { AdCreative } from './AdCreative';
import {
  AD_TEXTS,
  FIXED_AD_BODY_CLASS,
  FIXED_AD_REFRESH_LIMIT,
  FIXED_AD_REFRESH_MS,
  FIXED_AD_SLOT_ID,
  FIXED_AD_SCROLL_THROTTLE_MS,
} from './constants';
import { scrollTriggerReached, throttle, VisibleTimer } from './fixed';
import type { Ad } from './types';

/**
 * The ad fixed to the bottom of the screen (docs/rules/ads-client.md#fixed-ad): asked for once the
 * page has scrolled past the trigger, closable for the page view, a new decision after each
 * 30 s it has been visible (at most 10), collapsed for good when nothing fits or it fails.
 * `load` asks for one decision (the `ads` query with the fixed slot).
 */
export function FixedAd({ load }: { load: () => Promise<Ad | null> }) {
  const [triggered, setTriggered] = useState(false);
  const [closed, setClosed] = useState(false);
  const [gone, setGone] = useState(false);
  const [ad, setAd] = useState<Ad | null>(null);
  // Each increment asks for a new decision: 0 is the first, then the refreshes.
  const [round, setRound] = useState(0);
  const refreshesLeft = useRef(FIXED_AD_REFRESH_LIMIT);
  const bar = useRef<HTMLElement>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  const active = triggered && !closed && !gone;
  const shown = active ? ad : null;
  const decisionId = shown?.decisionId;

  // The scroll trigger: looked at every 100 ms at most while scrolling, and once at the start (a
  // page restored below the trigger). Once reached, the ad stays until closed.
  useEffect(() => {
    if (triggered) return;
    const check = throttle(() => {
      const { scrollHeight } = document.documentElement;
      if (scrollTriggerReached(window.scrollY, scrollHeight, window.innerHeight)) setTriggered(true);
    }, FIXED_AD_SCROLL_THROTTLE_MS);
    check.run();
    addEventListener('scroll', check.run, { passive: true });
    return () => {
      removeEventListener('scroll', check.run);
      check.cancel();
    };
  }, [triggered]);

  // A decision per round; the shown ad stays until the next arrives. No ad, or a failed request, collapses it.
  useEffect(() => {
    if (!active) return;
    let current = true;
    loadRef.current().then(
      (next) => {
        if (!current) return;
        if (next) setAd(next);
        else setGone(true);
      },
      () => {
        if (!current) return;
        console.error(AD_TEXTS.failed);
        setGone(true);
      },
    );
    return () => {
      current = false;
    };
  }, [active, round]);

  // The refresh: 30 s of the decision on screen in a visible tab, then the next round.
  useEffect(() => {
    const element = bar.current;
    if (decisionId === undefined || !element || refreshesLeft.current <= 0) return;
    const timer = new VisibleTimer(FIXED_AD_REFRESH_MS, () => {
      refreshesLeft.current -= 1;
      setRound((r) => r + 1);
    });
    let onScreen = true;
    const update = () => timer.setVisible(onScreen && document.visibilityState !== 'hidden');
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) onScreen = entry.isIntersecting;
            update();
          })
        : undefined;
    observer?.observe(element);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      timer.dispose();
    };
  }, [decisionId]);

  // Room below the page's content while the bar shows, so it never covers the end of the page for good (#sizes).
  const showing = shown !== null;
  useEffect(() => {
    if (!showing) return;
    document.body.classList.add(FIXED_AD_BODY_CLASS);
    return () => document.body.classList.remove(FIXED_AD_BODY_CLASS);
  }, [showing]);

  if (!shown) return null;
  return (
    <aside ref={bar} className="ad-fixed" aria-label={AD_TEXTS.region} data-ad-slot={FIXED_AD_SLOT_ID}>
      <span className="ad-slot__label" aria-hidden="true">
        {AD_TEXTS.label}
      </span>
      <AdCreative key={shown.decisionId} ad={shown} slot={FIXED_AD_SLOT_ID} onFailed={() => setGone(true)} />
      <button type="button" className="ad-fixed__close" aria-label={AD_TEXTS.close} onClick={() => setClosed(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

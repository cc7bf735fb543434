import { useEffect, useState } from 'react';
import { useBrand } from '../ssr/page';
import { whenIdle } from '../still-interested/idle';
import { lastViewedAt, signedInCookie } from '../still-interested/store';
import { PushPrompt, type PushStep } from './PushPrompt';
import { forget, register } from './register';
import { deviceWork, isIosOutsideHomeScreen, shouldPrompt } from './rules';
import { saveDevice, storedDevice, wasPrompted } from './store';

/*
 * The push prompt's host on the results page (docs/rules/push.md#the-prompt), in the chunk that
 * PushOffer loads only when gate.ts says it may be needed: the stored device's work, then the
 * prompt's rules applied in full, and the dialog when they hold.
 */
const permissionNow = (): NotificationPermission | undefined =>
  typeof Notification === 'undefined' ? undefined : Notification.permission;

const pushSupported = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';

const standalone = (): boolean =>
  (navigator as { standalone?: boolean }).standalone === true ||
  window.matchMedia('(display-mode: standalone)').matches;

/** `filtered`: the search has a make or a body style filter (hasPromptFilter). */
export function PushHost({ filtered }: { filtered: boolean }) {
  const brand = useBrand().code;
  // Shown at most once per page: after 'default' the dialog may come back, on a later page.
  const [step, setStep] = useState<PushStep | 'closed' | null>(null);

  // The stored device, once per page: forgotten after a denial, registered again after a sign-in.
  useEffect(() => {
    const device = storedDevice();
    const work = deviceWork(device, permissionNow(), signedInCookie());
    if (!device || !work) return;
    if (work === 'signedOut') saveDevice({ token: device.token, signedIn: false });
    else void (work === 'forget' ? forget() : register(brand, device.token));
  }, [brand]);

  // The prompt's rules in full (the gate only said they might hold), at idle time, and again when
  // the search changes.
  useEffect(() => {
    if (!filtered || step !== null) return;
    return whenIdle(() => {
      const ios = isIosOutsideHomeScreen(navigator.userAgent, standalone(), navigator.maxTouchPoints);
      const show = shouldPrompt({
        pushSupported: pushSupported(),
        iosOutsideHomeScreen: ios,
        permission: permissionNow(),
        prompted: wasPrompted(),
        lastViewedAt: lastViewedAt(),
        filtered,
        now: Date.now(),
      });
      if (show) setStep(ios ? 'homeScreen' : 'push');
    });
  }, [filtered, step]);

  if (step === null || step === 'closed') return null;
  return <PushPrompt brand={brand} step={step} onClose={() => setStep('closed')} />;
}

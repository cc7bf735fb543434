import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { turnOnAlerts } from './register';
import { markPrompted } from './store';

/** Which step the dialog shows: the offer itself, or first adding the site to the home screen (iOS). */
export type PushStep = 'push' | 'homeScreen';

export interface PushPromptProps {
  /** The page's brand code, sent with the registration. */
  brand: string;
  step: PushStep;
  /** The dialog is done for this page (the marks are already written). */
  onClose: () => void;
}

/**
 * The push prompt (docs/rules/push.md#the-prompt): a small non-modal dialog of the site's own, never
 * the browser's prompt straight away. Not now, Escape and Done dismiss it and mark the browser
 * prompted; Turn on alerts asks the browser (register.ts), and the dialog closes whatever it
 * answers. Focus stays where the shopper is: it appears unasked, at idle time.
 */
export function PushPrompt({ brand, step, onClose }: PushPromptProps) {
  const headingId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const closed = useRef(false);

  const dismiss = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    markPrompted();
    onClose();
  }, [onClose]);

  const accept = async () => {
    if (closed.current) return;
    // Closed from here on: Escape while the browser asks does not dismiss it as well.
    closed.current = true;
    setBusy(true);
    // The marks are register.ts's: set when the browser answered, not when its prompt was only closed.
    await turnOnAlerts(brand);
    onClose();
  };

  // Escape closes it, unless something else on the page took the key (an open overlay).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dismiss]);

  return (
    <section
      className="push-prompt"
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      aria-describedby={textId}
    >
      {step === 'homeScreen' ? (
        <>
          <h2 className="push-prompt__title" id={headingId}>
            Get alerts on this device
          </h2>
          <p className="push-prompt__text" id={textId}>
            To get an alert when your saved searches have new cars, first add this site to your Home Screen:
          </p>
          <ol className="push-prompt__steps">
            <li>
              Tap <strong>Share</strong> in the browser&rsquo;s toolbar.
            </li>
            <li>
              Choose <strong>Add to Home Screen</strong>, then open the site from there.
            </li>
          </ol>
          <div className="push-prompt__actions">
            <button type="button" className="button" onClick={dismiss}>
              Done
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 className="push-prompt__title" id={headingId}>
            Get alerts for new cars
          </h2>
          <p className="push-prompt__text" id={textId}>
            Turn on browser alerts and we&rsquo;ll tell you when your saved searches have new cars.
          </p>
          <div className="push-prompt__actions">
            <button type="button" className="button" disabled={busy} onClick={() => void accept()}>
              Turn on alerts
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={dismiss}>
              Not now
            </button>
          </div>
        </>
      )}
    </section>
  );
}

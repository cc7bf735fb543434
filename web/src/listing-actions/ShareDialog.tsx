import { useId, useRef, useState } from 'react';
import { SHARE_TEXTS } from './constants';
import { Modal } from './Modal';
import { mailtoHref } from './rules';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies through the Clipboard API, else through the selected input (older browsers, no permission). */
async function copy(url: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    input?.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  }
}

/**
 * Share this car (docs/rules/listing-actions.md#share): the vehicle page's absolute URL, to copy
 * (confirmed by 'Link copied'), to email, or through the device's own share sheet where the browser
 * has the Web Share API.
 */
export function ShareDialog({
  open,
  onClose,
  url,
  title,
}: {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Share this car">
      <ShareOptions url={url} title={title} />
    </Modal>
  );
}

function ShareOptions({ url, title }: { url: string; title: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const canShare = typeof navigator.share === 'function';

  return (
    <div className="share">
      <label className="account-field__label" htmlFor={inputId}>
        Link to this car
      </label>
      <input
        ref={input}
        id={inputId}
        className="account-field__input share__url"
        type="url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="share__actions">
        <button
          type="button"
          className="button"
          onClick={() => void copy(url, input.current).then((done) => setState(done ? 'copied' : 'failed'))}
        >
          Copy link
        </button>
        <a className="button button--secondary" href={mailtoHref(title, url)}>
          Email
        </a>
        {canShare && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              // The shopper closing the share sheet rejects the promise: nothing to say then.
              void navigator.share({ title, text: SHARE_TEXTS.emailSubject(title), url }).catch(() => undefined)
            }
          >
            More options…
          </button>
        )}
      </div>
      <p className={`share__status share__status--${state}`} role="status">
        {state === 'copied' ? SHARE_TEXTS.copied : state === 'failed' ? SHARE_TEXTS.copyFailed : ''}
      </p>
    </div>
  );
}

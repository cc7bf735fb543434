import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { ACCOUNT_LIMITS, SUBSCRIBE_LIMIT_MESSAGE } from '../../../contracts/account/constants';
import { ACCOUNT_TEXTS, HONEYPOT_NAME } from './constants';
import { SubscribeToSearchDocument } from './documents';
import { Field } from './Field';
import { fieldErrorsOf, looksLikeEmail } from './fieldErrors';
import { signInHref } from './refUrl';
import { useIdempotencyKey } from './useIdempotencyKey';

type ButtonState = 'idle' | 'sending' | 'done';

const BUTTON_LABELS: Record<ButtonState, string> = {
  idle: 'Subscribe',
  sending: 'Subscribing…',
  done: 'Subscribed!',
};

/** What is wrong with the address before it is sent (docs/rules/account-pages.md#subscribe), or undefined. */
export function subscribeEmailError(email: string): string | undefined {
  if (!email) return ACCOUNT_TEXTS.emailRequired;
  if (email.length > ACCOUNT_LIMITS.subscribeEmailMaxLength)
    return ACCOUNT_TEXTS.emailTooLong(ACCOUNT_LIMITS.subscribeEmailMaxLength);
  if (!looksLikeEmail(email)) return ACCOUNT_TEXTS.emailInvalid;
  return undefined;
}

/**
 * A logged-out visitor's email subscription to the search (docs/rules/account-pages.md#subscribe): at
 * most 2 searches, after which the visitor is asked to create a free account. The hidden
 * 'website' input is a honeypot: people never see or reach it, a bot filling it in is dropped by
 * the gateway without being told.
 */
export function SubscribeForm({ queryString, returnTo }: { queryString: string; returnTo: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [limitReached, setLimitReached] = useState(false);
  const [state, setState] = useState<ButtonState>('idle');
  const [subscribe] = useMutation(SubscribeToSearchDocument);
  const idempotency = useIdempotencyKey();
  const limitId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    const address = email.trim();
    const invalid = subscribeEmailError(address);
    setError(invalid);
    if (invalid) return;
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_NAME) ?? '');
    setState('sending');
    try {
      const { data } = await subscribe({
        variables: {
          input: { email: address, queryString, honeypot: honeypot || null },
          idempotencyKey: idempotency.key(),
        },
      });
      const payload = data?.subscribeToSearch;
      if (!payload) throw new Error('no answer');
      // limitReached also comes with the subscription that uses the last free place: only a refused one is the limit.
      if (payload.limitReached && !payload.subscribed) {
        setLimitReached(true);
        setState('idle');
        return;
      }
      if (payload.errors.length > 0 || !payload.subscribed) {
        setError(fieldErrorsOf(payload.errors).email ?? payload.errors[0]?.message ?? ACCOUNT_TEXTS.genericError);
        setState('idle');
        return;
      }
      idempotency.done();
      setState('done');
    } catch {
      // Sent again, the same key: the gateway answers the first attempt if it did arrive.
      setError(ACCOUNT_TEXTS.genericError);
      setState('idle');
    }
  }

  return (
    <form className="subscribe" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label="Email me new matches"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          // Another address is another subscription: a new key, and the button is ready again.
          idempotency.done();
          setState('idle');
          setError(undefined);
          setLimitReached(false);
        }}
        error={error}
      />
      {/* The honeypot: off screen, out of the tab order, hidden from assistive technology. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${limitId}-hp`}>Website</label>
        <input id={`${limitId}-hp`} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button
        type="submit"
        className={`button subscribe__button subscribe__button--${state}`}
        aria-disabled={state === 'sending' ? true : undefined}
      >
        <span className="subscribe__label">{BUTTON_LABELS[state]}</span>
      </button>
      <p className="visually-hidden" role="status">
        {state === 'done' ? 'Subscribed to this search.' : ''}
      </p>
      {limitReached && (
        <div className="alert alert--info subscribe__limit" role="alert" id={limitId}>
          <p>{SUBSCRIBE_LIMIT_MESSAGE}</p>
          <a href={signInHref(returnTo, true)}>Create a free account</a>
        </div>
      )}
    </form>
  );
}

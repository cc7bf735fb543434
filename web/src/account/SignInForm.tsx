import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { ACCOUNT_LIMITS } from '../../../contracts/account/constants';
import { ACCOUNT_TEXTS } from './constants';
import { SignInDocument, SignUpDocument } from './documents';
import { Field } from './Field';
import { fieldErrorsOf, FORM_ERROR_FIELD } from './fieldErrors';

export type SignInScreen = 'signin' | 'signup';

const REQUIRED = {
  email: 'Enter your email address.',
  password: 'Enter your password.',
} as const;

const FIELDS = { signin: ['email', 'password'], signup: ['email', 'password', 'firstName', 'lastName'] };

/**
 * The answer's errors by the input they show beside; those about no input of this form show in the
 * alert, so none is lost.
 */
function formErrors(errors: readonly { field: string; message: string }[], signUp: boolean): Record<string, string> {
  const fields = FIELDS[signUp ? 'signup' : 'signin'];
  const byField = fieldErrorsOf(errors.filter((error) => fields.includes(error.field)));
  const others = errors.filter((error) => !fields.includes(error.field)).map((error) => error.message);
  if (others.length > 0 || Object.keys(byField).length === 0)
    byField[FORM_ERROR_FIELD] = others.length > 0 ? others.join(' ') : ACCOUNT_TEXTS.genericError;
  return byField;
}

/**
 * The sign-in or sign-up form (docs/rules/account-pages.md#sign-in). Field errors from the answer show
 * beside their inputs; an error about no one field shows in an alert above the form. On success
 * `onSignedIn` runs (the page then loads where the shopper came from).
 */
export function SignInForm({ screen, onSignedIn }: { screen: SignInScreen; onSignedIn: () => void }) {
  const signUp = screen === 'signup';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [signInMutation] = useMutation(SignInDocument);
  const [signUpMutation] = useMutation(SignUpDocument);
  // A sign-up resent after a failure (the same details) keeps its key, so it cannot make a second
  // account nor find its own email taken; changed details are a new sign-up with a new key.
  const signUpKey = useRef<{ details: string; key: string } | undefined>(undefined);
  const signUpKeyFor = (input: object) => {
    const details = JSON.stringify(input);
    if (signUpKey.current?.details !== details) signUpKey.current = { details, key: crypto.randomUUID() };
    return signUpKey.current.key;
  };
  const form = useRef<HTMLFormElement>(null);

  // Errors move focus to the alert, or to the first field in error, so the keyboard lands on them.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const target =
      form.current?.querySelector<HTMLElement>('[role="alert"]') ??
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [errors]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const email = text('email').trim();
    const password = text('password');
    const missing: Record<string, string> = {};
    if (!email) missing.email = REQUIRED.email;
    if (!password) missing.password = REQUIRED.password;
    if (Object.keys(missing).length > 0) return setErrors(missing);

    setSending(true);
    try {
      const input = {
        email,
        password,
        firstName: text('firstName').trim() || null,
        lastName: text('lastName').trim() || null,
      };
      const payload = signUp
        ? (await signUpMutation({ variables: { input, idempotencyKey: signUpKeyFor(input) } })).data?.signUp
        : (await signInMutation({ variables: { input: { email, password } } })).data?.signIn;
      if (!payload) return setErrors({ [FORM_ERROR_FIELD]: ACCOUNT_TEXTS.genericError });
      if (payload.errors.length > 0 || !payload.user) return setErrors(formErrors(payload.errors, signUp));
      onSignedIn();
    } catch {
      setErrors({ [FORM_ERROR_FIELD]: ACCOUNT_TEXTS.genericError });
    } finally {
      setSending(false);
    }
  }

  const formError = errors[FORM_ERROR_FIELD];
  return (
    <form ref={form} className="account-form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      {formError && (
        <div className="alert alert--danger" role="alert" tabIndex={-1}>
          {formError}
        </div>
      )}
      {signUp && (
        <div className="account-form__names">
          <Field
            label="First name (optional)"
            name="firstName"
            autoComplete="given-name"
            maxLength={ACCOUNT_LIMITS.nameMaxLength}
            error={errors.firstName}
          />
          <Field
            label="Last name (optional)"
            name="lastName"
            autoComplete="family-name"
            maxLength={ACCOUNT_LIMITS.nameMaxLength}
            error={errors.lastName}
          />
        </div>
      )}
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete={signUp ? 'email' : 'username'}
        required
        error={errors.email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        required
        hint={signUp ? `At least ${ACCOUNT_LIMITS.passwordMinLength} characters.` : undefined}
        error={errors.password}
      />
      <button type="submit" className="button account-form__submit" disabled={sending}>
        {signUp ? 'Create account' : 'Sign in'}
      </button>
    </form>
  );
}

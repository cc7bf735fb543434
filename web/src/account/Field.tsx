import { useId, type InputHTMLAttributes } from 'react';

/**
 * A labelled input with its error beside it: the error is the input's description and marks it
 * invalid, so a screen reader reads both when the input takes focus.
 */
export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="account-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        className="account-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIdempotencyKey } from '../account/useIdempotencyKey';
import { Modal } from '../listing-actions/Modal';
import { signedInCookie } from '../still-interested/store';
import { keepInBrowser, type Wallet } from './cookie';
import { RemoveWalletDocument, SaveWalletDocument } from './documents';
import { readWalletForm, TERM_OPTIONS, WALLET_TEXTS, walletForm, type WalletField, type WalletForm } from './form';

/** After a change the page loads again, with the new wallet's payments (docs/rules/wallet.md#a-change-reloads). */
const reloadPage = () => window.location.reload();

function WalletInput({
  field,
  label,
  value,
  error,
  onChange,
  inputMode,
}: {
  field: WalletField;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputMode: 'numeric' | 'decimal';
}) {
  const id = useId();
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={field}
        className="account-field__input"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The wallet modal (docs/rules/wallet.md#the-modal): down payment, trade-in value, term and APR.
 * Saved in this browser at once, and in the account of a signed-in consumer; then the page loads
 * again with the new payments. Lazy: its chunk loads when the shopper opens it.
 */
export function WalletModal({ wallet, onClose }: { wallet: Wallet | undefined; onClose: () => void }) {
  const [form, setForm] = useState<WalletForm>(() => walletForm(wallet));
  const [error, setError] = useState<{ field: WalletField | 'form'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [save] = useMutation(SaveWalletDocument);
  const [remove] = useMutation(RemoveWalletDocument);
  const idempotency = useIdempotencyKey();
  const termId = useId();

  const set = (field: WalletField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // A field being corrected no longer shows the error it had.
    setError((current) => (current?.field === field ? null : current));
  };
  const fieldError = (field: WalletField) => (error?.field === field ? error.message : undefined);

  /**
   * A signed-in consumer's change goes to the account first, and only once it is kept there to
   * this browser (as the account's copy): a change the account refused changes nothing.
   */
  const change = async (
    wallet: Wallet | undefined,
    inAccount: () => Promise<{ errors: readonly { field: string; message: string }[] } | undefined>,
  ) => {
    setBusy(true);
    const signedIn = signedInCookie();
    if (signedIn) {
      const answer = await inAccount().catch(() => undefined);
      if (!answer || answer.errors.length > 0) {
        setBusy(false);
        const [first] = answer?.errors ?? [];
        const field = first && first.field in form ? (first.field as WalletField) : 'form';
        return setError({ field, message: first?.message ?? WALLET_TEXTS.accountFailed });
      }
      idempotency.done();
    }
    keepInBrowser(wallet && { wallet, fromAccount: signedIn });
    reloadPage();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readWalletForm(form);
    if ('field' in read) return setError(read);
    setError(null);
    await change(read.wallet, async () => {
      const { data } = await save({ variables: { input: read.wallet, idempotencyKey: idempotency.key() } });
      return data?.updateWallet;
    });
  };

  const removeWallet = () =>
    change(undefined, async () => {
      const { data } = await remove({ variables: { idempotencyKey: idempotency.key() } });
      return data?.removeWallet;
    });

  return (
    <Modal open onClose={onClose} title={WALLET_TEXTS.modalTitle}>
      <form className="wallet-form" noValidate onSubmit={submit}>
        <p className="wallet-form__intro">{WALLET_TEXTS.intro}</p>
        <WalletInput
          field="downPayment"
          label={WALLET_TEXTS.downPayment}
          value={form.downPayment}
          error={fieldError('downPayment')}
          onChange={set('downPayment')}
          inputMode="numeric"
        />
        <WalletInput
          field="tradeInValue"
          label={WALLET_TEXTS.tradeInValue}
          value={form.tradeInValue}
          error={fieldError('tradeInValue')}
          onChange={set('tradeInValue')}
          inputMode="numeric"
        />
        <div className="account-field">
          <label className="account-field__label" htmlFor={termId}>
            {WALLET_TEXTS.termMonths}
          </label>
          <select
            id={termId}
            name="termMonths"
            className="account-field__input"
            value={form.termMonths}
            onChange={(event) => set('termMonths')(event.target.value)}
          >
            {TERM_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {fieldError('termMonths') && <p className="field-error">{fieldError('termMonths')}</p>}
        </div>
        <WalletInput
          field="aprPercent"
          label={WALLET_TEXTS.aprPercent}
          value={form.aprPercent}
          error={fieldError('aprPercent')}
          onChange={set('aprPercent')}
          inputMode="decimal"
        />
        {error?.field === 'form' && (
          <p className="field-error" role="alert">
            {error.message}
          </p>
        )}
        <div className="wallet-form__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? WALLET_TEXTS.saving : WALLET_TEXTS.save}
          </button>
          {wallet && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void removeWallet()}
            >
              {WALLET_TEXTS.remove}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {WALLET_TEXTS.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

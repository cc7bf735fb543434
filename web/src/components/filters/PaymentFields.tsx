import { useId, useState, type FormEvent } from 'react';
import { PAYMENT_DEFAULTS, PAYMENT_MAX_LENGTH, PAYMENT_TERMS } from '../../search/constants';
import {
  paymentRangeToPrice,
  readPaymentForm,
  sanitiseAprInput,
  sanitiseDollarInput,
  type PaymentField,
  type PaymentForm,
} from '../../search/payments';
import { formatPrice } from '../format';
import { Select } from '../Select';
import { TextInput } from '../TextInput';

const INITIAL: PaymentForm = {
  minPayment: '',
  maxPayment: '',
  downPayment: formatPrice(PAYMENT_DEFAULTS.downPayment),
  termMonths: String(PAYMENT_DEFAULTS.termMonths),
  apr: String(PAYMENT_DEFAULTS.aprPercent),
};

/**
 * The Monthly Payment half of the price panel: a monthly range and the payment estimate (down
 * payment, term, APR) the shopper can adjust. Apply (or Enter) turns the range into the price
 * range the search runs with; a field that cannot be used says why and nothing is applied.
 */
export function PaymentFields({
  onCommit,
}: {
  onCommit: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}) {
  const id = useId();
  const [form, setForm] = useState<PaymentForm>(INITIAL);
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [applied, setApplied] = useState<{ minPrice: number | undefined; maxPrice: number | undefined }>();

  const set = (field: PaymentField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPaymentForm(form);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    const range = paymentRangeToPrice(read.range, read.estimate);
    setApplied(range);
    onCommit(range);
  };

  const errorId = (field: PaymentField) => `${id}-${field}-error`;
  const described = (field: PaymentField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
  const error = (field: PaymentField) =>
    errors[field] && (
      <p id={errorId(field)} className="field-error" role="alert">
        {errors[field]}
      </p>
    );
  const dollars = (field: 'minPayment' | 'maxPayment' | 'downPayment', label: string) => (
    <label className="range__end">
      <span>{label}</span>
      <TextInput
        type="text"
        inputMode="numeric"
        maxLength={PAYMENT_MAX_LENGTH}
        value={form[field]}
        onChange={(event) => set(field, sanitiseDollarInput(event.target.value))}
        {...described(field)}
      />
    </label>
  );

  return (
    <form className="payments" onSubmit={submit} aria-label="Monthly payment estimate">
      <div className="range">
        {dollars('minPayment', 'Min Payment')}
        {dollars('maxPayment', 'Max Payment')}
      </div>
      {error('maxPayment')}
      <div className="range">
        {dollars('downPayment', 'Down Payment')}
        <label className="range__end">
          <span>Term</span>
          <Select
            value={form.termMonths}
            onChange={(event) => set('termMonths', event.target.value)}
            {...described('termMonths')}
          >
            {PAYMENT_TERMS.map((months) => (
              <option key={months} value={months}>
                {months} months
              </option>
            ))}
          </Select>
        </label>
        <label className="range__end">
          <span>APR (%)</span>
          <TextInput
            type="text"
            inputMode="decimal"
            maxLength={5}
            value={form.apr}
            onChange={(event) => set('apr', sanitiseAprInput(event.target.value))}
            {...described('apr')}
          />
        </label>
      </div>
      {error('termMonths')}
      {error('apr')}
      <button type="submit" className="button">
        Apply Payment
      </button>
      {applied && (applied.minPrice !== undefined || applied.maxPrice !== undefined) && (
        <p className="payments__estimate" aria-live="polite">
          Searching cars priced{' '}
          {applied.minPrice !== undefined && applied.maxPrice !== undefined
            ? `${formatPrice(applied.minPrice)} to ${formatPrice(applied.maxPrice)}`
            : applied.minPrice !== undefined
              ? `over ${formatPrice(applied.minPrice)}`
              : `under ${formatPrice(applied.maxPrice!)}`}
        </p>
      )}
    </form>
  );
}

import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { PRICE_MAX_LENGTH } from '../../search/constants';
import { priceError, priceValue, sanitisePriceInput, type PriceField } from '../../search/price';
import { Panel } from './Panel';
import { PaymentFields } from './PaymentFields';
import { formatPrice } from '../format';
import { TextInput } from '../TextInput';

const show = (value: number | undefined) => (value === undefined ? '' : formatPrice(value));

/**
 * Price (docs/rules/filters.md#price-fields): min and max fields of 1 to 10 characters of digits, commas and $. Enter (or
 * leaving the field) commits it; an invalid pair shows its error (docs/rules/filters.md#price-errors) and clears the field.
 */
export function PricePanel({
  minPrice,
  maxPrice,
  placeholder,
  histogram,
  onCommit,
}: {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  placeholder?: { min: number; max: number } | null;
  /** The price histogram (docs/rules/filters.md#range-histograms), above the price fields. */
  histogram?: ReactNode;
  onCommit: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}) {
  // The fields follow the URL until the shopper types; a new URL value resets them.
  const [applied, setApplied] = useState({ minPrice, maxPrice });
  const [text, setText] = useState({ min: show(minPrice), max: show(maxPrice) });
  const [error, setError] = useState<string>();
  const [mode, setMode] = useState<'price' | 'payment'>('price');
  if (applied.minPrice !== minPrice || applied.maxPrice !== maxPrice) {
    setApplied({ minPrice, maxPrice });
    setText({ min: show(minPrice), max: show(maxPrice) });
  }

  const commit = (field: PriceField) => {
    const next = { min: priceValue(text.min), max: priceValue(text.max) };
    const problem = priceError(next.min, next.max);
    if (problem) {
      setError(problem);
      setText((t) => ({ ...t, [field]: '' }));
      // The cleared field is not applied: its earlier value leaves the search too.
      next[field] = undefined;
      if ((field === 'min' ? minPrice : maxPrice) !== undefined) onCommit({ minPrice: next.min, maxPrice: next.max });
      return;
    }
    setError(undefined);
    if (next.min !== minPrice || next.max !== maxPrice) onCommit({ minPrice: next.min, maxPrice: next.max });
  };

  const onKeyDown = (field: PriceField) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(field);
    }
  };

  const input = (field: PriceField, label: string, hint: number | undefined) => (
    <label className="range__end">
      <span>{label}</span>
      <TextInput
        type="text"
        inputMode="numeric"
        maxLength={PRICE_MAX_LENGTH}
        value={text[field]}
        placeholder={hint === undefined ? undefined : formatPrice(hint)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'price-error' : undefined}
        onChange={(event) => setText((t) => ({ ...t, [field]: sanitisePriceInput(event.target.value) }))}
        onKeyDown={onKeyDown(field)}
        onBlur={() => commit(field)}
      />
    </label>
  );

  return (
    <Panel title="Price" testId="panel-price">
      <div role="group" aria-label="Search by price or monthly payment" className="toggle">
        <button
          type="button"
          className="toggle__button"
          aria-pressed={mode === 'price'}
          onClick={() => setMode('price')}
        >
          Price
        </button>
        <button
          type="button"
          className="toggle__button"
          aria-pressed={mode === 'payment'}
          onClick={() => setMode('payment')}
        >
          Monthly Payment
        </button>
      </div>
      {mode === 'price' ? (
        <>
          {histogram}
          <div className="range">
            {input('min', 'Min Price', placeholder?.min)}
            {input('max', 'Max Price', placeholder?.max)}
          </div>
          {error && (
            <p id="price-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </>
      ) : (
        <PaymentFields onCommit={onCommit} />
      )}
    </Panel>
  );
}

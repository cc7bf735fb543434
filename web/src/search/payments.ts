import { principalFor, type PaymentEstimate } from '../../../contracts/payments';
import { MAX_APR_PERCENT, PAYMENT_MAX_LENGTH, PAYMENT_TERMS, PAYMENT_TEXTS } from './constants';
import { priceError, priceValue, sanitisePriceInput, type RangeTexts } from './price';

export { principalFor, type PaymentEstimate };

/** The car price a monthly payment affords: the loan it pays off plus the down payment, in whole dollars. */
export function priceForPayment(monthly: number, estimate: PaymentEstimate): number {
  return Math.round(principalFor(monthly, estimate.aprPercent, estimate.termMonths) + estimate.downPayment);
}

/**
 * A monthly payment range as the price range the search runs with (minPrice, maxPrice). No
 * minimum payment means no minimum price: the down payment alone is no reason to hide cheap cars.
 */
export function paymentRangeToPrice(
  range: { min: number | undefined; max: number | undefined },
  estimate: PaymentEstimate,
): { minPrice: number | undefined; maxPrice: number | undefined } {
  return {
    minPrice: range.min === undefined || range.min === 0 ? undefined : priceForPayment(range.min, estimate),
    maxPrice: range.max === undefined ? undefined : priceForPayment(range.max, estimate),
  };
}

/** Dollar fields of the estimate: the price fields' alphabet, at most PAYMENT_MAX_LENGTH characters. */
export const sanitiseDollarInput = (raw: string): string => sanitisePriceInput(raw, PAYMENT_MAX_LENGTH);

const PAYMENT_RANGE_TEXTS: RangeTexts = {
  same: PAYMENT_TEXTS.paymentSame,
  maxBelowMin: PAYMENT_TEXTS.paymentMaxBelowMin,
  maxZero: PAYMENT_TEXTS.paymentMaxZero,
};

/** The APR field: digits and one decimal point, at most two decimals. */
export function sanitiseAprInput(raw: string): string {
  const [whole, ...rest] = raw.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole.slice(0, 2)}.${rest.join('').slice(0, 2)}` : whole.slice(0, 2);
}

export interface PaymentForm {
  minPayment: string;
  maxPayment: string;
  downPayment: string;
  termMonths: string;
  apr: string;
}

export type PaymentField = keyof PaymentForm;

/**
 * Reads the payment fields: the monthly range and the estimate, or the error of each field that
 * cannot be used (never both). An empty down payment is $0.
 */
export function readPaymentForm(
  form: PaymentForm,
):
  | { ok: true; range: { min: number | undefined; max: number | undefined }; estimate: PaymentEstimate }
  | { ok: false; errors: Partial<Record<PaymentField, string>> } {
  const errors: Partial<Record<PaymentField, string>> = {};
  const min = priceValue(form.minPayment);
  const max = priceValue(form.maxPayment);
  const rangeError = priceError(min, max, PAYMENT_RANGE_TEXTS);
  if (rangeError) errors.maxPayment = rangeError;
  const termMonths = Number(form.termMonths);
  if (!(PAYMENT_TERMS as readonly number[]).includes(termMonths)) errors.termMonths = PAYMENT_TEXTS.termChoice;
  const aprPercent = /^\d{1,2}(\.\d{0,2})?$/.test(form.apr) ? Number(form.apr) : NaN;
  if (!(aprPercent >= 0 && aprPercent <= MAX_APR_PERCENT)) errors.apr = PAYMENT_TEXTS.aprRange;
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    range: { min, max },
    estimate: { downPayment: priceValue(form.downPayment) ?? 0, termMonths, aprPercent },
  };
}

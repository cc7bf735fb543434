/**
 * The one payment rule (docs/rules/payments.md): the standard amortisation formula, used both ways.
 * The Monthly Payment filter turns a monthly budget into a price (the web client), and the gateway
 * turns a price into a monthly payment (PricingDetail.payments). Both import it from here.
 */

/**
 * A shopper's payment estimate: what they pay up front (a down payment and a trade-in's value, in
 * dollars), over how many months, at what rate (APR, percent a year).
 */
export interface PaymentEstimate {
  downPayment: number;
  tradeInValue?: number;
  termMonths: number;
  aprPercent: number;
}

/**
 * Defaults of an estimate the shopper has not changed: $3,000 down, no trade-in, 60 months (the
 * most common car loan term), 7.5% a year (about the average used car rate).
 */
export const PAYMENT_DEFAULTS = { downPayment: 3_000, tradeInValue: 0, termMonths: 60, aprPercent: 7.5 } as const;
/** Loan terms a shopper can pick, in months. */
export const PAYMENT_TERMS = [24, 36, 48, 60, 72, 84] as const;
/** The highest APR an estimate takes, in percent a year. */
export const MAX_APR_PERCENT = 30;
/** The largest down payment or trade-in value an estimate takes, in dollars. */
export const MAX_UP_FRONT = 1_000_000;

/** The monthly rate r = APR / 12 of a yearly percentage. */
const monthlyRate = (aprPercent: number) => aprPercent / 100 / 12;

/**
 * The loan a monthly payment pays off: P = M × (1 − (1 + r)^−n) / r with the monthly rate r and n
 * monthly payments; at 0% it is M × n.
 */
export function principalFor(monthly: number, aprPercent: number, termMonths: number): number {
  const r = monthlyRate(aprPercent);
  if (r === 0) return monthly * termMonths;
  return (monthly * (1 - (1 + r) ** -termMonths)) / r;
}

/** The same formula solved for the payment: M = P × r / (1 − (1 + r)^−n); at 0% it is P / n. */
export function paymentFor(principal: number, aprPercent: number, termMonths: number): number {
  const r = monthlyRate(aprPercent);
  if (r === 0) return principal / termMonths;
  return (principal * r) / (1 - (1 + r) ** -termMonths);
}

/** What is borrowed to buy a car at `price`: the price less what is paid up front, never below zero. */
export const financedAmount = (price: number, estimate: PaymentEstimate): number =>
  Math.max(0, price - estimate.downPayment - (estimate.tradeInValue ?? 0));

/** The monthly payment of a car at `price`, in whole dollars (rounded up: an estimate should not promise less). */
export const monthlyPaymentFor = (price: number, estimate: PaymentEstimate): number =>
  Math.ceil(paymentFor(financedAmount(price, estimate), estimate.aprPercent, estimate.termMonths));

/** A field of an estimate that breaks a rule, and the rule. */
export interface PaymentEstimateError {
  field: keyof PaymentEstimate;
  rule: string;
}

/** Every field of an estimate that breaks a rule, in the form's order; none when it can be used. */
export function paymentEstimateErrors(estimate: PaymentEstimate): PaymentEstimateError[] {
  const dollars = (value: number | undefined) =>
    value === undefined || (Number.isInteger(value) && value >= 0 && value <= MAX_UP_FRONT);
  const upFront = `must be whole dollars from $0 to $${MAX_UP_FRONT.toLocaleString('en-US')}`;
  const errors: PaymentEstimateError[] = [];
  if (!dollars(estimate.downPayment)) errors.push({ field: 'downPayment', rule: upFront });
  if (!dollars(estimate.tradeInValue)) errors.push({ field: 'tradeInValue', rule: upFront });
  if (!(PAYMENT_TERMS as readonly number[]).includes(estimate.termMonths))
    errors.push({ field: 'termMonths', rule: `must be one of ${PAYMENT_TERMS.join(', ')}` });
  if (!(Number.isFinite(estimate.aprPercent) && estimate.aprPercent >= 0 && estimate.aprPercent <= MAX_APR_PERCENT))
    errors.push({ field: 'aprPercent', rule: `must be from 0% to ${MAX_APR_PERCENT}%` });
  return errors;
}

/** The first field of an estimate that breaks a rule, and the rule; none when the estimate can be used. */
export const paymentEstimateError = (estimate: PaymentEstimate): PaymentEstimateError | null =>
  paymentEstimateErrors(estimate)[0] ?? null;

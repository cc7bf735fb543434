import { describe, expect, it } from '@jest/globals';
import {
  MAX_APR_PERCENT,
  PAYMENT_DEFAULTS,
  financedAmount,
  monthlyPaymentFor,
  paymentEstimateError,
  paymentFor,
  principalFor,
} from '../../contracts/payments';

/** The one payment rule (docs/rules/payments.md): the amortisation formula, both ways. */

describe('amortisation', () => {
  it('matches a lender’s figure: $20,000 at 6% over 60 months is $386.66 a month', () => {
    expect(paymentFor(20_000, 6, 60)).toBeCloseTo(386.66, 2);
  });

  it('at 0% a loan is paid in equal parts', () => {
    expect(paymentFor(12_000, 0, 48)).toBe(250);
    expect(principalFor(250, 0, 48)).toBe(12_000);
  });

  it('the two ways are each other’s inverse, for every term and a spread of rates', () => {
    for (const term of [24, 36, 48, 60, 72, 84])
      for (const apr of [0, 2.9, 7.5, 19.99, MAX_APR_PERCENT]) {
        expect(principalFor(paymentFor(31_415, apr, term), apr, term)).toBeCloseTo(31_415, 6);
      }
  });
});

describe('a car’s monthly payment', () => {
  it('finances the price less the down payment and the trade-in, rounded up to a whole dollar', () => {
    const estimate = { downPayment: 3_000, tradeInValue: 2_000, termMonths: 60, aprPercent: 6 };
    expect(financedAmount(25_000, estimate)).toBe(20_000);
    expect(monthlyPaymentFor(25_000, estimate)).toBe(387);
  });

  it('owes nothing when what is paid up front covers the price', () => {
    expect(financedAmount(4_000, { ...PAYMENT_DEFAULTS, tradeInValue: 2_000 })).toBe(0);
    expect(monthlyPaymentFor(4_000, { ...PAYMENT_DEFAULTS, tradeInValue: 2_000 })).toBe(0);
  });
});

describe('estimate rules', () => {
  it('takes the defaults and the edges of each range', () => {
    expect(paymentEstimateError(PAYMENT_DEFAULTS)).toBeNull();
    expect(
      paymentEstimateError({ downPayment: 0, tradeInValue: 1_000_000, termMonths: 84, aprPercent: 30 }),
    ).toBeNull();
  });

  it.each([
    [{ downPayment: -1 }, 'downPayment'],
    [{ downPayment: 10.5 }, 'downPayment'],
    [{ tradeInValue: 1_000_001 }, 'tradeInValue'],
    [{ termMonths: 50 }, 'termMonths'],
    [{ aprPercent: 30.01 }, 'aprPercent'],
    [{ aprPercent: Number.NaN }, 'aprPercent'],
  ])('%p breaks the rule of %s', (change, field) => {
    expect(paymentEstimateError({ ...PAYMENT_DEFAULTS, ...change })?.field).toBe(field);
  });
});

import { describe, expect, it } from '@jest/globals';
import { PAYMENT_TEXTS } from '../../web/src/search/constants';
import {
  paymentRangeToPrice,
  principalFor,
  priceForPayment,
  readPaymentForm,
  sanitiseAprInput,
  sanitiseDollarInput,
} from '../../web/src/search/payments';

describe('monthly payment to price (standard amortisation)', () => {
  it('gives the loan a payment pays off: $500 a month for 60 months at 6% is $25,862.78', () => {
    expect(principalFor(500, 6, 60)).toBeCloseTo(25_862.78, 2);
  });

  it('is the payments summed at 0% APR', () => {
    expect(principalFor(400, 0, 48)).toBe(19_200);
  });

  it('is the loan that the same formula, run forwards, pays with that payment', () => {
    const r = 0.079 / 12;
    const loan = principalFor(623, 7.9, 72);
    expect((loan * r) / (1 - (1 + r) ** -72)).toBeCloseTo(623, 6);
  });

  it('adds the down payment and rounds to whole dollars', () => {
    expect(priceForPayment(500, { downPayment: 3_000, termMonths: 60, aprPercent: 6 })).toBe(28_863);
  });

  it('turns a monthly range into minPrice and maxPrice; no minimum payment means no minimum price', () => {
    const estimate = { downPayment: 2_000, termMonths: 36, aprPercent: 0 };
    expect(paymentRangeToPrice({ min: 300, max: 500 }, estimate)).toEqual({ minPrice: 12_800, maxPrice: 20_000 });
    expect(paymentRangeToPrice({ min: undefined, max: 500 }, estimate)).toEqual({
      minPrice: undefined,
      maxPrice: 20_000,
    });
    expect(paymentRangeToPrice({ min: 0, max: undefined }, estimate)).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
    });
  });

  it('a longer term or a lower rate affords more car', () => {
    const at = (termMonths: number, aprPercent: number) =>
      priceForPayment(450, { downPayment: 0, termMonths, aprPercent });
    expect(at(72, 7)).toBeGreaterThan(at(60, 7));
    expect(at(60, 4)).toBeGreaterThan(at(60, 7));
  });
});

describe('payment fields', () => {
  const form = { minPayment: '', maxPayment: '$500', downPayment: '$3,000', termMonths: '60', apr: '7.5' };

  it('keep dollars to digits, commas and $ without cents or leading zeros, and the APR to two decimals', () => {
    expect(sanitiseDollarInput('$1,250.75abc')).toBe('$1,250');
    expect(sanitiseDollarInput('0450')).toBe('450');
    expect(sanitiseDollarInput('123456789')).toBe('1234567');
    expect(sanitiseAprInput('7.499%')).toBe('7.49');
    expect(sanitiseAprInput('abc')).toBe('');
  });

  it('read as the range and the estimate; an empty down payment is $0', () => {
    expect(readPaymentForm(form)).toEqual({
      ok: true,
      range: { min: undefined, max: 500 },
      estimate: { downPayment: 3_000, termMonths: 60, aprPercent: 7.5 },
    });
    expect(readPaymentForm({ ...form, downPayment: '' })).toMatchObject({ ok: true, estimate: { downPayment: 0 } });
  });

  it('say which field is wrong, in the words of the price errors', () => {
    expect(readPaymentForm({ ...form, minPayment: '500' })).toEqual({
      ok: false,
      errors: { maxPayment: PAYMENT_TEXTS.paymentSame },
    });
    expect(readPaymentForm({ ...form, minPayment: '600' })).toEqual({
      ok: false,
      errors: { maxPayment: PAYMENT_TEXTS.paymentMaxBelowMin },
    });
    expect(readPaymentForm({ ...form, maxPayment: '0' })).toEqual({
      ok: false,
      errors: { maxPayment: PAYMENT_TEXTS.paymentMaxZero },
    });
    expect(readPaymentForm({ ...form, apr: '' })).toEqual({ ok: false, errors: { apr: PAYMENT_TEXTS.aprRange } });
    expect(readPaymentForm({ ...form, apr: '45' })).toEqual({ ok: false, errors: { apr: PAYMENT_TEXTS.aprRange } });
    expect(readPaymentForm({ ...form, termMonths: '61' })).toEqual({
      ok: false,
      errors: { termMonths: PAYMENT_TEXTS.termChoice },
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import { PAYMENT_DEFAULTS } from '../../contracts/payments';
import {
  parseKeptWallet,
  parseWallet,
  sameWallet,
  walletCookieValue,
  walletVariables,
} from '../../web/src/wallet/cookie';
import { readWalletForm, walletForm, walletSummary } from '../../web/src/wallet/form';

const WALLET = { downPayment: 5_000, tradeInValue: 2_500, termMonths: 48, aprPercent: 4.9 };

describe('the wallet cookie (docs/rules/wallet.md#where-it-is-kept)', () => {
  it('holds the four numbers and reads back the same wallet', () => {
    expect(walletCookieValue({ wallet: WALLET, fromAccount: false })).toBe('5000_2500_48_4.9');
    expect(parseWallet('5000_2500_48_4.9')).toEqual(WALLET);
    expect(parseKeptWallet('5000_2500_48_4.9')).toEqual({ wallet: WALLET, fromAccount: false });
    expect(parseWallet('0_0_84_0')).toEqual({ downPayment: 0, tradeInValue: 0, termMonths: 84, aprPercent: 0 });
  });

  it("marks a copy of an account's wallet, which the pages show like any other", () => {
    expect(walletCookieValue({ wallet: WALLET, fromAccount: true })).toBe('5000_2500_48_4.9_a');
    expect(parseKeptWallet('5000_2500_48_4.9_a')).toEqual({ wallet: WALLET, fromAccount: true });
    expect(parseWallet('5000_2500_48_4.9_a')).toEqual(WALLET);
    expect(parseWallet('5000_2500_48_4.9_b')).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['three numbers', '5000_2500_48'],
    ['a term not offered', '5000_0_50_4.9'],
    ['an APR over 30', '5000_0_48_30.5'],
    ['a down payment over $1,000,000', '1000001_0_48_4.9'],
    ['cents on a dollar field', '5000.5_0_48_4.9'],
    ['a negative number', '-1_0_48_4.9'],
    ['three decimals of APR', '5000_0_48_4.999'],
    ['words', 'a_b_c_d'],
  ])('a value with %s is no wallet', (_case, value) => {
    expect(parseWallet(value)).toBeUndefined();
  });

  it('compares wallets by their numbers', () => {
    expect(sameWallet(WALLET, { ...WALLET })).toBe(true);
    expect(sameWallet(WALLET, { ...WALLET, aprPercent: 5 })).toBe(false);
    expect(sameWallet(undefined, WALLET)).toBe(false);
    expect(sameWallet(undefined, undefined)).toBe(true);
  });

  it('asks for payments only with a wallet', () => {
    expect(walletVariables(undefined)).toEqual({ hasWallet: false, wallet: {} });
    expect(walletVariables(WALLET)).toEqual({ hasWallet: true, wallet: WALLET });
  });
});

describe('the wallet form (docs/rules/wallet.md#the-modal)', () => {
  it('opens with the defaults, or with the wallet', () => {
    expect(walletForm(undefined)).toEqual({
      downPayment: String(PAYMENT_DEFAULTS.downPayment),
      tradeInValue: '0',
      termMonths: String(PAYMENT_DEFAULTS.termMonths),
      aprPercent: String(PAYMENT_DEFAULTS.aprPercent),
    });
    expect(readWalletForm(walletForm(WALLET))).toEqual({ wallet: WALLET });
  });

  it('reads dollars as typed: "$5,000" is 5000, an empty field $0, and "4.9%" is 4.9', () => {
    expect(readWalletForm({ downPayment: '$5,000', tradeInValue: '', termMonths: '48', aprPercent: '4.9%' })).toEqual({
      wallet: { downPayment: 5_000, tradeInValue: 0, termMonths: 48, aprPercent: 4.9 },
    });
  });

  it.each([
    [{ downPayment: 'lots' }, 'downPayment', 'Down payment must be whole dollars from $0 to $1,000,000'],
    [{ downPayment: '1,000,001' }, 'downPayment', 'Down payment must be whole dollars from $0 to $1,000,000'],
    [{ tradeInValue: '99.50' }, 'tradeInValue', 'Trade-in value must be whole dollars from $0 to $1,000,000'],
    [{ termMonths: '50' }, 'termMonths', 'Loan term must be one of 24, 36, 48, 60, 72, 84'],
    [{ aprPercent: '31' }, 'aprPercent', 'APR must be from 0% to 30%'],
    [{ aprPercent: '' }, 'aprPercent', 'Enter the APR as a percentage, e.g. 7.5'],
    [{ aprPercent: '4.999' }, 'aprPercent', 'Enter the APR as a percentage, e.g. 7.5'],
  ])('%j is refused on %s', (change, field, message) => {
    expect(readWalletForm({ ...walletForm(WALLET), ...change })).toEqual({ field, message });
  });

  it('says the wallet in one line', () => {
    expect(walletSummary(WALLET)).toBe('$5,000 down · $2,500 trade-in · 48 months at 4.9% APR');
  });
});

import { describe, expect, it } from '@jest/globals';
import { WALLET_APR_DECIMALS, WalletRequest, WalletResponse } from '../../contracts/account/index';
import {
  MAX_APR_PERCENT,
  MAX_UP_FRONT,
  PAYMENT_DEFAULTS,
  PAYMENT_TERMS,
  paymentEstimateError,
} from '../../contracts/payments';

/** The wallet's wire format (docs/rules/accounts.md#wallet): the estimate's one rule, and two decimals. */

const issuesOf = (body: unknown) => {
  const parsed = WalletRequest.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message }));
};

describe('WalletRequest', () => {
  it('takes the defaults and the edges of every range', () => {
    expect(issuesOf(PAYMENT_DEFAULTS)).toEqual([]);
    expect(
      issuesOf({
        downPayment: 0,
        tradeInValue: MAX_UP_FRONT,
        termMonths: PAYMENT_TERMS[0],
        aprPercent: MAX_APR_PERCENT,
      }),
    ).toEqual([]);
    for (const aprPercent of [0, 0.01, 7.55, 19.99, 4.1])
      expect(issuesOf({ ...PAYMENT_DEFAULTS, aprPercent })).toEqual([]);
  });

  it.each([
    [{ downPayment: -1 }, 'downPayment'],
    [{ downPayment: 10.5 }, 'downPayment'],
    [{ tradeInValue: MAX_UP_FRONT + 1 }, 'tradeInValue'],
    [{ termMonths: 50 }, 'termMonths'],
    [{ aprPercent: MAX_APR_PERCENT + 0.01 }, 'aprPercent'],
  ])('%p is refused on %s, in the words of paymentEstimateError', (change, field) => {
    const estimate = { ...PAYMENT_DEFAULTS, ...change };
    const rule = paymentEstimateError(estimate)!.rule;
    expect(issuesOf(estimate)).toEqual([{ field, message: rule.charAt(0).toUpperCase() + rule.slice(1) }]);
  });

  it(`refuses an APR with more than ${WALLET_APR_DECIMALS} decimals`, () => {
    expect(issuesOf({ ...PAYMENT_DEFAULTS, aprPercent: 7.555 })).toEqual([
      { field: 'aprPercent', message: `Use at most ${WALLET_APR_DECIMALS} decimals` },
    ]);
  });

  it('needs every field, as a number', () => {
    expect(issuesOf({ ...PAYMENT_DEFAULTS, tradeInValue: undefined })).toMatchObject([{ field: 'tradeInValue' }]);
    expect(issuesOf({ ...PAYMENT_DEFAULTS, termMonths: '60' })).toMatchObject([{ field: 'termMonths' }]);
  });
});

describe('WalletResponse', () => {
  it('is a wallet or null', () => {
    const wallet = { ...PAYMENT_DEFAULTS, updatedAt: '2026-01-02T03:04:05.000Z' };
    expect(WalletResponse.parse({ wallet })).toEqual({ wallet });
    expect(WalletResponse.parse({ wallet: null })).toEqual({ wallet: null });
    expect(WalletResponse.safeParse({}).success).toBe(false);
    expect(WalletResponse.safeParse({ wallet: { ...wallet, downPayment: '3000' } }).success).toBe(false);
  });
});

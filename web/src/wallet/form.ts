import { paymentEstimateError, PAYMENT_DEFAULTS, PAYMENT_TERMS } from '../../../contracts/payments';
import type { Wallet } from './cookie';
import { WALLET_TEXTS } from './constants';

/** The wallet form's fields, as typed. */
export interface WalletForm {
  downPayment: string;
  tradeInValue: string;
  termMonths: string;
  aprPercent: string;
}

export type WalletField = keyof WalletForm;

/** The form a wallet opens with: the shopper's, or the estimate's defaults. */
export const walletForm = (wallet: Wallet | undefined): WalletForm => {
  const from = wallet ?? PAYMENT_DEFAULTS;
  return {
    downPayment: String(from.downPayment),
    tradeInValue: String(from.tradeInValue),
    termMonths: String(from.termMonths),
    aprPercent: String(from.aprPercent),
  };
};

const LABELS: Record<WalletField, string> = {
  downPayment: 'Down payment',
  tradeInValue: 'Trade-in value',
  termMonths: 'Loan term',
  aprPercent: 'APR',
};

/** Dollars as typed: '$3,000' is 3000; an empty field is $0. NaN when it is not a whole amount. */
const dollars = (typed: string): number => {
  const plain = typed.replace(/[$,\s]/g, '');
  if (plain === '') return 0;
  return /^\d{1,7}$/.test(plain) ? Number(plain) : NaN;
};

/**
 * Reads the form (docs/rules/wallet.md#rules): the wallet, or the message of the first field that
 * breaks a rule. The rules are the gateway's (contracts/payments.ts), so both say the same.
 */
export function readWalletForm(form: WalletForm): { wallet: Wallet } | { field: WalletField; message: string } {
  const apr = form.aprPercent.trim().replace(/%$/, '');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(apr))
    return { field: 'aprPercent', message: 'Enter the APR as a percentage, e.g. 7.5' };
  const wallet: Wallet = {
    downPayment: dollars(form.downPayment),
    tradeInValue: dollars(form.tradeInValue),
    termMonths: Number(form.termMonths),
    aprPercent: Number(apr),
  };
  const error = paymentEstimateError(wallet);
  if (error) {
    const field = error.field as WalletField;
    return { field, message: `${LABELS[field]} ${error.rule}` };
  }
  return { wallet };
}

export const TERM_OPTIONS = PAYMENT_TERMS.map((months) => ({ value: String(months), label: `${months} months` }));

// The card's one line lives apart (summary.ts): the results page shows it, the form loads on first use.
export { walletSummary } from './summary';

export { WALLET_TEXTS };

import { paymentEstimateError, type PaymentEstimate } from '../../../contracts/payments';
import { WALLET_COOKIE, WALLET_COOKIE_MAX_AGE_S } from './constants';

/*
 * The wallet as the browser keeps it (docs/rules/wallet.md#where-it-is-kept): one cookie of four
 * numbers, "downPayment_tradeInValue_termMonths_aprPercent", with "_a" after them when it is a copy
 * of a signed-in consumer's account wallet (not a visitor's own). Read by the gateway's page routes
 * (to render the payments) and by the page; a value that is not a valid estimate is no wallet.
 */

/** A complete wallet: every field of the estimate set. */
export type Wallet = Required<PaymentEstimate>;

/** A wallet as this browser keeps it: the wallet, and whether it is a copy of an account's. */
export interface KeptWallet {
  wallet: Wallet;
  fromAccount: boolean;
}

const ACCOUNT_MARK = 'a';

const numbers = (wallet: Wallet) => [wallet.downPayment, wallet.tradeInValue, wallet.termMonths, wallet.aprPercent];

export const walletCookieValue = ({ wallet, fromAccount }: KeptWallet): string =>
  [...numbers(wallet), ...(fromAccount ? [ACCOUNT_MARK] : [])].join('_');

/** What a cookie value holds, or undefined when it holds no wallet that the rules accept. */
export function parseKeptWallet(value: string | undefined): KeptWallet | undefined {
  if (!value) return undefined;
  const parts = value.split('_');
  const fromAccount = parts.length === 5 && parts[4] === ACCOUNT_MARK;
  if (fromAccount) parts.pop();
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,7}(\.\d{1,2})?$/.test(part))) return undefined;
  const [downPayment, tradeInValue, termMonths, aprPercent] = parts.map(Number);
  const wallet = { downPayment, tradeInValue, termMonths, aprPercent };
  return paymentEstimateError(wallet) ? undefined : { wallet, fromAccount };
}

/** The wallet a cookie value holds, whoever's it is (the pages show either). */
export const parseWallet = (value: string | undefined): Wallet | undefined => parseKeptWallet(value)?.wallet;

/** What this browser keeps (undefined on the server, which reads the request's cookie instead). */
export function keptWallet(): KeptWallet | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${WALLET_COOKIE}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return parseKeptWallet(entry?.slice(prefix.length));
}

export const browserWallet = (): Wallet | undefined => keptWallet()?.wallet;

/** The page's wallet: the one the server rendered with (its page data), else the one this browser keeps. */
export const pageWallet = (rendered: Wallet | undefined): Wallet | undefined => rendered ?? browserWallet();

/** Keeps the wallet in this browser, or forgets it (undefined). */
export function keepInBrowser(kept: KeptWallet | undefined): void {
  document.cookie = kept
    ? `${WALLET_COOKIE}=${walletCookieValue(kept)}; Path=/; Max-Age=${WALLET_COOKIE_MAX_AGE_S}; SameSite=Lax`
    : `${WALLET_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export const sameWallet = (a: Wallet | undefined, b: Wallet | undefined): boolean =>
  a === b || (!!a && !!b && numbers(a).join('_') === numbers(b).join('_'));

/**
 * The variables of every query whose cards show a monthly payment ($hasWallet, $wallet): with no
 * wallet the payment is not asked for.
 */
export const walletVariables = (wallet: Wallet | undefined) =>
  wallet ? { hasWallet: true, wallet: { ...wallet } } : { hasWallet: false, wallet: {} };

import type { Wallet } from './cookie';

/** The wallet in a line: '$3,000 down · $0 trade-in · 60 months at 7.5% APR'. */
export const walletSummary = (wallet: Wallet): string =>
  `$${wallet.downPayment.toLocaleString('en-US')} down · $${wallet.tradeInValue.toLocaleString('en-US')} trade-in · ${wallet.termMonths} months at ${wallet.aprPercent}% APR`;

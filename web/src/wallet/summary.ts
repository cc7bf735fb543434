import { formatPrice } from '../components/format';
import type { Wallet } from './cookie';

/** The wallet in a line: '$3,000 down · $0 trade-in · 60 months at 7.5% APR'. */
export const walletSummary = (wallet: Wallet): string =>
  `${formatPrice(wallet.downPayment)} down · ${formatPrice(wallet.tradeInValue)} trade-in · ${wallet.termMonths} months at ${wallet.aprPercent}% APR`;

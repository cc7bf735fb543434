/** The wallet's constants (docs/rules/wallet.md). */

/**
 * The browser's copy of the wallet: readable by the page (it writes it) and sent with every page
 * request, so the server renders the monthly payments a shopper's wallet gives.
 */
export const WALLET_COOKIE = 'mm_wallet';
/** How long the browser keeps a wallet it was not given again: 400 days, the most browsers allow. */
export const WALLET_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** localStorage key remembering that the shopper closed the wallet toast (spec: it stays closed). */
export const WALLET_TOAST_CLOSED_KEY = 'mm_wallet_toast_closed';
/** Where the wallet card sits among the results: the third place of the grid (spec §9). */
export const WALLET_CARD_SLOT = 3;

export const WALLET_TEXTS = {
  button: 'Wallet',
  buttonLabel: 'Open your payment wallet',
  modalTitle: 'Your payment wallet',
  intro: 'Tell us what you pay up front and how you finance: every car then shows its monthly payment.',
  downPayment: 'Down payment ($)',
  tradeInValue: 'Trade-in value ($)',
  termMonths: 'Loan term',
  aprPercent: 'APR (%)',
  save: 'Save wallet',
  saving: 'Saving…',
  remove: 'Remove wallet',
  cancel: 'Cancel',
  accountFailed: 'Your account could not be updated, so nothing was changed. Try again in a moment.',
  cardTitle: 'What can you afford?',
  cardBody: 'Set your down payment, trade-in and rate, and every car shows its monthly payment.',
  cardAction: 'Set up your wallet',
  cardEdit: 'Edit wallet',
  toast: 'New: see the monthly payment of every car. Set up your wallet.',
  toastAction: 'Set up wallet',
  toastClose: 'Close the wallet notice',
  perMonth: '/mo',
} as const;

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { WALLET_TEXTS } from './constants';
import { useWallet } from './WalletContext';

const WalletModal = lazy(() => import('./WalletModal').then((m) => ({ default: m.WalletModal })));

/**
 * A button that opens the wallet modal (docs/rules/wallet.md#the-modal), whose chunk loads on the
 * first click. Every way into the wallet (the icon button, the wallet card, the toast) is one of these.
 */
export function WalletButton({
  className,
  label,
  children,
}: {
  className: string;
  /** The accessible name, when the visible text is not enough (the icon button). */
  label?: string;
  children: ReactNode;
}) {
  const wallet = useWallet();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <WalletModal wallet={wallet} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The wallet icon button of the results and vehicle pages. */
export function WalletIconButton() {
  const wallet = useWallet();
  return (
    <WalletButton className="wallet-icon-button" label={`${WALLET_TEXTS.buttonLabel}${wallet ? ' (set)' : ''}`}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M3 6.5A2.5 2.5 0 0 1 5.5 4H18v3h1.5A1.5 1.5 0 0 1 21 8.5v10a1.5 1.5 0 0 1-1.5 1.5h-14A2.5 2.5 0 0 1 3 17.5v-11Zm2.5-.5a.5.5 0 0 0 0 1H16V6H5.5ZM5 9v8.5a.5.5 0 0 0 .5.5H19v-3h-3a2 2 0 1 1 0-4h3V9H5Zm11 4a.5.5 0 1 0 0 1h3v-1h-3Z"
        />
      </svg>
      <span className="wallet-icon-button__text">{WALLET_TEXTS.button}</span>
    </WalletButton>
  );
}

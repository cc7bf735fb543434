import { useState } from 'react';
import { useClientValue } from '../hooks/useClientValue';
import { browserStorage, readStored, writeStored } from '../storage/local';
import { WALLET_TEXTS, WALLET_TOAST_CLOSED_KEY } from './constants';
import { WalletButton } from './WalletButton';
import { useWallet } from './WalletContext';

const closedBefore = () => readStored(browserStorage(), WALLET_TOAST_CLOSED_KEY) !== null;

/**
 * The wallet notification toast (spec §4, docs/rules/wallet.md#the-toast): tells a shopper without
 * a wallet that payments can be shown. Closed, it stays closed in this browser. Browser-only (the
 * server does not know whether it was closed), so it never shifts the server's page.
 */
export function WalletToast() {
  const wallet = useWallet();
  const closed = useClientValue(closedBefore, true);
  const [closedNow, setClosedNow] = useState(false);
  if (wallet || closed || closedNow) return null;
  const close = () => {
    writeStored(browserStorage(), WALLET_TOAST_CLOSED_KEY, true);
    setClosedNow(true);
  };
  return (
    <div className="wallet-toast" role="status" data-testid="wallet-toast">
      <p className="wallet-toast__text">{WALLET_TEXTS.toast}</p>
      <WalletButton className="wallet-toast__action">{WALLET_TEXTS.toastAction}</WalletButton>
      <button type="button" className="wallet-toast__close" aria-label={WALLET_TEXTS.toastClose} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

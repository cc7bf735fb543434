import { WALLET_TEXTS } from './constants';
import { walletSummary } from './summary';
import { WalletButton } from './WalletButton';
import { useWallet } from './WalletContext';

/**
 * The wallet card, in the third place of the results (spec §9, docs/rules/wallet.md#the-card): an
 * invitation to set a wallet, or the wallet in a line with a way to change it.
 */
export function WalletCard() {
  const wallet = useWallet();
  return (
    <aside className="wallet-card" data-testid="wallet-card" aria-label="Payment wallet">
      <h3 className="wallet-card__title">{WALLET_TEXTS.cardTitle}</h3>
      <p className="wallet-card__body">{wallet ? walletSummary(wallet) : WALLET_TEXTS.cardBody}</p>
      <WalletButton className="button wallet-card__action">
        {wallet ? WALLET_TEXTS.cardEdit : WALLET_TEXTS.cardAction}
      </WalletButton>
    </aside>
  );
}

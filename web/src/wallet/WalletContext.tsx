import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { usePageData } from '../ssr/page';
import { whenIdle } from '../still-interested/idle';
import { signedInCookie } from '../still-interested/store';
import { pageWallet, type Wallet } from './cookie';

const WalletContext = createContext<Wallet | undefined>(undefined);

/**
 * The shopper's wallet for the whole tree: on the server the one the request's cookie held (the
 * gateway puts it in the page data), in the browser the one it keeps, which is the same cookie.
 * A change of wallet reloads the page (docs/rules/wallet.md#a-change-reloads), so it is read once.
 * A signed-in consumer's account copy is reconciled at idle time, in a chunk of its own.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const page = usePageData();
  const [wallet] = useState(() => pageWallet(page.wallet));
  const client = useApolloClient();
  useEffect(() => {
    if (!signedInCookie()) return;
    return whenIdle(() => void import('./sync').then((m) => m.syncWallet(client)).catch(() => {}));
  }, [client]);
  return <WalletContext value={wallet}>{children}</WalletContext>;
}

/** The shopper's wallet, or undefined when they have none. */
export const useWallet = (): Wallet | undefined => useContext(WalletContext);

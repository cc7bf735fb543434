import type { ApolloClient } from '@apollo/client';
import { keepInBrowser, keptWallet, sameWallet, type Wallet } from './cookie';
import { AccountWalletDocument, SaveWalletDocument } from './documents';

/**
 * A signed-in consumer's wallet, the account's and the browser's made one (docs/rules/wallet.md#where-it-is-kept).
 * The account's wins and the browser keeps a copy of it for the server's pages. An account without
 * one takes the wallet this browser kept as a visitor; a copy of an account's wallet that the
 * account no longer has (removed on another device, or another consumer's) is forgotten. Best
 * effort, at idle time: a failure leaves both as they were, and the next page tries again.
 */
export async function syncWallet(client: ApolloClient): Promise<void> {
  const { data } = await client.query({ query: AccountWalletDocument, fetchPolicy: 'network-only' });
  if (!data?.me.signedIn) return;
  const kept = keptWallet();
  if (data.me.wallet) {
    const { downPayment, tradeInValue, termMonths, aprPercent } = data.me.wallet;
    const account: Wallet = { downPayment, tradeInValue, termMonths, aprPercent };
    if (!kept?.fromAccount || !sameWallet(account, kept.wallet)) keepInBrowser({ wallet: account, fromAccount: true });
    return;
  }
  if (!kept) return;
  if (kept.fromAccount) return keepInBrowser(undefined);
  const { data: saved } = await client.mutate({
    mutation: SaveWalletDocument,
    variables: { input: kept.wallet, idempotencyKey: crypto.randomUUID() },
  });
  if (saved?.updateWallet.wallet) keepInBrowser({ wallet: kept.wallet, fromAccount: true });
}

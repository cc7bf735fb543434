import type { Wallet, WalletRequest } from '../../contracts/account/index';
import type { Queryable } from '../db/database';

/**
 * A signed-in consumer's wallet (docs/rules/accounts.md#wallet), in the wallets table of migration
 * 019: one row per user, replaced whole. Only the consumer reads, writes or removes their own; a
 * visitor's wallet is kept by their browser and never reaches this table.
 */

interface WalletRow {
  down_payment: number;
  trade_in_value: number;
  term_months: number;
  apr_percent: number;
  updated_at: Date | string;
}

// NUMERIC arrives as a string from both drivers; float8 is a number, exact for two decimals' worth.
const WALLET_COLUMNS = 'down_payment, trade_in_value, term_months, apr_percent::float8 AS apr_percent, updated_at';

const toWallet = (row: WalletRow): Wallet => ({
  downPayment: row.down_payment,
  tradeInValue: row.trade_in_value,
  termMonths: row.term_months,
  aprPercent: Number(row.apr_percent),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The consumer's wallet, or null when none is saved. */
export async function wallet(db: Queryable, userId: string): Promise<Wallet | null> {
  const [row] = await db.query<WalletRow>(`SELECT ${WALLET_COLUMNS} FROM wallets WHERE user_id = $1`, [userId]);
  return row ? toWallet(row) : null;
}

/** Replaces the consumer's wallet with this estimate; answers it as saved. */
export async function putWallet(tx: Queryable, userId: string, estimate: WalletRequest): Promise<Wallet> {
  const [row] = await tx.query<WalletRow>(
    `INSERT INTO wallets (user_id, down_payment, trade_in_value, term_months, apr_percent)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET down_payment = EXCLUDED.down_payment,
       trade_in_value = EXCLUDED.trade_in_value, term_months = EXCLUDED.term_months,
       apr_percent = EXCLUDED.apr_percent, updated_at = now()
     RETURNING ${WALLET_COLUMNS}`,
    [userId, estimate.downPayment, estimate.tradeInValue, estimate.termMonths, estimate.aprPercent],
  );
  return toWallet(row);
}

/** Removes the consumer's wallet; removing none is no error. */
export async function removeWallet(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM wallets WHERE user_id = $1', [userId]);
}

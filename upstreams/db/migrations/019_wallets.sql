-- A signed-in consumer's wallet (docs/rules/accounts.md#wallet): the payment estimate every card and
-- vehicle page shows its monthly payment with. One per user, replaced whole on each save; a visitor's
-- wallet is kept by their browser only, never here. Read and written by upstreams/account/wallet.ts.
-- The CHECKs hold the rules of contracts/payments.ts (paymentEstimateError), which the service
-- applies first; they keep a row that breaks them out whatever writes it.
CREATE TABLE wallets (
  user_id UUID PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Whole dollars paid up front, 0 to MAX_UP_FRONT.
  down_payment INTEGER NOT NULL CHECK (down_payment BETWEEN 0 AND 1000000),
  trade_in_value INTEGER NOT NULL CHECK (trade_in_value BETWEEN 0 AND 1000000),
  -- One of PAYMENT_TERMS.
  term_months INTEGER NOT NULL CHECK (term_months IN (24, 36, 48, 60, 72, 84)),
  -- Percent a year, 0 to MAX_APR_PERCENT, at most two decimals.
  apr_percent NUMERIC(4, 2) NOT NULL CHECK (apr_percent BETWEEN 0 AND 30),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

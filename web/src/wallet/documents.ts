import { graphql } from './__generated__/gql';

/** The signed-in consumer's wallet, kept in their account (schema/account.graphql). */
export const AccountWalletDocument = graphql(`
  query AccountWallet {
    me {
      signedIn
      wallet {
        downPayment
        tradeInValue
        termMonths
        aprPercent
      }
    }
  }
`);

/** Keeps the wallet in the consumer's account. */
export const SaveWalletDocument = graphql(`
  mutation SaveWallet($input: PaymentEstimateInput!, $idempotencyKey: String) {
    updateWallet(input: $input, idempotencyKey: $idempotencyKey) {
      wallet {
        downPayment
        tradeInValue
        termMonths
        aprPercent
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Removes the wallet from the consumer's account. */
export const RemoveWalletDocument = graphql(`
  mutation RemoveWallet($idempotencyKey: String) {
    removeWallet(idempotencyKey: $idempotencyKey) {
      errors {
        field
        message
      }
    }
  }
`);

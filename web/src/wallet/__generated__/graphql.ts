/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A shopper's payment estimate (their wallet): what they pay up front, over how long, at what rate. */
export type PaymentEstimateInput = {
  /** The loan's APR in percent a year, 0 to 30. */
  aprPercent?: number | null | undefined;
  /** Dollars paid up front: whole dollars, 0 to 1,000,000. */
  downPayment?: number | null | undefined;
  /** The loan's term in months: 24, 36, 48, 60, 72 or 84. */
  termMonths?: number | null | undefined;
  /** The trade-in's value, paid up front like the down payment: whole dollars, 0 to 1,000,000. */
  tradeInValue?: number | null | undefined;
};

export type AccountWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountWalletQuery = { me: { signedIn: boolean, wallet: { downPayment: number, tradeInValue: number, termMonths: number, aprPercent: number } | null } };

export type SaveWalletMutationVariables = Exact<{
  input: PaymentEstimateInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SaveWalletMutation = { updateWallet: { wallet: { downPayment: number, tradeInValue: number, termMonths: number, aprPercent: number } | null, errors: Array<{ field: string, message: string }> } };

export type RemoveWalletMutationVariables = Exact<{
  idempotencyKey?: string | null | undefined;
}>;


export type RemoveWalletMutation = { removeWallet: { errors: Array<{ field: string, message: string }> } };


export const AccountWalletDocument = {"__meta__":{"hash":"sha256:e4a32a0a5c8ea64efabc3a375b103714f172de7de05338f2ac88333a45f43eef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountWallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"tradeInValue"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"aprPercent"}}]}}]}}]}}]} as unknown as DocumentNode<AccountWalletQuery, AccountWalletQueryVariables>;
export const SaveWalletDocument = {"__meta__":{"hash":"sha256:a305166fb114c983228853e5f9cdf3d7d5b51b25126fe4b7ddcac9e3748e6cb9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentEstimateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"tradeInValue"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"aprPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveWalletMutation, SaveWalletMutationVariables>;
export const RemoveWalletDocument = {"__meta__":{"hash":"sha256:b18a23905930c2ef676c82ef77d873ab011fa89062eeb67bcf235ba85b156d67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveWalletMutation, RemoveWalletMutationVariables>;
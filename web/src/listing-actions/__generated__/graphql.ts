/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * Why a shopper reports a listing. OTHER needs a few words saying what is wrong; the others may
 * carry words too.
 */
export type ListingReportReason =
  /** The listing looks like a fraud or a scam. */
  | 'FRAUD'
  /** Something else, said in the report's details (required for this reason). */
  | 'OTHER'
  /** The car is already sold. */
  | 'SOLD'
  /** Details other than the price (year, mileage, equipment, photos) are wrong. */
  | 'WRONG_DETAILS'
  /** The price shown is not the seller's price. */
  | 'WRONG_PRICE';

/** A shopper's report about a listing, as stored for the marketplace's reviewers. */
export type ReportListingInput = {
  /**
   * What is wrong, in the shopper's words: at most 500 characters once trimmed; required when the
   * reason is OTHER, optional otherwise. Kept for the reviewers only: never shown back, never logged.
   */
  details?: string | null | undefined;
  /** The reported listing's id (the digits of its vehicle page's URL). */
  listingId: string | number;
  /** Why it is reported. */
  reason: ListingReportReason;
};

export type ReportListingMutationVariables = Exact<{
  input: ReportListingInput;
  idempotencyKey?: string | null | undefined;
}>;


export type ReportListingMutation = { reportListing: { report: { id: string, reason: ListingReportReason } | null, errors: Array<{ field: string, message: string }> } };


export const ReportListingDocument = {"__meta__":{"hash":"sha256:48987fd50b33bf85ad0e7ce41ab2a339db3e5ff2d9a45d25d2aa88016fd2831d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportListingInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReportListingMutation, ReportListingMutationVariables>;
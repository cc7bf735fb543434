/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * How often a saved search is checked for new matches and emailed about them. Each check looks only
 * at what is new since the previous one; alerts turned back on after a pause start from that moment.
 */
export type AlertFrequency =
  /** Checked once a day: at most one email a day, with the day's new matches. The default. */
  | 'DAILY'
  /** Checked every few minutes: an email soon after a new match is listed. */
  | 'INSTANT'
  /** Checked once a week: at most one email a week, with the week's new matches. */
  | 'WEEKLY';

/** A search to save, as the search results page shows it. */
export type SaveSearchInput = {
  /** How often to check for new matches (default DAILY). */
  alertFrequency?: AlertFrequency | null | undefined;
  /** Whether to email new matches (default true). */
  alertsEnabled?: boolean | null | undefined;
  /** The name to give the search, 1 to 80 characters; the search's own name when omitted. */
  bookmarkTitle?: string | null | undefined;
  /**
   * The search results page's query string (with or without '?'); it is stored in its canonical order.
   * It must hold a filter besides the place, the sort and the paging, and be a search the results page
   * accepts; otherwise the payload answers a field error on queryString.
   */
  queryString: string;
};

/** Sign-in details. */
export type SignInInput = {
  /** The account's email address. */
  email: string;
  /** The account's password. */
  password: string;
};

/** Sign-up details. */
export type SignUpInput = {
  /** Email address to sign in with; at most 254 characters. */
  email: string;
  /** Optional first name, at most 60 characters. */
  firstName?: string | null | undefined;
  /** Optional last name, at most 60 characters. */
  lastName?: string | null | undefined;
  /** At least 8 and at most 128 characters. */
  password: string;
};

/** A logged-out visitor's email subscription to a search. */
export type SubscribeToSearchInput = {
  /** How often to check for new matches (default DAILY). */
  alertFrequency?: AlertFrequency | null | undefined;
  /** Where alerts go: required, a valid address, at most 45 characters. */
  email: string;
  /** A field the form hides from people: anything in it marks a bot, whose subscription is silently dropped. */
  honeypot?: string | null | undefined;
  /**
   * The search results page's query string to subscribe to: it must hold a filter besides the place, the
   * sort and the paging, and be a search the results page accepts; otherwise a field error on queryString.
   */
  queryString: string;
};

export type SavedSearchFieldsFragment = { bookmarkId: string, title: string, bookmarkTitle: string, searchBookmarkDate: string, lastExecuted: string | null, searchResultsURL: string, searchResultsPath: string, alertsEnabled: boolean, alertFrequency: AlertFrequency };

export type SavedListingIdsFragment = { savedListingIds: Array<string> };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { me: { signedIn: boolean, savedSearchCount: number, savedListingIds: Array<string>, remainingQuickSaves: number | null, user: { id: string, firstName: string | null } | null, savedSearches: Array<{ bookmarkId: string, title: string, bookmarkTitle: string, searchBookmarkDate: string, lastExecuted: string | null, searchResultsURL: string, searchResultsPath: string, alertsEnabled: boolean, alertFrequency: AlertFrequency }> } };

export type AuthPayloadFieldsFragment = { user: { id: string } | null, errors: Array<{ field: string, message: string }> };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { user: { id: string } | null, errors: Array<{ field: string, message: string }> } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SignUpMutation = { signUp: { user: { id: string } | null, errors: Array<{ field: string, message: string }> } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { signedOut: boolean } };

export type SaveSearchMutationVariables = Exact<{
  input: SaveSearchInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SaveSearchMutation = { saveSearch: { savedSearchCount: number | null, bookmark: { bookmarkId: string, title: string, bookmarkTitle: string, searchBookmarkDate: string, lastExecuted: string | null, searchResultsURL: string, searchResultsPath: string, alertsEnabled: boolean, alertFrequency: AlertFrequency } | null, errors: Array<{ field: string, message: string }> } };

export type SubscribeToSearchMutationVariables = Exact<{
  input: SubscribeToSearchInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SubscribeToSearchMutation = { subscribeToSearch: { subscribed: boolean, limitReached: boolean, errors: Array<{ field: string, message: string }> } };

export type RenameSavedSearchMutationVariables = Exact<{
  bookmarkId: string | number;
  bookmarkTitle: string;
  idempotencyKey?: string | null | undefined;
}>;


export type RenameSavedSearchMutation = { renameSavedSearch: { bookmark: { bookmarkId: string, title: string, bookmarkTitle: string, searchBookmarkDate: string, lastExecuted: string | null, searchResultsURL: string, searchResultsPath: string, alertsEnabled: boolean, alertFrequency: AlertFrequency } | null, errors: Array<{ field: string, message: string }> } };

export type SetSavedSearchAlertsMutationVariables = Exact<{
  bookmarkId: string | number;
  alertsEnabled: boolean;
  frequency?: AlertFrequency | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type SetSavedSearchAlertsMutation = { setSavedSearchAlerts: { bookmark: { bookmarkId: string, title: string, bookmarkTitle: string, searchBookmarkDate: string, lastExecuted: string | null, searchResultsURL: string, searchResultsPath: string, alertsEnabled: boolean, alertFrequency: AlertFrequency } | null, errors: Array<{ field: string, message: string }> } };

export type DeleteSavedSearchMutationVariables = Exact<{
  bookmarkId: string | number;
  idempotencyKey?: string | null | undefined;
}>;


export type DeleteSavedSearchMutation = { deleteSavedSearch: { bookmarkId: string, savedSearchCount: number } };

export type SaveListingMutationVariables = Exact<{
  listingId: string | number;
  idempotencyKey?: string | null | undefined;
}>;


export type SaveListingMutation = { saveListing: { savedListingIds: Array<string>, signInRequired: boolean, errors: Array<{ field: string, message: string }> } };

export type UnsaveListingMutationVariables = Exact<{
  listingId: string | number;
  idempotencyKey?: string | null | undefined;
}>;


export type UnsaveListingMutation = { unsaveListing: { listingId: string, savedListingIds: Array<string> } };

export type SavedCarsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedCarsQuery = { me: { signedIn: boolean, savedListingIds: Array<string>, savedListings: Array<{ listingId: string, savedAt: string, title: string, priceWhenSaved: number | null, available: boolean, listing: { id: string, title: string, mileage: number, vdpUrl: string, pricingDetail: { salePrice: number }, image: { src: string, alt: string } } | null }> } };

export const SavedSearchFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkTitle"}},{"kind":"Field","name":{"kind":"Name","value":"searchBookmarkDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastExecuted"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsURL"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsPath"}},{"kind":"Field","name":{"kind":"Name","value":"alertsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"alertFrequency"}}]}}]} as unknown as DocumentNode<SavedSearchFieldsFragment, unknown>;
export const SavedListingIdsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedListingIds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedListingIds"}}]}}]} as unknown as DocumentNode<SavedListingIdsFragment, unknown>;
export const AuthPayloadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthPayloadFieldsFragment, unknown>;
export const ViewerDocument = {"__meta__":{"hash":"sha256:c6fe86eeaa595b47c14e3eadc57f4473e787d657228dd6ede367a72b4506edbf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"savedSearchCount"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSearchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedListingIds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuickSaves"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkTitle"}},{"kind":"Field","name":{"kind":"Name","value":"searchBookmarkDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastExecuted"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsURL"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsPath"}},{"kind":"Field","name":{"kind":"Name","value":"alertsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"alertFrequency"}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const SignInDocument = {"__meta__":{"hash":"sha256:de09605aa3dff20ef25c7f73ed2970f779e3d210da11a69eae6f4d8b58235b18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = {"__meta__":{"hash":"sha256:d9d81797a05414840e3718880f6f6871595f3974d8e09b2ecdd22e582cfdb3c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const SignOutDocument = {"__meta__":{"hash":"sha256:ffd093bc73cd0e180b4296d8e8b21a3311efcff70fe2ca4fd0032c4654692619"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SaveSearchDocument = {"__meta__":{"hash":"sha256:2875e8d4cf9f4c6fc106950fc3e20d7ebd2efa935ce79345ae07b1b786c6cc04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSearchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmark"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSearchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedSearchCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkTitle"}},{"kind":"Field","name":{"kind":"Name","value":"searchBookmarkDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastExecuted"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsURL"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsPath"}},{"kind":"Field","name":{"kind":"Name","value":"alertsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"alertFrequency"}}]}}]} as unknown as DocumentNode<SaveSearchMutation, SaveSearchMutationVariables>;
export const SubscribeToSearchDocument = {"__meta__":{"hash":"sha256:c12bb92123a7a32424c6620ef0febb9baa302150007bde5aa2bceba70c8efd81"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeToSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeToSearchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeToSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"limitReached"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubscribeToSearchMutation, SubscribeToSearchMutationVariables>;
export const RenameSavedSearchDocument = {"__meta__":{"hash":"sha256:c3cdcc4f6c3e3e92402cbca40e7b3b6de451d35de87cccf2c2f7b954bede1c2a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookmarkId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookmarkTitle"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookmarkId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookmarkId"}}},{"kind":"Argument","name":{"kind":"Name","value":"bookmarkTitle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookmarkTitle"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmark"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSearchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkTitle"}},{"kind":"Field","name":{"kind":"Name","value":"searchBookmarkDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastExecuted"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsURL"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsPath"}},{"kind":"Field","name":{"kind":"Name","value":"alertsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"alertFrequency"}}]}}]} as unknown as DocumentNode<RenameSavedSearchMutation, RenameSavedSearchMutationVariables>;
export const SetSavedSearchAlertsDocument = {"__meta__":{"hash":"sha256:c81a6eb45073b37ef11bb549aebca60574f938e864f005da1fd43eba19e8f0fd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSavedSearchAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookmarkId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alertsEnabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"frequency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertFrequency"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSavedSearchAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookmarkId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookmarkId"}}},{"kind":"Argument","name":{"kind":"Name","value":"alertsEnabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alertsEnabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"frequency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"frequency"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmark"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSearchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkTitle"}},{"kind":"Field","name":{"kind":"Name","value":"searchBookmarkDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastExecuted"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsURL"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsPath"}},{"kind":"Field","name":{"kind":"Name","value":"alertsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"alertFrequency"}}]}}]} as unknown as DocumentNode<SetSavedSearchAlertsMutation, SetSavedSearchAlertsMutationVariables>;
export const DeleteSavedSearchDocument = {"__meta__":{"hash":"sha256:289b8835eddc3c43b2b727d7a26dd39aca69d3fc2652251bb765cb6cd5f9d9e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookmarkId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookmarkId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookmarkId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"savedSearchCount"}}]}}]}}]} as unknown as DocumentNode<DeleteSavedSearchMutation, DeleteSavedSearchMutationVariables>;
export const SaveListingDocument = {"__meta__":{"hash":"sha256:63005e069049697c95caadb243b88ee9375d247b58854fc9f2e5d61aef8e10c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedListingIds"}},{"kind":"Field","name":{"kind":"Name","value":"signInRequired"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveListingMutation, SaveListingMutationVariables>;
export const UnsaveListingDocument = {"__meta__":{"hash":"sha256:45db26cea748d083c05599342784a2f7c9d4ac3fb7196300165c9bb03b51b57f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsaveListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsaveListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"savedListingIds"}}]}}]}}]} as unknown as DocumentNode<UnsaveListingMutation, UnsaveListingMutationVariables>;
export const SavedCarsDocument = {"__meta__":{"hash":"sha256:feb8d1c4078d239cd6251b6f147860c8754b9da913f641cca66297523c5cbf07"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedCars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"savedListingIds"}},{"kind":"Field","name":{"kind":"Name","value":"savedListings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priceWhenSaved"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"vdpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricingDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salePrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SavedCarsQuery, SavedCarsQueryVariables>;
/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SavedSearchFields on Bookmark {\n    bookmarkId\n    title\n    bookmarkTitle\n    searchBookmarkDate\n    lastExecuted\n    searchResultsURL\n    searchResultsPath\n    alertsEnabled\n    alertFrequency\n  }\n": typeof types.SavedSearchFieldsFragmentDoc,
    "\n  fragment SavedListingIds on Viewer {\n    savedListingIds\n  }\n": typeof types.SavedListingIdsFragmentDoc,
    "\n  query Viewer {\n    me {\n      signedIn\n      savedSearchCount\n      user {\n        id\n        firstName\n      }\n      savedSearches {\n        ...SavedSearchFields\n      }\n      savedListingIds\n      remainingQuickSaves\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    user {\n      id\n    }\n    errors {\n      field\n      message\n    }\n  }\n": typeof types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!, $idempotencyKey: String) {\n    signUp(input: $input, idempotencyKey: $idempotencyKey) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SaveSearch($input: SaveSearchInput!, $idempotencyKey: String) {\n    saveSearch(input: $input, idempotencyKey: $idempotencyKey) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      savedSearchCount\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  mutation SubscribeToSearch($input: SubscribeToSearchInput!, $idempotencyKey: String) {\n    subscribeToSearch(input: $input, idempotencyKey: $idempotencyKey) {\n      subscribed\n      limitReached\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SubscribeToSearchDocument,
    "\n  mutation RenameSavedSearch($bookmarkId: ID!, $bookmarkTitle: String!, $idempotencyKey: String) {\n    renameSavedSearch(bookmarkId: $bookmarkId, bookmarkTitle: $bookmarkTitle, idempotencyKey: $idempotencyKey) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RenameSavedSearchDocument,
    "\n  mutation SetSavedSearchAlerts(\n    $bookmarkId: ID!\n    $alertsEnabled: Boolean!\n    $frequency: AlertFrequency\n    $idempotencyKey: String\n  ) {\n    setSavedSearchAlerts(\n      bookmarkId: $bookmarkId\n      alertsEnabled: $alertsEnabled\n      frequency: $frequency\n      idempotencyKey: $idempotencyKey\n    ) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetSavedSearchAlertsDocument,
    "\n  mutation DeleteSavedSearch($bookmarkId: ID!, $idempotencyKey: String) {\n    deleteSavedSearch(bookmarkId: $bookmarkId, idempotencyKey: $idempotencyKey) {\n      bookmarkId\n      savedSearchCount\n    }\n  }\n": typeof types.DeleteSavedSearchDocument,
    "\n  mutation SaveListing($listingId: ID!, $idempotencyKey: String) {\n    saveListing(listingId: $listingId, idempotencyKey: $idempotencyKey) {\n      savedListingIds\n      signInRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveListingDocument,
    "\n  mutation UnsaveListing($listingId: ID!, $idempotencyKey: String) {\n    unsaveListing(listingId: $listingId, idempotencyKey: $idempotencyKey) {\n      listingId\n      savedListingIds\n    }\n  }\n": typeof types.UnsaveListingDocument,
    "\n  query SavedCars {\n    me {\n      signedIn\n      savedListingIds\n      savedListings {\n        listingId\n        savedAt\n        title\n        priceWhenSaved\n        available\n        listing {\n          id\n          title\n          mileage\n          vdpUrl\n          pricingDetail {\n            salePrice\n          }\n          image {\n            src\n            alt\n          }\n        }\n      }\n    }\n  }\n": typeof types.SavedCarsDocument,
};
const documents: Documents = {
    "\n  fragment SavedSearchFields on Bookmark {\n    bookmarkId\n    title\n    bookmarkTitle\n    searchBookmarkDate\n    lastExecuted\n    searchResultsURL\n    searchResultsPath\n    alertsEnabled\n    alertFrequency\n  }\n": types.SavedSearchFieldsFragmentDoc,
    "\n  fragment SavedListingIds on Viewer {\n    savedListingIds\n  }\n": types.SavedListingIdsFragmentDoc,
    "\n  query Viewer {\n    me {\n      signedIn\n      savedSearchCount\n      user {\n        id\n        firstName\n      }\n      savedSearches {\n        ...SavedSearchFields\n      }\n      savedListingIds\n      remainingQuickSaves\n    }\n  }\n": types.ViewerDocument,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    user {\n      id\n    }\n    errors {\n      field\n      message\n    }\n  }\n": types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!, $idempotencyKey: String) {\n    signUp(input: $input, idempotencyKey: $idempotencyKey) {\n      ...AuthPayloadFields\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": types.SignOutDocument,
    "\n  mutation SaveSearch($input: SaveSearchInput!, $idempotencyKey: String) {\n    saveSearch(input: $input, idempotencyKey: $idempotencyKey) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      savedSearchCount\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveSearchDocument,
    "\n  mutation SubscribeToSearch($input: SubscribeToSearchInput!, $idempotencyKey: String) {\n    subscribeToSearch(input: $input, idempotencyKey: $idempotencyKey) {\n      subscribed\n      limitReached\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SubscribeToSearchDocument,
    "\n  mutation RenameSavedSearch($bookmarkId: ID!, $bookmarkTitle: String!, $idempotencyKey: String) {\n    renameSavedSearch(bookmarkId: $bookmarkId, bookmarkTitle: $bookmarkTitle, idempotencyKey: $idempotencyKey) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RenameSavedSearchDocument,
    "\n  mutation SetSavedSearchAlerts(\n    $bookmarkId: ID!\n    $alertsEnabled: Boolean!\n    $frequency: AlertFrequency\n    $idempotencyKey: String\n  ) {\n    setSavedSearchAlerts(\n      bookmarkId: $bookmarkId\n      alertsEnabled: $alertsEnabled\n      frequency: $frequency\n      idempotencyKey: $idempotencyKey\n    ) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SetSavedSearchAlertsDocument,
    "\n  mutation DeleteSavedSearch($bookmarkId: ID!, $idempotencyKey: String) {\n    deleteSavedSearch(bookmarkId: $bookmarkId, idempotencyKey: $idempotencyKey) {\n      bookmarkId\n      savedSearchCount\n    }\n  }\n": types.DeleteSavedSearchDocument,
    "\n  mutation SaveListing($listingId: ID!, $idempotencyKey: String) {\n    saveListing(listingId: $listingId, idempotencyKey: $idempotencyKey) {\n      savedListingIds\n      signInRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveListingDocument,
    "\n  mutation UnsaveListing($listingId: ID!, $idempotencyKey: String) {\n    unsaveListing(listingId: $listingId, idempotencyKey: $idempotencyKey) {\n      listingId\n      savedListingIds\n    }\n  }\n": types.UnsaveListingDocument,
    "\n  query SavedCars {\n    me {\n      signedIn\n      savedListingIds\n      savedListings {\n        listingId\n        savedAt\n        title\n        priceWhenSaved\n        available\n        listing {\n          id\n          title\n          mileage\n          vdpUrl\n          pricingDetail {\n            salePrice\n          }\n          image {\n            src\n            alt\n          }\n        }\n      }\n    }\n  }\n": types.SavedCarsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedSearchFields on Bookmark {\n    bookmarkId\n    title\n    bookmarkTitle\n    searchBookmarkDate\n    lastExecuted\n    searchResultsURL\n    searchResultsPath\n    alertsEnabled\n    alertFrequency\n  }\n"): (typeof documents)["\n  fragment SavedSearchFields on Bookmark {\n    bookmarkId\n    title\n    bookmarkTitle\n    searchBookmarkDate\n    lastExecuted\n    searchResultsURL\n    searchResultsPath\n    alertsEnabled\n    alertFrequency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedListingIds on Viewer {\n    savedListingIds\n  }\n"): (typeof documents)["\n  fragment SavedListingIds on Viewer {\n    savedListingIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      signedIn\n      savedSearchCount\n      user {\n        id\n        firstName\n      }\n      savedSearches {\n        ...SavedSearchFields\n      }\n      savedListingIds\n      remainingQuickSaves\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      signedIn\n      savedSearchCount\n      user {\n        id\n        firstName\n      }\n      savedSearches {\n        ...SavedSearchFields\n      }\n      savedListingIds\n      remainingQuickSaves\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthPayloadFields on AuthPayload {\n    user {\n      id\n    }\n    errors {\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment AuthPayloadFields on AuthPayload {\n    user {\n      id\n    }\n    errors {\n      field\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!, $idempotencyKey: String) {\n    signUp(input: $input, idempotencyKey: $idempotencyKey) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!, $idempotencyKey: String) {\n    signUp(input: $input, idempotencyKey: $idempotencyKey) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($input: SaveSearchInput!, $idempotencyKey: String) {\n    saveSearch(input: $input, idempotencyKey: $idempotencyKey) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      savedSearchCount\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSearch($input: SaveSearchInput!, $idempotencyKey: String) {\n    saveSearch(input: $input, idempotencyKey: $idempotencyKey) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      savedSearchCount\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToSearch($input: SubscribeToSearchInput!, $idempotencyKey: String) {\n    subscribeToSearch(input: $input, idempotencyKey: $idempotencyKey) {\n      subscribed\n      limitReached\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeToSearch($input: SubscribeToSearchInput!, $idempotencyKey: String) {\n    subscribeToSearch(input: $input, idempotencyKey: $idempotencyKey) {\n      subscribed\n      limitReached\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameSavedSearch($bookmarkId: ID!, $bookmarkTitle: String!, $idempotencyKey: String) {\n    renameSavedSearch(bookmarkId: $bookmarkId, bookmarkTitle: $bookmarkTitle, idempotencyKey: $idempotencyKey) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameSavedSearch($bookmarkId: ID!, $bookmarkTitle: String!, $idempotencyKey: String) {\n    renameSavedSearch(bookmarkId: $bookmarkId, bookmarkTitle: $bookmarkTitle, idempotencyKey: $idempotencyKey) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSavedSearchAlerts(\n    $bookmarkId: ID!\n    $alertsEnabled: Boolean!\n    $frequency: AlertFrequency\n    $idempotencyKey: String\n  ) {\n    setSavedSearchAlerts(\n      bookmarkId: $bookmarkId\n      alertsEnabled: $alertsEnabled\n      frequency: $frequency\n      idempotencyKey: $idempotencyKey\n    ) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetSavedSearchAlerts(\n    $bookmarkId: ID!\n    $alertsEnabled: Boolean!\n    $frequency: AlertFrequency\n    $idempotencyKey: String\n  ) {\n    setSavedSearchAlerts(\n      bookmarkId: $bookmarkId\n      alertsEnabled: $alertsEnabled\n      frequency: $frequency\n      idempotencyKey: $idempotencyKey\n    ) {\n      bookmark {\n        ...SavedSearchFields\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedSearch($bookmarkId: ID!, $idempotencyKey: String) {\n    deleteSavedSearch(bookmarkId: $bookmarkId, idempotencyKey: $idempotencyKey) {\n      bookmarkId\n      savedSearchCount\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSavedSearch($bookmarkId: ID!, $idempotencyKey: String) {\n    deleteSavedSearch(bookmarkId: $bookmarkId, idempotencyKey: $idempotencyKey) {\n      bookmarkId\n      savedSearchCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveListing($listingId: ID!, $idempotencyKey: String) {\n    saveListing(listingId: $listingId, idempotencyKey: $idempotencyKey) {\n      savedListingIds\n      signInRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveListing($listingId: ID!, $idempotencyKey: String) {\n    saveListing(listingId: $listingId, idempotencyKey: $idempotencyKey) {\n      savedListingIds\n      signInRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsaveListing($listingId: ID!, $idempotencyKey: String) {\n    unsaveListing(listingId: $listingId, idempotencyKey: $idempotencyKey) {\n      listingId\n      savedListingIds\n    }\n  }\n"): (typeof documents)["\n  mutation UnsaveListing($listingId: ID!, $idempotencyKey: String) {\n    unsaveListing(listingId: $listingId, idempotencyKey: $idempotencyKey) {\n      listingId\n      savedListingIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedCars {\n    me {\n      signedIn\n      savedListingIds\n      savedListings {\n        listingId\n        savedAt\n        title\n        priceWhenSaved\n        available\n        listing {\n          id\n          title\n          mileage\n          vdpUrl\n          pricingDetail {\n            salePrice\n          }\n          image {\n            src\n            alt\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedCars {\n    me {\n      signedIn\n      savedListingIds\n      savedListings {\n        listingId\n        savedAt\n        title\n        priceWhenSaved\n        available\n        listing {\n          id\n          title\n          mileage\n          vdpUrl\n          pricingDetail {\n            salePrice\n          }\n          image {\n            src\n            alt\n          }\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
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
    "\n  query StillInterestedListings($first: [ID!]!, $second: [ID!]!) {\n    first: listings(ids: $first) {\n      ...StillInterestedCar\n    }\n    second: listings(ids: $second) {\n      ...StillInterestedCar\n    }\n  }\n  fragment StillInterestedCar on Listing {\n    id\n    vin\n    title\n    viewCount\n    image {\n      src\n      alt\n    }\n    pricingDetail {\n      salePrice\n      dealIndicator\n    }\n    vehicleHighlight {\n      urgencyDriverType\n      urgencyDriverValue\n    }\n  }\n": typeof types.StillInterestedListingsDocument,
    "\n  query StillInterestedViewer {\n    me {\n      signedIn\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.StillInterestedViewerDocument,
    "\n  query AccountRecentlyViewed {\n    me {\n      signedIn\n      user {\n        id\n      }\n      recentlyViewed\n    }\n  }\n": typeof types.AccountRecentlyViewedDocument,
    "\n  mutation RecordListingViews($listingIds: [ID!]!) {\n    recordListingViews(listingIds: $listingIds)\n  }\n": typeof types.RecordListingViewsDocument,
    "\n  query ConsumerHistory {\n    me {\n      signedIn\n      history {\n        viewedListingIds\n        contactedListingIds\n        fetchedAt\n      }\n    }\n  }\n": typeof types.ConsumerHistoryDocument,
};
const documents: Documents = {
    "\n  query StillInterestedListings($first: [ID!]!, $second: [ID!]!) {\n    first: listings(ids: $first) {\n      ...StillInterestedCar\n    }\n    second: listings(ids: $second) {\n      ...StillInterestedCar\n    }\n  }\n  fragment StillInterestedCar on Listing {\n    id\n    vin\n    title\n    viewCount\n    image {\n      src\n      alt\n    }\n    pricingDetail {\n      salePrice\n      dealIndicator\n    }\n    vehicleHighlight {\n      urgencyDriverType\n      urgencyDriverValue\n    }\n  }\n": types.StillInterestedListingsDocument,
    "\n  query StillInterestedViewer {\n    me {\n      signedIn\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.StillInterestedViewerDocument,
    "\n  query AccountRecentlyViewed {\n    me {\n      signedIn\n      user {\n        id\n      }\n      recentlyViewed\n    }\n  }\n": types.AccountRecentlyViewedDocument,
    "\n  mutation RecordListingViews($listingIds: [ID!]!) {\n    recordListingViews(listingIds: $listingIds)\n  }\n": types.RecordListingViewsDocument,
    "\n  query ConsumerHistory {\n    me {\n      signedIn\n      history {\n        viewedListingIds\n        contactedListingIds\n        fetchedAt\n      }\n    }\n  }\n": types.ConsumerHistoryDocument,
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
export function graphql(source: "\n  query StillInterestedListings($first: [ID!]!, $second: [ID!]!) {\n    first: listings(ids: $first) {\n      ...StillInterestedCar\n    }\n    second: listings(ids: $second) {\n      ...StillInterestedCar\n    }\n  }\n  fragment StillInterestedCar on Listing {\n    id\n    vin\n    title\n    viewCount\n    image {\n      src\n      alt\n    }\n    pricingDetail {\n      salePrice\n      dealIndicator\n    }\n    vehicleHighlight {\n      urgencyDriverType\n      urgencyDriverValue\n    }\n  }\n"): (typeof documents)["\n  query StillInterestedListings($first: [ID!]!, $second: [ID!]!) {\n    first: listings(ids: $first) {\n      ...StillInterestedCar\n    }\n    second: listings(ids: $second) {\n      ...StillInterestedCar\n    }\n  }\n  fragment StillInterestedCar on Listing {\n    id\n    vin\n    title\n    viewCount\n    image {\n      src\n      alt\n    }\n    pricingDetail {\n      salePrice\n      dealIndicator\n    }\n    vehicleHighlight {\n      urgencyDriverType\n      urgencyDriverValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StillInterestedViewer {\n    me {\n      signedIn\n      user {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query StillInterestedViewer {\n    me {\n      signedIn\n      user {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountRecentlyViewed {\n    me {\n      signedIn\n      user {\n        id\n      }\n      recentlyViewed\n    }\n  }\n"): (typeof documents)["\n  query AccountRecentlyViewed {\n    me {\n      signedIn\n      user {\n        id\n      }\n      recentlyViewed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordListingViews($listingIds: [ID!]!) {\n    recordListingViews(listingIds: $listingIds)\n  }\n"): (typeof documents)["\n  mutation RecordListingViews($listingIds: [ID!]!) {\n    recordListingViews(listingIds: $listingIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsumerHistory {\n    me {\n      signedIn\n      history {\n        viewedListingIds\n        contactedListingIds\n        fetchedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsumerHistory {\n    me {\n      signedIn\n      history {\n        viewedListingIds\n        contactedListingIds\n        fetchedAt\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
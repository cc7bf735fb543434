/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How the asking price compares with the expected price (PricingDetail.expectedPrice): their ratio. */
export type DealIndicator =
  /** Fair price: more than 97% and at most 105%. */
  | 'FAIR'
  /** Good price: more than 90% and at most 97%. */
  | 'GOOD'
  /** Great price: asking price at most 90% of the expected price. */
  | 'GREAT'
  /** High price: more than 105% of the expected price. */
  | 'HIGH';

/**
 * Why a listing is urgent, strongest first: a listing carries at most one reason, the first that
 * holds in this order (PRICE_REDUCED, INCENTIVES, NEWLY_LISTED, WARRANTY, RETURN). The results page
 * labels a card with it; a listing without one and with more than 3 views over the last 7 days is
 * labelled 'Act Quick!' instead.
 */
export type UrgencyDriverType =
  /** The dealer offers its own incentive on this car. Labelled with urgencyDriverValue. */
  | 'DEALER_INCENTIVE'
  /** A new car priced at least 5% under its MSRP; urgencyDriverValue says by how much, e.g. '$2,150 Below MSRP'. */
  | 'INCENTIVES'
  /** Listed within the last 7 days of the inventory's newest listing. Labelled 'Newly Listed'. */
  | 'NEWLY_LISTED'
  /** Its asking price went down in the last 30 days: its latest price change was a drop and the price has not moved since (a great price alone is not a reduction). Labelled 'Reduced Price!'; urgencyDriverValue says by how much, e.g. '$1,200 Price Drop'. */
  | 'PRICE_REDUCED'
  /** Its dealer offers a money back guarantee (a return policy). Labelled 'Money Back Guarantee'. */
  | 'RETURN'
  /** Viewed more than 3 times over the last 7 days (only the vehicle-highlight spotlights say so). Labelled 'Act Quick!'. */
  | 'VIEW_COUNT'
  /** A certified car (CERTIFIED or THIRD_PARTY_CERTIFIED), which comes with its program's warranty. Labelled 'Certified Warranty'. */
  | 'WARRANTY';

export type StillInterestedListingsQueryVariables = Exact<{
  first: Array<string | number> | string | number;
  second: Array<string | number> | string | number;
}>;


export type StillInterestedListingsQuery = { first: Array<{ id: string, vin: string, title: string, viewCount: number | null, image: { src: string, alt: string }, pricingDetail: { salePrice: number, dealIndicator: DealIndicator | null }, vehicleHighlight: { urgencyDriverType: UrgencyDriverType, urgencyDriverValue: string } | null } | null>, second: Array<{ id: string, vin: string, title: string, viewCount: number | null, image: { src: string, alt: string }, pricingDetail: { salePrice: number, dealIndicator: DealIndicator | null }, vehicleHighlight: { urgencyDriverType: UrgencyDriverType, urgencyDriverValue: string } | null } | null> };

export type StillInterestedCarFragment = { id: string, vin: string, title: string, viewCount: number | null, image: { src: string, alt: string }, pricingDetail: { salePrice: number, dealIndicator: DealIndicator | null }, vehicleHighlight: { urgencyDriverType: UrgencyDriverType, urgencyDriverValue: string } | null };

export type StillInterestedViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type StillInterestedViewerQuery = { me: { signedIn: boolean, user: { id: string, email: string } | null } };

export type AccountRecentlyViewedQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountRecentlyViewedQuery = { me: { signedIn: boolean, recentlyViewed: Array<string>, user: { id: string } | null } };

export type RecordListingViewsMutationVariables = Exact<{
  listingIds: Array<string | number> | string | number;
}>;


export type RecordListingViewsMutation = { recordListingViews: Array<string> };

export type ConsumerHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsumerHistoryQuery = { me: { signedIn: boolean, history: { viewedListingIds: Array<string>, contactedListingIds: Array<string>, fetchedAt: string } | null } };

export const StillInterestedCarFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StillInterestedCar"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vin"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"dealIndicator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleHighlight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"urgencyDriverType"}},{"kind":"Field","name":{"kind":"Name","value":"urgencyDriverValue"}}]}}]}}]} as unknown as DocumentNode<StillInterestedCarFragment, unknown>;
export const StillInterestedListingsDocument = {"__meta__":{"hash":"sha256:9a53cef8e47e22181626047cb83bd3d61d71a7ab3288608d692d0612a48d3aba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StillInterestedListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"second"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"first"},"name":{"kind":"Name","value":"listings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StillInterestedCar"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"second"},"name":{"kind":"Name","value":"listings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"second"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StillInterestedCar"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StillInterestedCar"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vin"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"dealIndicator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleHighlight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"urgencyDriverType"}},{"kind":"Field","name":{"kind":"Name","value":"urgencyDriverValue"}}]}}]}}]} as unknown as DocumentNode<StillInterestedListingsQuery, StillInterestedListingsQueryVariables>;
export const StillInterestedViewerDocument = {"__meta__":{"hash":"sha256:8432f021d8bbf4cb000afc25e5636a602e8ab55314d4e24c69a22c3a291a9d08"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StillInterestedViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<StillInterestedViewerQuery, StillInterestedViewerQueryVariables>;
export const AccountRecentlyViewedDocument = {"__meta__":{"hash":"sha256:59b255c36e361942aafb1117f0d76b02a461db48d9118aae05e04ced0b385947"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRecentlyViewed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentlyViewed"}}]}}]}}]} as unknown as DocumentNode<AccountRecentlyViewedQuery, AccountRecentlyViewedQueryVariables>;
export const RecordListingViewsDocument = {"__meta__":{"hash":"sha256:cdc7585b68b29e604f2da43e27c1c85e4fbcdba1de3f74fe8942e512e13ab9ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordListingViews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordListingViews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingIds"}}}]}]}}]} as unknown as DocumentNode<RecordListingViewsMutation, RecordListingViewsMutationVariables>;
export const ConsumerHistoryDocument = {"__meta__":{"hash":"sha256:30f925529724eac5df952c6d2be0a94b0f80d9e3c0a3b94c103fd24665fe40b0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsumerHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewedListingIds"}},{"kind":"Field","name":{"kind":"Name","value":"contactedListingIds"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsumerHistoryQuery, ConsumerHistoryQueryVariables>;
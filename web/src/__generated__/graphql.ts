/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How the asking price compares with comparable listings. */
export type DealIndicator =
  /** Close to the typical price. */
  | 'FAIR'
  /** Under the typical price. */
  | 'GOOD'
  /** Well under the typical price of comparable listings. */
  | 'GREAT'
  /** Above the typical price. */
  | 'HIGH';

/** Condition of a listed vehicle. */
export type ListingType =
  /** Certified pre-owned by the manufacturer's program. */
  | 'CERTIFIED'
  /** New, from a franchised dealer. */
  | 'NEW'
  /** Certified by a third party (URL value 3P_CERT). */
  | 'THIRD_PARTY_CERTIFIED'
  /** Pre-owned. */
  | 'USED';

/**
 * What a shopper is searching for. Every field mirrors a query parameter of the SRP URL
 * (`/cars-for-sale?makeCode=FORD&zip=30301`); omitted fields do not filter.
 */
export type SearchInput = {
  /** Newest model year. */
  endYear?: number | null | undefined;
  /** Zero-based offset of the first listing to return. */
  firstRecord?: number | null | undefined;
  /** Conditions to include (used, new, certified, third-party certified). */
  listingType?: Array<ListingType> | null | undefined;
  /** Make codes, e.g. FORD, TOYOTA, CHEV. Any of them matches. */
  makeCode?: Array<string> | null | undefined;
  /** Highest price in US dollars. */
  maxPrice?: number | null | undefined;
  /** Lowest price in US dollars. */
  minPrice?: number | null | undefined;
  /** Model codes, e.g. F150PICKUP, CAMRY. Any of them matches. */
  modelCode?: Array<string> | null | undefined;
  /** How many listings to return (1 to 100; the SRP pages by 30). */
  numRecords?: number | null | undefined;
  /** Radius around the ZIP code in miles; 0 searches nationwide. */
  searchRadius?: number | null | undefined;
  /** Order of the results. */
  sortBy?: SortOption | null | undefined;
  /** Oldest model year. */
  startYear?: number | null | undefined;
  /** ZIP code the search is centred on (5 digits). */
  zip?: string | null | undefined;
};

/** Sort orders of the search results page. The value is the `sortBy` URL parameter. */
export type SortOption =
  /** Date listed, oldest first. */
  | 'datelistedASC'
  /** Date listed, newest first. */
  | 'datelistedDESC'
  /** Price, lowest first. */
  | 'derivedpriceASC'
  /** Price, highest first. */
  | 'derivedpriceDESC'
  /** Distance from the search ZIP code, closest first. */
  | 'distanceASC'
  /** Mileage, lowest first. */
  | 'mileageASC'
  /** Mileage, highest first. */
  | 'mileageDESC'
  /** Best match: a blend of deal quality, freshness, distance and photos (the default). */
  | 'relevance'
  /** Model year, oldest first. */
  | 'yearASC'
  /** Model year, newest first. */
  | 'yearDESC';

export type ListingCard_ListingFragment = { id: string, year: number, make: string, model: string, trim: string, mileage: number, vdpUrl: string, distanceFromSearch: number | null, pricingDetail: { salePrice: number, dealIndicator: DealIndicator | null }, image: { src: string, alt: string }, owner: { id: string, name: string } | null };

export type SearchResultsPageQueryVariables = Exact<{
  input: SearchInput;
}>;


export type SearchResultsPageQuery = { searchListings: { totalResultCount: number, firstRecord: number, numRecords: number, listings: Array<{ id: string, year: number, make: string, model: string, trim: string, mileage: number, vdpUrl: string, distanceFromSearch: number | null, pricingDetail: { salePrice: number, dealIndicator: DealIndicator | null }, image: { src: string, alt: string }, owner: { id: string, name: string } | null }> } };

export type VehiclePageQueryVariables = Exact<{
  id: string | number;
}>;


export type VehiclePageQuery = { listing: { id: string, title: string, vin: string, mileage: number, image: { src: string, alt: string }, pricingDetail: { salePrice: number }, owner: { id: string, name: string, phone: string | null, address: { city: string, state: string } } | null } | null };

export const ListingCard_ListingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCard_listing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"vdpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromSearch"}},{"kind":"Field","name":{"kind":"Name","value":"pricingDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"dealIndicator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ListingCard_ListingFragment, unknown>;
export const SearchResultsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResultsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalResultCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstRecord"}},{"kind":"Field","name":{"kind":"Name","value":"numRecords"}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCard_listing"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCard_listing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"vdpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromSearch"}},{"kind":"Field","name":{"kind":"Name","value":"pricingDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"dealIndicator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SearchResultsPageQuery, SearchResultsPageQueryVariables>;
export const VehiclePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehiclePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"vin"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salePrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VehiclePageQuery, VehiclePageQueryVariables>;
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * The site a request comes from. The brands differ in the listing type searched when none is chosen,
 * the breadcrumb trail and where its home crumb links. All three load results in batches of 30. The
 * names are the project's own fictional brands.
 */
export type Brand =
  /**
   * One car maker's branded marketplace: a search without a listing type searches every condition; its
   * breadcrumb trail is home, condition, make, model, trim, year, and its home crumb links to
   * /cars-for-sale; its certified used program is always offered (researchContent.certifiedProgram).
   */
  | 'CAR_MAKER'
  /** The used-car marketplace: a search without a listing type searches USED; the standard breadcrumb trail, whose home crumb links to /. */
  | 'USED_CAR'
  /** The car valuation site: the same rules as USED_CAR (USED when no listing type is chosen, the standard trail, home crumb to /). */
  | 'VALUATION';

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

/** Where a listing sits on the page and why. */
export type Placement =
  /** A featured spotlight (paid): in a top slot left by premium, or the 24th slot of each block of 30. */
  | 'FEATURED_SPOTLIGHT'
  /** An organic result of the search. */
  | 'MAIN'
  /** A new car shown among a used search (new car boost): at position 6 of the batch, and 22 too when the batch size and the total are at least 75. */
  | 'NEW_CAR_BOOST'
  /** A premium spotlight (paid): in the first three slots of each block of 30 organic results. */
  | 'PREMIUM_SPOTLIGHT'
  /** A listing like the search, shown when its matches plus supplemental listings are at most 25. */
  | 'SIMILAR'
  /** A standard spotlight (paid): in a slot left by premium and featured (the results page asks for 6, only when such a slot is left). */
  | 'STANDARD_SPOTLIGHT'
  /** A listing of the broadened search shown when the search matches fewer than 30 listings. */
  | 'SUPPLEMENTAL';

export type CliSearchQueryVariables = Exact<{
  brand?: Brand | null | undefined;
  queryString: string;
}>;


export type CliSearchQuery = { searchListings: { totalResultCount: number, invalidQueryParams: Array<string>, request: { queryString: string, dropped: Array<{ name: string, value: string, reason: string }> }, results: Array<{ placement: Placement, listing: { id: string, title: string, mileage: number, vdpUrl: string, pricingDetail: { salePrice: number, dealIndicator: DealIndicator | null }, owner: { name: string, address: { city: string, state: string } } | null } }> } };

export type CliNaturalQueryVariables = Exact<{
  brand?: Brand | null | undefined;
  text: string;
}>;


export type CliNaturalQuery = { naturalSearch: { url: string, ignored: Array<string>, understood: Array<{ label: string }> } };

export type CliListingQueryVariables = Exact<{
  id: string | number;
}>;


export type CliListingQuery = { listing: { id: string, vin: string, title: string, mileage: number, engine: string, transmission: string, driveTypeName: string, fuelType: string, mpgCity: number, mpgHighway: number, vdpUrl: string, pricingDetail: { salePrice: number, msrp: number | null, expectedPrice: number, dealIndicator: DealIndicator | null }, owner: { name: string, phone: string | null, address: { city: string, state: string, zip: string } } | null } | null };


export const CliSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CliSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queryString"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brand"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}},{"kind":"Argument","name":{"kind":"Name","value":"queryString"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queryString"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalResultCount"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryString"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invalidQueryParams"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placement"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"vdpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricingDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"dealIndicator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CliSearchQuery, CliSearchQueryVariables>;
export const CliNaturalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CliNatural"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"naturalSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brand"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"understood"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ignored"}}]}}]}}]} as unknown as DocumentNode<CliNaturalQuery, CliNaturalQueryVariables>;
export const CliListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CliListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vin"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"driveTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"mpgCity"}},{"kind":"Field","name":{"kind":"Name","value":"mpgHighway"}},{"kind":"Field","name":{"kind":"Name","value":"vdpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricingDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"msrp"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dealIndicator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CliListingQuery, CliListingQueryVariables>;
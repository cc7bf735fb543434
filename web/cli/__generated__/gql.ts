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
    "\n  query CliSearch($brand: Brand, $queryString: String!) {\n    searchListings(brand: $brand, queryString: $queryString) {\n      totalResultCount\n      request {\n        queryString\n        dropped {\n          name\n          value\n          reason\n        }\n      }\n      invalidQueryParams\n      results {\n        placement\n        listing {\n          id\n          title\n          mileage\n          vdpUrl\n          pricingDetail {\n            salePrice\n            dealIndicator\n          }\n          owner {\n            name\n            address {\n              city\n              state\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CliSearchDocument,
    "\n  query CliNatural($brand: Brand, $text: String!) {\n    naturalSearch(brand: $brand, text: $text) {\n      url\n      understood {\n        label\n      }\n      ignored\n    }\n  }\n": typeof types.CliNaturalDocument,
    "\n  query CliListing($id: ID!) {\n    listing(id: $id) {\n      id\n      vin\n      title\n      mileage\n      engine\n      transmission\n      driveTypeName\n      fuelType\n      mpgCity\n      mpgHighway\n      vdpUrl\n      pricingDetail {\n        salePrice\n        msrp\n        expectedPrice\n        dealIndicator\n      }\n      owner {\n        name\n        phone\n        address {\n          city\n          state\n          zip\n        }\n      }\n    }\n  }\n": typeof types.CliListingDocument,
};
const documents: Documents = {
    "\n  query CliSearch($brand: Brand, $queryString: String!) {\n    searchListings(brand: $brand, queryString: $queryString) {\n      totalResultCount\n      request {\n        queryString\n        dropped {\n          name\n          value\n          reason\n        }\n      }\n      invalidQueryParams\n      results {\n        placement\n        listing {\n          id\n          title\n          mileage\n          vdpUrl\n          pricingDetail {\n            salePrice\n            dealIndicator\n          }\n          owner {\n            name\n            address {\n              city\n              state\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CliSearchDocument,
    "\n  query CliNatural($brand: Brand, $text: String!) {\n    naturalSearch(brand: $brand, text: $text) {\n      url\n      understood {\n        label\n      }\n      ignored\n    }\n  }\n": types.CliNaturalDocument,
    "\n  query CliListing($id: ID!) {\n    listing(id: $id) {\n      id\n      vin\n      title\n      mileage\n      engine\n      transmission\n      driveTypeName\n      fuelType\n      mpgCity\n      mpgHighway\n      vdpUrl\n      pricingDetail {\n        salePrice\n        msrp\n        expectedPrice\n        dealIndicator\n      }\n      owner {\n        name\n        phone\n        address {\n          city\n          state\n          zip\n        }\n      }\n    }\n  }\n": types.CliListingDocument,
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
export function graphql(source: "\n  query CliSearch($brand: Brand, $queryString: String!) {\n    searchListings(brand: $brand, queryString: $queryString) {\n      totalResultCount\n      request {\n        queryString\n        dropped {\n          name\n          value\n          reason\n        }\n      }\n      invalidQueryParams\n      results {\n        placement\n        listing {\n          id\n          title\n          mileage\n          vdpUrl\n          pricingDetail {\n            salePrice\n            dealIndicator\n          }\n          owner {\n            name\n            address {\n              city\n              state\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliSearch($brand: Brand, $queryString: String!) {\n    searchListings(brand: $brand, queryString: $queryString) {\n      totalResultCount\n      request {\n        queryString\n        dropped {\n          name\n          value\n          reason\n        }\n      }\n      invalidQueryParams\n      results {\n        placement\n        listing {\n          id\n          title\n          mileage\n          vdpUrl\n          pricingDetail {\n            salePrice\n            dealIndicator\n          }\n          owner {\n            name\n            address {\n              city\n              state\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliNatural($brand: Brand, $text: String!) {\n    naturalSearch(brand: $brand, text: $text) {\n      url\n      understood {\n        label\n      }\n      ignored\n    }\n  }\n"): (typeof documents)["\n  query CliNatural($brand: Brand, $text: String!) {\n    naturalSearch(brand: $brand, text: $text) {\n      url\n      understood {\n        label\n      }\n      ignored\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliListing($id: ID!) {\n    listing(id: $id) {\n      id\n      vin\n      title\n      mileage\n      engine\n      transmission\n      driveTypeName\n      fuelType\n      mpgCity\n      mpgHighway\n      vdpUrl\n      pricingDetail {\n        salePrice\n        msrp\n        expectedPrice\n        dealIndicator\n      }\n      owner {\n        name\n        phone\n        address {\n          city\n          state\n          zip\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliListing($id: ID!) {\n    listing(id: $id) {\n      id\n      vin\n      title\n      mileage\n      engine\n      transmission\n      driveTypeName\n      fuelType\n      mpgCity\n      mpgHighway\n      vdpUrl\n      pricingDetail {\n        salePrice\n        msrp\n        expectedPrice\n        dealIndicator\n      }\n      owner {\n        name\n        phone\n        address {\n          city\n          state\n          zip\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
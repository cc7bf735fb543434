/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RecentSearchesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentSearchesQuery = { me: { history: { fromBrowserEvents: boolean, recentSearches: Array<{ searchResultsURL: string, searchResultsPath: string, searchName: string, resultCount: number | null, lastSearchedAt: string }> } | null } };


export const RecentSearchesDocument = {"__meta__":{"hash":"sha256:5a9044fab5df4d39f81b0e76c3e56b6f171c3277d1e43c34e771fbd4d535b716"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromBrowserEvents"}},{"kind":"Field","name":{"kind":"Name","value":"recentSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchResultsURL"}},{"kind":"Field","name":{"kind":"Name","value":"searchResultsPath"}},{"kind":"Field","name":{"kind":"Name","value":"searchName"}},{"kind":"Field","name":{"kind":"Name","value":"resultCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSearchedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecentSearchesQuery, RecentSearchesQueryVariables>;
import type { LscSearchResponse } from './types';

/** What a SearchResults resolver starts from: the lsc answer and the page that was asked for. */
export interface SearchResultsModel {
  response: LscSearchResponse;
  firstRecord: number;
  numRecords: number;
}

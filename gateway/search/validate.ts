import { GraphQLError } from 'graphql';
import type { SearchInput } from '../__generated__/resolvers-types';
import { MAX_NUM_RECORDS, MAX_FIRST_RECORD, MAX_PRICE } from './constants';

/** A search input value that breaks a rule: BAD_USER_INPUT naming the field and the rule. */
export function invalidField(field: string, rule: string): GraphQLError {
  return new GraphQLError(`${field}: ${rule}`, { extensions: { code: 'BAD_USER_INPUT', field, rule } });
}

/** Checks the paging and range fields the schema types cannot express. */
export function validateSearchInput(input: SearchInput): void {
  const { firstRecord, numRecords, minPrice, maxPrice, startYear, endYear, searchRadius, zip, mileage } = input;
  if (firstRecord != null && (firstRecord < 0 || firstRecord > MAX_FIRST_RECORD)) {
    throw invalidField('firstRecord', `must be between 0 and ${MAX_FIRST_RECORD}`);
  }
  if (numRecords != null && (numRecords < 1 || numRecords > MAX_NUM_RECORDS)) {
    throw invalidField('numRecords', `must be between 1 and ${MAX_NUM_RECORDS}`);
  }
  for (const [field, value] of [
    ['minPrice', minPrice],
    ['maxPrice', maxPrice],
  ] as const) {
    if (value != null && (value < 0 || value > MAX_PRICE))
      throw invalidField(field, `must be between 0 and ${MAX_PRICE}`);
  }
  if (minPrice != null && maxPrice != null && maxPrice < minPrice) {
    throw invalidField('maxPrice', 'Max price must be greater than Min price.');
  }
  if (startYear != null && endYear != null && endYear < startYear) {
    throw invalidField('endYear', 'must not be before startYear');
  }
  if (mileage != null && mileage < 0) throw invalidField('mileage', 'must not be negative');
  if (searchRadius != null && searchRadius < 0) throw invalidField('searchRadius', 'must not be negative');
  // A ZIP+4 is cut to its first 5 digits by the normalisation rules (docs/rules/search-request.md#zip-code).
  if (zip != null && !/^\d{5}(-?\d{4})?$/.test(zip)) throw invalidField('zip', 'must be 5 digits (or ZIP+4)');
}

import type { FilterOptionResolvers } from '../__generated__/resolvers-types';

/*
 * Fields that read the option as it is have no resolver: a resolver call costs the executor far more
 * than reading a member, and the SRP answers some 200 options. `parent` is absent on most options,
 * which GraphQL answers as null.
 */
export const FilterOption: FilterOptionResolvers = {
  // The search service's options stand for their value; grouped ones (truck cab size) say which codes.
  codes: (option) => option.codes ?? [option.value],
};

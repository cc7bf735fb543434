import type { FilterOptionResolvers } from '../__generated__/resolvers-types';

export const FilterOption: FilterOptionResolvers = {
  // The search service's options stand for their value; grouped ones (truck cab size) say which codes.
  codes: (option) => option.codes ?? [option.value],
  parent: (option) => option.parent ?? null,
};

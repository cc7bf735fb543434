import type { SearchInput } from '../__generated__/resolvers-types';
import { fromEntries, type SearchParams } from '../../contracts/search';

/**
 * The typed SearchInput as SRP query parameters (docs/rules/search-request.md#two-ways-in), so both ways into the search
 * (typed input and raw query string) go through the same normalisation and give the same answer.
 * Enum values arrive already mapped to their URL values by codegen (3P_CERT, p, best-deals …).
 */
export function paramsFromInput(input: SearchInput): SearchParams {
  const entries: Array<[string, string[]]> = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) entries.push([name, value.map(String)]);
    else entries.push([name, [String(value)]]);
  }
  // A false flag is the same as no flag: the URL never carries vehicleExchange=false.
  return fromEntries(entries.filter(([, values]) => !(values.length === 1 && values[0] === 'false')));
}

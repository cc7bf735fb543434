import { first, parseQueryString, withoutNonText, type ReadonlySearchParams } from '../../contracts/search';
import { ACCOUNT_LIMITS } from '../../contracts/account/index';
import { DEFAULT_SEARCH_NAME } from './constants';

const CONDITIONS: Readonly<Record<string, string>> = {
  USED: 'Used',
  NEW: 'New',
  CERTIFIED: 'Certified',
  '3P_CERT': 'Third-Party Certified',
};

/** A code as words: FORD → Ford, LAND_ROVER → Land Rover, F150 stays F150. */
function codeWords(code: string): string {
  return code
    .split(/[_\s]+/)
    .map((word) => (/\d/.test(word) ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(' ');
}

/** One value named, several joined by '/', none left out. */
const named = (params: ReadonlySearchParams, name: string) => (params[name] ?? []).map(codeWords).join('/');

/**
 * The name a search is saved under, made from its filters (docs/rules/accounts.md#search-names):
 * condition, makes, models, 'near' the zip, e.g. 'Used Ford F150 near 30301'; a search without
 * those is 'Cars for sale'.
 */
export function searchNameOf(queryString: string): string {
  const params = parseQueryString(queryString);
  // The name is the form's default title: a control character a filter value holds is no part of
  // it (the value itself stays in the query string, percent-encoded).
  for (const name of Object.keys(params)) params[name] = params[name].map(withoutNonText);
  const listingType = first(params, 'listingType');
  const condition = params.listingType?.length === 1 && listingType ? CONDITIONS[listingType] : undefined;
  const vehicle = [named(params, 'makeCode'), named(params, 'modelCode')].filter(Boolean).join(' ');
  const zip = first(params, 'zip');
  const words = [condition, vehicle || (condition ? 'Cars' : undefined), zip ? `near ${zip}` : undefined];
  const name = words.filter(Boolean).join(' ') || DEFAULT_SEARCH_NAME;
  return name.length > ACCOUNT_LIMITS.bookmarkTitleMaxLength
    ? `${name.slice(0, ACCOUNT_LIMITS.bookmarkTitleMaxLength - 1).trimEnd()}…`
    : name;
}

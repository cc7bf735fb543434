import { PAGING_PARAMS, REMOVED_PARAMS, SRP_PATH } from './constants';
import {
  emptyParams,
  fromEntries,
  parseQueryString,
  toQueryString,
  type ReadonlySearchParams,
  type SearchParams,
} from './params';

const REMOVED: ReadonlySet<string> = new Set(REMOVED_PARAMS);
/** What a search's identity leaves out besides: its paging. */
const NOT_THE_SEARCH: ReadonlySet<string> = new Set([...REMOVED_PARAMS, ...PAGING_PARAMS]);

/** Code-unit order: the same on every runtime and locale, unlike localeCompare. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Both forms read the same way, so canonicalQueryString(parse(x)) equals canonicalQueryString(x). */
const read = (qs: string | ReadonlySearchParams): SearchParams =>
  typeof qs === 'string' ? parseQueryString(qs) : fromEntries(Object.entries(qs));

function sortedWithout(params: SearchParams, left: ReadonlySet<string>): string {
  const sorted = emptyParams();
  for (const name of Object.keys(params).sort(byCodeUnit)) {
    if (left.has(name)) continue;
    sorted[name] = [...params[name]].sort(byCodeUnit);
  }
  return toQueryString(sorted);
}

/**
 * The one spelling of a search (docs/rules/search-request.md: the server redirects to "sorted,
 * de-duplicated query parameters"):
 * - legacy and list names folded (makeCode1-3 and makeCodeList into makeCode, …), comma lists split;
 * - mmt removed, empty and duplicate values dropped;
 * - keys in code-unit order (case-sensitive), values in code-unit order within a key, one key per
 *   value (no comma lists);
 * - every key and value written with encodeURIComponent, so a space is always %20 ('+' in the
 *   raw query decodes to a space and is written back as %20) and the '|' of a trimCode is %7C.
 * Sorting values means a search's canonical URL does not depend on the order filters were picked.
 * Answers '' (no '?') for an empty search.
 */
export function canonicalQueryString(qs: string | ReadonlySearchParams): string {
  return sortedWithout(read(qs), REMOVED);
}

/**
 * The search itself, in canonical form without its paging: what identifies its results. The page
 * sends it as the query variable and keys its cache by it; the server renders the page for it.
 */
export function searchQueryString(qs: string | ReadonlySearchParams): string {
  return sortedWithout(read(qs), NOT_THE_SEARCH);
}

/** Whether a raw query string ('?' optional) is already canonical; the page answers 301 when not. */
export function isCanonical(rawQs: string): boolean {
  const raw = rawQs.startsWith('?') ? rawQs.slice(1) : rawQs;
  return raw === canonicalQueryString(raw);
}

/** The canonical SRP URL of a search: /cars-for-sale, plus ?{canonical query} when there is one. */
export function srpHref(params: string | ReadonlySearchParams): string {
  const query = canonicalQueryString(params);
  return query ? `${SRP_PATH}?${query}` : SRP_PATH;
}

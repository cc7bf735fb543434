import { SRP_PATH } from './constants';
import { emptyParams, fromEntries, parseQueryString, toQueryString, type SearchParams } from './params';

/** Parameters the canonical form leaves out: mmt is removed (spec §3 'Query parameters'). */
const REMOVED = new Set(['mmt']);

/** Code-unit order: the same on every runtime and locale, unlike localeCompare. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The one spelling of a search (spec §2: the server redirects to "sorted, de-duplicated query
 * parameters"):
 * - legacy and list names folded (makeCode1-3 and makeCodeList into makeCode, …), comma lists split;
 * - mmt removed, empty and duplicate values dropped;
 * - keys in code-unit order (case-sensitive), values in code-unit order within a key, one key per
 *   value (no comma lists);
 * - every key and value written with encodeURIComponent, so a space is always %20 ('+' in the
 *   raw query decodes to a space and is written back as %20) and the '|' of a trimCode is %7C.
 * Sorting values means a search's canonical URL does not depend on the order filters were picked.
 * Answers '' (no '?') for an empty search.
 */
export function canonicalQueryString(qs: string | SearchParams): string {
  // Both forms go through the same reading, so canonicalQueryString(parse(x)) equals canonicalQueryString(x).
  const params = typeof qs === 'string' ? parseQueryString(qs) : fromEntries(Object.entries(qs));
  const sorted = emptyParams();
  for (const name of Object.keys(params).sort(byCodeUnit)) {
    if (REMOVED.has(name)) continue;
    sorted[name] = [...params[name]].sort(byCodeUnit);
  }
  return toQueryString(sorted);
}

/** Whether a raw query string ('?' optional) is already canonical; the page answers 301 when not. */
export function isCanonical(rawQs: string): boolean {
  const raw = rawQs.startsWith('?') ? rawQs.slice(1) : rawQs;
  return raw === canonicalQueryString(raw);
}

/** The canonical SRP URL of a search: /cars-for-sale, plus ?{canonical query} when there is one. */
export function srpHref(params: SearchParams): string {
  const query = canonicalQueryString(params);
  return query ? `/${SRP_PATH}?${query}` : `/${SRP_PATH}`;
}

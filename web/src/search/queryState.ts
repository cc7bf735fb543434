import {
  PAGING_PARAMS,
  canonicalQueryString,
  parseQueryString,
  searchQueryString,
  type ReadonlySearchParams,
} from '../../../contracts/search';
import { DEFAULT_SORT, LOCATION_PARAMS, type SortValue } from './constants';

/**
 * The SRP's whole state is its query string. These are the shopper's actions (docs/rules/pages.md#shoppers-actions)
 * as pure functions from one query state to the next; the page turns each into a history entry.
 */

/** Parameter name to its values, in the URL's vocabulary; never an empty list. */
export type Params = ReadonlySearchParams;

/** Reads the URL's query string ('?' optional) as the gateway reads it (contracts/search). */
export const parseParams: (search: string) => Params = parseQueryString;

/**
 * The location.search form of a state: '?query' in the canonical form (contracts/search), or ''
 * for an empty search. URLs the page writes are the ones the server would redirect to, and one
 * search has one spelling (one cache entry).
 */
export function toSearch(params: Params): string {
  const query = canonicalQueryString(params);
  return query ? `?${query}` : '';
}

function without(params: Params, names: readonly string[]): Params {
  return Object.fromEntries(Object.entries(params).filter(([name]) => !names.includes(name)));
}

/** The search itself, without paging: what identifies its results (the query variable and cache key). */
export const searchQuery: (params: Params) => string = searchQueryString;

/** A batch of a search: its canonical query plus the paging the gateway reads (batches of 30, docs/rules/results.md#batch-size). */
export function batchQuery(search: string, firstRecord: number, numRecords: number): string {
  const paging = `firstRecord=${firstRecord}&numRecords=${numRecords}`;
  return search ? `${search}&${paging}` : paging;
}

/** Sets a parameter's values (none removes it), leaving the rest. */
function withValues(params: Params, name: string, values: readonly string[]): Params {
  const next: Record<string, readonly string[]> = { ...params };
  const kept = [...new Set(values.filter(Boolean))];
  if (kept.length) next[name] = kept;
  else delete next[name];
  return next;
}

/** A filter change (docs/rules/pages.md#filter-change): the new filter values, with pagination reset. */
export function changeFilter(params: Params, name: string, values: readonly string[]): Params {
  return without(withValues(params, name, values), PAGING_PARAMS);
}

/** Several filters at once (a range, the zip panel), with pagination reset. */
export function changeFilters(params: Params, changes: Readonly<Record<string, readonly string[]>>): Params {
  let next = params;
  for (const [name, values] of Object.entries(changes)) next = withValues(next, name, values);
  return without(next, PAGING_PARAMS);
}

/** Selects or deselects one value of a list filter. */
export function toggleValue(params: Params, name: string, value: string, selected: boolean): Params {
  return toggleValues(params, name, [value], selected);
}

/** Selects or deselects several values at once: the codes of a grouped option (a truck cab size). */
export function toggleValues(params: Params, name: string, values: readonly string[], selected: boolean): Params {
  const current = params[name] ?? [];
  return changeFilter(params, name, selected ? [...current, ...values] : current.filter((v) => !values.includes(v)));
}

/** A sort change (docs/rules/pages.md#sort-change): sets the sort (relevance is the default, so it is left out) and resets pagination. */
export function changeSort(params: Params, sort: SortValue): Params {
  return changeFilter(params, 'sortBy', sort === DEFAULT_SORT ? [] : [sort]);
}

/** The sort of a query state; an unknown value reads as the default. */
export function sortOf(params: Params, known: readonly string[]): SortValue {
  const value = params.sortBy?.[0];
  return (value && known.includes(value) ? value : DEFAULT_SORT) as SortValue;
}

/** The page number in the URL after loading more (docs/rules/results.md#page-number); page 1 is left out. */
export function withPage(params: Params, page: number): Params {
  return withValues(params, 'page', page > 1 ? [String(page)] : []);
}

/** The clear-filters control: every filter goes; the location and the sort stay. */
export function clearFilters(params: Params): Params {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([name]) => (LOCATION_PARAMS as readonly string[]).includes(name) || name === 'sortBy',
    ),
  );
}

/** Keyword search (docs/rules/pages.md#keyword-search): a suggestion replaces the filters with its codes (location and sort stay). */
export function applySuggestion(
  params: Params,
  parameters: ReadonlyArray<{ name: string; values: readonly string[] }>,
): Params {
  let next = clearFilters(params);
  for (const { name, values } of parameters) next = withValues(next, name, values);
  return next;
}

/**
 * Removing a make also removes the models and trims: the API does not say which model belongs to
 * which make, so none are left to search a make that is no longer chosen.
 */
export function removeMake(params: Params, makeCode: string): Params {
  return changeFilters(params, {
    makeCode: (params.makeCode ?? []).filter((m) => m !== makeCode),
    modelCode: [],
    trimCode: [],
  });
}

/** Replaces one make by another (the make row's select), models and trims of the old one going with it. */
export function replaceMake(params: Params, from: string, to: string): Params {
  const makes = (params.makeCode ?? []).map((m) => (m === from ? to : m));
  return changeFilters(params, { makeCode: makes, modelCode: [], trimCode: [] });
}

/** Deselecting a model also drops its trims ('MODEL|TRIM'), which the gateway would drop anyway. */
export function toggleModel(params: Params, modelCode: string, selected: boolean): Params {
  const next = toggleValue(params, 'modelCode', modelCode, selected);
  if (selected) return next;
  return withValues(
    next,
    'trimCode',
    (next.trimCode ?? []).filter((t) => t.split('|')[0] !== modelCode),
  );
}

/**
 * A change made on an older state, made again on the latest one: the filters `next` changed from
 * `base` take their new values in `latest` (removed where `next` dropped them), and the rest of
 * `latest` stays. Two changes in quick succession (or one made before the page hydrated and handed
 * over after another) thus both count, instead of the second undoing the first. The paging is
 * always `next`'s: every change sets it on purpose (a filter resets it, a batch moves it).
 */
export function rebase(base: Params, next: Params, latest: Params): Params {
  const result: Record<string, readonly string[]> = Object.fromEntries(Object.entries(latest));
  const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
    (a ?? []).length === (b ?? []).length && (a ?? []).every((value, i) => value === b?.[i]);
  const paging: readonly string[] = PAGING_PARAMS;
  for (const name of new Set([...Object.keys(base), ...Object.keys(next), ...paging])) {
    if (!paging.includes(name) && same(base[name], next[name])) continue;
    if (next[name]?.length) result[name] = next[name];
    else delete result[name];
  }
  return result;
}

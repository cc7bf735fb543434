import { CATEGORY_TABS, COMMERCIAL_EXPERIENCE, LOCATION_PARAMS, type CategoryTab } from './constants';
import { changeFilters, type Params } from './queryState';

/** The parameters the category tabs own (docs/rules/pages.md#category-tabs). */
const CATEGORY_PARAMS = CATEGORY_TABS.flatMap((tab) => (tab.param ? [tab.param.name] : []));

/**
 * The active tab: the category whose value is the only value of its filter; otherwise All Results.
 * A shopper who changes that filter by hand (another value too, or none) is back on All Results.
 */
export function activeTab(params: Params): CategoryTab {
  const active = CATEGORY_TABS.find(
    ({ param }) => param && params[param.name]?.length === 1 && params[param.name][0] === param.value,
  );
  return active ?? CATEGORY_TABS[0];
}

/**
 * Choosing a tab (docs/rules/pages.md#category-tabs): All Results clears the category filters; another category replaces them
 * with its value and drops the experience. Pagination resets with any filter change.
 */
export function selectTab(params: Params, tab: CategoryTab): Params {
  const cleared: Record<string, string[]> = Object.fromEntries(CATEGORY_PARAMS.map((name) => [name, []]));
  if (!tab.param) return changeFilters(params, cleared);
  return changeFilters(params, { ...cleared, experience: [], [tab.param.name]: [tab.param.value] });
}

/** Whether the search is the commercial experience. */
export const isCommercial = (params: Params): boolean => params.experience?.[0] === COMMERCIAL_EXPERIENCE;

/**
 * The commercial vehicle entry point (docs/rules/search-request.md#on-the-results-page): the commercial
 * experience where the shopper is searching, a fresh search otherwise (the location kept, every
 * filter and the sort let go, pagination reset).
 */
export function commercialEntry(params: Params): Params {
  const kept = Object.entries(params).filter(([name]) => (LOCATION_PARAMS as readonly string[]).includes(name));
  return { ...Object.fromEntries(kept), experience: [COMMERCIAL_EXPERIENCE] };
}

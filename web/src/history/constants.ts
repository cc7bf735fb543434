/** Texts of the consumer history's page parts (docs/rules/history.md). */
export const RECENT_SEARCHES_TITLE = 'Recent searches';
export const RECENT_SEARCHES_LOADING = 'Loading your recent searches…';

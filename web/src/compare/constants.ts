/** Numbers and texts of compare (docs/rules/compare.md), named as the rules name them. */

/** Cars the compare list holds at most; the compare buttons of other cars hide at it (docs/rules/compare.md#compare-limit). */
export const COMPARE_LIMIT = 5;
/** The compare page; its cars' ids are its `ids` query parameter (docs/rules/compare.md#compare-page). */
export const COMPARE_PATH = '/compare';
/** Where the browser keeps the compare list across pages and reloads (docs/rules/compare.md#the-drawer). */
export const COMPARE_STORAGE_KEY = 'compare';
/** What the drawer announces after an add (docs/rules/compare.md#adding-and-removing). */
export const ADDED_TO_COMPARE = 'Added to Compare';
export const REMOVED_FROM_COMPARE = 'Removed from Compare';

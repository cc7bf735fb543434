/** The consumer history's numbers (docs/rules/history.md). */

/** A lead candidate was engaged with this recently: the view-count range of spec §9, 7 days. */
export const LEAD_CANDIDATE_DAYS = 7;
/** Lead candidates named at most: the still-interested list's size. */
export const LEAD_CANDIDATES = 10;
/** Viewed cars named at most: the recently viewed list's size, in the browser and the account. */
export const VIEWED_LISTINGS = 20;

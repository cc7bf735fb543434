/** Limits of the search API (spec §9 'Listing counts'). */

/** The SRP pages by 30. */
export const BATCH_SIZE = 30;
/** The largest page one query may ask for (the supplemental search asks for 100). */
export const MAX_NUM_RECORDS = 100;
/** Deepest offset served; the search service refuses deeper paging too. */
export const MAX_FIRST_RECORD = 10_000;
export const MAX_PRICE = 10_000_000;

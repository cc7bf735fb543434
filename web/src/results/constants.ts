/** The result groups beside the main results (docs/rules/results.md#result-groups, #vehicle-highlights). */

/** Placeholder cards while the supplemental listings load. */
export const SUPPLEMENTAL_PLACEHOLDERS = 6;
/** Placeholder cards while the similar listings load. */
export const SIMILAR_PLACEHOLDERS = 21;
/** A search is sparse (gets supplemental listings) below one batch of matches. */
export const SPARSE_BELOW = 30;
/** Similar listings can show when the matches plus the supplemental listings are at most this. */
export const SIMILAR_SHOWN_AT_MOST = 25;
/** The peekaboo shows when more than this many vehicle highlights exist. */
export const PEEKABOO_MIN_EXCLUSIVE = 3;
/** Its grid position (1-based, before the 8th listing) unless configured. */
export const PEEKABOO_POSITION = 8;

/** The ads and groups below the first screen load at the shopper's first scroll, tap or key, or this long after the page started. */
export const BELOW_THE_FOLD_DELAY_MS = 5_000;

export const GROUP_TEXTS = {
  supplemental: 'More vehicles like your search',
  supplementalNote: 'Outside your filters, nearest first',
  similar: 'Similar vehicles you may like',
  peekaboo: 'Vehicles in demand',
  peekabooNote: 'Popular or well priced right now',
} as const;

import { PEEKABOO_MIN_EXCLUSIVE, SIMILAR_SHOWN_AT_MOST, SPARSE_BELOW } from './constants';

/**
 * Which groups a search may show while they load, from what the page already knows (its total and
 * whether it is the first batch), so their placeholders appear only where the groups can.
 */
export function expectedGroups(total: number): { supplemental: boolean; similar: boolean } {
  return { supplemental: total < SPARSE_BELOW, similar: total <= SIMILAR_SHOWN_AT_MOST };
}

/** The peekaboo shows when more than 3 highlight listings exist, and then only those. */
export const peekabooShown = (highlights: number): boolean => highlights > PEEKABOO_MIN_EXCLUSIVE;

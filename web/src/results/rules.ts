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

/**
 * The loaded batches as the page shows them (docs/rules/results.md#main-results): a batch's
 * spotlights and boosts are chosen for that batch alone, so a later batch can place a car an
 * earlier slot showed; that placed slot is left out. Organic results always stay, in the search's
 * order: the count and the paging are theirs. The same array when nothing is left out, so a grid
 * that compares its props does no work.
 */
export function shownOnce<T extends { placement: string; listing: { id: string } }>(
  results: readonly T[],
): readonly T[] {
  const seen = new Set<string>();
  let kept: T[] | undefined;
  results.forEach((slot, i) => {
    const repeat = seen.has(slot.listing.id) && slot.placement !== 'MAIN';
    seen.add(slot.listing.id);
    if (repeat) kept ??= results.slice(0, i);
    else kept?.push(slot);
  });
  return kept ?? results;
}

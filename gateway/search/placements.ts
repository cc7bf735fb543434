import { BATCH_SIZE } from '../../contracts/search';
import {
  FOURTH_SPOTLIGHT_OFFSET,
  NEW_CAR_BOOST_POSITION,
  PREMIUM_SPOTLIGHT_OFFSETS,
  SECOND_NEW_CAR_BOOST_MIN_COUNT,
  SECOND_NEW_CAR_BOOST_POSITION,
  SIMILAR_SHOWN_AT_MOST,
  SPOTLIGHT_SLOT_INTERVAL,
} from './constants';

/**
 * Where paid and boosted listings sit among the organic results of a page
 * (docs/rules/results.md#spotlight-slots, #new-car-boost-positions).
 *
 * How the rules are read:
 * - "Spotlight slots are inserted every 30 listings": the organic results come in blocks of 30 (the
 *   batches of infinite scroll), counted from the first result of the search, so a block starts at
 *   every organic index that is a multiple of 30. Each block is shown as its 30 organic listings
 *   with its spotlights inserted among them.
 * - "premium at offsets 0, 1, 2 and a fourth tier at +23": the offsets are positions within the
 *   block as shown (spotlights included): the block's first three cards are premium spotlight slots
 *   and its 24th card is the fourth slot. The fourth slot takes the featured tier, else standard; a
 *   premium slot takes premium, else featured, else standard (the results page asks for only 2
 *   premium, so the third top slot is featured). A slot with no spotlight left closes up: the next
 *   organic listing takes it.
 * - "new-car boost at 6, plus a second at 22 when page size and count are at least 75": positions
 *   on the page as shown, the first boost at 6 and the second at 22 only when the page size and the
 *   search's total count are both at least 75. The boosts are the page's own (2 records per page),
 *   so they count from the page's start, not the block's. When a spotlight holds that position the
 *   boost takes the next one.
 * - Nothing is placed after the last organic listing: a short page shows only the slots its
 *   organic listings reach, and a page without organic listings shows nothing.
 * - A page that starts inside a block (firstRecord not a multiple of 30) starts counting that
 *   block's offsets at firstRecord % 30: the spotlights of the earlier part of the block are not
 *   known here, so its slots behind that point are treated as passed.
 * Positions are 0-based on the page as shown.
 */

export type Placement = 'MAIN' | 'PREMIUM_SPOTLIGHT' | 'FEATURED_SPOTLIGHT' | 'STANDARD_SPOTLIGHT' | 'NEW_CAR_BOOST';

export interface Placed<T> {
  item: T;
  placement: Placement;
  position: number;
}

export interface PlacementInput<T> {
  /** The page's organic results, in order. */
  main: T[];
  spotlights: { premium: T[]; featured: T[]; standard: T[] };
  newCarBoost: T[];
  pageSize: number;
  /** Matches of the whole search. */
  totalCount: number;
  /** Index of the page's first organic result in the whole search. */
  firstRecord: number;
}

type SpotlightTier = 'premium' | 'featured' | 'standard';

const TIER_PLACEMENT: Readonly<Record<SpotlightTier, Placement>> = {
  premium: 'PREMIUM_SPOTLIGHT',
  featured: 'FEATURED_SPOTLIGHT',
  standard: 'STANDARD_SPOTLIGHT',
};

/** The tiers a slot at a block offset takes, in order of preference; none for an organic slot. */
function slotTiers(offset: number): readonly SpotlightTier[] {
  if ((PREMIUM_SPOTLIGHT_OFFSETS as readonly number[]).includes(offset)) return ['premium', 'featured', 'standard'];
  if (offset === FOURTH_SPOTLIGHT_OFFSET) return ['featured', 'standard'];
  return [];
}

/** The page positions of the new car boosts. */
export function newCarBoostPositions(pageSize: number, totalCount: number): number[] {
  const second = pageSize >= SECOND_NEW_CAR_BOOST_MIN_COUNT && totalCount >= SECOND_NEW_CAR_BOOST_MIN_COUNT;
  return second ? [NEW_CAR_BOOST_POSITION, SECOND_NEW_CAR_BOOST_POSITION] : [NEW_CAR_BOOST_POSITION];
}

/** The page as shown: organic results with spotlights and new car boosts at their slots. */
export function placeListings<T>(input: PlacementInput<T>): Array<Placed<T>> {
  const { main, firstRecord } = input;
  const pools: Record<SpotlightTier, T[]> = {
    premium: [...input.spotlights.premium],
    featured: [...input.spotlights.featured],
    standard: [...input.spotlights.standard],
  };
  const boosts = [...input.newCarBoost];
  const boostPositions = newCarBoostPositions(input.pageSize, input.totalCount).slice(0, boosts.length);
  const placed: Array<Placed<T>> = [];
  const place = (item: T, placement: Placement) => placed.push({ item, placement, position: placed.length });

  let next = 0;
  let blockOffset = firstRecord % SPOTLIGHT_SLOT_INTERVAL;
  let blockOpenedAt = -1;
  while (next < main.length) {
    const organicIndex = firstRecord + next;
    // A block opens before its first organic result, so its offset-0 spotlights come first.
    if (organicIndex % SPOTLIGHT_SLOT_INTERVAL === 0 && blockOpenedAt !== organicIndex) {
      blockOpenedAt = organicIndex;
      blockOffset = 0;
    }
    const tier = slotTiers(blockOffset).find((t) => pools[t].length > 0);
    if (tier) {
      place(pools[tier].shift() as T, TIER_PLACEMENT[tier]);
    } else if (boostPositions.length > 0 && placed.length >= boostPositions[0]) {
      boostPositions.shift();
      place(boosts.shift() as T, 'NEW_CAR_BOOST');
    } else {
      place(main[next], 'MAIN');
      next += 1;
    }
    blockOffset += 1;
  }
  return placed;
}

/** Supplemental listings are fetched when the main results are sparse: fewer than one batch of 30. */
export function supplementalApplies(totalCount: number): boolean {
  return totalCount < BATCH_SIZE;
}

/** Suggested similar listings show when total matches plus extra results are at most 25 (docs/rules/results.md#similar-listings). */
export function similarApplies(totalCount: number, extras: number): boolean {
  return totalCount + extras <= SIMILAR_SHOWN_AT_MOST;
}

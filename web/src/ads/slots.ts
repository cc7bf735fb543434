import {
  FILTER_PROMO_MIN_EXCLUSIVE,
  FILTER_PROMO_POSITION,
  FLUID_AD_POSITIONS,
  LINER_AD_ROWS,
  LINER_ROW_SIZE,
} from './constants';
import type { AdSlotInput } from './types';

/*
 * Where the ad slots and the filter promo go among the loaded listings (docs/rules/ads-client.md#positions).
 * Pure arithmetic on the number of listings loaded: the grid grows a batch at a time, and a slot
 * appears once the listing it precedes has arrived.
 */

export type InsertKind = 'FLUID' | 'LINER' | 'PROMO';

/** Something the grid shows between listings. */
export interface SlotInsert {
  kind: InsertKind;
  /** Stable for the page view, e.g. 'fluid-7', 'liner-3', 'promo-14': a React key and the ad slot's id. */
  id: string;
  /** The 0-based index of the listing it precedes. */
  beforeIndex: number;
}

/** What the grid renders, in order. */
export type GridItem = { type: 'listing'; id: string; index: number } | { type: 'insert'; insert: SlotInsert };

/** Inserts before the same listing come in this order: the promo, then the ad (#positions). */
const ORDER: Record<InsertKind, number> = { LINER: 0, PROMO: 1, FLUID: 2 };

/** The inserts for `listingCount` loaded listings, in render order. */
export function slotInserts(listingCount: number): SlotInsert[] {
  const inserts: SlotInsert[] = [
    ...FLUID_AD_POSITIONS.map((n) => ({ kind: 'FLUID' as const, id: `fluid-${n}`, beforeIndex: n - 1 })),
    // Row R ends with listing 3R: the row sits before listing 3R + 1, whose 0-based index is 3R.
    ...LINER_AD_ROWS.map((r) => ({ kind: 'LINER' as const, id: `liner-${r}`, beforeIndex: r * LINER_ROW_SIZE })),
  ];
  if (listingCount > FILTER_PROMO_MIN_EXCLUSIVE) {
    inserts.push({ kind: 'PROMO', id: `promo-${FILTER_PROMO_POSITION}`, beforeIndex: FILTER_PROMO_POSITION - 1 });
  }
  return inserts
    .filter((insert) => insert.beforeIndex < listingCount)
    .sort((a, b) => a.beforeIndex - b.beforeIndex || ORDER[a.kind] - ORDER[b.kind]);
}

/** The listings (their ids, in order) with the inserts between them. */
export function interleave(listingIds: readonly string[]): GridItem[] {
  const inserts = slotInserts(listingIds.length);
  const items: GridItem[] = [];
  let next = 0;
  listingIds.forEach((id, index) => {
    while (next < inserts.length && inserts[next].beforeIndex === index)
      items.push({ type: 'insert', insert: inserts[next++] });
    items.push({ type: 'listing', id, index });
  });
  return items;
}

/**
 * The ad slots to ask the gateway for (#asking-for-ads): those that appeared since `sinceCount`
 * listings were loaded (0: all), and, of those, the ones `shown` says are laid out. The promo is
 * not an ad.
 */
export function adSlotInputs(
  listingCount: number,
  { sinceCount = 0, shown = () => true }: { sinceCount?: number; shown?: (slotId: string) => boolean } = {},
): AdSlotInput[] {
  return slotInserts(listingCount)
    .filter((insert) => insert.kind !== 'PROMO' && insert.beforeIndex >= sinceCount && shown(insert.id))
    .map((insert) => ({ id: insert.id, kind: insert.kind as 'FLUID' | 'LINER' }));
}

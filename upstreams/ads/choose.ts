import type { AdSlotRequest } from '../../contracts/ads/index';
import type { Point } from '../lsc/engine/geo';
import { inMarket } from './market';
import type { CreativeRecord } from './store';

/**
 * Which creative fills each slot (docs/rules/ads.md#choosing): pure, so the same request, creatives
 * and impressions always give the same answer.
 */

export interface AdContext {
  zip?: string;
  /** The ZIP's coordinates, for market targets. */
  location?: Point;
  makeCodes: ReadonlySet<string>;
  bodyStyleCodes: ReadonlySet<string>;
}

const intersects = (targets: readonly string[], values: ReadonlySet<string>) => targets.some((t) => values.has(t));

/**
 * How many target kinds (location, make, body style) the creative sets and the request meets;
 * undefined when one it sets is missed. An unset kind matches anything and counts nothing.
 */
export function specificity(creative: CreativeRecord, context: AdContext): number | undefined {
  let matched = 0;
  if (creative.targetZips || creative.targetMarket) {
    const byZip =
      creative.targetZips !== null && context.zip !== undefined && creative.targetZips.includes(context.zip);
    const byMarket =
      creative.targetMarket !== null &&
      context.location !== undefined &&
      inMarket(context.location, creative.targetMarket);
    if (!byZip && !byMarket) return undefined;
    matched++;
  }
  if (creative.targetMakeCodes) {
    if (!intersects(creative.targetMakeCodes, context.makeCodes)) return undefined;
    matched++;
  }
  if (creative.targetBodyStyleCodes) {
    if (!intersects(creative.targetBodyStyleCodes, context.bodyStyleCodes)) return undefined;
    matched++;
  }
  return matched;
}

export interface Pick {
  slotId: string;
  creative: CreativeRecord | undefined;
}

/**
 * One creative per slot, in the order asked. A creative with no impressions left for the viewer
 * (`left`, absent without a viewer: no capping) is passed over; one already in this answer only
 * when every other fitting one is too, the least used first. Then the more specific, the heavier,
 * the lower id.
 */
export function chooseAds(
  slots: readonly AdSlotRequest[],
  creatives: readonly CreativeRecord[],
  context: AdContext,
  left?: Map<string, number>,
): Pick[] {
  const matching = creatives
    .map((creative) => ({ creative, specificity: specificity(creative, context) }))
    .filter((c): c is { creative: CreativeRecord; specificity: number } => c.specificity !== undefined)
    .sort(
      (a, b) =>
        b.specificity - a.specificity ||
        b.creative.weight - a.creative.weight ||
        (a.creative.id < b.creative.id ? -1 : a.creative.id > b.creative.id ? 1 : 0),
    )
    .map((c) => c.creative);
  const uses = new Map<string, number>();
  return slots.map(({ slotId, size }) => {
    const fitting = matching.filter((c) => c.size === size && (left === undefined || (left.get(c.id) ?? 0) > 0));
    // The least used in this answer, in rank order: each fitting creative once before any twice.
    let creative: CreativeRecord | undefined;
    for (const c of fitting) if (!creative || (uses.get(c.id) ?? 0) < (uses.get(creative.id) ?? 0)) creative = c;
    if (creative) {
      uses.set(creative.id, (uses.get(creative.id) ?? 0) + 1);
      // Each use in this answer may become an impression: it spends one of the viewer's.
      if (left) left.set(creative.id, left.get(creative.id)! - 1);
    }
    return { slotId, creative };
  });
}

/** The impressions each creative has left for a viewer under its cap. */
export function impressionsLeft(creatives: readonly CreativeRecord[], seen: ReadonlyMap<string, number>) {
  return new Map(creatives.map((c) => [c.id, Math.max(0, c.frequencyCap - (seen.get(c.id) ?? 0))]));
}

import { useState } from 'react';
import { AdCreative } from './AdCreative';
import { AD_TEXTS } from './constants';
import type { Ad } from './types';

export interface AdSlotProps {
  /** FLUID: a card's place among the cards (one column); LINER: a full-width row (wider layouts). */
  kind: 'FLUID' | 'LINER';
  /** The slot's id as asked for ('fluid-7'); on the element as data-ad-slot, to find it for slotShown. */
  slotId: string;
  /** undefined: not decided yet (the box is reserved); null: nothing fits (the slot collapses). */
  ad: Ad | null | undefined;
  /** Called when the ad's image fails (the slot has collapsed). */
  onFailed?: () => void;
}

/**
 * An ad slot in the results grid (docs/rules/ads-client.md#sizes): its box is reserved from the
 * first render, so the ad arriving moves nothing; it collapses when nothing fits or the image
 * fails. Labelled as an advertisement for everyone (#accessibility).
 */
export function AdSlot({ kind, slotId, ad, onFailed }: AdSlotProps) {
  // The decision whose image failed: a later decision (a new ad prop) shows again.
  const [failedId, setFailedId] = useState<string>();
  if (ad === null || (ad && ad.decisionId === failedId)) return null;
  return (
    <div
      className={`ad-slot ad-slot--${kind.toLowerCase()}`}
      role="group"
      aria-label={AD_TEXTS.region}
      aria-busy={ad === undefined}
      data-ad-slot={slotId}
    >
      {/* The group's name says it to a screen reader; the label says it to the eye. */}
      <span className="ad-slot__label" aria-hidden="true">
        {AD_TEXTS.label}
      </span>
      {ad && (
        <AdCreative
          key={ad.decisionId}
          ad={ad}
          slot={slotId}
          lazy
          onFailed={() => {
            setFailedId(ad.decisionId);
            onFailed?.();
          }}
        />
      )}
    </div>
  );
}

import { useCallback, useRef, useState } from 'react';
import { record } from '../events/record';
import { sendImpression } from './beacon';
import { AD_TEXTS } from './constants';
import type { Ad } from './types';
import { useImpression } from './viewability';

/**
 * One decision's creative: its image, linked to the ad's click route (docs/rules/ads-client.md#accessibility).
 * Its impression is followed once the image has loaded (an image not shown is not seen); an image
 * that fails logs the failure and tells the slot, which collapses (#failures). Render it with the
 * decision as its key, so a new decision starts afresh.
 */
export function AdCreative({
  ad,
  slot,
  lazy = false,
  onFailed,
}: {
  ad: Ad;
  /** The slot it fills ('fluid-7', 'fixed'): the shopper events name it (docs/rules/events-client.md#events). */
  slot: string;
  lazy?: boolean;
  onFailed: () => void;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  const [loaded, setLoaded] = useState(false);
  const seen = useCallback(
    (decisionId: string) => {
      sendImpression(decisionId);
      record({ type: 'ad_seen', slot });
    },
    [slot],
  );
  useImpression(link, loaded ? ad.decisionId : undefined, seen);
  const fail = () => {
    console.error(AD_TEXTS.failed);
    onFailed();
  };
  return (
    <a
      ref={link}
      className="ad-creative"
      href={ad.clickUrl}
      rel="sponsored noopener"
      onClick={() => record({ type: 'ad_clicked', slot })}
    >
      <img
        className="ad-creative__image"
        src={ad.imageUrl}
        alt={ad.imageAlt}
        width={ad.width}
        height={ad.height}
        loading={lazy ? 'lazy' : undefined}
        onLoad={() => setLoaded(true)}
        onError={fail}
      />
    </a>
  );
}

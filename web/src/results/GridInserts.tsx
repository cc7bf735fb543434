import { useMemo } from 'react';
import type { ListingCard_ListingFragment } from '../__generated__/graphql';
import { AdSlot } from '../ads/AdSlot';
import { InlineFilterPromo } from '../ads/InlineFilterPromo';
import { slotInserts } from '../ads/slots';
import type { Ad } from '../ads/types';
import { useFeature } from '../ssr/page';
import { PEEKABOO_POSITION } from './constants';
import { Peekaboo } from './Peekaboo';

/**
 * What sits before one listing of the grid besides the wallet card (docs/rules/ads-client.md#positions):
 * the peekaboo at its position, the filter promo, and the fluid and liner ad slots.
 */
export function GridInserts({
  index,
  loaded,
  highlights,
  ads,
  onOpenFilters,
}: {
  index: number;
  loaded: number;
  highlights: readonly ListingCard_ListingFragment[] | undefined;
  ads: ReadonlyMap<string, Ad | null>;
  onOpenFilters: () => void;
}) {
  const adsOn = useFeature('ads');
  const here = useMemo(() => slotInserts(loaded).filter((insert) => insert.beforeIndex === index), [loaded, index]);
  return (
    <>
      {index === PEEKABOO_POSITION - 1 && <Peekaboo highlights={highlights} />}
      {here.map((insert) =>
        insert.kind === 'PROMO' ? (
          <InlineFilterPromo key={insert.id} onOpenFilters={onOpenFilters} />
        ) : (
          adsOn && <AdSlot key={insert.id} kind={insert.kind} slotId={insert.id} ad={ads.get(insert.id)} />
        ),
      )}
    </>
  );
}

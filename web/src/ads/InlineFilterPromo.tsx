import { useId } from 'react';
import { AD_TEXTS } from './constants';

/**
 * The inline filter promo among the cards of a long result list (docs/rules/ads-client.md#filter-promo):
 * an invitation to narrow the search, the size of a card. The site's own, so not labelled as an ad.
 */
export function InlineFilterPromo({ onOpenFilters }: { onOpenFilters: () => void }) {
  const title = useId();
  return (
    <section className="filter-promo" aria-labelledby={title} data-testid="filter-promo">
      <h3 className="filter-promo__title" id={title}>
        {AD_TEXTS.promoTitle}
      </h3>
      <p className="filter-promo__body">{AD_TEXTS.promoBody}</p>
      <button type="button" className="button filter-promo__action" onClick={onOpenFilters}>
        {AD_TEXTS.promoAction}
      </button>
    </section>
  );
}

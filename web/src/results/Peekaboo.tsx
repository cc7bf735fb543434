import type { ListingCard_ListingFragment } from '../__generated__/graphql';
import { ListingCard } from '../components/ListingCard';
import { GROUP_TEXTS } from './constants';
import { peekabooShown } from './rules';

/**
 * The peekaboo (docs/rules/results.md#vehicle-highlights): a full-width strip among the cards showing
 * only the search's vehicle highlights, when there are more than 3 of them.
 */
export function Peekaboo({ highlights }: { highlights: readonly ListingCard_ListingFragment[] | undefined }) {
  if (!highlights || !peekabooShown(highlights.length)) return null;
  return (
    <section className="peekaboo" aria-labelledby="peekaboo-heading" data-testid="peekaboo">
      <h2 className="peekaboo__title" id="peekaboo-heading">
        {GROUP_TEXTS.peekaboo}
      </h2>
      <p className="peekaboo__note">{GROUP_TEXTS.peekabooNote}</p>
      <ul className="peekaboo__list">
        {highlights.map((listing) => (
          <li key={listing.id} className="peekaboo__item">
            <ListingCard listing={listing} placement="VEHICLE_HIGHLIGHT" />
          </li>
        ))}
      </ul>
    </section>
  );
}

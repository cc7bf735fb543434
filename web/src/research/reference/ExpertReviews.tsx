import { decodeEntities } from './text';
import { REFERENCE_TEXTS } from './constants';

/**
 * Expert reviews of the model (docs/rules/research.md#expert-reviews): links out to the valuation
 * site, in a new tab. Nothing shows when there are none (or their service failed).
 */
export function ExpertReviews({
  reviews,
  name,
}: {
  reviews: ReadonlyArray<{ id: string; title: string; link: string }>;
  name: string;
}) {
  if (reviews.length === 0) return null;
  return (
    <div className="reference__expert">
      <h3>{REFERENCE_TEXTS.expertReviews}</h3>
      <ul>
        {reviews.map((review) => (
          <li key={review.id}>
            <a
              href={review.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${decodeEntities(review.title)} (${name} expert review, opens in a new tab)`}
            >
              {decodeEntities(review.title)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

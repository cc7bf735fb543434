import { formatCount } from '../../components/format';

interface Ratings {
  year: number;
  numberOfReviews: number;
  ratings: ReadonlyArray<{ name: string; value: number }>;
}

/**
 * The Consumer Reviews tab (docs/rules/research.md#consumer-ratings): what owners rate the model
 * year, by category, out of 5, and how many reviews that comes from.
 */
export function ConsumerReviewsPanel({ ratings, name }: { ratings: Ratings; name: string }) {
  if (ratings.ratings.length === 0) {
    return (
      <p className="reference__summary">
        No consumer reviews of the {ratings.year} {name} yet.
      </p>
    );
  }
  return (
    <div className="reference__reviews">
      <p className="reference__summary">
        {ratings.year} {name}: {formatCount(ratings.numberOfReviews)} consumer review
        {ratings.numberOfReviews === 1 ? '' : 's'}
      </p>
      <dl className="reference__ratings">
        {ratings.ratings.map((rating) => (
          <div key={rating.name} className="reference__rating">
            <dt>{rating.name}</dt>
            <dd>
              <meter
                min={0}
                max={5}
                value={rating.value}
                aria-label={`${rating.name}: ${rating.value.toFixed(1)} out of 5`}
              />
              <span aria-hidden="true">{rating.value.toFixed(1)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

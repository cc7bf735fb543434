/** A placeholder card while results load: the card's exact box, so nothing moves when they arrive. */
export function SkeletonCard() {
  return (
    <div className="listing-card listing-card--skeleton" data-testid="skeleton-card" aria-hidden="true">
      <div className="listing-card__image skeleton" />
      <div className="skeleton skeleton__line skeleton__line--title" />
      <div className="skeleton skeleton__line skeleton__line--price" />
      <div className="skeleton skeleton__line" />
      <div className="skeleton skeleton__line" />
      <div className="skeleton skeleton__line skeleton__line--short" />
    </div>
  );
}
